import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../client';
import { seedAtScale } from './scale';

// The scale seed writes with COPY on PostgreSQL (issue 49); PGlite runs the small seed.
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;

jest.setTimeout(240_000);

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `tablehop_scale_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 1 });
    await handle.migrate();
    await handle.close();
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const NOW = new Date('2026-11-27T12:00:00Z');

onPostgres('the scale seed', () => {
  it('writes the restaurants, diners and bookings asked for, valid and deterministic', async () => {
    const fingerprint = async (url: string) => {
      const written = await seedAtScale(url, { restaurants: 60, bookings: 3_000, now: NOW });
      expect(written.restaurants).toBe(60);
      expect(written.reservations).toBe(3_000);
      expect(written.users).toBe(120);
      const [counts] = await query<{ r: number; b: number; u: number; live: number }>(
        url,
        `select (select count(*) from restaurants)::int as r, (select count(*) from reservations)::int as b,
                (select count(*) from users)::int as u,
                (select count(*) from reservations where status in ('pending', 'completed'))::int as live`,
      );
      expect(counts).toMatchObject({ r: 60, b: 3_000, u: 120 });
      // Spread over the past and the weeks ahead; every pending one has its deadline.
      const spread = await query<{ status: string; days: number; deadlines: number; n: number }>(
        url,
        `select status, count(distinct reservation_date)::int as days, count(cancel_by)::int as deadlines,
                count(*)::int as n from reservations group by status order by status`,
      );
      const byStatus = Object.fromEntries(spread.map((row) => [row.status, row]));
      expect(byStatus.completed!.days).toBeGreaterThan(100);
      expect(byStatus.pending!.days).toBeGreaterThan(30);
      expect(byStatus.pending!.deadlines).toBe(byStatus.pending!.n);
      // Each party fits its table.
      const [tooBig] = await query<{ n: number }>(
        url,
        `select count(*)::int as n from reservations r join restaurant_tables t on t.id = r.table_id
          where r.number_of_people > t.seats`,
      );
      expect(tooBig!.n).toBe(0);
      // The no-overlap constraint, set aside while the book was written, is back.
      const [constraint] = await query<{ n: number }>(
        url,
        `select count(*)::int as n from pg_constraint where conname = 'reservations_no_overlap'`,
      );
      expect(constraint!.n).toBe(1);
      const [digest] = await query<{ md5: string }>(
        url,
        `select md5(string_agg(uuid::text || occupancy::text || number_of_people, ',' order by uuid)) from reservations`,
      );
      return digest!.md5;
    };
    const first = await withDatabase(fingerprint);
    const second = await withDatabase(fingerprint);
    expect(second).toBe(first);
  });

  it('refuses a database that already has restaurants, writing nothing', async () => {
    await withDatabase(async (url) => {
      await seedAtScale(url, { restaurants: 5, bookings: 10, now: NOW });
      await expect(seedAtScale(url, { restaurants: 5, bookings: 10, now: NOW })).rejects.toThrow(
        /already has 5 restaurants/,
      );
      const [counts] = await query<{ b: number }>(
        url,
        'select count(*)::int as b from reservations',
      );
      expect(counts!.b).toBe(10);
    });
  });
});
