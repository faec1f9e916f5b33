import { hashSecret } from '../lib/credentials';
import { type Outcome, Refusal } from '../lib/refusal';
import { londonDaysAhead } from '../test/dates';
import { insertRestaurant, insertUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import pg from 'pg';
import {
  BOOK_HOLDS,
  type BookRequest,
  type Claim,
  bookHold,
  createHold,
  extendHold,
  overlappingClaims,
} from './reservation-repository';

/** An outcome as Promise.allSettled reports a call: a refusal or a thrown error is 'rejected'. */
const settled = <T>(work: Promise<Outcome<T>>): Promise<PromiseSettledResult<T>> =>
  work.then(
    (outcome) =>
      outcome.ok
        ? { status: 'fulfilled', value: outcome.value }
        : { status: 'rejected', reason: outcome.refusal },
    (error: unknown) => ({ status: 'rejected', reason: error }),
  );

/** The outcome's value; a refusal fails the test. */
const valueOf = <T>(outcome: Outcome<T>): T => {
  if (!outcome.ok) throw outcome.refusal;
  return outcome.value;
};

// Bookings that arrive together share one statement only on the PostgreSQL pool.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('holds and bookings made at the same moment', () => {
  let database: TestDatabase;
  let place: Awaited<ReturnType<typeof insertRestaurant>>;

  beforeAll(async () => {
    database = await createTestDatabase({ restaurants: 2 });
    place = await insertRestaurant(database.db, {
      name: 'The Busy Night',
      latitude: 51.5,
      longitude: -0.1,
      tables: [2, 2, 2, 2, 2, 2],
      slots: ['19:00'],
    });
  }, 60_000);

  afterAll(async () => {
    await database?.dispose();
  });

  const twoAtSeven = (date: ReturnType<typeof londonDaysAhead>) => ({
    restaurantId: place.id,
    date,
    slotStart: '19:00',
    slotEnd: '19:30',
    party: 2,
    clientKey: 'the-busy-night',
  });
  const limits = { perClient: 100, extensions: 2 };

  async function holds(count: number) {
    const now = new Date();
    const date = londonDaysAhead(12);
    const made = [];
    for (let i = 0; i < count; i++) {
      made.push(valueOf(await createHold(database.db, twoAtSeven(date), now, limits)));
    }
    return { now, date, made };
  }

  it('each get their own answer, and a bad one does not fail the others', async () => {
    const { now, date, made } = await holds(4);
    const diner = await insertUser(database.db);
    const request = (guestId = diner.id): BookRequest => ({
      restaurantId: place.id,
      date: date.iso,
      start: '19:00',
      party: 2,
      guestId,
      bearerHash: hashSecret(diner.token),
      signedInUser: async () => diner.id,
      noted: null,
    });
    const [first, sameAgain, stranger, outOfRange, last] = await Promise.all(
      [
        bookHold(database.db, made[0]!.claim.uuid, made[0]!.token, request(), now),
        bookHold(database.db, made[0]!.claim.uuid, made[0]!.token, request(), now),
        bookHold(database.db, made[1]!.claim.uuid, 'not-the-token', request(), now),
        // An id no int column can hold fails the shared statement; each then runs alone.
        bookHold(database.db, made[2]!.claim.uuid, made[2]!.token, request(2 ** 40), now),
        bookHold(database.db, made[3]!.claim.uuid, made[3]!.token, request(), now),
      ].map(settled),
    );
    const value = (result: PromiseSettledResult<{ booked: boolean; claim: Claim }> | undefined) =>
      result?.status === 'fulfilled' ? result.value : null;
    expect([value(first)?.booked, value(sameAgain)?.booked].sort()).toEqual([false, true]);
    expect(value(first)?.claim.uuid).toBe(value(sameAgain)?.claim.uuid);
    expect(value(first)?.claim.status).toBe('pending');
    expect(stranger).toMatchObject({ status: 'rejected', reason: { kind: 'not_yours' } });
    expect(outOfRange?.status).toBe('rejected');
    expect(value(last)).toMatchObject({ booked: true, claim: { status: 'pending' } });
  });

  it('claim one table each while tables last, then answer 409', async () => {
    const now = new Date();
    const date = londonDaysAhead(13);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        settled(createHold(database.db, twoAtSeven(date), now, limits)),
      ),
    );
    const held = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.claim] : []));
    expect(held).toHaveLength(6);
    expect(new Set(held.map((claim) => claim.tableId)).size).toBe(6);
    // Holds for one restaurant and date wait for each other (pacing), so none is refused
    // for a race: exactly the two beyond the six tables are.
    expect(results.filter((r) => r.status === 'rejected')).toEqual([
      expect.objectContaining({ reason: expect.objectContaining({ kind: 'conflict' }) }),
      expect.objectContaining({ reason: expect.objectContaining({ kind: 'conflict' }) }),
    ]);
    expect(await overlappingClaims(database.db, now)).toBe(0);
  });

  it('holds sent together still count against one address and see each other', async () => {
    const now = new Date();
    const date = londonDaysAhead(17);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        settled(
          createHold(database.db, { ...twoAtSeven(date), clientKey: 'one-address' }, now, {
            ...limits,
            perClient: 3,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.flatMap((r) => (r.status === 'rejected' ? [r.reason.kind] : []))).toEqual([
      'too_many',
      'too_many',
    ]);
    const tables = results.flatMap((r) =>
      r.status === 'fulfilled' ? [r.value.claim.tableId] : [],
    );
    expect(new Set(tables).size).toBe(3);
  });

  it('a lapsed hold revived while others claim the same evening answers, never a 500', async () => {
    const start = new Date();
    const date = londonDaysAhead(16);
    const lapsed = (
      await Promise.all(
        Array.from({ length: 3 }, (_, i) =>
          createHold(
            database.db,
            { ...twoAtSeven(date), clientKey: `reviver-${i}` },
            start,
            limits,
          ),
        ),
      )
    ).map(valueOf);
    const later = new Date(start.getTime() + 301_000);
    const results = await Promise.all([
      ...lapsed.map((held, i) =>
        settled(
          extendHold(database.db, held.claim.uuid, held.token, later, limits, `reviver-${i}`),
        ),
      ),
      ...Array.from({ length: 6 }, () =>
        settled(createHold(database.db, twoAtSeven(date), later, limits)),
      ),
    ]);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(Refusal);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(6);
    expect(await overlappingClaims(database.db, later)).toBe(0);
  });
});

