// The scale seed (issue 49): `pnpm db:seed --restaurants 100000 --bookings 5000000` on
// PostgreSQL. The same deterministic demo restaurants as the small seed (demo-rows.ts), then
// diners and bookings, every table written with COPY in one transaction.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableName } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { CUISINES } from './data/cuisines';
import { type Cell, demoRows } from './demo-rows';
import { mixSeed, Random } from './random';
import {
  DEFAULT_SEED,
  finishDemoData,
  type PlannedRestaurant,
  planDemoData,
  SEED_LOCK,
} from './seed';
import type { AppDatabase } from '../client';

/** Bookings run from this many days ago ... */
const PAST_DAYS = 180;
/** ... to this many days ahead. */
const FUTURE_DAYS = 60;
/** Sittings of a table in a day, far enough apart that no meal overlaps the next. */
const SITTINGS = ['11:30', '16:00', '20:30'] as const;
/** Steps between a restaurant's booked days: coprime with PAST_DAYS + FUTURE_DAYS. */
const DAY_STRIDE = 149;
/** Bookings per diner, on average. */
const BOOKINGS_PER_DINER = 25;

export interface ScaleOptions {
  restaurants: number;
  bookings: number;
  seed?: number;
  now?: Date;
  log?: (line: string) => void;
}

/** COPY's text format: tab-separated, `\N` for null, backslash escapes. */
function copyLine(row: readonly Cell[]): string {
  return (
    row
      .map((cell) =>
        cell === null
          ? '\\N'
          : String(cell)
              .replace(/\\/g, '\\\\')
              .replace(/\t/g, '\\t')
              .replace(/\n/g, '\\n')
              .replace(/\r/g, '\\r'),
      )
      .join('\t') + '\n'
  );
}

