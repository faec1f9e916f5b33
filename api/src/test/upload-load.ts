import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import readline from 'node:readline';

// Load for measuring uploads against the rest of the site: uploads-from-elsewhere and a
// /health poller. Used by routes/uploads.test.ts and bench/uploads-bench.ts.

/**
 * Sends the uploads from another process, as browsers elsewhere would: 5 MB bodies built and
 * written in the measured process, or a child process started there, would stall the event
 * loop being measured. The child builds its bodies, says "ready", and sends them all at once
 * on "go".
 */
const UPLOAD_CLIENT = `
const http = require('node:http');
const { randomBytes } = require('node:crypto');
const [origin, localAddress, jobs] = [process.argv[1], process.argv[2], JSON.parse(process.argv[3])];
const signatures = { png: '89504e470d0a1a0a', pdf: '255044462d' };
const requests = jobs.map(({ token, extension, bytes }) => {
  const boundary = '----tablehop' + randomBytes(8).toString('hex');
  const signature = Buffer.from(signatures[extension], 'hex');
  const body = Buffer.concat([
    Buffer.from('--' + boundary + '\\r\\nContent-Disposition: form-data; name="file"; filename="menu.' + extension + '"\\r\\n\\r\\n'),
    signature, randomBytes(bytes - signature.length),
    Buffer.from('\\r\\n--' + boundary + '--\\r\\n'),
  ]);
  return () => new Promise((resolve, reject) => {
    const req = http.request(origin + '/api/v1/user/menus-photo-upload', {
      method: 'POST',
      localAddress,
      headers: { 'content-type': 'multipart/form-data; boundary=' + boundary, authorization: 'Bearer ' + token },
    }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)); });
    req.on('error', reject);
    req.end(body);
  });
});
process.stdout.write('ready\\n');
process.stdin.once('data', () =>
  Promise.all(requests.map((send) => send())).then((statuses) => {
    process.stdout.write(JSON.stringify(statuses) + '\\n');
    process.exit(0);
  }),
);
`;

export interface UploadJob {
  token: string;
  extension: 'png' | 'pdf';
  bytes: number;
}

/**
 * Starts the upload client, which sends from `ip` (any 127/8 address on Linux loopback);
 * `go()` sends its uploads and resolves with their statuses.
 */
export async function uploadClient(origin: string, ip: string, jobs: UploadJob[]) {
  const child = spawn(process.execPath, ['-e', UPLOAD_CLIENT, origin, ip, JSON.stringify(jobs)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  // Browsers elsewhere do not take this machine's CPU: the stand-in yields it to the server.
  os.setPriority(child.pid!, 19);
  const lines = readline.createInterface({ input: child.stdout });
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
  const ready = await next();
  if (ready !== 'ready') throw new Error(`the upload client said ${JSON.stringify(ready)}`);
  return {
    go: async () => {
      const answer = next();
      child.stdin.write('go\n');
      return JSON.parse(await answer) as number[];
    },
  };
}

function get(url: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      })
      .on('error', reject);
  });
}

/** Asks for /health every `everyMs` until `stop()`, timing each answer (ms). */
export function healthPoller(origin: string, everyMs = 5) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let running = true;
  const url = `${origin}/api/v1/health`;
  const done = (async () => {
    // The first answer pays for the socket; it is left out.
    await get(url, agent);
    while (running) {
      const started = performance.now();
      const status = await get(url, agent);
      latencies.push(performance.now() - started);
      if (status !== 200) throw new Error(`/health answered ${status}`);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    agent.destroy();
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return latencies;
    },
  };
}

export function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return `${sorted.length} answers, median ${at(0.5)} ms, p95 ${at(0.95)} ms, worst ${Math.round(sorted.at(-1)!)} ms`;
}
