// `pnpm bench:scale` (issue 49): two API processes on PostgreSQL holding UK-scale data
// (100,000 restaurants and 5 million bookings, written once by the scale seed and kept in the
// database tablehop_scale between runs), loaded with autocannon beside a bare Fastify route in
// the same run: name and postcode search, the restaurant page, availability and next
// available, at 50 connections spread over both processes; then each process's resident
// memory after that warm-up and the database's size. Targets: search (name, postcode) and
// availability p99 < 50 ms, each process under 400 MB. Hold+book per second with 0
// overlapping claims follows from `bench:holds` on the same database (package.json chains it).
// It is a report: exit 0 whatever the numbers, non-zero only if it cannot run.
//
// Knobs (environment): API_NODE_ARGS (the API processes' node flags, default
// --max-old-space-size=320), BENCH_DURATION (s, 10), BENCH_WARMUP (s, 3), BENCH_CONNECTIONS (50),
// BENCH_SCALE_RESTAURANTS (100000), BENCH_SCALE_BOOKINGS (5000000), BENCH_RESEED=1 (write the
// data again).
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { seedAtScale } from '../src/db/seed/scale';
import { openDatabase } from '../src/db/client';
import { startApiProcesses } from '../src/test/api-processes';
import { londonDaysAhead } from '../src/test/dates';
import { intFromEnv } from './http';
import { query, serverUrl, withDatabase } from './postgres';

export const SCALE_DB = 'tablehop_scale';
const DURATION = intFromEnv('BENCH_DURATION', 10, 1);
const WARMUP = intFromEnv('BENCH_WARMUP', 3, 0);
const CONNECTIONS = intFromEnv('BENCH_CONNECTIONS', 50, 2);
const RESTAURANTS = intFromEnv('BENCH_SCALE_RESTAURANTS', 100_000, 1);
const BOOKINGS = intFromEnv('BENCH_SCALE_BOOKINGS', 5_000_000, 0);
const RESEED = process.env.BENCH_RESEED === '1';
const TARGET_P99_MS = 50;
const TARGET_RSS_MB = 400;

const log = (message: string) => process.stderr.write(`[scale] ${message}\n`);

// The API processes run with the heap cap docs/deployment.md gives for this size (ADR 0061):
// uncapped, V8 lets a heap that keeps 170 MB grow to two or three times that under load.
// API_NODE_ARGS='' measures them uncapped.
process.env.API_NODE_ARGS ??= '--max-old-space-size=320';

