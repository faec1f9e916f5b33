// Database chores from the command line (run with tsx from api/):
//   tsx src/db/cli.ts migrate   apply the migrations in api/drizzle
//   tsx src/db/cli.ts seed      migrate, load the postcode tables, write the demo data if empty
//   tsx src/db/cli.ts reset     drop everything, then migrate and seed
// The database is the one the server would use: DATABASE_URL, else PGlite in PGLITE_DATA_DIR.
// SEED_RESTAURANTS sets how many demo restaurants `seed` and `reset` write.
//   tsx src/db/cli.ts seed --restaurants 100000 --bookings 5000000
// writes that many restaurants, diners and bookings with COPY (PostgreSQL only; scale.ts).
import { mkdirSync } from 'node:fs';
import { count, sql } from 'drizzle-orm';
import { type Config, loadEnv } from '../config/env';
import { type DatabaseHandle, openDatabase } from './client';
import { restaurants } from './schema';
import { seedAtScale } from './seed/scale';
import { isDatabaseEmpty, loadPostcodes, seedDemoData } from './seed/seed';

interface SeedFlags {
  restaurants?: number;
  bookings?: number;
}

/** `--restaurants N --bookings N`; anything else is a usage error. */
function parseFlags(args: readonly string[]): SeedFlags {
  const flags: SeedFlags = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i];
    const value = Number(args[i + 1]);
    if (
      (name !== '--restaurants' && name !== '--bookings') ||
      !Number.isInteger(value) ||
      value < 0
    )
      throw new Error(`expected --restaurants N and/or --bookings N, not "${args.join(' ')}"`);
    flags[name === '--restaurants' ? 'restaurants' : 'bookings'] = value;
  }
  if (flags.restaurants === 0) throw new Error('--restaurants must be at least 1');
  return flags;
}

const COMMANDS = ['migrate', 'seed', 'reset'] as const;
type Command = (typeof COMMANDS)[number];

function describeTarget(config: Config): string {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    if (url.password) url.password = '***';
    return `PostgreSQL ${url.toString()}`;
  }
  return `PGlite ${config.pgliteDataDir}`;
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

async function migrate(handle: DatabaseHandle): Promise<void> {
  const started = performance.now();
  await handle.migrate();
  console.log(`Migrations applied (${seconds(started)}).`);
}

async function seed(
  handle: DatabaseHandle,
  restaurantCount: number,
  bookings: number | undefined,
  databaseUrl: string | undefined,
): Promise<void> {
  let started = performance.now();
  await loadPostcodes(handle.db);
  console.log(`Postcode districts and sectors loaded (${seconds(started)}).`);
  if (!(await isDatabaseEmpty(handle.db))) {
    const [row] = await handle.db.select({ n: count() }).from(restaurants);
    console.log(
      `Demo data not written: the database already has ${row?.n ?? 0} restaurants ` +
        '(run db:reset to start again).',
    );
    return;
  }
  started = performance.now();
  if (bookings !== undefined) {
    if (!databaseUrl)
      throw new Error('--bookings needs DATABASE_URL: the scale seed uses PostgreSQL');
    await seedAtScale(databaseUrl, {
      restaurants: restaurantCount,
      bookings,
      log: (line) => console.log(`  ${line}`),
    });
    console.log(
      `Demo data written: ${restaurantCount} restaurants, ${bookings} bookings (${seconds(started)}).`,
    );
    return;
  }
  await seedDemoData(handle.db, { restaurants: restaurantCount });
  console.log(`Demo data written: ${restaurantCount} restaurants (${seconds(started)}).`);
}

async function reset(handle: DatabaseHandle): Promise<void> {
  const started = performance.now();
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`drop schema if exists public cascade`);
  await handle.db.execute(sql`create schema public`);
  console.log(`Dropped the public and drizzle schemas (${seconds(started)}).`);
}

async function run(command: Command, flags: SeedFlags): Promise<void> {
  const config = loadEnv();
  const target = describeTarget(config);
  if (!config.databaseUrl && config.pgliteDataDir !== 'memory://') {
    mkdirSync(config.pgliteDataDir, { recursive: true });
  }
  console.log(`db:${command} on ${target}`);
  const opened = performance.now();
  const handle = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.pgliteDataDir,
    poolSize: 1,
  });
  console.log(`Database opened (${seconds(opened)}).`);
  try {
    if (command === 'reset') await reset(handle);
    await migrate(handle);
    if (command !== 'migrate')
      await seed(
        handle,
        flags.restaurants ?? config.seedRestaurants,
        flags.bookings,
        config.databaseUrl,
      );
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const command = process.argv[2];
  if (!COMMANDS.includes(command as Command)) {
    console.error(`Usage: tsx src/db/cli.ts ${COMMANDS.join('|')}`);
    process.exitCode = 2;
    return;
  }
  const started = performance.now();
  try {
    await run(command as Command, parseFlags(process.argv.slice(3)));
    console.log(`db:${command} done in ${seconds(started)}.`);
  } catch (error) {
    // Never print a password that a driver may have echoed back.
    const message = (error instanceof Error ? error.message : String(error)).replace(
      /(postgres(?:ql)?:\/\/[^:/@\s]+:)[^@\s]+@/g,
      '$1***@',
    );
    console.error(`db:${command} failed: ${message}`);
    process.exitCode = 1;
  }
}

void main();
