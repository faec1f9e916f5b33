import { sql } from 'drizzle-orm';
import { poolOf } from '../db/client';
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

  it('counts the hits of many keys that arrive together, each once, in one statement', async () => {
    const pool = poolOf(database.db);
    const query = pool ? jest.spyOn(pool, 'query') : undefined;
    const keys = Array.from({ length: 40 }, (_, i) => `together-${i % 10}`);
    const counted = await Promise.all(keys.map((key) => countHit(database.db, key, 60_000)));
    // On the PostgreSQL pool the first hit of each key goes out in one statement; a key
    // already in that statement counts alone.
    if (query) expect(query.mock.calls.length).toBe(1 + 30);
    query?.mockRestore();
    for (let k = 0; k < 10; k += 1) {
      const mine = counted.filter((_, i) => i % 10 === k).map((hit) => hit.current);
      expect(mine.sort((x, y) => x - y)).toEqual([1, 2, 3, 4]);
      expect(await readHits(database.db, `together-${k}`)).toMatchObject({ current: 4 });
    }
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
