import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { MIGRATIONS } from '../db/client';
import { rows } from '../repositories/restaurant-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this process (ADR 0058). */
    metrics: Registry;
    /** Whether the database is reachable, migrated, and the search index loaded. */
    readiness(): Promise<Readiness>;
    /** Counts a booking made or cancelled (not a repeated call that changed nothing). */
    countBooking(event: 'made' | 'cancelled'): void;
  }
}

export interface Readiness {
  ready: boolean;
  checks: { database: boolean; migrations: boolean; search_index: boolean };
}

/** A PostgreSQL error: it carries a five-character SQLSTATE. */
const isDatabaseError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code));

/** How many migrations the repository has (drizzle's journal). */
const migrationsInRepository = () =>
  (
    JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

/**
 * Metrics for Prometheus and the readiness check. Counters are per process, as Prometheus
 * expects (it sums the processes); what the database holds (live holds, the outbox) is read
 * from it on each scrape, so every process reports the same figure.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route and status, with their latency',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const queryErrors = new Counter({
      name: 'tablehop_db_query_errors_total',
      help: 'Requests that failed with a database error',
      registers: [registry],
    });
    const bookings = new Counter({
      name: 'tablehop_bookings_total',
      help: 'Bookings made and cancelled through this process',
      labelNames: ['event'],
      registers: [registry],
    });
    for (const event of ['made', 'cancelled']) bookings.inc({ event }, 0);

    new Gauge({
      name: 'tablehop_db_pool_connections',
      help: 'PostgreSQL pool: connections open and idle, and queries waiting for one (none with PGlite)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = app.dbPoolStats?.();
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });
    const fromDatabase = async () => {
      const [row] = await rows<{ holds: number; backlog: number; oldest: number | null }>(
        app.db,
        sql`select (select count(*) from reservations where status = 'hold' and expires_at > now())::int as holds,
                   (select count(*) from mail_outbox where next_attempt_at is not null)::int as backlog,
                   (select extract(epoch from now() - min(created_at)) from mail_outbox
                     where next_attempt_at is not null)::float8 as oldest`,
      );
      return row!;
    };
    // One query per scrape for the three figures the database holds.
    let scrape: Promise<Awaited<ReturnType<typeof fromDatabase>>> | null = null;
    const databaseFigures = () => (scrape ??= fromDatabase().finally(() => (scrape = null)));
    new Gauge({
      name: 'tablehop_live_holds',
      help: 'Tables held right now (all processes)',
      registers: [registry],
      async collect() {
        this.set((await databaseFigures()).holds);
      },
    });
    new Gauge({
      name: 'tablehop_outbox_backlog',
      help: 'Emails waiting in the outbox (all processes)',
      registers: [registry],
      async collect() {
        this.set((await databaseFigures()).backlog);
      },
    });
    new Gauge({
      name: 'tablehop_outbox_oldest_age_seconds',
      help: 'Age of the oldest email waiting in the outbox; 0 when none waits',
      registers: [registry],
      async collect() {
        this.set((await databaseFigures()).oldest ?? 0);
      },
    });
    new Gauge({
      name: 'tablehop_search_index_restaurants',
      help: "Restaurants in this process's search index",
      registers: [registry],
      collect() {
        this.set(app.searchIndex().size);
      },
    });
    new Gauge({
      name: 'tablehop_search_index_age_seconds',
      help: "Seconds since this process's search index was built",
      registers: [registry],
      collect() {
        this.set((Date.now() - app.searchIndex().builtAt) / 1000);
      },
    });

    app.addHook('onError', async (_request, _reply, error) => {
      if (isDatabaseError(error)) queryErrors.inc();
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, not the URL: ids would make a series per booking.
      const route = request.routeOptions.url ?? 'unmatched';
      requests.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });
    app.decorate('countBooking', (event: 'made' | 'cancelled') => bookings.inc({ event }));

    const expected = migrationsInRepository();
    app.decorate('metrics', registry);
    app.decorate('readiness', async (): Promise<Readiness> => {
      const applied = await rows<{ n: number }>(
        app.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      ).then(
        ([row]) => row!.n,
        () => null,
      );
      let indexed = false;
      try {
        indexed = app.searchIndex().size >= 0;
      } catch {
        indexed = false;
      }
      const checks = {
        database: applied !== null,
        migrations: applied !== null && applied >= expected,
        search_index: indexed,
      };
      return { ready: Object.values(checks).every(Boolean), checks };
    });
  },
  { name: 'metrics', dependencies: ['db', 'search-index'] },
);
