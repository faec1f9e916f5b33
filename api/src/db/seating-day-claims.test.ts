import { sql } from 'drizzle-orm';
import { CHECK_VIOLATION, pgCode } from '../lib/pg-error';
import { rows } from '../repositories/restaurant-repository';
import { insertRestaurant } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// seating_day() finds a day's claims by their start (ADR 0063): every live claim meeting
// [the date's 00:00, two days later) in London, one that began the evening before included,
// and none other; a claim longer than a day, which that search would miss, is refused.
let database: TestDatabase;
let restaurant: { id: number; tableIds: number[] };

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 1 });
  restaurant = await insertRestaurant(database.db, {
    name: 'Claims By Start',
    latitude: 51.5,
    longitude: -0.1,
    tables: [2, 2, 2, 2, 2, 2, 2, 2],
  });
}, 60_000);

afterAll(() => database.dispose());

/** A claim on table `i` over [from, to), instants in UTC (London is on GMT in December). */
const claim = (i: number, from: string, to: string, status = 'pending') =>
  database.db.execute(
    sql`insert into reservations (uuid, restaurant_id, table_id, table_ids, occupancy, table_minutes,
                                  reservation_date, slot_start, slot_end, number_of_people, status, expires_at)
        values (gen_random_uuid(), ${restaurant.id}, ${restaurant.tableIds[i]}, array[${restaurant.tableIds[i]}::int],
                tstzrange(${from}::timestamptz, ${to}::timestamptz), 90, ${from.slice(0, 10)}::date,
                '12:00', '12:30', 2, ${status}, ${status === 'hold' ? sql`now() - interval '1 minute'` : null})`,
  );

describe('seating_day claims', () => {
  it('has every claim meeting the two days from the date, and no other', async () => {
    await claim(0, '2026-12-04T20:00:00Z', '2026-12-04T23:59:00Z'); // ends before: out
    await claim(1, '2026-12-04T22:30:00Z', '2026-12-05T00:30:00Z'); // runs past midnight: in
    await claim(2, '2026-12-05T19:00:00Z', '2026-12-05T21:00:00Z'); // in
    await claim(3, '2026-12-06T23:00:00Z', '2026-12-07T00:30:00Z'); // starts in the window: in
    await claim(4, '2026-12-07T00:00:00Z', '2026-12-07T02:00:00Z'); // starts at its end: out
    await claim(5, '2026-12-05T12:00:00Z', '2026-12-05T14:00:00Z', 'cancelled'); // not live: out
    // At the day's limit: 23 h 59 min from 23 h 58 min before the window (in), and a full day
    // ending as it begins (out).
    await claim(6, '2026-12-04T00:02:00Z', '2026-12-05T00:01:00Z');
    await claim(7, '2026-12-04T00:00:00Z', '2026-12-05T00:00:00Z');
    const [row] = await rows<{ day: { claims: [number[], number, number, number][] } }>(
      database.db,
      sql`select seating_day(${restaurant.id}, '2026-12-05'::date, 'saturday', '2026-12-01T00:00:00Z'::timestamptz, 0) as day`,
    );
    const starts = row!.day.claims.map(([, from]) => new Date(Number(from)).toISOString()).sort();
    expect(starts).toEqual([
      '2026-12-04T00:02:00.000Z',
      '2026-12-04T22:30:00.000Z',
      '2026-12-05T19:00:00.000Z',
      '2026-12-06T23:00:00.000Z',
    ]);
  });

  it('refuses a claim longer than a day, or without both bounds as claims are written', async () => {
    const refused = (from: string, to: string | null) =>
      database.db
        .execute(
          sql`insert into reservations (uuid, restaurant_id, table_id, table_ids, occupancy, table_minutes,
                                        reservation_date, slot_start, slot_end, number_of_people, status)
              values (gen_random_uuid(), ${restaurant.id}, ${restaurant.tableIds[0]}, array[${restaurant.tableIds[0]}::int],
                      tstzrange(${from}::timestamptz, ${to}::timestamptz), 90, '2026-12-10', '12:00', '12:30', 2, 'pending')`,
        )
        .then(
          () => null,
          (error: unknown) => pgCode(error),
        );
    expect(await refused('2026-12-10T12:00:00Z', '2026-12-11T12:00:01Z')).toBe(CHECK_VIOLATION);
    expect(await refused('2026-12-10T12:00:00Z', null)).toBe(CHECK_VIOLATION);
  });
});

// Migration 0018 (ADR 0064): without a generic plan kept per connection, PL/pgSQL planned the
// day's queries on every call, two thirds of PostgreSQL's time for availability and holds.
describe('seating functions’ plans', () => {
  it('keeps one generic plan per connection for the day, the days and the claiming day', async () => {
    const settings = await rows<{ name: string; config: string[] | null }>(
      database.db,
      sql`select proname as name, proconfig as config from pg_proc
          where proname in ('seating_day', 'seating_days', 'seating_claim_day') order by proname`,
    );
    expect(settings).toEqual(
      ['seating_claim_day', 'seating_day', 'seating_days'].map((name) => ({
        name,
        config: ['plan_cache_mode=force_generic_plan'],
      })),
    );
  });

  it('finds the same claims on the tenth call of a connection as on the first', async () => {
    await claim(0, '2026-12-12T19:00:00Z', '2026-12-12T21:00:00Z');
    const answers = await database.db.transaction(async (tx) => {
      const seen: unknown[] = [];
      for (const date of Array.from({ length: 10 }, (_, i) =>
        i % 2 ? '2026-12-12' : '2026-12-20',
      ))
        seen.push(
          (
            await rows<{ day: { claims: unknown[] } }>(
              tx,
              sql`select seating_day(${restaurant.id}, ${date}::date, 'saturday', '2026-12-01T00:00:00Z'::timestamptz, 0) as day`,
            )
          )[0]!.day.claims.length,
        );
      return seen;
    });
    expect(answers).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
  });
});
