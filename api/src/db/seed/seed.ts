// Postcode tables and the deterministic demo data.
//
// Postcode data (api/data/*.csv): derived from the ONS National Statistics Postcode Lookup
// (May 2025). Contains public sector information licensed under the Open Government Licence
// v3.0; contains OS data © Crown copyright and database right; contains Royal Mail data
// © Royal Mail copyright and database right; source: Office for National Statistics.
//
// The demo data is a pure function of (restaurants, seed): the same input writes byte-identical
// rows, uuids and timestamps included. Restaurant n's data does not depend on how many follow
// it, so a 30-restaurant seed is the first 30 of the 320 (bar name/website clash handling).
// Seating rules and table combinations (seating.ts) draw from their own stream per restaurant.
import { count, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { WEEK_FROM_MONDAY, type Weekday } from '../../lib/wire-date';
import type { AppDatabase } from '../client';
import { cuisines, postcodeDistricts, postcodeSectors, restaurants } from '../schema';
import { CUISINES, type CuisineSeed, type MenuItemSeed } from './data/cuisines';
import {
  ABOUT_TAGS,
  DESCRIPTION_ENDINGS,
  DESCRIPTION_MIDDLES,
  FIRST_NAMES,
  LABEL_TAGS,
  MENU_FILES,
  PHOTO_NOTES,
  REVIEWS,
} from './data/text';
import { ELSEWHERE as ELSEWHERE_PHONES, type PhoneRange, TOWNS } from './data/towns';
import { type CsvPoint, readPlaces, readPointsCsv } from '../data-files';
import { type Cell, demoRows } from './demo-rows';
import { mixSeed, Random } from './random';
import {
  DEFAULT_SEATING_RULES,
  type ListingRank,
  listedBefore,
  type PlannedCombination,
  planCombinations,
  planSeatingRules,
  planCancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
  type CancellationPolicy,
  type SeatingRules,
  withCombinationFor,
} from './seating';

export const DEFAULT_SEED = 20261121;

/** pg_advisory_xact_lock key for loading postcodes and writing the demo data. */
export const SEED_LOCK = 20261121;
/** Rows per INSERT statement. */
const MAX_ROWS_PER_STATEMENT = 2000;

// ---------------------------------------------------------------------------------------------
// Small helpers

async function rowsOf<T>(db: AppDatabase, query: SQL): Promise<T[]> {
  // Both drivers (node-postgres and PGlite) answer with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Inserts many rows with a few statements: each statement carries up to 2,000 rows as ONE json
 * parameter, unpacked and cast in the database (the column types come from the schema). That is
 * several times faster than one bind parameter per value on both PGlite and PostgreSQL, and it
 * keeps far from the 65,535-parameter limit. Rows are inserted in array order, so serial ids
 * follow it.
 */
async function insertRows<R extends Record<string, unknown> = Record<string, never>>(
  db: AppDatabase,
  table: PgTable,
  columns: readonly PgColumn[],
  rows: readonly (readonly Cell[])[],
  returning?: readonly PgColumn[],
): Promise<R[]> {
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const values = sql.join(
    columns.map((c, i) => sql.raw(`(e.value->>${i})::${castType(c)}`)),
    sql`, `,
  );
  const back = returning
    ? sql` returning ${sql.join(
        returning.map((c) => sql.identifier(c.name)),
        sql`, `,
      )}`
    : sql``;
  const out: R[] = [];
  for (const chunk of chunks(rows, MAX_ROWS_PER_STATEMENT)) {
    const query = sql`insert into ${sql.identifier(getTableName(table))} (${names})
      select ${values}
      from json_array_elements(${JSON.stringify(chunk)}::json) with ordinality as e(value, n)
      order by e.n${back}`;
    if (returning) out.push(...(await rowsOf<R>(db, query)));
    else await db.execute(query);
  }
  return out;
}

/** The type a column's value is cast to: a serial id is written as the integer it holds. */
export const castType = (column: PgColumn) => column.getSQLType().replace(/^serial$/, 'integer');

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Public API (prepare.ts)

/** True when there are no restaurants (the demo data has never been written). */
export async function isDatabaseEmpty(db: AppDatabase): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(restaurants);
  return (row?.n ?? 0) === 0;
}

/**
 * Fills postcode_districts and postcode_sectors from api/data when they are empty; a table that
 * already has rows is left alone, so this is safe to call on every start.
 */
export async function loadPostcodes(db: AppDatabase): Promise<void> {
  const tables = [
    [postcodeDistricts, postcodeDistricts.district, 'uk-postcode-districts.csv'],
    [postcodeSectors, postcodeSectors.sector, 'uk-postcode-sectors.csv'],
  ] as const;
  for (const [table, keyColumn, file] of tables) {
    const [existing] = await db.select({ n: count() }).from(table);
    if ((existing?.n ?? 0) > 0) continue;
    const rows = readPointsCsv(file).map((p) => [p.key, p.latitude, p.longitude]);
    await db.transaction(async (tx) => {
      // Two servers starting on one empty database: the second waits, then finds the rows.
      await lockSeeding(tx);
      const [again] = await tx.select({ n: count() }).from(table);
      if ((again?.n ?? 0) > 0) return;
      await insertRows(tx, table, [keyColumn, table.latitude, table.longitude], rows);
    });
  }
}

/** Serialises seeding across connections until the transaction ends. */
async function lockSeeding(tx: AppDatabase): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
}

