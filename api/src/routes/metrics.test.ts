import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { rows } from '../repositories/restaurant-repository';
import { londonDaysAhead } from '../test/dates';
import { insertClaim, insertRestaurant } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

const TOKEN = 'metrics-token-0123456789abcdef';
let database: TestDatabase;
const apps: FastifyInstance[] = [];

async function appWith(env: Record<string, string> = {}) {
  const app = buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }), { database });
  await app.ready();
  apps.push(app);
  return app;
}

/** One sample's value from Prometheus' text format, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 5 });
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.dispose();
});

describe('GET /metrics', () => {
  it('on localhost: requests by route and status with latency, holds, outbox, search index', async () => {
    const app = await appWith();
    await app.inject({ method: 'GET', url: '/api/v1/health' });
    await app.inject({ method: 'GET', url: '/api/v1/user/restaurants/not-a-uuid' });
    const place = await insertRestaurant(database.db, {
      name: 'Metric Bistro',
      latitude: 51.5,
      longitude: -0.1,
      tables: [2],
      slots: ['19:00'],
    });
    await insertClaim(database.db, place.id, {
      date: londonDaysAhead(3).iso,
      start: '19:00',
      seats: 2,
      status: 'hold',
      expiresInSeconds: 300,
    });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/v1/health",status_code="200"}',
      ),
    ).toBe(1);
    // The route's pattern, never the id in the URL.
    expect(text).toContain('route="/api/v1/user/restaurants/:uuid",status_code="400"');
    expect(text).not.toContain('not-a-uuid');
    expect(sample(text, 'tablehop_live_holds')).toBe(1);
    expect(sample(text, 'tablehop_outbox_backlog')).toBe(0);
    expect(sample(text, 'tablehop_outbox_oldest_age_seconds')).toBe(0);
    expect(sample(text, 'tablehop_search_index_restaurants')).toBe(5);
    expect(sample(text, 'tablehop_search_index_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'tablehop_bookings_total{event="made"}')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    const without = await app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(without.body).not.toContain('http_request');
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('tablehop_live_holds');
  });

  it('is not there on a server listening beyond localhost without a token', async () => {
    const app = await appWith({ HOST: '0.0.0.0' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('tablehop');
  });

  it('refuses a short token at start, naming the key', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('GET /api/v1/ready', () => {
  it('is ready when the database answers, every migration is applied and search has loaded', async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'ok',
      data: { database: true, migrations: true, search_index: true },
    });
  });

  it('answers 503 naming what is missing: a migration not applied', async () => {
    const app = await appWith();
    const [last] = await rows<{ id: number; hash: string; created_at: string }>(
      database.db,
      sql`delete from drizzle.__drizzle_migrations
           where id = (select max(id) from drizzle.__drizzle_migrations) returning *`,
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: false,
        message: 'Not ready: migrations',
        data: { database: true, migrations: false, search_index: true },
      });
      // Liveness is another question: the process is up.
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
  });
});