onPostgres('a shared booking statement', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ restaurants: 1 });
  }, 60_000);

  afterAll(async () => {
    await database?.dispose();
  });

  it('finds its reservations by uuid, not by reading every live claim, on stale statistics', async () => {
    // What a new database, or the bench's, looks like: statistics taken on an empty book,
    // then thousands of holds and bookings.
    const place = await insertRestaurant(database.db, {
      name: 'The Full Book',
      latitude: 51.5,
      longitude: -0.1,
      tables: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
      slots: ['19:00'],
    });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('alter table reservations set (autovacuum_enabled = false)');
      await client.query('analyze reservations');
      await client.query(
        `insert into reservations (uuid, restaurant_id, table_id, table_ids, occupancy, table_minutes, reservation_date,
                                   slot_start, slot_end, number_of_people, status, expires_at, hold_token_hash, created_at)
         select gen_random_uuid(), $1, t.id, array[t.id], tstzrange(current_date + 20 + d + time '19:00',
                current_date + 20 + d + time '21:00'), 90, current_date + 20 + d, '19:00', '19:30', 2,
                case when d % 3 = 0 then 'hold' else 'pending' end, now() + interval '5 minutes', 'x', now()
         from restaurant_tables t, generate_series(1, 2000) d where t.restaurant_id = $1`,
        [place.id],
      );
      // The pool's named statement is planned once for any values: the generic plan.
      await client.query('set plan_cache_mode = force_generic_plan');
      await client.query(`prepare shared_booking as ${BOOK_HOLDS.text}`);
      const explained = await client.query(
        `explain (format json) execute shared_booking('{1}', '{null}', array[now()],
           array[gen_random_uuid()], '{x}', array[${place.id}], array[current_date],
           '{19:00}', '{2}', '{x}', '{"{}"}', '{null}', '{"[]"}', '{null}')`,
      );
      const plan = JSON.stringify(explained.rows[0]['QUERY PLAN']);
      expect(plan).toContain('"Index Name":"reservations_uuid_unique"');
      expect(plan).not.toContain('reservations_no_overlap');
    } finally {
      await client.end();
    }
  });
});