/**
 * After the demo rows are written with their own ids: each sequence moves past them, and the
 * restaurants' rating summary (what the rating sorts read) is computed from their reviews.
 */
export async function finishDemoData(db: AppDatabase, alsoMoved: string[] = []): Promise<void> {
  for (const table of ['restaurants', 'restaurant_tables', 'menu_categories', ...alsoMoved]) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
  await db.execute(sql`
    update restaurants r
    set rating_avg = s.avg, review_count = s.n
    from (
      select restaurant_id, avg(rating)::real as avg, count(*)::int as n
      from reviews
      group by restaurant_id
    ) s
    where r.id = s.restaurant_id
  `);
}

export interface SeedOptions {
  restaurants: number;
  seed?: number;
}

/**
 * Writes the demo data in one transaction. It writes nothing when the database already has
 * restaurants (checked under a lock, so concurrent starts on one empty database seed once).
 */
export async function seedDemoData(
  db: AppDatabase,
  { restaurants: total, seed = DEFAULT_SEED }: SeedOptions,
): Promise<void> {
  if (!Number.isInteger(total) || total < 0) {
    throw new Error(`restaurants must be a whole number, not ${total}`);
  }
  const plan = planDemoData(total, seed);
  await db.transaction(async (tx) => {
    await lockSeeding(tx);
    // Another process may have written the demo data while we waited for the lock.
    const [existing] = await tx.select({ n: count() }).from(restaurants);
    if ((existing?.n ?? 0) > 0) return;
    await tx
      .insert(cuisines)
      .values(CUISINES.map((c) => ({ name: c.name })))
      .onConflictDoNothing();
    const cuisineIds = new Map(
      (await tx.select({ id: cuisines.id, name: cuisines.name }).from(cuisines)).map((c) => [
        c.name,
        c.id,
      ]),
    );

    for (const { table, columns, rows } of demoRows(plan, cuisineIds))
      await insertRows(tx, table, columns, Array.from(rows));
    await finishDemoData(tx);
  });
}

function missing(what: string): never {
  throw new Error(`seed: no id for ${what}`);
}

// ---------------------------------------------------------------------------------------------
// The plan: every row of the demo data, computed in memory before anything is written.

export interface PlannedSlot {
  weekday: Weekday;
  start: string;
  end: string;
}

export interface PlannedMenuItem {
  name: string;
  symbol: string | null;
  price: string;
  description: string | null;
}

export interface PlannedReview {
  rating: number;
  review: string;
  firstName: string;
  reviewedOn: string;
}

export interface PlannedRestaurant {
  uuid: string;
  name: string;
  town: string;
  cuisine: string;
  avatar: string | null;
  address: string | null;
  postCode: string;
  latitude: number;
  longitude: number;
  description: string;
  website: string | null;
  phone: string | null;
  menuDescription: string | null;
  photoDescription: string | null;
  onlineBooking: boolean;
  priceLevel: number;
  createdAt: Date;
  labels: string[];
  about: string[];
  slots: PlannedSlot[];
  tables: number[];
  menu: { name: string; items: PlannedMenuItem[] }[];
  menuFiles: { fileName: string; extension: 'pdf' | 'png'; createdAt: Date }[];
  photos: { avatar: string | null; position: number }[];
  reviews: PlannedReview[];
  seating: SeatingRules;
  cancellation: CancellationPolicy;
  /** Joinable tables, by position in `tables`. */
  combinations: PlannedCombination[];
}

