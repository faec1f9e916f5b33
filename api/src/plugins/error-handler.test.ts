import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 1 });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  app = buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), { logStream, database });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

beforeEach(() => {
  lines = [];
});

const INFO = 30;

it.each([
  ['a schema refusal', { method: 'GET', url: '/api/v1/user/restaurant?per_page=0' }, 400],
  ['a form refusal', { method: 'POST', url: '/api/v1/user/forget-password?email=nope' }, 400],
  ['a missing sign-in', { method: 'GET', url: '/api/v1/user/profile' }, 401],
  [
    'an unsupported body',
    {
      method: 'POST',
      url: '/api/v1/user/guest-login',
      headers: { 'content-type': 'text/x-nothing' },
      payload: 'x',
    },
    415,
  ],
] as const)(
  'logs %s as one info line with its reason and no stack',
  async (_name, request, status) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    const logged = lines.filter((line) => line.statusCode === status);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: INFO,
      statusCode: status,
      reason: response.json().message,
    });
    expect(JSON.stringify(lines)).not.toMatch(/stack|\bat \w+ \(/);
  },
);
