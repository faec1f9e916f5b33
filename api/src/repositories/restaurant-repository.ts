import { type SQL, sql } from 'drizzle-orm';
import { busiestCuisine } from 'shared/search/busiest-cuisine';
import type { AppDatabase } from '../db/client';
import type { Weekday } from '../lib/wire-date';

export type SortOption = 'relevance' | 'rating' | 'reviews' | 'price_desc' | 'price_asc';

export interface RestaurantCard {
  id: number;
  uuid: string;
  name: string;
  avatar: string | null;
  address: string | null;
  post_code: string | null;
  latitude: number;
  longitude: number;
  description: string | null;
  category: string;
  category_list: { name: string };
  label_tags: { name: string }[];
  rating: number;
  review_count: number;
  price_level: number;
  online_booking: boolean;
  distance_km?: number;
}

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** A card as SQL returns it, before tags and rounding. */
type CardRow = Omit<
  RestaurantCard,
  'category_list' | 'label_tags' | 'rating' | 'review_count' | 'price_level' | 'distance_km'
> & {
  rating_avg: number;
  review_count: number;
  price_level: number;
  distance_km?: number | null;
  total?: number | string;
};

/** A database or an open transaction: anything raw SQL can run on. */
export type Executor = Pick<AppDatabase, 'execute'>;

/** Both drivers (pg and PGlite) answer raw SQL with `{ rows }`. */
export const rows = async <T>(db: Executor, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const CARD_COLUMNS = sql`r.id, r.uuid::text as uuid, r.name, r.avatar, r.address, r.post_code, r.latitude,
  r.longitude, r.description, c.name as category, r.rating_avg, r.review_count, r.price_level, r.online_booking`;

async function labelTags(db: AppDatabase, ids: number[]): Promise<Map<number, { name: string }[]>> {
  const byRestaurant = new Map<number, { name: string }[]>();
  if (ids.length === 0) return byRestaurant;
  const tags = await rows<{ restaurant_id: number; name: string }>(
    db,
    sql`select restaurant_id, name from restaurant_tags
        where kind = 'label' and restaurant_id = any(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)})
        order by id`,
  );
  for (const tag of tags) {
    const list = byRestaurant.get(tag.restaurant_id) ?? [];
    list.push({ name: tag.name });
    byRestaurant.set(tag.restaurant_id, list);
  }
  return byRestaurant;
}

async function toCards(db: AppDatabase, found: CardRow[]): Promise<RestaurantCard[]> {
  const tags = await labelTags(
    db,
    found.map((r) => r.id),
  );
  return found.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    name: r.name,
    avatar: r.avatar,
    address: r.address,
    post_code: r.post_code,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    description: r.description,
    category: r.category,
    category_list: { name: r.category },
    label_tags: tags.get(r.id) ?? [],
    rating: Math.round(Number(r.rating_avg) * 10) / 10,
    review_count: Number(r.review_count),
    price_level: Number(r.price_level),
    online_booking: r.online_booking,
    ...(r.distance_km != null
      ? { distance_km: Math.round(Number(r.distance_km) * 100) / 100 }
      : {}),
  }));
}