/** A sample postcode with the streets of its part of town. */
export interface TownPoint extends CsvPoint {
  streets: readonly string[];
}

let townPostcodesCache: Map<string, TownPoint[]> | null = null;

/** Each town's candidate postcodes from the sample, in file order within each area. */
export function townPostcodes(): Map<string, TownPoint[]> {
  if (townPostcodesCache) return townPostcodesCache;
  const byDistrict = new Map<string, CsvPoint[]>();
  for (const point of readPointsCsv('uk-postcodes-sample.csv')) {
    const district = point.key.split(' ')[0] ?? '';
    const list = byDistrict.get(district);
    if (list) list.push(point);
    else byDistrict.set(district, [point]);
  }
  const result = new Map<string, TownPoint[]>();
  for (const town of TOWNS) {
    const list = town.areas.flatMap((area) =>
      area.districts.flatMap((d) =>
        (byDistrict.get(d) ?? []).map((point) => ({ ...point, streets: area.streets })),
      ),
    );
    if (list.length === 0) throw new Error(`seed: no sample postcodes for ${town.name}`);
    result.set(town.name, list);
  }
  townPostcodesCache = result;
  return result;
}

/** Streets common all over the UK, for restaurants outside the named towns. */
const COMMON_STREETS = [
  'High Street',
  'Station Road',
  'Main Street',
  'Park Road',
  'Church Road',
  'Church Street',
  'London Road',
  'Victoria Road',
  'Green Lane',
  'Manor Road',
  'Church Lane',
  'Queens Road',
  'New Road',
  'Market Place',
  'King Street',
  'Mill Lane',
  'North Street',
  'Bridge Street',
] as const;

/** A sample postcode outside the named towns, with the nearest gazetteer place's name. */
export interface ElsewherePoint extends CsvPoint {
  place: string;
}

let elsewhereCache: ElsewherePoint[] | null = null;

/**
 * Every sample postcode whose district no named town has, each named after its nearest place
 * of api/data/uk-places.csv: where restaurants go beyond the demo set (issue 49, the scale seed).
 */
export function elsewherePostcodes(): ElsewherePoint[] {
  if (elsewhereCache) return elsewhereCache;
  const named = new Set(TOWNS.flatMap((town) => town.areas.flatMap((area) => area.districts)));
  const places = readPlaces();
  const cos = Math.cos((54 * Math.PI) / 180);
  elsewhereCache = readPointsCsv('uk-postcodes-sample.csv')
    .filter((point) => !named.has(point.key.split(' ')[0] ?? ''))
    .map((point) => {
      let best = places[0]!;
      let bestDistance = Infinity;
      for (const place of places) {
        const dx = (place.longitude - point.longitude) * cos;
        const dy = place.latitude - point.latitude;
        const distance = dx * dx + dy * dy;
        if (distance < bestDistance) {
          bestDistance = distance;
          best = place;
        }
      }
      return { ...point, place: best.name };
    });
  return elsewhereCache;
}

/** How many restaurants the named towns get before others go elsewhere: the demo set. */
export const NAMED_TOWNS_FIRST = 320;

/**
 * Beyond the demo set, every other restaurant is placed elsewhere in the UK, so a scale seed
 * covers the country's postcodes and not only the named towns' (issue 49).
 */
const goesElsewhere = (n: number) => n >= NAMED_TOWNS_FIRST && n % 2 === 1;

/**
 * Smooth weighted round robin over the towns: any prefix of the sequence is spread over the
 * towns in proportion to their weights, and each full cycle of 320 matches them exactly.
 */