/** The scale data, written once (a fresh database when the counts differ or BENCH_RESEED=1). */
async function scaleDatabase(admin: string): Promise<string> {
  const url = withDatabase(admin, SCALE_DB);
  const exists =
    (
      await query<{ n: number }>(
        admin,
        'select count(*)::int as n from pg_database where datname = $1',
        [SCALE_DB],
      )
    )[0]!.n > 0;
  const counts = exists
    ? (
        await query<{ r: number; b: number }>(
          url,
          `select (select count(*) from restaurants)::int as r,
                  (select count(*) from reservations where status <> 'hold')::int as b`,
        ).catch(() => [{ r: 0, b: 0 }])
      )[0]!
    : { r: 0, b: 0 };
  if (!RESEED && counts.r === RESTAURANTS && counts.b >= BOOKINGS) return url;
  log(`writing ${RESTAURANTS} restaurants and ${BOOKINGS} bookings into ${SCALE_DB}`);
  await query(admin, `drop database if exists ${SCALE_DB} with (force)`);
  await query(admin, `create database ${SCALE_DB}`);
  const handle = await openDatabase({ url, dataDir: '', poolSize: 1 });
  await handle.migrate();
  await handle.close();
  const started = performance.now();
  await seedAtScale(url, { restaurants: RESTAURANTS, bookings: BOOKINGS, log });
  log(`written in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return url;
}

interface Result {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** autocannon at CONNECTIONS over the given servers at once (split evenly), merged. */
async function load(name: string, bases: string[], paths: string[]): Promise<Result> {
  const run = (seconds: number) =>
    Promise.all(
      bases.map((base) =>
        autocannon({
          url: base,
          connections: Math.max(1, Math.round(CONNECTIONS / bases.length)),
          duration: seconds,
          requests: paths.map((path) => ({ method: 'GET' as const, path })),
        }),
      ),
    );
  const first = await fetch(`${bases[0]}${paths[0]}`);
  log(`${name}: GET ${paths[0]} -> ${first.status}`);
  await first.arrayBuffer();
  if (WARMUP > 0) await run(WARMUP);
  const results = await run(DURATION);
  return {
    name,
    reqPerSec: results.reduce((sum, r) => sum + r.requests.mean, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function main() {
  const admin = serverUrl();
  const url = await scaleDatabase(admin);

  // Targets spread over the whole country and list, so few answers repeat.
  const sample = await query<{
    uuid: string;
    name: string;
    post_code: string | null;
    online: boolean;
  }>(
    url,
    `select uuid, name, post_code, online_booking as online from restaurants
      where id % greatest(1, (select count(*) from restaurants) / 2000) = 0 limit 2000`,
  );
  const date = londonDaysAhead(3);
  const names = [...new Set(sample.map((r) => r.name.split(' ')[0]!))].slice(0, 300);
  const postcodes = [
    ...new Set(sample.flatMap((r) => (r.post_code ? [r.post_code.split(' ')[0]!] : []))),
  ].slice(0, 300);
  const online = sample.filter((r) => r.online).slice(0, 1000);

  const bare = Fastify();
  bare.get('/bare', async () => ({ status: true, message: 'ok' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareBase = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

  log('starting 2 API processes');
  const api = await startApiProcesses(2, url);
  const results: Result[] = [];
  try {
    results.push(await load('bare route (same run)', [bareBase], ['/bare']));
    results.push(
      await load(
        'name search',
        api.urls,
        names.map((n) => `/api/v1/user/search-restaurant?name=${encodeURIComponent(n)}`),
      ),
    );
    results.push(
      await load(
        'postcode search',
        api.urls,
        postcodes.map((p) => `/api/v1/user/search-restaurant?post_code=${encodeURIComponent(p)}`),
      ),
    );
    results.push(
      await load(
        'restaurant page',
        api.urls,
        sample.slice(0, 1000).map((r) => `/api/v1/user/restaurants/${r.uuid}`),
      ),
    );
    results.push(
      await load(
        'availability',
        api.urls,
        online.map(
          (r, i) =>
            `/api/v1/user/restaurants/${r.uuid}/availability?date=${date.wire}&day=${date.weekday}&number_of_people=${2 + (i % 3) * 2}`,
        ),
      ),
    );
    results.push(
      await load(
        'next available',
        api.urls,
        online.map(
          (r) =>
            `/api/v1/user/restaurants/${r.uuid}/next-available?date=${date.wire}&number_of_people=4&time=19:30`,
        ),
      ),
    );
    const memory = api.pids.map(rssMb);
    const [size] = await query<{ size: string; bytes: string }>(
      url,
      'select pg_size_pretty(pg_database_size(current_database())) as size, pg_database_size(current_database()) as bytes',
    );
    const [counts] = await query<{ r: number; b: number }>(
      url,
      `select (select count(*) from restaurants)::int as r, (select count(*) from reservations)::int as b`,
    );

    const targeted = new Set(['name search', 'postcode search', 'availability']);
    console.log(
      `\nbench:scale: ${counts!.r} restaurants, ${counts!.b} bookings on PostgreSQL; 2 API processes (node ${process.env.API_NODE_ARGS || 'uncapped'}); ${CONNECTIONS} connections; ${DURATION} s each after ${WARMUP} s warm-up\n`,
    );
    const rows = [
      ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'target'],
      ...results.map((r) => [
        r.name,
        r.reqPerSec.toFixed(0),
        String(r.p50),
        String(r.p99),
        String(r.non2xx),
        String(r.errors),
        targeted.has(r.name) ? (r.p99 < TARGET_P99_MS ? 'p99 < 50: met' : 'p99 < 50: NOT MET') : '',
      ]),
    ];
    const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
    for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
    console.log(
      `\nresident memory after warm-up: ${memory.map((mb) => `${mb.toFixed(0)} MB`).join(', ')} (target < ${TARGET_RSS_MB} MB each: ${memory.every((mb) => mb < TARGET_RSS_MB) ? 'met' : 'NOT MET'})`,
    );
    console.log(`database size: ${size!.size}`);
  } finally {
    await api.stop();
    await bare.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
