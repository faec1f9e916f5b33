import { Writable } from 'node:stream';

import type { FastifyInstance } from 'fastify';

import { buildApp } from './app';
import { loadEnv } from './config/env';
import { HttpError } from './lib/http-error';
import { GENERIC_ERROR_MESSAGE } from './plugins/error-handler';
import { createTestDatabase, type TestDatabase } from './test/test-database';

const SECRET = 'postgres://admin:hunter2@db.internal/tablehop';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 5 });
}, 60_000);
afterAll(() => database.dispose());

describe('app', () => {
  let app: FastifyInstance;
  let logs: string[];

  beforeEach(async () => {
    logs = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    app = buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), { logStream, database });
    // Throwaway routes: the real API has none that fail on purpose.
    app.register(
      async (scope) => {
        scope.get('/boom', async () => {
          throw new Error(`connection to ${SECRET} refused`);
        });
        scope.get('/teapot', async () => {
          throw new HttpError(409, 'That table has just been taken.');
        });
        scope.get('/db-down', async () => {
          // What drizzle throws when the pool cannot reach PostgreSQL: the driver's error as cause.
          throw new Error('Failed query: select 1', {
            cause: Object.assign(new Error(`connect ECONNREFUSED ${SECRET}`), {
              code: 'ECONNREFUSED',
            }),
          });
        });
        scope.get('/db-restarting', async () => {
          throw Object.assign(new Error('terminating connection due to administrator command'), {
            code: '57P01',
          });
        });
        scope.get('/closed', async () => {
          throw new HttpError(503, 'Bookings are paused for maintenance.');
        });
        scope.get(
          '/paged',
          {
            schema: {
              querystring: {
                type: 'object',
                required: ['page'],
                properties: { page: { type: 'integer', minimum: 1 } },
              },
            },
          },
          async () => ({ status: true, message: 'ok' }),
        );
      },
      { prefix: '/api/v1/test' },
    );
    await app.ready();
  });

  afterEach(() => app.close());

  it('answers the health check', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      message: 'ok',
      data: { uptime_seconds: expect.any(Number) },
    });
    expect(body.data.uptime_seconds).toBeGreaterThanOrEqual(0);
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'Route GET /api/v1/nope not found' });
  });

  it('answers other methods on unknown routes with a 404 envelope too', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      message: 'Route POST /api/v1/health not found',
    });
  });

  it('hides unexpected errors behind a generic 500 and logs the real one', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: false, message: GENERIC_ERROR_MESSAGE });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('stack');
    // Logged for whoever mends it, less the database password.
    expect(logs.join('')).toContain(
      'connection to postgres://admin:***@db.internal/tablehop refused',
    );
    expect(logs.join('')).not.toContain('hunter2');
  });

  it.each(['/db-down', '/db-restarting'])(
    'answers %s with a quick 503 and Retry-After, not a 500',
    async (path) => {
      const response = await app.inject({ method: 'GET', url: `/api/v1/test${path}` });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        status: false,
        message: 'TableHop is briefly unavailable. Please try again in a moment.',
      });
      expect(response.body).not.toContain('hunter2');
    },
  );

  it('refuses a numeric query value that is not plain digits (Ajv would coerce it to Infinity)', async () => {
    for (const value of ['1e309', 'Infinity', '-Infinity']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/user/restaurant?per_page=${value}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('querystring/per_page must be a whole number in digits');
    }
    // A text field may still say Infinity.
    const byName = await app.inject({
      method: 'GET',
      url: '/api/v1/user/search-restaurant?name=Infinity',
    });
    expect(byName.statusCode).toBe(200);
  });

  it('keeps the status and message of client errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/teapot' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: false, message: 'That table has just been taken.' });
  });

  it('keeps the status and message of an HttpError even when it is a 5xx', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/closed' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: false,
      message: 'Bookings are paused for maintenance.',
    });
  });

  it('answers validation errors with 400 naming the field', async () => {
    const low = await app.inject({ method: 'GET', url: '/api/v1/test/paged?page=0' });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({ status: false, message: 'querystring/page must be >= 1' });

    const missing = await app.inject({ method: 'GET', url: '/api/v1/test/paged' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("'page'");
  });

  it('answers malformed JSON bodies with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().status).toBe(false);
  });

  it('serves no pages when STATIC_ROOT is unset', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/faq',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('TRUST_PROXY', () => {
  // Sign-in allows 30 requests per client in 15 minutes, counted before the body is read.
  const signInsFrom = async (app: FastifyInstance, client: string, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/user/guest-login',
        headers: { 'x-forwarded-for': client },
        payload: {},
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it('counts the client a trusted proxy forwards, not the proxy', async () => {
    const app = buildApp(
      loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: '127.0.0.1' }),
      { database },
    );
    try {
      expect((await signInsFrom(app, '203.0.113.5', 31)).at(-1)).toBe(429);
      expect(await signInsFrom(app, '198.51.100.7', 1)).toEqual([400]);
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-For when unset, so a client cannot pick its own address', async () => {
    const app = buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { database });
    try {
      expect((await signInsFrom(app, '203.0.113.5', 31)).at(-1)).toBe(429);
      expect(await signInsFrom(app, '198.51.100.7', 1)).toEqual([429]);
    } finally {
      await app.close();
    }
  });
});