function toPage(
  cards: RestaurantCard[],
  total: number,
  page: number,
  perPage: number,
): Page<RestaurantCard> {
  return {
    data: cards,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface SearchFilters {
  onlineBooking?: boolean;
  cuisineIds?: number[];
  sort: SortOption;
  page: number;
  perPage: number;
}

function filterSql({ onlineBooking, cuisineIds }: SearchFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (onlineBooking) parts.push(sql`r.online_booking`);
  if (cuisineIds && cuisineIds.length > 0) {
    parts.push(
      sql`r.cuisine_id = any(${sql.raw(`array[${cuisineIds.map(Number).join(',')}]::int[]`)})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** The sorts that do not depend on the query; relevance is the caller's own ordering. */
function explicitSort(sort: SortOption): SQL | null {
  switch (sort) {
    case 'rating':
      return sql`r.rating_avg desc, r.review_count desc`;
    case 'reviews':
      return sql`r.review_count desc, r.rating_avg desc`;
    case 'price_desc':
      return sql`r.price_level desc, r.rating_avg desc`;
    case 'price_asc':
      return sql`r.price_level asc, r.rating_avg desc`;
    default:
      return null;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Name search in SQL: case-insensitive and partial, ranked exact > prefix > contains >
 * similar (trigram word similarity catches typos). The search index answers the common
 * cases in memory; this runs when nothing contains the query, and for the plain listing.
 */
export async function searchByName(
  db: AppDatabase,
  name: string,
  filters: SearchFilters,
): Promise<Page<RestaurantCard>> {
  const q = name.trim().toLowerCase();
  const like = escapeLike(q);
  const rank = q
    ? sql`case when lower(r.name) = ${q} then 0
               when lower(r.name) like ${`${like}%`} then 1
               when lower(r.name) like ${`%${like}%`} then 2
               else 3 end`
    : sql`0`;
  const match = q ? sql`(lower(r.name) like ${`%${like}%`} or lower(r.name) %> ${q})` : sql`true`;
  const order =
    explicitSort(filters.sort) ??
    (q
      ? sql`rank, word_similarity(${q}, lower(r.name)) desc, similarity(${q}, lower(r.name)) desc, r.rating_avg desc`
      : sql`r.rating_avg desc, r.review_count desc`);
  const found = await rows<CardRow>(
    db,
    sql`select ${CARD_COLUMNS}, ${rank} as rank, count(*) over() as total
        from restaurants r join cuisines c on c.id = r.cuisine_id
        where ${match} and ${filterSql(filters)}
        order by ${order}, r.id
        limit ${filters.perPage} offset ${(filters.page - 1) * filters.perPage}`,
  );
  const total =
    found.length > 0 ? Number(found[0]!.total) : await countMatching(db, match, filters);
  return toPage(await toCards(db, found), total, filters.page, filters.perPage);
}

/** Only needed when the page asked for lies past the end and returned no rows. */
async function countMatching(db: AppDatabase, match: SQL, filters: SearchFilters): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from restaurants r where ${match} and ${filterSql(filters)}`,
  );
  return Number(row?.n ?? 0);
}

/** All restaurants, best rated first, a page at a time. */
export async function listRestaurants(
  db: AppDatabase,
  page: number,
  perPage: number,
): Promise<Page<RestaurantCard>> {
  return searchByName(db, '', { sort: 'rating', page, perPage });
}

/** The best-rated restaurants with enough reviews for the rating to mean something. */
export async function topReviewed(db: AppDatabase, limit: number): Promise<RestaurantCard[]> {
  const found = await rows<CardRow>(
    db,
    sql`select ${CARD_COLUMNS} from restaurants r join cuisines c on c.id = r.cuisine_id
        where r.review_count >= 3
        order by r.rating_avg desc, r.review_count desc, r.id
        limit ${limit}`,
  );
  return toCards(db, found);
}

export interface CuisineWithRestaurants {
  id: number;
  name: string;
  count: number;
  restaurants: RestaurantCard[];
}

/** Every cuisine with its restaurant count and its best-rated restaurants (the home grid). */
export async function listCuisines(
  db: AppDatabase,
  perCuisine: number,
  { restaurants = 'all' }: { restaurants?: 'all' | 'busiest' | 'none' } = {},
): Promise<CuisineWithRestaurants[]> {
  const cuisines = await rows<{ id: number; name: string; count: number | string }>(
    db,
    sql`select c.id, c.name, count(r.id) as count
        from cuisines c left join restaurants r on r.cuisine_id = c.id
        group by c.id order by c.name`,
  );
  const counted = cuisines.map((c) => ({ id: c.id, name: c.name, count: Number(c.count) }));
  if (restaurants === 'none') return counted.map((c) => ({ ...c, restaurants: [] }));
  // The home page's first screen shows one cuisine's restaurants: it is sent only those.
  const only = restaurants === 'busiest' ? busiestCuisine(counted) : undefined;
  const top = await rows<CardRow & { cuisine_id: number }>(
    db,
    sql`select * from (
          select ${CARD_COLUMNS}, r.cuisine_id,
                 row_number() over (partition by r.cuisine_id order by r.rating_avg desc, r.review_count desc, r.id) as n
          from restaurants r join cuisines c on c.id = r.cuisine_id
          ${only ? sql`where r.cuisine_id = ${only.id}` : sql``}
        ) ranked where n <= ${perCuisine}`,
  );
  const cards = await toCards(db, top);
  return counted.map((c) => ({
    ...c,
    restaurants: cards.filter((_, i) => top[i]!.cuisine_id === c.id),
  }));
}

/** Every restaurant as a card, with what search filters and sorts on. */
export interface SearchRow {
  card: RestaurantCard;
  cuisineId: number;
  /** The exact average, which sorts; the card shows it rounded. */
  ratingAvg: number;
}

export async function loadSearchRows(db: AppDatabase): Promise<SearchRow[]> {
  const found = await rows<CardRow & { cuisine_id: number }>(
    db,
    sql`select ${CARD_COLUMNS}, r.cuisine_id from restaurants r join cuisines c on c.id = r.cuisine_id order by r.id`,
  );
  const cards = await toCards(db, found);
  return cards.map((card, i) => ({
    card,
    cuisineId: found[i]!.cuisine_id,
    ratingAvg: Number(found[i]!.rating_avg),
  }));
}

/** Every cuisine's id, those without restaurants too. */
/** Every cuisine the site has, those no restaurant serves too. */
export async function loadCuisines(db: AppDatabase): Promise<{ id: number; name: string }[]> {
  const found = await rows<{ id: number; name: string }>(db, sql`select id, name from cuisines`);
  return found.map((row) => ({ id: Number(row.id), name: row.name }));
}

/** Changes whenever anything search shows or sorts on changes. */
export async function searchFingerprint(db: AppDatabase): Promise<string> {
  const [row] = await rows<{ f: string | null }>(
    db,
    sql`select md5(
          coalesce((select string_agg(concat_ws(':', r.id, r.name, r.avatar, r.address, r.post_code, r.latitude, r.longitude,
                      r.cuisine_id, r.description, r.rating_avg, r.review_count, r.price_level, r.online_booking), ',' order by r.id)
                    from restaurants r), '')
          || coalesce((select string_agg(concat_ws(':', t.id, t.restaurant_id, t.kind, t.name), ',' order by t.id) from restaurant_tags t), '')
          || coalesce((select string_agg(concat_ws(':', c.id, c.name), ',' order by c.id) from cuisines c), '')) as f`,
  );
  return row?.f ?? '';
}

export interface Centroids {
  sectors: Map<string, GeoPoint>;
  districts: Map<string, GeoPoint>;
}

export async function loadCentroids(db: AppDatabase): Promise<Centroids> {
  const [sectors, districts] = await Promise.all([
    rows<{ key: string; latitude: number; longitude: number }>(
      db,
      sql`select sector as key, latitude, longitude from postcode_sectors`,
    ),
    rows<{ key: string; latitude: number; longitude: number }>(
      db,
      sql`select district as key, latitude, longitude from postcode_districts`,
    ),
  ]);
  const toMap = (list: typeof sectors) =>
    new Map(
      list.map((p) => [p.key, { latitude: Number(p.latitude), longitude: Number(p.longitude) }]),
    );
  return { sectors: toMap(sectors), districts: toMap(districts) };
}

export interface RestaurantDetail extends RestaurantCard {
  about_label_tags: { name: string }[];
  website: string | null;
  phone: string | null;
  aval_slots: Partial<Record<Weekday, { slot_start: string; slot_end: string }[]>>;
  max_online_party: number;
  booking_horizon_days: number;
  min_notice_minutes: number;
  /** Free cancellation until this many hours before; parties of large_party_size or more give large_party_hours. */
  cancellation_policy: {
    free_cancellation_hours: number;
    large_party_size: number | null;
    large_party_hours: number | null;
  };
  menu_description: { description: string } | null;
  photo_description: { description: string } | null;
  categories: {
    name: string;
    menus: { name: string; symbol: string | null; price: string; description: string | null }[];
  }[];
  photo: { id: number; avatar: string | null }[];
  reviews: {
    id: number;
    rating: number;
    review: string;
    date: string;
    guest_informaion: { first_name: string };
  }[];
}

const hhmm = (time: string) => time.slice(0, 5);

/** A restaurant by numeric id or uuid, with everything its page shows; null when unknown. */
export async function findRestaurant(
  db: AppDatabase,
  idOrUuid: string,
): Promise<RestaurantDetail | null> {
  const where = /^\d+$/.test(idOrUuid)
    ? sql`r.id = ${Number(idOrUuid)}`
    : sql`r.uuid = ${idOrUuid}::uuid`;
  // One statement for the row and its lists: seven round trips made the page the slowest read
  // at scale (ADR 0065).
  const [row] = await rows<
    CardRow & {
      website: string | null;
      phone: string | null;
      menu_description: string | null;
      photo_description: string | null;
      max_online_party: number;
      booking_horizon_days: number;
      min_notice_minutes: number;
      free_cancellation_hours: number;
      large_party_size: number | null;
      large_party_cancellation_hours: number | null;
      about: { name: string }[];
      slots: { weekday: Weekday; slot_start: string; slot_end: string }[];
      menu: {
        category: string;
        category_id: number;
        name: string | null;
        symbol: string | null;
        price: string | null;
        description: string | null;
      }[];
      photo: { id: number; avatar: string | null }[];
      review: {
        id: number;
        rating: number;
        review: string;
        reviewed_on: string;
        first_name: string;
      }[];
    }
  >(
    db,
    sql`select ${CARD_COLUMNS}, r.website, r.phone, r.menu_description, r.photo_description,
          r.max_online_party, r.booking_horizon_days, r.min_notice_minutes,
          r.free_cancellation_hours, r.large_party_size, r.large_party_cancellation_hours,
          coalesce((select json_agg(json_build_object('name', t.name) order by t.id)
                      from restaurant_tags t where t.restaurant_id = r.id and t.kind = 'about'),
                   '[]') as about,
          coalesce((select json_agg(json_build_object('weekday', s.weekday,
                                      'slot_start', s.slot_start::text, 'slot_end', s.slot_end::text)
                                    order by s.slot_start)
                      from opening_slots s where s.restaurant_id = r.id), '[]') as slots,
          coalesce((select json_agg(json_build_object('category', mc.name, 'category_id', mc.id,
                                      'name', mi.name, 'symbol', mi.symbol, 'price', mi.price::text,
                                      'description', mi.description)
                                    order by mc.position, mc.id, mi.position, mi.id)
                      from menu_categories mc left join menu_items mi on mi.category_id = mc.id
                     where mc.restaurant_id = r.id), '[]') as menu,
          coalesce((select json_agg(json_build_object('id', p.id, 'avatar', p.avatar)
                                    order by p.position, p.id)
                      from photos p where p.restaurant_id = r.id), '[]') as photo,
          coalesce((select json_agg(json_build_object('id', v.id, 'rating', v.rating,
                                      'review', v.review, 'reviewed_on', v.reviewed_on::text,
                                      'first_name', v.first_name)
                                    order by v.reviewed_on desc, v.id desc)
                      from reviews v where v.restaurant_id = r.id), '[]') as review
        from restaurants r join cuisines c on c.id = r.cuisine_id where ${where}`,
  );
  if (!row) return null;
  const [card] = await toCards(db, [row]);
  const { about, slots, menu, photo, review } = row;
  const avalSlots: RestaurantDetail['aval_slots'] = {};
  for (const s of slots)
    (avalSlots[s.weekday] ??= []).push({
      slot_start: hhmm(s.slot_start),
      slot_end: hhmm(s.slot_end),
    });
  const categories: RestaurantDetail['categories'] = [];
  let lastCategory = -1;
  for (const m of menu) {
    if (m.category_id !== lastCategory) {
      categories.push({ name: m.category, menus: [] });
      lastCategory = m.category_id;
    }
    if (m.name !== null) {
      categories.at(-1)!.menus.push({
        name: m.name,
        symbol: m.symbol,
        price: m.price ?? '0.00',
        description: m.description,
      });
    }
  }
  return {
    ...card!,
    about_label_tags: about,
    website: row.website,
    phone: row.phone,
    aval_slots: avalSlots,
    max_online_party: Number(row.max_online_party),
    booking_horizon_days: Number(row.booking_horizon_days),
    min_notice_minutes: Number(row.min_notice_minutes),
    cancellation_policy: {
      free_cancellation_hours: Number(row.free_cancellation_hours),
      large_party_size: row.large_party_size === null ? null : Number(row.large_party_size),
      large_party_hours:
        row.large_party_cancellation_hours === null
          ? null
          : Number(row.large_party_cancellation_hours),
    },
    menu_description: row.menu_description ? { description: row.menu_description } : null,
    photo_description: row.photo_description ? { description: row.photo_description } : null,
    categories,
    photo,
    reviews: review.map((r) => ({
      id: r.id,
      rating: Number(r.rating),
      review: r.review,
      date: r.reviewed_on,
      guest_informaion: { first_name: r.first_name },
    })),
  };
}

/** A restaurant's id and whether it takes bookings online (else by phone only). */
export interface BookingTerms {
  id: number;
  onlineBooking: boolean;
}

/** The restaurant's booking terms; null when unknown. */
export async function findBookingTerms(
  db: AppDatabase,
  uuid: string,
): Promise<BookingTerms | null> {
  const [row] = await rows<{ id: number; online_booking: boolean }>(
    db,
    sql`select id, online_booking from restaurants where uuid = ${uuid}::uuid`,
  );
  return row ? { id: row.id, onlineBooking: row.online_booking } : null;
}

export async function findRestaurantId(db: AppDatabase, uuid: string): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select id from restaurants where uuid = ${uuid}::uuid`,
  );
  return row?.id ?? null;
}

export interface MenuFile {
  id: number;
  file_name: string;
  extension: string;
  url: string;
}

export async function listMenuFiles(db: AppDatabase, restaurantId: number): Promise<MenuFile[]> {
  const files = await rows<{ id: number; file_name: string; extension: string }>(
    db,
    sql`select id, file_name, extension from menu_files where restaurant_id = ${restaurantId} order by id`,
  );
  return files.map((f) => ({ ...f, url: `files/menus/${f.id}.${f.extension}` }));
}

/**
 * When free cancellation would end for a party booking `date` (yyyy-mm-dd) at `time` (HH:MM,
 * London): the restaurant's policy as the booking would be given it (drizzle/0011).
 */
export async function cancellationDeadline(
  db: AppDatabase,
  restaurantId: number,
  date: string,
  time: string,
  party: number,
): Promise<{ cancelBy: Date; hours: number }> {
  const [row] = await rows<{ cancel_by: string | Date; hours: number }>(
    db,
    sql`select hours, ((${date}::date + ${time}::time) at time zone 'Europe/London')
                      - make_interval(hours => hours) as cancel_by
        from free_cancellation_hours_for(${restaurantId}, ${party}) as hours`,
  );
  return { cancelBy: new Date(row!.cancel_by), hours: Number(row!.hours) };
}