function townSchedule(total: number): number[] {
  const weights = TOWNS.map((t) => t.weight);
  const sum = weights.reduce((a, b) => a + b, 0);
  const current = weights.map(() => 0);
  const out: number[] = [];
  for (let n = 0; n < total; n += 1) {
    let best = 0;
    for (let t = 0; t < weights.length; t += 1) {
      current[t] = (current[t] ?? 0) + (weights[t] ?? 0);
      if ((current[t] ?? 0) > (current[best] ?? 0)) best = t;
    }
    current[best] = (current[best] ?? 0) - sum;
    out.push(best);
  }
  return out;
}

function hashString(value: string): number {
  let h = 0;
  for (let i = 0; i < value.length; i += 1) h = Math.imul(h ^ value.charCodeAt(i), 0x9e3779b1);
  return h >>> 0;
}

/** Drama-range phone numbers, each range handed out in a shuffled order before any repeats. */
class PhoneBook {
  private readonly orders = new Map<string, { order: number[]; next: number }>();

  constructor(private readonly seed: number) {}

  take(range: PhoneRange): string {
    let entry = this.orders.get(range.prefix);
    if (!entry) {
      const numbers = Array.from({ length: 1000 }, (_, i) => range.first + i);
      const order = new Random(mixSeed(this.seed, hashString(range.prefix))).shuffle(numbers);
      entry = { order, next: 0 };
      this.orders.set(range.prefix, entry);
    }
    const value = entry.order[entry.next % entry.order.length] ?? range.first;
    entry.next += 1;
    return `${range.prefix}${String(value).padStart(range.width, '0')}`;
  }
}

function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
}

const PRICE_FACTOR: Record<number, number> = { 1: 0.68, 2: 0.84, 3: 1, 4: 1.3, 5: 1.75 };
const DRINK_CATEGORY = /drink|bebidas|vins|boissons/i;

function priceFor(base: number, level: number, isDrink: boolean): string {
  const factor = PRICE_FACTOR[level] ?? 1;
  // Drinks move less with the restaurant's price level than the food does.
  const scaled = base * (isDrink ? 1 + (factor - 1) * 0.5 : factor);
  let rounded: number;
  if (scaled < 4) rounded = Math.round(scaled * 10) / 10;
  else if (level >= 4 && scaled >= 12) rounded = Math.round(scaled);
  else rounded = Math.round(scaled * 2) / 2;
  return Math.max(rounded, 1).toFixed(2);
}

const DAY_MS = 86_400_000;
/** Reviews fall in the 18 months before this date (never the clock: the data is fixed). */
const REVIEW_WINDOW_END = Date.UTC(2026, 10, 1);
const REVIEW_WINDOW_START = Date.UTC(2025, 4, 1);
const CREATED_FROM = Date.UTC(2023, 0, 9);

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function toTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

function slotsBetween(weekday: Weekday, from: string, to: string): PlannedSlot[] {
  const out: PlannedSlot[] = [];
  for (let t = toMinutes(from); t + 30 <= toMinutes(to); t += 30) {
    out.push({ weekday, start: toTime(t), end: toTime(t + 30) });
  }
  return out;
}

type HoursPattern =
  | 'closed-monday'
  | 'closed-monday-tuesday'
  | 'closed-sunday-evening'
  | 'closed-monday-sunday-evening'
  | 'all-week'
  | 'dinner-only';

function planOpeningSlots(rng: Random): PlannedSlot[] {
  const pattern = rng.weighted<HoursPattern>(
    [
      'closed-monday',
      'closed-monday-tuesday',
      'closed-sunday-evening',
      'closed-monday-sunday-evening',
      'all-week',
      'dinner-only',
    ],
    [34, 10, 14, 10, 22, 10],
  );
  const lunchStart = rng.chance(0.2) ? '11:30' : '12:00';
  const lunchEnd = rng.weighted(['14:30', '15:00', '14:00'], [60, 30, 10]);
  const dinnerStart = rng.weighted(['17:30', '17:00', '18:00'], [50, 25, 25]);
  const dinnerEnd = rng.weighted(['22:00', '21:30', '22:30'], [60, 20, 20]);
  const lateEnd = toTime(Math.min(toMinutes(dinnerEnd) + 30, toMinutes('23:00')));
  const dinnerOnlyClosesMonday = rng.chance(0.5);

  const slots: PlannedSlot[] = [];
  for (const day of WEEK_FROM_MONDAY) {
    const closed =
      (day === 'monday' &&
        (pattern === 'closed-monday' ||
          pattern === 'closed-monday-tuesday' ||
          pattern === 'closed-monday-sunday-evening' ||
          (pattern === 'dinner-only' && dinnerOnlyClosesMonday))) ||
      (day === 'tuesday' && pattern === 'closed-monday-tuesday');
    if (closed) continue;
    const weekend = day === 'friday' || day === 'saturday';
    if (pattern !== 'dinner-only') {
      // A longer Sunday lunch where the kitchen shuts for the evening.
      const sundayLunchOnly =
        day === 'sunday' &&
        (pattern === 'closed-sunday-evening' || pattern === 'closed-monday-sunday-evening');
      slots.push(...slotsBetween(day, lunchStart, sundayLunchOnly ? '16:00' : lunchEnd));
      if (sundayLunchOnly) continue;
    }
    slots.push(...slotsBetween(day, dinnerStart, weekend ? lateEnd : dinnerEnd));
  }
  return slots;
}

