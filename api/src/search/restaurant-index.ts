import { NEAR_RADIUS_KM } from 'shared/constants';
import type { ParsedPostcode } from '../lib/postcode';
import {
  type BookingTerms,
  type Centroids,
  type GeoPoint,
  type Page,
  type RestaurantCard,
  type SearchFilters,
  type SearchRow,
  type SortOption,
} from '../repositories/restaurant-repository';
import {
  answerOf,
  type Cuisine,
  type Place,
  QueryReader,
  type QueryReading,
  type ReadingAnswer,
  type ReadingKind,
} from './query-readings';
import { topK } from './top-k';

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;
const KM_PER_DEGREE = EARTH_RADIUS_KM * RAD;
/** Grid cell size in degrees: a 10 km radius touches a handful of cells. */
const CELL = 0.1;

export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLon = (b.longitude - a.longitude) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A page of results, with what the search's words were read as when they could be more. */
export type SearchPage = Page<RestaurantCard> & {
  reading?: ReadingAnswer;
  other_readings?: ReadingAnswer[];
};

/** Memoised search answers per index: a few MB at most. */
const MAX_ANSWERS = 2000;

const cellKey = (lat: number, lon: number) =>
  Math.floor(lat / CELL) * 100_000 + Math.floor(lon / CELL);

type Compare = (a: number, b: number) => number;

/**
 * Search over an in-memory copy of the restaurant listings. PostgreSQL stays the source of
 * truth; the copy is rebuilt when the data changes (see plugins/search-index.ts). A search is
 * then a scan over typed arrays in this process instead of SQL round trips. Candidates are
 * row numbers, never objects, because a central-London postcode has thousands of them.
 */
export class RestaurantIndex {
  private readonly cards: RestaurantCard[];
  private readonly lowerNames: string[];
  /** Every lower-cased name, newline-separated, so one native indexOf scans them all. */
  private readonly haystack: string;
  private readonly nameStart: Int32Array;
  private readonly ids: Int32Array;
  private readonly lat: Float64Array;
  private readonly lon: Float64Array;
  private readonly cuisine: Int32Array;
  private readonly online: Uint8Array;
  private readonly rating: Float64Array;
  private readonly reviews: Int32Array;
  private readonly price: Int8Array;
  private readonly byUuid = new Map<string, number>();
  private readonly grid = new Map<number, number[]>();
  /** Scratch space reused by every search (the server is single-threaded). */
  private readonly rank: Float64Array;
  private readonly score: Float64Array;
  /** Every cuisine the site has, those without restaurants too (a filter on one finds none). */
  readonly cuisineIds: Set<number>;
  /**
   * Serialised answers by normalised query. Answers are a pure function of this index and the
   * query, and the index is replaced whole when the data changes, so entries never go stale.
   */
  private readonly answers = new Map<string, string>();
  /** What a query names besides restaurants: a kind of food, a place, or both. */
  readonly reader: QueryReader;
  /** When this index was built (ms since the epoch): its age is a metric. */
  readonly builtAt = Date.now();
  /** Pages as objects, for answers built on per request (a search's times, ADR 0051). */
  private readonly pages = new Map<string, Page<RestaurantCard>>();

