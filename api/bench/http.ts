// What the load benches share: knobs from the environment, cheap keep-alive HTTP clients and
// percentiles.
import http from 'node:http';
import net from 'node:net';

/** A whole-number knob from the environment (at least `min`), or its default. */
export function intFromEnv(name: string, fallback: number, min = 0): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min}, got ${JSON.stringify(raw)}`);
  }
  return value;
}

// Plain node:http with keep-alive: fetch (undici) costs the load client several times more CPU
// per request, and on a 2-CPU machine that CPU is taken from the API processes being measured.
// Connection (below) is cheaper still, for the bench whose figure is a throughput.
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

/**
 * One keep-alive HTTP/1.1 connection making one request at a time, for a load client that
 * runs beside the server on the same CPUs: node:http's client costs several times the CPU of
 * writing the request and reading a Content-Length body by hand. A dropped connection answers
 * status 0, and the next request opens a new one.
 */
export class Connection {
  private socket: net.Socket | null = null;
  private buffered: Buffer<ArrayBufferLike> = Buffer.alloc(0);
  private waiting: ((answer: { status: number; body: string }) => void) | null = null;

  /** `localAddress` (127.0.0.x) makes the connection another client address to the server. */
  constructor(
    private readonly base: URL,
    private readonly localAddress?: string,
  ) {}

  get(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string }>((resolve) => {
      this.waiting = resolve;
      let head = `GET ${path} HTTP/1.1\r\nhost: ${this.base.host}\r\n`;
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
      this.open().write(`${head}\r\n`);
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = null;
  }

  private open(): net.Socket {
    if (this.socket) return this.socket;
    const socket = net.connect({
      port: Number(this.base.port),
      host: this.base.hostname,
      ...(this.localAddress ? { localAddress: this.localAddress } : {}),
    });
    socket.setNoDelay(true);
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
      this.read();
    });
    // 'error' then 'close' both come for one failure, and 'close' may come a turn later, when
    // a new socket carries the next request: only the current socket's first word counts.
    const dropped = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.buffered = Buffer.alloc(0);
      this.answer({ status: 0, body: '' });
    };
    socket.on('error', dropped);
    socket.on('close', dropped);
    this.socket = socket;
    return socket;
  }

  private read() {
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd === -1) return;
    const head = this.buffered.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      // Not one this client reads (chunked, or no body): counted as a failure, not a crash
      // that would leave the API processes running.
      process.stderr.write(`bench client: an answer without Content-Length:\n${head}\n`);
      this.socket?.destroy();
      return;
    }
    const end = headEnd + 4 + Number(length[1]);
    if (this.buffered.length < end) return;
    const body = this.buffered.toString('utf8', headEnd + 4, end);
    this.buffered = this.buffered.subarray(end);
    this.answer({ status: Number(head.slice(9, 12)), body });
  }

  private answer(answer: { status: number; body: string }) {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.(answer);
  }
}
