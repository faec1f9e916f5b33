import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { type AppDatabase, type DatabaseHandle, openDatabase } from '../client';
import { CUISINES } from './data/cuisines';
import { TOWNS } from './data/towns';
import { DEFAULT_SEATING_RULES } from './seating';
import { DATA_DIR } from '../data-files';
import {
  isDatabaseEmpty,
  loadPostcodes,
  type PlannedRestaurant,
  planDemoData,
  seedDemoData,
} from './seed';

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

/** The plan without what issue 43 added, to compare with the data seeded before it. */
/** The plan without what was added on streams of their own: seating rules, cancellation policy. */
function withoutSeating(plan: PlannedRestaurant[]) {
  return plan.map(
    ({ seating: _seating, combinations: _combinations, cancellation: _cancellation, ...rest }) =>
      rest,
  );
}

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Online restaurants in GET /user/restaurant's order: best average, most reviews, first id. */
function listedOnline(plan: PlannedRestaurant[]) {
  const average = (r: PlannedRestaurant) =>
    r.reviews.length ? r.reviews.reduce((a, v) => a + v.rating, 0) / r.reviews.length : 0;
  return plan
    .map((r, index) => ({ r, index, average: average(r) }))
    .sort(
      (a, b) =>
        b.average - a.average || b.r.reviews.length - a.r.reviews.length || a.index - b.index,
    )
    .filter((x) => x.r.onlineBooking)
    .map((x) => x.r);
}

/** A fresh in-memory database with migrations and postcodes but no demo data. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  await loadPostcodes(handle.db);
  return handle;
}

/** sha256 of planDemoData(n) before issue 43 added the seating rules (withoutSeating). */
const BASELINE_PLAN: Record<number, string> = {
  30: '30e3301d25aa9899be5a5ff37377737ec52fa3b48ce3579ce1e4b0362fb45ed6',
  320: '066eeb7e079d65317c2de27dc360517655d108a3386af237809fbfb35f56af4a',
  // Since issue 49 every other restaurant beyond the first 320 is placed outside the towns.
  2000: 'b68075de4afbf9ee4b66f9363c126e5b41b2bbb0128783cc89153f58be2854c6',
};