function planMenu(rng: Random, cuisine: CuisineSeed, priceLevel: number) {
  const [mains, ...others] = cuisine.menu;
  if (!mains) return [];
  const count = rng.int(2, Math.min(5, cuisine.menu.length));
  const chosen = [mains, ...rng.sample(others, count - 1)].sort(
    (a, b) => cuisine.menu.indexOf(a) - cuisine.menu.indexOf(b),
  );
  return chosen.map((category) => {
    const itemCount = rng.int(3, Math.min(8, category.items.length));
    const items = rng
      .sample(category.items, itemCount)
      .sort((a, b) => category.items.indexOf(a) - category.items.indexOf(b));
    const isDrink = DRINK_CATEGORY.test(category.name);
    return {
      name: category.name,
      items: items.map(([name, base, symbol, description]) => ({
        name,
        symbol,
        price: priceFor(base, priceLevel, isDrink),
        description: description !== null && rng.chance(0.12) ? null : description,
      })),
    };
  });
}

function reviewText(rng: Random, rating: 1 | 2 | 3 | 4 | 5, dish: string): string {
  const pool = REVIEWS[rating];
  const parts = [rng.pick(pool.openers)];
  const withFood = rng.chance(0.85);
  const withService = rng.chance(0.55);
  if (withFood || !withService) parts.push(rng.pick(pool.food).replace('{dish}', dish));
  if (withService) parts.push(rng.pick(pool.service));
  if (rng.chance(0.45)) parts.push(rng.pick(pool.closers));
  return parts.join(' ');
}

function planReviews(rng: Random, dishes: readonly string[]): PlannedReview[] {
  const quality = rng.float();
  const weights = [6 - 5 * quality, 10 - 7 * quality, 20 - 12 * quality, 30, 20 + 50 * quality];
  const total = rng.chance(0.06) ? 0 : rng.int(1, 20);
  const span = (REVIEW_WINDOW_END - REVIEW_WINDOW_START) / DAY_MS;
  const out: PlannedReview[] = [];
  for (let i = 0; i < total; i += 1) {
    const rating = rng.weighted([1, 2, 3, 4, 5] as const, weights);
    out.push({
      rating,
      review: reviewText(rng, rating, rng.pick(dishes)),
      firstName: rng.pick(FIRST_NAMES),
      reviewedOn: isoDate(REVIEW_WINDOW_START + rng.int(0, span - 1) * DAY_MS),
    });
  }
  return out;
}

