import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { pgCode, EXCLUSION_VIOLATION } from '../lib/pg-error';
import { rows } from '../repositories/restaurant-repository';
import { insertRestaurant } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// The database itself holds the reservation invariant (ADR 0040), with a lossy signature index
// since ADR 0060: a model of "no two live claims share a table at once" must agree with what
// the constraint accepts, claim by claim, including for combinations and many table ids.
let database: TestDatabase;
let restaurants: { id: number; tableIds: number[] }[];

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 1 });
  restaurants = [];
  for (const name of ['Signature One', 'Signature Two']) {
    const tables = Array.from({ length: 60 }, (_, i) => 2 + (i % 4) * 2);
    restaurants.push(
      await insertRestaurant(database.db, { name, latitude: 51.5, longitude: -0.1, tables }),
    );
  }
}, 60_000);

afterAll(() => database.dispose());

const LIVE = ['hold', 'pending', 'completed'] as const;
type Status = (typeof LIVE)[number] | 'cancelled' | 'expired';

interface Claim {
  restaurant: number;
  tables: number[];
  start: number;
  minutes: number;
  status: Status;
}

const claimArbitrary = fc.record({
  restaurant: fc.integer({ min: 0, max: 1 }),
  tables: fc.uniqueArray(fc.integer({ min: 0, max: 59 }), { minLength: 1, maxLength: 4 }),
  start: fc.integer({ min: 0, max: 40 }).map((quarter) => quarter * 15),
  minutes: fc.integer({ min: 1, max: 12 }).map((quarter) => quarter * 15),
  status: fc.constantFrom<Status>('hold', 'pending', 'completed', 'cancelled', 'expired'),
});

const isLive = (status: Status) => (LIVE as readonly string[]).includes(status);

/** Whether the model refuses `claim` beside the claims already accepted. */
function clashes(accepted: Claim[], claim: Claim) {
  if (!isLive(claim.status)) return false;
  return accepted.some(
    (other) =>
      isLive(other.status) &&
      other.restaurant === claim.restaurant &&
      other.tables.some((table) => claim.tables.includes(table)) &&
      other.start < claim.start + claim.minutes &&
      claim.start < other.start + other.minutes,
  );
}

async function insert(claim: Claim): Promise<'accepted' | 'refused'> {
  const restaurant = restaurants[claim.restaurant]!;
  const ids = claim.tables.map((position) => restaurant.tableIds[position]!);
  const starts = new Date(Date.UTC(2027, 2, 6, 12) + claim.start * 60_000).toISOString();
  const ends = new Date(Date.UTC(2027, 2, 6, 12) + (claim.start + claim.minutes) * 60_000);
  return database.db
    .execute(
      sql`insert into reservations (uuid, restaurant_id, table_id, table_ids, occupancy, table_minutes,
                                    reservation_date, slot_start, slot_end, number_of_people, status, expires_at)
          values (gen_random_uuid(), ${restaurant.id}, ${ids[0]}, ${`{${ids.join(',')}}`}::int[],
                  tstzrange(${starts}::timestamptz, ${ends.toISOString()}::timestamptz), ${claim.minutes},
                  '2027-03-06', '12:00', '12:30', 2, ${claim.status},
                  ${claim.status === 'hold' ? sql`now() + interval '5 minutes'` : null})`,
    )
    .then(
      () => 'accepted' as const,
      (error: unknown) => {
        if (pgCode(error) === EXCLUSION_VIOLATION) return 'refused' as const;
        throw error;
      },
    );
}

describe('reservations_no_overlap', () => {
  it('is built with the signature opclass (ADR 0060)', async () => {
    const [constraint] = await rows<{ definition: string }>(
      database.db,
      sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'reservations_no_overlap'`,
    );
    expect(constraint!.definition).toContain('gist__intbig_ops');
  });

  it('accepts exactly the claims that share no table at the same time with a live one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(claimArbitrary, { minLength: 1, maxLength: 40 }),
        async (claims) => {
          const ids = restaurants.map((r) => r.id);
          await database.db.execute(
            sql`delete from reservations where restaurant_id in (${sql.join(ids, sql`, `)})`,
          );
          const accepted: Claim[] = [];
          for (const claim of claims) {
            const expected = clashes(accepted, claim) ? 'refused' : 'accepted';
            expect(await insert(claim)).toBe(expected);
            if (expected === 'accepted') accepted.push(claim);
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
