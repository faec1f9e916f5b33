import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { type AppDatabase, type DatabaseHandle, openDatabase } from '../client';
import { CUISINES } from './data/cuisines';
import { TOWNS } from './data/towns';
import { DATA_DIR, isDatabaseEmpty, loadPostcodes, planDemoData, seedDemoData } from './seed';

jest.setTimeout(180_000);

async function query<T>(db: AppDatabase, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

function csvRows(file: string): string[][] {
  return readFileSync(path.join(DATA_DIR, file), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(','));
}

const townOfDistrict = new Map(
  TOWNS.flatMap((town) => town.areas.flatMap((a) => a.districts.map((d) => [d, town.name]))),
);

/** A fresh in-memory database with migrations and postcodes but no demo data. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  await loadPostcodes(handle.db);
  return handle;
}

describe('the default demo data (320 restaurants)', () => {
  let database: TestDatabase;
  let db: AppDatabase;

  interface RestaurantRow {
    id: number;
    uuid: string;
    name: string;
    avatar: string | null;
    address: string | null;
    post_code: string;
    latitude: number;
    longitude: number;
    cuisine: string;
    website: string | null;
    phone: string | null;
    description: string | null;
    price_level: number;
    online_booking: boolean;
    rating_avg: number;
    review_count: number;
  }
  let restaurants: RestaurantRow[];

  beforeAll(async () => {
    database = await createTestDatabase({ restaurants: 320 });
    db = database.db;
    restaurants = await query<RestaurantRow>(
      db,
      sql`select r.id, r.uuid, r.name, r.avatar, r.address, r.post_code, r.latitude, r.longitude,
            c.name as cuisine, r.website, r.phone, r.description, r.price_level, r.online_booking,
            r.rating_avg, r.review_count
          from restaurants r join cuisines c on c.id = r.cuisine_id order by r.id`,
    );
  });

  afterAll(async () => {
    await database?.dispose();
  });

  it('has 320 restaurants with unique v4 uuids', () => {
    expect(restaurants).toHaveLength(320);
    const uuids = new Set(restaurants.map((r) => r.uuid));
    expect(uuids.size).toBe(320);
    for (const r of restaurants) {
      expect(r.uuid).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });

  it('spreads them over at least 15 towns, each postcode in one of its districts', () => {
    const perTown = new Map<string, number>();
    for (const r of restaurants) {
      const town = townOfDistrict.get(r.post_code.split(' ')[0] ?? '');
      expect(town).toBeDefined();
      perTown.set(town ?? '', (perTown.get(town ?? '') ?? 0) + 1);
      if (r.address !== null) expect(r.address.endsWith(`, ${town} ${r.post_code}`)).toBe(true);
    }
    expect(perTown.size).toBeGreaterThanOrEqual(15);
    expect(perTown.get('London')).toBeGreaterThanOrEqual(50);
    for (const count of perTown.values()) expect(count).toBeGreaterThanOrEqual(5);
  });

  it('uses at least 12 cuisines, with several of each in London', async () => {
    const cuisines = new Set(restaurants.map((r) => r.cuisine));
    expect(cuisines.size).toBeGreaterThanOrEqual(12);
    const london = new Map<string, number>();
    for (const r of restaurants) {
      if (townOfDistrict.get(r.post_code.split(' ')[0] ?? '') !== 'London') continue;
      london.set(r.cuisine, (london.get(r.cuisine) ?? 0) + 1);
    }
    expect([...london.values()].filter((n) => n >= 3).length).toBeGreaterThanOrEqual(12);
    const [row] = await query<{ n: number }>(db, sql`select count(*)::int as n from cuisines`);
    expect(row?.n).toBe(CUISINES.length);
  });

  it('gives every restaurant a real sample postcode and its coordinates', () => {
    const sample = new Map(
      csvRows('uk-postcodes-sample.csv').map(([code, lat, lon]) => [
        code,
        [Number(lat), Number(lon)] as const,
      ]),
    );
    for (const r of restaurants) {
      const point = sample.get(r.post_code);
      expect(point).toBeDefined();
      expect(r.latitude).toBeCloseTo(point?.[0] ?? NaN, 9);
      expect(r.longitude).toBeCloseTo(point?.[1] ?? NaN, 9);
    }
  });

  it('has plausible names, unique within a town', () => {
    const seen = new Set<string>();
    for (const r of restaurants) {
      const key = `${townOfDistrict.get(r.post_code.split(' ')[0] ?? '')}|${r.name}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
      expect(r.name).toMatch(/^[\p{L}][\p{L}\d’'&. -]+$/u);
      expect(r.description?.length ?? 0).toBeGreaterThan(30);
    }
  });

  it('formats websites, drama-range phone numbers and avatars, leaving some empty', () => {
    const drama =
      /^(020 7946 0\d{3}|0(113|114|115|117|121|131|141|151|161) 496 0\d{3}|0191 498 0\d{3}|028 9649 6\d{3}|029 2018 0\d{3}|01632 960\d{3})$/;
    for (const r of restaurants) {
      if (r.website !== null) expect(r.website).toMatch(/^https:\/\/www\.[a-z0-9]+\.co\.uk$/);
      if (r.phone !== null) {
        expect(r.phone).toMatch(drama);
        expect(r.phone.replace(/ /g, '')).toHaveLength(11);
      }
      if (r.avatar !== null) expect(r.avatar).toBe(`images/restaurants/${r.uuid}.jpg`);
      expect(r.price_level).toBeGreaterThanOrEqual(1);
      expect(r.price_level).toBeLessThanOrEqual(5);
    }
    const share = (pick: (r: RestaurantRow) => boolean) =>
      restaurants.filter(pick).length / restaurants.length;
    expect(share((r) => r.website === null)).toBeGreaterThan(0.03);
    expect(share((r) => r.website === null)).toBeLessThan(0.15);
    expect(share((r) => r.phone === null)).toBeGreaterThan(0.01);
    expect(share((r) => r.phone === null)).toBeLessThan(0.1);
    expect(share((r) => r.address === null)).toBeGreaterThan(0.01);
    expect(share((r) => r.address === null)).toBeLessThan(0.1);
    expect(share((r) => r.avatar === null)).toBeGreaterThan(0.02);
    expect(share((r) => r.avatar === null)).toBeLessThan(0.15);
    expect(share((r) => r.online_booking)).toBeGreaterThan(0.75);
    expect(share((r) => r.online_booking)).toBeLessThan(0.95);
  });

  it('tags restaurants with labels and about tags, some with no labels', async () => {
    const tags = await query<{ restaurant_id: number; kind: string; labels: number }>(
      db,
      sql`select restaurant_id, kind, count(*)::int as labels from restaurant_tags
          group by restaurant_id, kind`,
    );
    const withLabels = new Set(tags.filter((t) => t.kind === 'label').map((t) => t.restaurant_id));
    const withAbout = new Set(tags.filter((t) => t.kind === 'about').map((t) => t.restaurant_id));
    expect(tags.every((t) => t.kind === 'label' || t.kind === 'about')).toBe(true);
    expect(withLabels.size).toBeGreaterThan(280);
    expect(withLabels.size).toBeLessThan(320);
    expect(withAbout.size).toBeGreaterThan(250);
  });

  it('gives each restaurant 3 to 10 tables of 2 to 12 seats', async () => {
    const perRestaurant = await query<{ tables: number; fewest: number; most: number }>(
      db,
      sql`select count(t.id)::int as tables, min(t.seats)::int as fewest, max(t.seats)::int as most
          from restaurants r left join restaurant_tables t on t.restaurant_id = r.id
          group by r.id`,
    );
    expect(perRestaurant).toHaveLength(320);
    for (const row of perRestaurant) {
      expect(row.tables).toBeGreaterThanOrEqual(3);
      expect(row.tables).toBeLessThanOrEqual(10);
      expect(row.fewest).toBeGreaterThanOrEqual(2);
      expect(row.most).toBeLessThanOrEqual(12);
    }
  });

  it('opens in 30-minute HH:MM slots, most places closed a day or two', async () => {
    const slots = await query<{
      weekday: string;
      slot_start: string;
      slot_end: string;
      mins: number;
    }>(
      db,
      sql`select weekday, to_char(slot_start, 'HH24:MI:SS') as slot_start,
            to_char(slot_end, 'HH24:MI:SS') as slot_end,
            (extract(epoch from (slot_end - slot_start)) / 60)::int as mins
          from opening_slots`,
    );
    expect(slots.length).toBeGreaterThan(320 * 30);
    const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const time = /^([01]\d|2[0-3]):(00|30):00$/;
    const bad = slots.filter(
      (s) =>
        !weekdays.includes(s.weekday) ||
        s.mins !== 30 ||
        !time.test(s.slot_start) ||
        !time.test(s.slot_end),
    );
    expect(bad).toEqual([]);
    const days = await query<{ days: number; lunch: boolean }>(
      db,
      sql`select count(distinct s.weekday)::int as days,
            bool_or(s.slot_start < '15:00') as lunch
          from restaurants r join opening_slots s on s.restaurant_id = r.id group by r.id`,
    );
    expect(days).toHaveLength(320);
    const allWeek = days.filter((d) => d.days === 7).length;
    expect(allWeek).toBeGreaterThan(10);
    expect(allWeek).toBeLessThan(160);
    expect(days.filter((d) => d.days < 7).length).toBeGreaterThan(160);
    expect(days.some((d) => !d.lunch)).toBe(true);
  });

  it('has menus of 2-5 categories with 3-8 priced items, some restaurants with none', async () => {
    const categories = await query<{ restaurant_id: number; items: number }>(
      db,
      sql`select c.restaurant_id, count(i.id)::int as items
          from menu_categories c left join menu_items i on i.category_id = c.id group by c.id`,
    );
    const perRestaurant = new Map<number, number>();
    for (const c of categories) {
      expect(c.items).toBeGreaterThanOrEqual(3);
      expect(c.items).toBeLessThanOrEqual(8);
      perRestaurant.set(c.restaurant_id, (perRestaurant.get(c.restaurant_id) ?? 0) + 1);
    }
    for (const n of perRestaurant.values()) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(5);
    }
    expect(perRestaurant.size).toBeLessThan(320);
    expect(perRestaurant.size).toBeGreaterThan(280);

    const items = await query<{ price: string; symbol: string | null }>(
      db,
      sql`select price::text as price, symbol from menu_items`,
    );
    for (const item of items) {
      expect(item.price).toMatch(/^\d{1,3}\.\d{2}$/);
      expect(Number(item.price)).toBeGreaterThan(0);
      expect([null, 'V', 'VG', 'GF', 'N']).toContain(item.symbol);
    }
    expect(new Set(items.map((i) => i.symbol)).size).toBe(5);
  });

  it('lists 0-2 menu files and 0-6 photos, with some photo avatars missing', async () => {
    const files = await query<{ restaurant_id: number; file_name: string; extension: string }>(
      db,
      sql`select restaurant_id, file_name, extension from menu_files`,
    );
    const filesPer = new Map<number, number>();
    for (const f of files) {
      expect(['pdf', 'png']).toContain(f.extension);
      expect(f.file_name.endsWith(`.${f.extension}`)).toBe(true);
      filesPer.set(f.restaurant_id, (filesPer.get(f.restaurant_id) ?? 0) + 1);
    }
    expect(Math.max(...filesPer.values())).toBeLessThanOrEqual(2);
    expect(files.length).toBeGreaterThan(0);

    const photos = await query<{ uuid: string; avatar: string | null; position: number }>(
      db,
      sql`select r.uuid, p.avatar, p.position from photos p
          join restaurants r on r.id = p.restaurant_id`,
    );
    const photosPer = new Map<string, number>();
    for (const p of photos) {
      photosPer.set(p.uuid, (photosPer.get(p.uuid) ?? 0) + 1);
      if (p.avatar !== null) expect(p.avatar).toBe(`images/photos/${p.uuid}/${p.position}.jpg`);
    }
    expect(Math.max(...photosPer.values())).toBeLessThanOrEqual(6);
    expect(Math.min(...photos.map((p) => p.position))).toBe(1);
    expect(photosPer.size).toBeLessThan(320);
    const missing = photos.filter((p) => p.avatar === null).length / photos.length;
    expect(missing).toBeGreaterThan(0.03);
    expect(missing).toBeLessThan(0.2);
  });

  it('has mostly positive reviews from the last 18 months, summarised on the restaurant', async () => {
    const reviews = await query<{
      restaurant_id: number;
      rating: number;
      review: string;
      first_name: string;
      reviewed_on: string;
    }>(
      db,
      sql`select restaurant_id, rating, review, first_name,
            to_char(reviewed_on, 'YYYY-MM-DD') as reviewed_on from reviews`,
    );
    const byRestaurant = new Map<number, number[]>();
    for (const v of reviews) {
      expect(v.rating).toBeGreaterThanOrEqual(1);
      expect(v.rating).toBeLessThanOrEqual(5);
      expect(v.review.length).toBeGreaterThan(10);
      expect(v.first_name).toMatch(/^[A-Z][a-z]+$/);
      expect(v.reviewed_on >= '2025-05-01' && v.reviewed_on < '2026-11-01').toBe(true);
      byRestaurant.set(v.restaurant_id, [...(byRestaurant.get(v.restaurant_id) ?? []), v.rating]);
    }
    const positive = reviews.filter((v) => v.rating >= 4).length / reviews.length;
    expect(positive).toBeGreaterThan(0.6);
    for (const r of restaurants) {
      const ratings = byRestaurant.get(r.id) ?? [];
      expect(ratings.length).toBeLessThanOrEqual(20);
      expect(r.review_count).toBe(ratings.length);
      const avg = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
      expect(r.rating_avg).toBeCloseTo(avg, 4);
    }
    expect(restaurants.some((r) => r.review_count === 0)).toBe(true);
  });
});

describe('seedDemoData', () => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
  });

  async function seeded(options: { restaurants: number; seed?: number }) {
    const handle = await emptyDatabase();
    handles.push(handle);
    await seedDemoData(handle.db, options);
    return handle.db;
  }

  async function snapshot(db: AppDatabase) {
    return {
      restaurants: await query(db, sql`select * from restaurants order by id`),
      tags: await query(db, sql`select * from restaurant_tags order by id`),
      slots: await query(
        db,
        sql`select id, restaurant_id, weekday, slot_start::text, slot_end::text
            from opening_slots order by id`,
      ),
      tables: await query(db, sql`select * from restaurant_tables order by id`),
      menu: await query(
        db,
        sql`select i.id, c.restaurant_id, c.name as category, i.name, i.symbol, i.price::text,
              i.description from menu_items i join menu_categories c on c.id = i.category_id
            order by i.id`,
      ),
      files: await query(db, sql`select * from menu_files order by id`),
      photos: await query(db, sql`select * from photos order by id`),
      reviews: await query(
        db,
        sql`select id, restaurant_id, rating, review, first_name, reviewed_on::text
            from reviews order by id`,
      ),
    };
  }

  it('writes identical rows, uuids included, for the same input', async () => {
    const first = await snapshot(await seeded({ restaurants: 30 }));
    const second = await snapshot(await seeded({ restaurants: 30 }));
    expect(first.restaurants).toHaveLength(30);
    expect(first.reviews.length).toBeGreaterThan(0);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('plans different data for a different seed, and the same prefix for a bigger set', () => {
    const base = planDemoData(30);
    expect(planDemoData(30, 7).map((r) => r.uuid)).not.toEqual(base.map((r) => r.uuid));
    expect(
      planDemoData(60)
        .slice(0, 30)
        .map((r) => r.uuid),
    ).toEqual(base.map((r) => r.uuid));
  });
});

describe('a freshly migrated database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function counts() {
    const [row] = await query<{ districts: number; sectors: number }>(
      handle.db,
      sql`select (select count(*) from postcode_districts)::int as districts,
            (select count(*) from postcode_sectors)::int as sectors`,
    );
    return row;
  }

  it('loadPostcodes loads every district and sector from the CSVs, with their coordinates', async () => {
    await loadPostcodes(handle.db);
    const districts = csvRows('uk-postcode-districts.csv');
    const sectors = csvRows('uk-postcode-sectors.csv');
    expect(await counts()).toEqual({ districts: districts.length, sectors: sectors.length });
    const [m3] = await query<{ latitude: number; longitude: number }>(
      handle.db,
      sql`select latitude, longitude from postcode_districts where district = 'M3'`,
    );
    const expected = districts.find(([d]) => d === 'M3');
    expect(m3?.latitude).toBe(Number(expected?.[1]));
    expect(m3?.longitude).toBe(Number(expected?.[2]));
  });

  it('loadPostcodes is idempotent and leaves a table that already has rows alone', async () => {
    const before = await counts();
    await loadPostcodes(handle.db);
    expect(await counts()).toEqual(before);

    await handle.db.execute(sql`delete from postcode_districts where district = 'M3'`);
    await loadPostcodes(handle.db);
    expect((await counts())?.districts).toBe((before?.districts ?? 0) - 1);

    await handle.db.execute(sql`delete from postcode_sectors`);
    await loadPostcodes(handle.db);
    expect(await counts()).toEqual({
      districts: (before?.districts ?? 0) - 1,
      sectors: before?.sectors,
    });
  });

  it('is empty (isDatabaseEmpty) until the demo data is written', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    await seedDemoData(handle.db, { restaurants: 3 });
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
  });

  it('writes the demo data only once', async () => {
    await seedDemoData(handle.db, { restaurants: 5 });
    const [row] = await query<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from restaurants`,
    );
    expect(row?.n).toBe(3);
  });
});

describe('town data', () => {
  it('names only districts that have sample postcodes', () => {
    const sampleDistricts = new Set(
      csvRows('uk-postcodes-sample.csv').map(([code]) => code?.split(' ')[0]),
    );
    for (const town of TOWNS) {
      for (const area of town.areas) {
        for (const district of area.districts)
          expect([town.name, district, sampleDistricts.has(district)]).toEqual([
            town.name,
            district,
            true,
          ]);
      }
    }
  });
});