/** Every row of the demo data for `total` restaurants, in insertion order. */
export function planDemoData(total: number, seed: number = DEFAULT_SEED): PlannedRestaurant[] {
  const postcodes = townPostcodes();
  const schedule = townSchedule(total - Math.max(0, Math.floor((total - NAMED_TOWNS_FIRST) / 2)));
  const uuids = new Random(mixSeed(seed, 0x75756964));
  const phones = new PhoneBook(seed);
  const towns = TOWNS.map((town, t) => ({
    town,
    postcodes: new Random(mixSeed(seed, 0x706f7374, t)).shuffle(postcodes.get(town.name) ?? []),
  }));
  // Each town cycles through every cuisine in its own order, so even London's share of a small
  // seed has several restaurants of each.
  const cuisineOrders = TOWNS.map((_, t) =>
    new Random(mixSeed(seed, 0x63756973, t)).shuffle(CUISINES),
  );
  const namesByTown = TOWNS.map(() => new Set<string>());
  const seenInTown = TOWNS.map(() => 0);
  const websites = new Set<string>();
  // The best-listed online restaurant so far (GET /user/restaurant sorts by rating): the e2e
  // suite books at the first one listed, whatever the seed's size.
  let leader: ListingRank | null = null;

  const elsewhere =
    total > NAMED_TOWNS_FIRST
      ? new Random(mixSeed(seed, 0x656c7365)).shuffle(elsewherePostcodes())
      : [];
  const elsewhereCuisines = new Random(mixSeed(seed, 0x656c6375)).shuffle(CUISINES);
  const namesElsewhere = new Map<string, Set<string>>();
  let seenElsewhere = 0;

  const plan: PlannedRestaurant[] = [];
  let inTowns = 0;
  for (let n = 0; n < total; n += 1) {
    const away = goesElsewhere(n);
    // The towns' own sequence is unchanged by the restaurants placed elsewhere.
    const t = away ? -1 : (schedule[inTowns++] ?? 0);
    const k = away ? seenElsewhere++ : (seenInTown[t] ?? 0);
    if (!away) seenInTown[t] = k + 1;
    const rng = new Random(mixSeed(seed, n, 0x72657374));
    const uuid = uuids.uuid();
    let cuisine: (typeof CUISINES)[number];
    let point: CsvPoint & { streets: readonly string[] };
    let town: { name: string; phone: PhoneRange };
    let used: Set<string>;
    if (away) {
      const spot = elsewhere[k % elsewhere.length] ?? missing('postcode elsewhere');
      cuisine = elsewhereCuisines[k % CUISINES.length] ?? missing('cuisine');
      point = { ...spot, streets: COMMON_STREETS };
      town = { name: spot.place, phone: ELSEWHERE_PHONES };
      used = namesElsewhere.get(spot.place) ?? new Set<string>();
      namesElsewhere.set(spot.place, used);
    } else {
      const { town: named, postcodes: townCodes } = towns[t] ?? missing(`town ${t}`);
      cuisine = cuisineOrders[t]?.[k % CUISINES.length] ?? missing('cuisine');
      point = townCodes[k % townCodes.length] ?? missing(`postcode in ${named.name}`);
      town = named;
      used = namesByTown[t] ?? new Set<string>();
    }
    const street = rng.pick(point.streets);

    // Name: a cuisine-flavoured pair, unique within the town.
    let name = '';
    for (let attempt = 0; attempt < 24 && (name === '' || used.has(name)); attempt += 1) {
      const [firsts, seconds] = rng.weighted(
        cuisine.names,
        cuisine.names.map(([a, b]) => a.length * b.length),
      );
      name = `${rng.pick(firsts)} ${rng.pick(seconds)}`;
    }
    if (used.has(name)) name = `${name} ${street}`;
    for (let branch = 2; used.has(name); branch += 1)
      name = `${name.split(' No. ')[0]} No. ${branch}`;
    used.add(name);

    let website: string | null = null;
    if (!rng.chance(0.08)) {
      let slug = slugify(name);
      if (websites.has(slug)) slug = `${slug}${slugify(town.name)}`;
      for (let i = 2; websites.has(slug); i += 1)
        slug = `${slugify(name)}${slugify(town.name)}${i}`;
      websites.add(slug);
      website = `https://www.${slug}.co.uk`;
    }
    const phone = rng.chance(0.05) ? null : phones.take(town.phone);
    const address = rng.chance(0.04)
      ? null
      : `${rng.int(1, 180)} ${street}, ${town.name} ${point.key}`;
    const offset = rng.weighted([-1, 0, 1, 2], [20, 55, 20, 5]);
    const priceLevel = Math.min(5, Math.max(1, cuisine.priceLevel + offset));

    const sentences = [
      rng.pick(cuisine.descriptions).replace('{town}', town.name),
      rng.pick(DESCRIPTION_MIDDLES),
    ];
    if (rng.chance(0.35)) sentences.push(rng.pick(DESCRIPTION_ENDINGS));
    if (rng.chance(0.15)) sentences.splice(1);

    const labels = rng.chance(0.05)
      ? []
      : (() => {
          const wanted = rng.int(1, 4);
          const own = rng.sample(cuisine.labels, Math.min(wanted, rng.int(0, 2)));
          const rest = rng.sample(
            LABEL_TAGS.filter((l) => !own.includes(l)),
            wanted - own.length,
          );
          return [...own, ...rest];
        })();
    const about = rng.chance(0.06) ? [] : rng.sample(ABOUT_TAGS, rng.int(1, 4));

    const tables = Array.from({ length: rng.int(3, 10) }, () =>
      rng.weighted([2, 4, 6, 8, 10, 12], [35, 35, 14, 8, 4, 4]),
    ).sort((a, b) => a - b);

    const menu = rng.chance(0.06) ? [] : planMenu(rng, cuisine, priceLevel);
    // Reviews mention the restaurant's own mains (or the cuisine's, when it lists no menu).
    const dishes =
      menu[0]?.items.map((i) => i.name) ??
      (cuisine.menu[0]?.items ?? []).map((i: MenuItemSeed) => i[0]);

    const createdAt = new Date(
      CREATED_FROM + rng.int(0, 1200) * DAY_MS + rng.int(8 * 60, 18 * 60) * 60_000,
    );
    const fileCount = rng.weighted([0, 1, 2], [45, 35, 20]);
    const files = rng.sample(MENU_FILES, fileCount).map(([fileName, extension]) => ({
      fileName,
      extension,
      createdAt: new Date(
        Math.min(createdAt.getTime() + rng.int(1, 300) * DAY_MS, REVIEW_WINDOW_END - DAY_MS),
      ),
    }));

    const photoCount = rng.chance(0.08) ? 0 : rng.int(1, 6);
    const photoRows = Array.from({ length: photoCount }, (_, i) => ({
      avatar: rng.chance(0.1) ? null : `images/photos/${uuid}/${i + 1}.jpg`,
      position: i + 1,
    }));

    // Drawn in the order the row literal used to draw them, so `rng` gives the same values.
    const avatar = rng.chance(0.07) ? null : `images/restaurants/${uuid}.jpg`;
    const menuDescription = rng.chance(0.15) ? null : rng.pick(cuisine.menuNotes);
    const photoDescription = photoCount === 0 || rng.chance(0.2) ? null : rng.pick(PHOTO_NOTES);
    const onlineBooking = rng.chance(0.85);
    const slots = planOpeningSlots(rng);
    const reviews = planReviews(rng, dishes.length > 0 ? dishes : ['food']);

    const seatingRng = new Random(mixSeed(seed, n, 0x73656174));
    let seating = planSeatingRules(seatingRng, priceLevel);
    let combinations = planCombinations(seatingRng, tables);
    // A stream of its own, so adding the policy changed no other seeded value.
    let cancellation = planCancellationPolicy(new Random(mixSeed(seed, n, 0x63616e63)));
    const rank = {
      average: reviews.length ? reviews.reduce((a, v) => a + v.rating, 0) / reviews.length : 0,
      reviews: reviews.length,
    };
    if (onlineBooking && (!leader || listedBefore(rank, leader))) {
      // Whichever prefix is seeded, its first listed online restaurant is one of these: it
      // keeps the default rules and, seats allowing, joins tables for a party of 16.
      leader = rank;
      seating = { ...DEFAULT_SEATING_RULES };
      cancellation = { ...DEFAULT_CANCELLATION_POLICY };
      combinations = withCombinationFor(tables, combinations, 16);
    }

    plan.push({
      uuid,
      name,
      town: town.name,
      cuisine: cuisine.name,
      avatar,
      address,
      postCode: point.key,
      latitude: point.latitude,
      longitude: point.longitude,
      description: sentences.join(' '),
      website,
      phone,
      menuDescription,
      photoDescription,
      onlineBooking,
      priceLevel,
      createdAt,
      labels,
      about,
      slots,
      tables,
      menu,
      menuFiles: files,
      photos: photoRows,
      reviews,
      seating,
      cancellation,
      combinations,
    });
  }
  return plan;
}