  constructor(
    rows: SearchRow[],
    private readonly centroids: Centroids,
    readonly fingerprint: string,
    private readonly options: {
      memo: boolean;
      /** Every cuisine the site has; else the rows' own, unnamed. */
      cuisines?: readonly Cuisine[];
      /** The gazetteer a query's place is looked up in. */
      places?: readonly Place[];
    } = { memo: true },
  ) {
    const n = rows.length;
    this.cards = rows.map((r) => r.card);
    // Newlines cannot occur in a name or a (whitespace-folded) query, so no match spans two.
    this.lowerNames = rows.map((r) => r.card.name.toLowerCase().replace(/\s+/g, ' '));
    this.nameStart = new Int32Array(n + 1);
    let offset = 0;
    for (let i = 0; i < n; i++) {
      this.nameStart[i] = offset;
      offset += this.lowerNames[i]!.length + 1;
    }
    this.nameStart[n] = offset;
    this.haystack = this.lowerNames.join('\n') + '\n';
    this.ids = Int32Array.from(rows, (r) => r.card.id);
    this.lat = Float64Array.from(rows, (r) => r.card.latitude);
    this.lon = Float64Array.from(rows, (r) => r.card.longitude);
    this.cuisine = Int32Array.from(rows, (r) => r.cuisineId);
    this.online = Uint8Array.from(rows, (r) => (r.card.online_booking ? 1 : 0));
    this.rating = Float64Array.from(rows, (r) => r.ratingAvg);
    this.reviews = Int32Array.from(rows, (r) => r.card.review_count);
    this.price = Int8Array.from(rows, (r) => r.card.price_level);
    this.rank = new Float64Array(n);
    this.score = new Float64Array(n);
    this.cuisineIds = new Set(options.cuisines?.map((c) => c.id) ?? rows.map((r) => r.cuisineId));
    for (let i = 0; i < n; i++) {
      this.byUuid.set(this.cards[i]!.uuid, i);
      const key = cellKey(this.lat[i]!, this.lon[i]!);
      const cell = this.grid.get(key);
      if (cell) cell.push(i);
      else this.grid.set(key, [i]);
    }
    this.reader = new QueryReader(options.cuisines ?? [], options.places ?? [], (point) =>
      this.countNear(point),
    );
  }

  /** How many restaurants lie within NEAR_RADIUS_KM of the point. */
  countNear(point: GeoPoint): number {
    return this.within(point, NEAR_RADIUS_KM, () => true).length;
  }

  get size() {
    return this.cards.length;
  }

  /** The memoised answer for `key`, computing it on a miss; least recently used go first. */
  answer(key: string, compute: () => string): string {
    if (!this.options.memo) return compute();
    const hit = this.answers.get(key);
    if (hit !== undefined) {
      this.answers.delete(key);
      this.answers.set(key, hit);
      return hit;
    }
    const value = compute();
    if (this.answers.size >= MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, value);
    return value;
  }