/** md5 of each table of the 320-restaurant seed before issue 43 (see the test below). */
const BASELINE_DB = {
  restaurants: 'f1c60923e25a3b29f5fca43a94e1edd6',
  tables: 'b1457ee728996c09ed1c1337a0b94501',
  slots: '8a5b1f4c06ce9e19e528d138a8c73a05',
  tags: 'cb393a4781e4933df6de9125d16a562b',
  categories: '5c49f54e0036b8d51deab86552419508',
  items: '4b4f0da907a45d68791a07c6be21612b',
  files: 'f099795751a3c1f0b0e5fd0f8a546b17',
  photos: '8f3cc730a56e4c7f820f617d2a957cd5',
  reviews: '3b0e4bbcf4eec32fb554ff4b6aee55a0',
};

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

  interface RulesRow {
    id: number;
    uuid: string;
    name: string;
    online_booking: boolean;
    turn_1_2_minutes: number;
    turn_3_4_minutes: number;
    turn_5_8_minutes: number;
    turn_9_plus_minutes: number;
    buffer_minutes: number;
    pacing_covers: number;
    max_online_party: number;
    min_notice_minutes: number;
    booking_horizon_days: number;
  }
  const rulesInListingOrder = () =>
    query<RulesRow>(
      db,
      sql`select id, uuid, name, online_booking, turn_1_2_minutes, turn_3_4_minutes,
            turn_5_8_minutes, turn_9_plus_minutes, buffer_minutes, pacing_covers,
            max_online_party, min_notice_minutes, booking_horizon_days
          from restaurants order by rating_avg desc, review_count desc, id`,
    );

  interface CombinationRow {
    restaurant_id: number;
    name: string;
    table_ids: number[];
    min_party: number;
    max_party: number;
    /** The seats of each table, in table_ids order, and whose they are. */
    seats: number[];
    owners: number[];
    positions: number[];
  }
  const combinations = () =>
    query<CombinationRow>(
      db,
      sql`select c.restaurant_id, c.name, c.table_ids, c.min_party, c.max_party,
            array_agg(t.seats order by u.n) as seats,
            array_agg(t.restaurant_id order by u.n) as owners,
            array_agg((select count(*) from restaurant_tables o
                        where o.restaurant_id = t.restaurant_id and o.id <= t.id)::int
                      order by u.n) as positions
          from table_combinations c
          cross join unnest(c.table_ids) with ordinality as u(table_id, n)
          left join restaurant_tables t on t.id = u.table_id
          group by c.id order by c.id`,
    );

  it('seeds varied seating rules, each within its range', async () => {
    const rows = await rulesInListingOrder();
    expect(rows).toHaveLength(320);
    const share = (pick: (r: RulesRow) => boolean) => rows.filter(pick).length / rows.length;
    for (const r of rows) {
      const turns = [
        r.turn_1_2_minutes,
        r.turn_3_4_minutes,
        r.turn_5_8_minutes,
        r.turn_9_plus_minutes,
      ];
      expect(Math.min(...turns)).toBeGreaterThanOrEqual(30);
      expect(Math.max(...turns)).toBeLessThanOrEqual(480);
      // Bigger parties never turn faster.
      expect([...turns].sort((a, b) => a - b)).toEqual(turns);
      expect([0, 10, 15, 20, 30]).toContain(r.buffer_minutes);
      expect(r.pacing_covers).toBeGreaterThanOrEqual(12);
      expect(r.pacing_covers).toBeLessThanOrEqual(40);
      expect(r.max_online_party).toBeGreaterThanOrEqual(8);
      expect(r.max_online_party).toBeLessThanOrEqual(24);
      expect(r.max_online_party).toBeLessThanOrEqual(r.pacing_covers);
      expect(r.min_notice_minutes).toBeGreaterThanOrEqual(0);
      expect(r.min_notice_minutes).toBeLessThanOrEqual(120);
      expect(r.booking_horizon_days).toBeGreaterThanOrEqual(60);
      expect(r.booking_horizon_days).toBeLessThanOrEqual(180);
    }
    // Most keep each default; some differ from it on every rule.
    const defaults: ((r: RulesRow) => boolean)[] = [
      (r) => r.turn_1_2_minutes === 90 && r.turn_9_plus_minutes === 180,
      (r) => r.buffer_minutes === 15,
      (r) => r.pacing_covers === 40,
      (r) => r.max_online_party === 20,
      (r) => r.min_notice_minutes === 0,
      (r) => r.booking_horizon_days === 180,
    ];
    for (const rule of defaults) {
      expect(share(rule)).toBeGreaterThan(0.45);
      expect(share(rule)).toBeLessThan(0.85);
    }
    expect(share((r) => r.turn_1_2_minutes < 90)).toBeGreaterThan(0.03);
    expect(share((r) => r.turn_1_2_minutes > 90)).toBeGreaterThan(0.03);
    expect(share((r) => r.buffer_minutes < 15)).toBeGreaterThan(0.03);
    expect(share((r) => r.buffer_minutes > 15)).toBeGreaterThan(0.03);
    expect(share((r) => r.pacing_covers < 20)).toBeGreaterThan(0.05);
    expect(share((r) => r.max_online_party < 12)).toBeGreaterThan(0.05);
    expect(share((r) => r.max_online_party > 20)).toBeGreaterThan(0.03);
    expect(share((r) => r.min_notice_minutes === 120)).toBeGreaterThan(0.03);
    expect(share((r) => r.booking_horizon_days === 60)).toBeGreaterThan(0.03);
    expect(new Set(rows.map((r) => r.turn_1_2_minutes)).size).toBeGreaterThanOrEqual(4);
  });

  it("joins 2-4 of a restaurant's own tables, most restaurants some, a few for 20 or more", async () => {
    const rows = await combinations();
    const byRestaurant = new Map<number, CombinationRow[]>();
    for (const c of rows) {
      expect(c.table_ids.length).toBeGreaterThanOrEqual(2);
      expect(c.table_ids.length).toBeLessThanOrEqual(4);
      expect(new Set(c.table_ids).size).toBe(c.table_ids.length);
      // Every table exists and belongs to the combination's restaurant.
      expect(c.owners).toEqual(c.table_ids.map(() => c.restaurant_id));
      expect(c.name).toBe(`Tables ${c.positions.join('+')}`);
      const sum = c.seats.reduce((a, b) => a + b, 0);
      expect(c.max_party).toBe(Math.min(sum, 50));
      expect(c.min_party).toBe(Math.max(...c.seats) + 1);
      expect(c.min_party).toBeLessThanOrEqual(c.max_party);
      byRestaurant.set(c.restaurant_id, [...(byRestaurant.get(c.restaurant_id) ?? []), c]);
    }
    for (const list of byRestaurant.values())
      expect(new Set(list.map((c) => c.name)).size).toBe(list.length);
    const withSome = byRestaurant.size / 320;
    expect(withSome).toBeGreaterThan(0.6);
    expect(withSome).toBeLessThan(0.8);
    const seatTwenty =
      [...byRestaurant.values()].filter((list) => list.some((c) => c.max_party >= 20)).length / 320;
    expect(seatTwenty).toBeGreaterThan(0.05);
    expect(seatTwenty).toBeLessThan(0.2);
    // Some restaurants join a table into more than one combination (1+2, 2+3).
    expect(
      [...byRestaurant.values()].some((list) => {
        const ids = list.flatMap((c) => c.table_ids);
        return new Set(ids).size < ids.length;
      }),
    ).toBe(true);
  });

  it('keeps the default rules at the first listed online restaurant, and seats 16 near it', async () => {
    const online = (await rulesInListingOrder()).filter((r) => r.online_booking);
    const [first] = online;
    expect(first).toMatchObject({
      turn_1_2_minutes: DEFAULT_SEATING_RULES.turn12Minutes,
      turn_3_4_minutes: DEFAULT_SEATING_RULES.turn34Minutes,
      turn_5_8_minutes: DEFAULT_SEATING_RULES.turn58Minutes,
      turn_9_plus_minutes: DEFAULT_SEATING_RULES.turn9PlusMinutes,
      buffer_minutes: DEFAULT_SEATING_RULES.bufferMinutes,
      pacing_covers: DEFAULT_SEATING_RULES.pacingCovers,
      max_online_party: DEFAULT_SEATING_RULES.maxOnlineParty,
      min_notice_minutes: 0,
      booking_horizon_days: DEFAULT_SEATING_RULES.bookingHorizonDays,
    });
    expect(first?.max_online_party).toBeGreaterThanOrEqual(12);
    // The e2e suite's party of 16 books at one of the first 20 (Sichuan Lantern, listed first).
    const seats16 = new Set(
      (await combinations())
        .filter((c) => c.min_party <= 16 && c.max_party >= 16)
        .map((c) => c.restaurant_id),
    );
    const for16 = online
      .slice(0, 20)
      .filter((r) => seats16.has(r.id) && r.max_online_party >= 16 && r.pacing_covers >= 16);
    expect(for16.length).toBeGreaterThan(0);
    expect(for16[0]?.uuid).toBe('419dace2-b5b0-4669-9b14-5f50bf52d627');
  });

  it('leaves every other seeded value as it was before the seating rules', async () => {
    // Fingerprints of the data seeded before issue 43: the rules came from their own stream.
    const [row] = await query<Record<string, string>>(
      db,
      sql`select
        (select md5(string_agg(concat_ws('|', id, uuid, name, avatar, address, post_code,
            latitude, longitude, cuisine_id, description, website, phone, menu_description,
            photo_description, online_booking, price_level, rating_avg, review_count,
            created_at at time zone 'UTC'), E'\n' order by id)) from restaurants) as restaurants,
        (select md5(string_agg(concat_ws('|', id, restaurant_id, seats), E'\n' order by id))
          from restaurant_tables) as tables,
        (select md5(string_agg(concat_ws('|', id, restaurant_id, weekday, slot_start, slot_end),
          E'\n' order by id)) from opening_slots) as slots,
        (select md5(string_agg(concat_ws('|', id, restaurant_id, kind, name), E'\n' order by id))
          from restaurant_tags) as tags,
        (select md5(string_agg(concat_ws('|', id, restaurant_id, name, position), E'\n'
          order by id)) from menu_categories) as categories,
        (select md5(string_agg(concat_ws('|', id, category_id, name, symbol, price, description,
          position), E'\n' order by id)) from menu_items) as items,
        (select md5(string_agg(concat_ws('|', id, restaurant_id, file_name, extension,
          created_at at time zone 'UTC'), E'\n' order by id)) from menu_files) as files,
        (select md5(string_agg(concat_ws('|', id, restaurant_id, avatar, position), E'\n'
          order by id)) from photos) as photos,
        (select md5(string_agg(concat_ws('|', id, restaurant_id, rating, review, first_name,
          reviewed_on), E'\n' order by id)) from reviews) as reviews`,
    );
    expect(row).toEqual(BASELINE_DB);
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

  it('gives most restaurants 2 hours of free cancellation, some a day, a few 48 hours for 8+', () => {
    const plan = planDemoData(320);
    const share = (test: (r: PlannedRestaurant) => boolean) =>
      plan.filter(test).length / plan.length;
    expect(share((r) => r.cancellation.freeCancellationHours === 2)).toBeGreaterThan(0.6);
    expect(share((r) => r.cancellation.freeCancellationHours === 24)).toBeGreaterThan(0.1);
    const large = share((r) => r.cancellation.largePartyCancellationHours === 48);
    expect(large).toBeGreaterThan(0.03);
    expect(large).toBeLessThan(0.2);
    expect(
      plan.every(
        (r) =>
          (r.cancellation.largePartySize === null) ===
          (r.cancellation.largePartyCancellationHours === null),
      ),
    ).toBe(true);
  });

  it('plans the same as before the seating rules, bar the rules', () => {
    expect(sha256(withoutSeating(planDemoData(30)))).toBe(BASELINE_PLAN[30]);
    expect(sha256(withoutSeating(planDemoData(320)))).toBe(BASELINE_PLAN[320]);
    expect(sha256(withoutSeating(planDemoData(2000)))).toBe(BASELINE_PLAN[2000]);
  });

  it('places every other restaurant beyond the first 320 elsewhere in the UK, keeping the demo set', () => {
    const plan = planDemoData(2320);
    expect(withoutSeating(plan.slice(0, 320))).toEqual(withoutSeating(planDemoData(320)));
    const named = new Set(TOWNS.flatMap((town) => town.areas.flatMap((area) => area.districts)));
    const inNamedTown = (r: PlannedRestaurant) => named.has(r.postCode.split(' ')[0]!);
    const away = plan.slice(320).filter((_, i) => i % 2 === 1);
    expect(away).toHaveLength(1000);
    expect(plan.slice(320).every((r, i) => inNamedTown(r) === (i % 2 === 0))).toBe(true);
    // Spread over the country's sample postcodes: hundreds of districts, every nation.
    expect(new Set(away.map((r) => r.postCode.split(' ')[0])).size).toBeGreaterThan(500);
    for (const area of ['AB', 'BT', 'CF', 'PL', 'IV'])
      expect(away.some((r) => r.postCode.startsWith(area))).toBe(true);
    for (const r of away) {
      // A real sample postcode and its coordinates, named after its nearest place.
      expect(r.address === null || r.address.endsWith(`, ${r.town} ${r.postCode}`)).toBe(true);
      expect(r.latitude).toBeGreaterThan(49.8);
      expect(r.latitude).toBeLessThan(60.9);
    }
  });

  it('plans the seating rules of a prefix the same in a bigger set', () => {
    const pick = (plan: PlannedRestaurant[]) =>
      plan.map((r) => ({ seating: r.seating, combinations: r.combinations }));
    expect(pick(planDemoData(60).slice(0, 30))).toEqual(pick(planDemoData(30)));
  });

  it.each([1, 5, 40, 320, 2500])(
    'keeps the default rules at the first listed online restaurant of %i',
    (total) => {
      const [first] = listedOnline(planDemoData(total));
      expect(first?.seating).toEqual(DEFAULT_SEATING_RULES);
    },
  );

  it('keeps every rule in range and online parties under the pacing cap at 10,000', () => {
    const plan = planDemoData(10_000);
    const bad = plan.filter(
      ({ seating: s, tables, combinations }) =>
        s.pacingCovers < 12 ||
        s.pacingCovers > 40 ||
        s.maxOnlineParty < 8 ||
        s.maxOnlineParty > Math.min(24, s.pacingCovers) ||
        s.minNoticeMinutes > 120 ||
        s.bookingHorizonDays < 60 ||
        s.bookingHorizonDays > 180 ||
        combinations.some(
          (c) =>
            c.positions.length < 2 ||
            c.positions.length > 4 ||
            c.positions.some((p) => p < 0 || p >= tables.length) ||
            c.minParty < 1 ||
            c.minParty > c.maxParty ||
            c.maxParty > 50,
        ),
    );
    expect(bad).toEqual([]);
    const seatTwenty = plan.filter((r) => r.combinations.some((c) => c.maxParty >= 20));
    expect(seatTwenty.length / plan.length).toBeGreaterThan(0.07);
    expect(seatTwenty.length / plan.length).toBeLessThan(0.14);
  });

  it('writes the planned rules and combinations for any number of restaurants', async () => {
    const db = await seeded({ restaurants: 45 });
    const plan = planDemoData(45);
    const written = await query<{
      uuid: string;
      rules: number[];
      combinations: { name: string; positions: number[]; min: number; max: number }[] | null;
    }>(
      db,
      sql`select r.uuid, array[r.turn_1_2_minutes, r.turn_3_4_minutes, r.turn_5_8_minutes,
              r.turn_9_plus_minutes, r.buffer_minutes, r.pacing_covers, r.max_online_party,
              r.min_notice_minutes, r.booking_horizon_days]::int[] as rules,
            (select json_agg(json_build_object('name', c.name, 'min', c.min_party,
                'max', c.max_party, 'positions',
                (select json_agg((select count(*) from restaurant_tables o
                    where o.restaurant_id = r.id and o.id < u.id) order by u.n)
                 from unnest(c.table_ids) with ordinality as u(id, n)))
              order by c.id)
             from table_combinations c where c.restaurant_id = r.id) as combinations
          from restaurants r order by r.id`,
    );
    expect(written).toEqual(
      plan.map((r) => ({
        uuid: r.uuid,
        rules: [
          r.seating.turn12Minutes,
          r.seating.turn34Minutes,
          r.seating.turn58Minutes,
          r.seating.turn9PlusMinutes,
          r.seating.bufferMinutes,
          r.seating.pacingCovers,
          r.seating.maxOnlineParty,
          r.seating.minNoticeMinutes,
          r.seating.bookingHorizonDays,
        ],
        combinations: r.combinations.length
          ? r.combinations.map((c) => ({
              name: c.name,
              positions: c.positions,
              min: c.minParty,
              max: c.maxParty,
            }))
          : null,
      })),
    );
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
