import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { createTestDatabase, type TestDatabase } from './test/test-database';

// Short limits so a test sees them act; the defaults (60 s, 15 s, 30 s, 10 s) act the same way.
const TIMEOUTS = { requestMs: 1200, headersMs: 600, idleMs: 5000, keepAliveMs: 1000 };

let database: TestDatabase;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 1 });
  const config = { ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), timeouts: TIMEOUTS };
  app = buildApp(config, { database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

/** A raw socket and what the server sent on it, resolved when the server closes it. */
function open() {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const started = Date.now();
  const closed = new Promise<{ received: string; afterMs: number }>((resolve) => {
    socket.on('close', () => resolve({ received, afterMs: Date.now() - started }));
  });
  // A timer that the close wins, or the test fails saying the socket stayed open.
  const closedWithin = (ms: number) =>
    Promise.race([
      closed,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms).unref(),
      ),
    ]);
  return { socket, closedWithin };
}

it('cuts off a body trickled one byte at a time with a 408', async () => {
  const { socket, closedWithin } = open();
  socket.write(
    'POST /api/v1/user/guest-login HTTP/1.1\r\nHost: localhost\r\n' +
      'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
  );
  // Each byte comes well inside the idle timeout, so only the request timeout can end it.
  const trickle = setInterval(() => socket.writable && socket.write(' '), 150);
  try {
    const { received, afterMs } = await closedWithin(TIMEOUTS.requestMs + 3000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 50);
  } finally {
    clearInterval(trickle);
    socket.destroy();
  }
});

it('cuts off headers sent slowly', async () => {
  const { socket, closedWithin } = open();
  socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');
  const trickle = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100);
  try {
    const { received } = await closedWithin(TIMEOUTS.headersMs + 3000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  } finally {
    clearInterval(trickle);
    socket.destroy();
  }
});

it('closes a kept-alive socket that sends nothing more, after answering it', async () => {
  const { socket, closedWithin } = open();
  socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
  const { received } = await closedWithin(TIMEOUTS.keepAliveMs + 3000);
  expect(received).toMatch(/^HTTP\/1\.1 200 /);
  expect(received.toLowerCase()).toContain(`keep-alive: timeout=${TIMEOUTS.keepAliveMs / 1000}`);
});

describe('start-up', () => {
  it('waits for plugins (the first migration and seed) longer than on a quiet machine', () => {
    // Fastify's default of 10 s failed `pnpm start` on a fresh database under load.
    expect(app.initialConfig.pluginTimeout).toBeGreaterThanOrEqual(120_000);
  });
});