/** Lines in batches, so a stream chunk is tens of kilobytes, not one row. */
function* batched(rows: Iterable<readonly Cell[]>): Iterable<string> {
  let batch = '';
  for (const row of rows) {
    batch += copyLine(row);
    if (batch.length > 64 * 1024) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}

async function copyRows(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly Cell[]>,
): Promise<number> {
  let count = 0;
  const counted = (function* () {
    for (const row of rows) {
      count++;
      yield row;
    }
  })();
  const target = client.query(
    copyFrom(`copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`),
  );
  await pipeline(Readable.from(batched(counted)), target);
  return count;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Minutes a party holds its table under the restaurant's turn times. */
function turnMinutes(r: PlannedRestaurant, party: number): number {
  const s = r.seating;
  const turn =
    party <= 2
      ? s.turn12Minutes
      : party <= 4
        ? s.turn34Minutes
        : party <= 8
          ? s.turn58Minutes
          : s.turn9PlusMinutes;
  return turn + s.bufferMinutes;
}

/**
 * Every booking of restaurant `r` (numbered `first`…), spread over its tables, the days from
 * PAST_DAYS ago to FUTURE_DAYS ahead and three sittings, so no two overlap on a table.
 */
function* bookingsOf(
  r: PlannedRestaurant,
  restaurantId: number,
  tableIds: readonly number[],
  count: number,
  rng: Random,
  today: number,
  diner: (rng: Random) => number,
): Iterable<Cell[]> {
  const days = PAST_DAYS + FUTURE_DAYS;
  // Each restaurant starts somewhere in the range and steps through it by a stride that visits
  // every day once before a day takes a second sitting (149 and 240 share no factor).
  const offset = rng.int(0, days - 1);
  for (let j = 0; j < count; j++) {
    const t = j % tableIds.length;
    const round = Math.floor(j / tableIds.length);
    const dayIndex = (offset + (round % days) * DAY_STRIDE) % days;
    const sitting = SITTINGS[Math.floor(round / days)]!;
    const day = today + (dayIndex - PAST_DAYS) * 86_400_000;
    const party = rng.int(1, r.tables[t]!);
    const past = dayIndex < PAST_DAYS;
    const cancelled = rng.chance(past ? 0.08 : 0.1);
    const status = cancelled ? 'cancelled' : past ? 'completed' : 'pending';
    yield [
      rng.uuid(),
      restaurantId,
      tableIds[t]!,
      isoDay(day),
      sitting,
      turnMinutes(r, party),
      party,
      status,
      diner(rng),
      new Date(day - rng.int(1, 30) * 86_400_000).toISOString(),
    ];
  }
}

/**
 * Writes the demo data at scale into an empty PostgreSQL database, in one transaction under
 * the seed's lock: restaurants (with tables, rules, menus, reviews) as the small seed plans
 * them, `bookings / 25` diners, and the bookings. Refuses a database with restaurants.
 */
export async function seedAtScale(
  url: string,
  { restaurants, bookings, seed = DEFAULT_SEED, now = new Date(), log = () => {} }: ScaleOptions,
): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const written: Record<string, number> = {};
  let started = performance.now();
  const step = (what: string) => {
    log(`${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    started = performance.now();
  };
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const { rows: existing } = await client.query<{ n: number }>(
      'select count(*)::int as n from restaurants',
    );
    if (existing[0]!.n > 0)
      throw new Error(
        `the database already has ${existing[0]!.n} restaurants (run db:reset to start again)`,
      );
    await client.query(
      `insert into cuisines (name) select unnest($1::text[]) on conflict do nothing`,
      [CUISINES.map((c) => c.name)],
    );
    const { rows: cuisineRows } = await client.query<{ id: number; name: string }>(
      'select id, name from cuisines',
    );
    const cuisineIds = new Map(cuisineRows.map((c) => [c.name, c.id]));
    const plan = planDemoData(restaurants, seed);
    step(`Planned ${restaurants} restaurants`);
    const tables = demoRows(plan, cuisineIds);
    for (const { table, columns, rows } of tables) {
      const name = getTableName(table);
      written[name] = await copyRows(
        client,
        name,
        columns.map((c) => c.name),
        rows,
      );
      step(`${name}: ${written[name]} rows`);
    }

    const diners = Math.max(1, Math.ceil(bookings / BOOKINGS_PER_DINER));
    // After any account the database already has.
    const { rows: last } = await client.query<{ id: number }>(
      'select coalesce(max(id), 0)::int as id from users',
    );
    const firstDiner = last[0]!.id + 1;
    const people = new Random(mixSeed(seed, 0x64696e65));
    written.users = await copyRows(
      client,
      'users',
      ['id', 'uuid', 'first_name', 'last_name', 'email', 'phone', 'status', 'register_type'],
      (function* () {
        for (let i = 0; i < diners; i++)
          yield [
            firstDiner + i,
            people.uuid(),
            'Diner',
            `Number ${i + 1}`,
            `diner${i + 1}.${seed}@scale.tablehop.invalid`,
            `07700 9${String(i % 100_000).padStart(5, '0')}`,
            'active',
            'register',
          ];
      })(),
    );
    step(`users: ${diners} rows`);

    // Bookings: COPY into a scratch table, then one INSERT … SELECT that works out each
    // one's London times, so the database applies its own rules (the no-overlap constraint,
    // the cancellation deadline's trigger) as it would to any booking.
    await client.query(`create temporary table scale_bookings (
      uuid uuid, restaurant_id int, table_id int, day date, start time, minutes smallint,
      party smallint, status text, guest_id int, booked_at timestamptz) on commit drop`);
    const capacity = SITTINGS.length * (PAST_DAYS + FUTURE_DAYS);
    const rng = new Random(mixSeed(seed, 0x626f6f6b));
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    let tableId = 1;
    const tableIdsOf = plan.map((r) => r.tables.map(() => tableId++));
    for (let i = 0; i < plan.length; i++)
      if (Math.ceil(bookings / plan.length) > capacity * plan[i]!.tables.length)
        throw new Error(
          `${bookings} bookings do not fit ${plan.length} restaurants' tables; use more restaurants`,
        );
    written.reservations = await copyRows(
      client,
      'scale_bookings',
      [
        'uuid',
        'restaurant_id',
        'table_id',
        'day',
        'start',
        'minutes',
        'party',
        'status',
        'guest_id',
        'booked_at',
      ],
      (function* () {
        for (let i = 0; i < plan.length; i++) {
          const count = Math.floor(bookings / plan.length) + (i < bookings % plan.length ? 1 : 0);
          yield* bookingsOf(
            plan[i]!,
            i + 1,
            tableIdsOf[i]!,
            count,
            rng,
            midnight,
            (r) => firstDiner + r.int(0, diners - 1),
          );
        }
      })(),
    );
    step(`bookings copied: ${written.reservations}`);
    // The no-overlap constraint's index is built once over the whole book instead of row by
    // row (many times faster); adding the constraint back checks every booking against it.
    const {
      rows: [exclusion],
    } = await client.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint
        where conname = 'reservations_no_overlap'`,
    );
    await client.query('alter table reservations drop constraint reservations_no_overlap');
    await client.query(`insert into reservations (uuid, restaurant_id, table_id, table_ids,
        occupancy, table_minutes, reservation_date, slot_start, slot_end, number_of_people,
        status, booked_at, cancelled_at, guest_id, created_at)
      select uuid, restaurant_id, table_id, array[table_id],
        tstzrange((day + start) at time zone 'Europe/London',
                  (day + start) at time zone 'Europe/London' + minutes * interval '1 minute'),
        minutes, day, start, start + interval '30 minutes', party, status, booked_at,
        case when status = 'cancelled' then booked_at + interval '1 day' end, guest_id, booked_at
      from scale_bookings`);
    step('bookings inserted');
    // A GiST index over millions of rows builds in memory far faster than in 64 MB passes.
    await client.query(`set local maintenance_work_mem = '1GB'`);
    await client.query(
      `alter table reservations add constraint reservations_no_overlap ${exclusion!.definition}`,
    );
    step('no-overlap constraint built and checked');
    await finishDemoData(drizzle(client) as unknown as AppDatabase, ['users']);
    await client.query('commit');
    step('committed');
    await client.query('analyze');
    step('analyzed');
    return written;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