  /**
   * `answer` for a page the caller builds on (and must not change): memoised the same way, so
   * a search with times runs the index's search once per query, not once per request.
   */
  memoPage(key: string, compute: () => Page<RestaurantCard>): Page<RestaurantCard> {
    if (!this.options.memo) return compute();
    const hit = this.pages.get(key);
    if (hit !== undefined) {
      this.pages.delete(key);
      this.pages.set(key, hit);
      return hit;
    }
    const value = compute();
    if (this.pages.size >= MAX_ANSWERS) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, value);
    return value;
  }

  /** The restaurant's id and whether it takes bookings online; null when unknown. */
  bookingTerms(uuid: string): BookingTerms | null {
    const i = this.byUuid.get(uuid.toLowerCase());
    return i === undefined ? null : { id: this.ids[i]!, onlineBooking: this.online[i] === 1 };
  }

  /** The centroid of the postcode's sector, else its district; null when unknown. */
  geocode(postcode: ParsedPostcode): GeoPoint | null {
    return (
      (postcode.sector ? this.centroids.sectors.get(postcode.sector) : undefined) ??
      this.centroids.districts.get(postcode.district) ??
      null
    );
  }

  private filter({ onlineBooking, cuisineIds }: SearchFilters): (i: number) => boolean {
    const cuisines = cuisineIds && cuisineIds.length > 0 ? new Set(cuisineIds) : null;
    if (!onlineBooking && !cuisines) return () => true;
    return (i) =>
      (!onlineBooking || this.online[i] === 1) && (!cuisines || cuisines.has(this.cuisine[i]!));
  }

  /** The explicit sorts; null for relevance, whose order depends on the query. */
  private explicitCompare(sort: SortOption): Compare | null {
    const { rating, reviews, price } = this;
    switch (sort) {
      case 'rating':
        return (a, b) => rating[b]! - rating[a]! || reviews[b]! - reviews[a]!;
      case 'reviews':
        return (a, b) => reviews[b]! - reviews[a]! || rating[b]! - rating[a]!;
      case 'price_desc':
        return (a, b) => price[b]! - price[a]! || rating[b]! - rating[a]!;
      case 'price_asc':
        return (a, b) => price[a]! - price[b]! || rating[b]! - rating[a]!;
      default:
        return null;
    }
  }

  private page(
    candidates: number[],
    compare: Compare,
    filters: SearchFilters,
    point: GeoPoint | null,
  ): Page<RestaurantCard> {
    const end = filters.page * filters.perPage;
    const ordered = topK(candidates, end, compare).slice(end - filters.perPage);
    const data = ordered.map((i) => {
      const card = this.cards[i]!;
      // The distance shown is the exact great-circle one, computed for this page only.
      return point
        ? { ...card, distance_km: Math.round(haversineKm(point, card) * 100) / 100 }
        : card;
    });
    return {
      data,
      current_page: filters.page,
      last_page: Math.max(1, Math.ceil(candidates.length / filters.perPage)),
      per_page: filters.perPage,
      total: candidates.length,
    };
  }

  /**
   * Name search ranked exact > prefix > contains (then by how much of the name the query
   * covers, then rating). Null when nothing contains the query: the caller then asks the
   * database for similar names (trigram matching catches typos).
   */
  byName(name: string, filters: SearchFilters): Page<RestaurantCard> | null {
    const q = name.trim().toLowerCase().replace(/\s+/g, ' ');
    const passes = this.filter(filters);
    const { rank, score, rating, ids, lowerNames, nameStart, haystack } = this;
    const candidates: number[] = [];
    if (!q) {
      for (let i = 0; i < lowerNames.length; i++) if (passes(i)) candidates.push(i);
    } else {
      let from = 0;
      for (;;) {
        const at = haystack.indexOf(q, from);
        if (at < 0) break;
        const i = this.rowAt(at);
        const lower = lowerNames[i]!;
        if (passes(i)) {
          const within = at - nameStart[i]!;
          rank[i] = lower === q ? 0 : within === 0 ? 1 : 2;
          score[i] = q.length / lower.length;
          candidates.push(i);
        }
        from = nameStart[i + 1]!;
      }
      if (candidates.length === 0) return null;
    }
    const relevance: Compare = q
      ? (a, b) => rank[a]! - rank[b]! || score[b]! - score[a]! || rating[b]! - rating[a]!
      : this.explicitCompare('rating')!;
    const order = this.explicitCompare(filters.sort) ?? relevance;
    return this.page(candidates, (a, b) => order(a, b) || ids[a]! - ids[b]!, filters, null);
  }

  /**
   * A search box's words read as a restaurant's name, a kind of food, a place, or a kind of
   * food in a place (ADR 0057). Names win when one contains the words, unless the diner chose
   * another reading (`wanted`); the answer says which reading it used and which others fit.
   * Null when no name contains the words and they name nothing else: the caller then looks
   * for similar names.
   */
  search(
    query: string,
    wanted: ReadingKind | undefined,
    filters: SearchFilters,
  ): SearchPage | null {
    const named = this.byName(query, filters);
    const readings = new Map<ReadingKind, QueryReading>();
    for (const reading of this.reader.read(query))
      if (!readings.has(reading.kind)) readings.set(reading.kind, reading);
    if (readings.size === 0) return named;
    const kinds: ReadingKind[] = [...(named ? (['name'] as const) : []), ...readings.keys()];
    const used = wanted && kinds.includes(wanted) ? wanted : kinds[0]!;
    const reading = readings.get(used);
    const page = reading ? this.pageOf(reading, filters) : named!;
    const answer = (kind: ReadingKind) => {
      const other = readings.get(kind);
      return other ? answerOf(other) : { kind };
    };
    return {
      ...page,
      reading: answer(used),
      other_readings: kinds.filter((kind) => kind !== used).map(answer),
    };
  }

  private pageOf(reading: QueryReading, filters: SearchFilters): Page<RestaurantCard> {
    const within =
      reading.kind === 'cuisine'
        ? {
            ...filters,
            // Cuisines ticked in the filters join the one the words named (spec: selected
            // categories merge their restaurants into the results).
            cuisineIds: [...new Set([reading.cuisine.id, ...(filters.cuisineIds ?? [])])],
          }
        : filters;
    return reading.place ? this.near(reading.place, within) : this.byName('', within)!;
  }

  /** Rows within `radiusKm` (great circle) that pass, with their distance in `score`. */
  private within(point: GeoPoint, radiusKm: number, passes: (i: number) => boolean): number[] {
    const { lat, lon, score } = this;
    const dLat = radiusKm / KM_PER_DEGREE;
    const dLon =
      radiusKm /
      (KM_PER_DEGREE *
        Math.max(Math.cos(Math.min(89, Math.abs(point.latitude) + dLat) * RAD), 1e-6));
    const found: number[] = [];
    for (
      let cy = Math.floor((point.latitude - dLat) / CELL);
      cy <= Math.floor((point.latitude + dLat) / CELL);
      cy++
    ) {
      for (
        let cx = Math.floor((point.longitude - dLon) / CELL);
        cx <= Math.floor((point.longitude + dLon) / CELL);
        cx++
      ) {
        const cell = this.grid.get(cy * 100_000 + cx);
        if (!cell) continue;
        for (const i of cell) {
          if (!passes(i)) continue;
          const distance = haversineKm(point, { latitude: lat[i]!, longitude: lon[i]! });
          if (distance > radiusKm) continue;
          score[i] = distance;
          found.push(i);
        }
      }
    }
    return found;
  }

  /** The row whose name contains haystack position `at` (binary search on name starts). */
  private rowAt(at: number): number {
    let lo = 0;
    let hi = this.nameStart.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.nameStart[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Within NEAR_RADIUS_KM, nearest first (or in the chosen sort); else the nearest page. */
  near(point: GeoPoint, filters: SearchFilters): Page<RestaurantCard> {
    const passes = this.filter(filters);
    const { lat, lon, score, ids } = this;
    // Planar (equirectangular) distance at the mid-latitude, whose cosine is taken to first
    // order (cos φ0 − sin φ0·Δφ/2): within 10 km it is a few centimetres from the great
    // circle, and it needs no trigonometry per candidate.
    const cos0 = Math.cos(point.latitude * RAD);
    const sinHalf = (Math.sin(point.latitude * RAD) * RAD) / 2;
    const ky = KM_PER_DEGREE;
    const limit = NEAR_RADIUS_KM * NEAR_RADIUS_KM;
    const dLat = NEAR_RADIUS_KM / ky;
    const dLon =
      NEAR_RADIUS_KM /
      (KM_PER_DEGREE * Math.max(Math.cos((Math.abs(point.latitude) + dLat) * RAD), 1e-6));
    const candidates: number[] = [];
    const yFrom = Math.floor((point.latitude - dLat) / CELL);
    const yTo = Math.floor((point.latitude + dLat) / CELL);
    const xFrom = Math.floor((point.longitude - dLon) / CELL);
    const xTo = Math.floor((point.longitude + dLon) / CELL);
    for (let cy = yFrom; cy <= yTo; cy++) {
      for (let cx = xFrom; cx <= xTo; cx++) {
        const cell = this.grid.get(cy * 100_000 + cx);
        if (!cell) continue;
        for (const i of cell) {
          const dy = lat[i]! - point.latitude;
          const x = (lon[i]! - point.longitude) * KM_PER_DEGREE * (cos0 - sinHalf * dy);
          const y = dy * ky;
          const d2 = x * x + y * y;
          if (d2 > limit || !passes(i)) continue;
          score[i] = d2;
          candidates.push(i);
        }
      }
    }
    const byDistance: Compare = (a, b) => score[a]! - score[b]! || ids[a]! - ids[b]!;
    if (candidates.length > 0) {
      const sort = this.explicitCompare(filters.sort);
      return this.page(
        candidates,
        sort ? (a, b) => sort(a, b) || byDistance(a, b) : byDistance,
        filters,
        point,
      );
    }
    // Nobody that near: the nearest ones, whatever the distance, as one page. Widen the search
    // ring until it holds a page: then the nearest page overall is inside it.
    let everyone: number[] = [];
    for (let radius = NEAR_RADIUS_KM * 4; ; radius *= 2) {
      everyone = this.within(point, radius, passes);
      if (everyone.length >= filters.perPage || radius >= 640) break;
    }
    if (everyone.length < filters.perPage) {
      everyone = [];
      for (let i = 0; i < ids.length; i++) {
        if (!passes(i)) continue;
        score[i] = haversineKm(point, { latitude: lat[i]!, longitude: lon[i]! });
        everyone.push(i);
      }
    }
    const nearest = topK(everyone, filters.perPage, byDistance);
    const page = this.page(nearest, byDistance, { ...filters, page: 1 }, point);
    return filters.page === 1 ? page : { ...page, data: [], current_page: filters.page };
  }
}
