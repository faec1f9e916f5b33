// What the load benches share: knobs from the environment, a cheap keep-alive HTTP client and
// percentiles.
import http from 'node:http';

/** A whole-number knob from the environment, or its default. */
export function intFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

// Plain node:http with keep-alive: fetch (undici) costs the load client several times more CPU
// per request, and on a 2-CPU machine that CPU is taken from the API processes being measured.
export const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** GET with the shared agent. A dropped connection answers status 0: the diner saw no answer. */
export function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve) => {
    const request = http.get(url, { agent, headers, timeout: 30_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', () => resolve({ status: 0, body: '' }));
    request.on('timeout', () => request.destroy());
  });
}

/** The p-th value (0..1) of an ascending list; 0 for an empty one. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : 0;
