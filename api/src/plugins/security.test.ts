import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { insertUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { PERMISSIONS_POLICY } from './security';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 1 });
  app = buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { database });
  await app.ready();
  token = (await insertUser(database.db)).token;
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('Cache-Control', () => {
  it.each([
    ['the signed-in profile', '/api/v1/user/profile', true],
    ['a refusal to a signed-out caller', '/api/v1/user/profile', false],
    ['a list of restaurants', '/api/v1/user/restaurant', false],
    ['an unknown API route', '/api/v1/nothing-here', false],
  ])('keeps %s out of every cache', async (_name, url, signedIn) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: signedIn ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves a public image its own caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/images/placeholder.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });
});

describe('Permissions-Policy', () => {
  it('turns off the camera, microphone, location and the rest on every answer', async () => {
    for (const url of ['/api/v1/health', '/api/v1/nothing-here', '/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
  });
});

describe('rate limits', () => {
  it('hold across API processes on one database: two servers share one allowance', async () => {
    const other = buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { database });
    await other.ready();
    try {
      // The contact form allows 5 a client in 10 minutes; the sixth, sent to either, is refused.
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const server = i % 2 === 0 ? app : other;
        const response = await server.inject({
          method: 'POST',
          url: '/api/v1/user/contact-us',
          remoteAddress: '203.0.113.7',
          payload: {},
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
      expect(statuses[5]).toBe(429);
      // Another client has its own allowance.
      const elsewhere = await other.inject({
        method: 'POST',
        url: '/api/v1/user/contact-us',
        remoteAddress: '198.51.100.9',
        payload: {},
      });
      expect(elsewhere.statusCode).not.toBe(429);
    } finally {
      await other.close();
    }
  });

  it('keeps no client address in the database, only its hash', async () => {
    const stored = await database.db.execute(
      sql`select encode(key_hash, 'escape') as key from rate_limit_hits`,
    );
    expect(JSON.stringify(stored)).not.toContain('203.0.113.7');
  });
});
