import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { countHit, dropEndedWindows, readHits } from './rate-limit-repository';
import { rows } from './restaurant-repository';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 0 });
}, 120_000);

afterAll(() => database.dispose());

const endWindows = () =>
  database.db.execute(sql`update rate_limit_hits set window_ends_at = now() - interval '1 second'`);

describe('rate-limit counters', () => {
  it('counts hits per key within a window, then starts again at 1', async () => {
    const minute = 60_000;
    expect(await countHit(database.db, 'a', minute)).toMatchObject({ current: 1 });
    expect(await countHit(database.db, 'a', minute)).toMatchObject({ current: 2 });
    const third = await countHit(database.db, 'a', minute);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(minute - 5_000);
    expect(third.ttl).toBeLessThanOrEqual(minute);
    expect(await countHit(database.db, 'b', minute)).toMatchObject({ current: 1 });
    expect(await readHits(database.db, 'a')).toMatchObject({ current: 3 });
    await endWindows();
    expect(await readHits(database.db, 'a')).toEqual({ current: 0, ttl: 0 });
    expect(await countHit(database.db, 'a', minute)).toMatchObject({ current: 1 });
  });

  it('counts every one of many hits at once', async () => {
    const counted = await Promise.all(
      Array.from({ length: 20 }, () => countHit(database.db, 'burst', 60_000)),
    );
    expect(counted.map((hit) => hit.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('forgets windows that have ended', async () => {
    await countHit(database.db, 'old', 60_000);
    await endWindows();
    await dropEndedWindows(database.db);
    const [left] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from rate_limit_hits`,
    );
    expect(left!.n).toBe(0);
  });
});
