import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgCode } from '../lib/pg-error';
import { openDatabase } from './client';

const MIGRATIONS = path.join(__dirname, '..', '..', 'drizzle');

/** The migrations folder as it was before the seating engine (0000 to 0005). */
async function foldersBefore0006() {
  const dir = await mkdtemp(path.join(tmpdir(), 'tablehop-migrations-'));
  await cp(MIGRATIONS, dir, { recursive: true });
  const journal = JSON.parse(await readFile(path.join(dir, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < 6);
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  return dir;
}

describe('migration 0006: claims carried over to the seating engine (ADR 0040)', () => {
  it("gives live claims their meal, cut where an old double sale's next claim starts, and adds the constraint", async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    const old = await foldersBefore0006();
    try {
      const { db } = handle;
      await migrate(db as never, { migrationsFolder: old });
      // A database of the old engine: one table sold at 19:00 and again at 19:30 (legal then),
      // a booking alone on another table, and a hold that lapsed.
      await db.execute(sql`insert into cuisines (name) values ('Thai')`);
      await db.execute(
        sql`insert into restaurants (uuid, name, latitude, longitude, cuisine_id, price_level)
            values ('00000000-0000-4000-8000-000000000001', 'The Old Book', 51.5, -0.1, 1, 2)`,
      );
      await db.execute(
        sql`insert into restaurant_tables (restaurant_id, seats) values (1, 2), (1, 4)`,
      );
      const claim = (
        uuid: string,
        table: number,
        start: string,
        party: number,
        status: string,
        expires: string | null,
      ) =>
        db.execute(
          sql`insert into reservations (uuid, restaurant_id, table_id, reservation_date, slot_start, slot_end,
                                        number_of_people, status, expires_at)
              values (${uuid}::uuid, 1, ${table}, '2027-03-06', ${start}::time, ${start}::time + interval '30 minutes',
                      ${party}, ${status}, ${expires}::timestamptz)`,
        );
      await claim('00000000-0000-4000-9000-000000000001', 1, '19:00', 2, 'pending', null);
      await claim('00000000-0000-4000-9000-000000000002', 1, '19:30', 2, 'pending', null);
      await claim('00000000-0000-4000-9000-000000000003', 2, '19:00', 4, 'pending', null);
      await claim(
        '00000000-0000-4000-9000-000000000004',
        2,
        '21:30',
        3,
        'hold',
        '2020-01-01T00:00:00Z',
      );

      await handle.migrate();

      const rows = (
        (await db.execute(
          sql`select uuid::text, status, table_ids, table_minutes,
                     extract(epoch from upper(occupancy) - lower(occupancy)) / 60 as minutes
              from reservations order by uuid`,
        )) as unknown as {
          rows: { status: string; table_ids: number[]; table_minutes: number; minutes: string }[];
        }
      ).rows;
      expect(
        rows.map((r) => [r.status, r.table_ids, Number(r.table_minutes), Number(r.minutes)]),
      ).toEqual([
        // Sold twice under the old rule: both honoured; the first ends where the second starts,
        // the second keeps its whole meal, so 20:00 is not sold while it is seated.
        ['pending', [1], 90, 30],
        ['pending', [1], 90, 105],
        // Alone on its table: the four's 120 minutes plus the 15-minute reset.
        ['pending', [2], 120, 135],
        ['expired', [2], 120, 135],
      ]);
      // From now on the database refuses an overlapping claim.
      const refused = await db
        .execute(
          sql`insert into reservations (uuid, restaurant_id, table_id, table_ids, occupancy, table_minutes,
                                        reservation_date, slot_start, slot_end, number_of_people, status)
              values (gen_random_uuid(), 1, 2, '{2}', tstzrange('2027-03-06 20:00+00', '2027-03-06 21:00+00'), 45,
                      '2027-03-06', '20:00', '20:30', 2, 'pending')`,
        )
        .then(
          () => null,
          (error: unknown) => pgCode(error),
        );
      expect(refused).toBe('23P01');
    } finally {
      await handle.close();
      await rm(old, { recursive: true, force: true });
    }
  }, 60_000);
});
