import type { ParsedPostcode } from '../lib/postcode';
import {
  type Centroids,
  type GeoPoint,
  NEAR_RADIUS_KM,
  type Page,
  type RestaurantCard,
  type SearchFilters,
  type SearchRow,
  type SortOption,
} from '../repositories/restaurant-repository';
import { topK } from './top-k';

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;
/** Grid cell size in degrees: a 10 km radius touches at most a few cells. */
const CELL = 0.1;

type Candidate = { row: SearchRow; rank: number; coverage: number; distance: number };

export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLon = (b.longitude - a.longitude) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const cellKey = (lat: number, lon: number) => `${Math.floor(lat / CELL)}:${Math.floor(lon / CELL)}`;

/** The explicit sorts; null for relevance, whose order depends on the query. */
function explicitCompare(sort: SortOption): ((a: Candidate, b: Candidate) => number) | null {
  switch (sort) {
    case 'rating':
      return (a, b) =>
        b.row.ratingAvg - a.row.ratingAvg || b.row.card.review_count - a.row.card.review_count;
    case 'reviews':
      return (a, b) =>
        b.row.card.review_count - a.row.card.review_count || b.row.ratingAvg - a.row.ratingAvg;
    case 'price_desc':
      return (a, b) =>
        b.row.card.price_level - a.row.card.price_level || b.row.ratingAvg - a.row.ratingAvg;
    case 'price_asc':
      return (a, b) =>
        a.row.card.price_level - b.row.card.price_level || b.row.ratingAvg - a.row.ratingAvg;
    default:
      return null;
  }
}

const then =
  (...compares: ((a: Candidate, b: Candidate) => number)[]) =>
  (a: Candidate, b: Candidate) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };

const byId = (a: Candidate, b: Candidate) => a.row.card.id - b.row.card.id;
const byDistance = (a: Candidate, b: Candidate) => a.distance - b.distance;

/**
 * Search over an in-memory copy of the restaurant listings. PostgreSQL stays the source of
 * truth; the copy is rebuilt when the data changes (see plugins/search-index.ts). Each search
 * is then a scan of a few thousand small objects in this process, not three SQL round trips.
 */
export class RestaurantIndex {
  private readonly rows: SearchRow[];
  private readonly byUuid = new Map<string, SearchRow>();
  private readonly grid = new Map<string, SearchRow[]>();
  private readonly lowerNames: string[];
  readonly cuisineIds: Set<number>;

  constructor(
    rows: SearchRow[],
    private readonly centroids: Centroids,
    readonly fingerprint: string,
  ) {
    this.rows = rows;
    this.lowerNames = rows.map((r) => r.card.name.toLowerCase());
    this.cuisineIds = new Set(rows.map((r) => r.cuisineId));
    for (const row of rows) {
      this.byUuid.set(row.card.uuid, row);
      const key = cellKey(row.card.latitude, row.card.longitude);
      const cell = this.grid.get(key);
      if (cell) cell.push(row);
      else this.grid.set(key, [row]);
    }
  }

  get size() {
    return this.rows.length;
  }

  restaurantId(uuid: string): number | null {
    return this.byUuid.get(uuid.toLowerCase())?.card.id ?? null;
  }

  /** The centroid of the postcode's sector, else its district; null when unknown. */
  geocode(postcode: ParsedPostcode): GeoPoint | null {
    return (
      (postcode.sector ? this.centroids.sectors.get(postcode.sector) : undefined) ??
      this.centroids.districts.get(postcode.district) ??
      null
    );
  }

  private passes(row: SearchRow, { onlineBooking, cuisineIds }: SearchFilters): boolean {
    if (onlineBooking && !row.card.online_booking) return false;
    if (cuisineIds && cuisineIds.length > 0 && !cuisineIds.includes(row.cuisineId)) return false;
    return true;
  }

  private page(
    candidates: Candidate[],
    compare: (a: Candidate, b: Candidate) => number,
    filters: SearchFilters,
    withDistance: boolean,
  ): Page<RestaurantCard> {
    const end = filters.page * filters.perPage;
    const ordered = topK(candidates, end, compare).slice(end - filters.perPage);
    const data = ordered.map(({ row, distance }) =>
      withDistance ? { ...row.card, distance_km: Math.round(distance * 100) / 100 } : row.card,
    );
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
    const q = name.trim().toLowerCase();
    const candidates: Candidate[] = [];
    for (let i = 0; i < this.rows.length; i++) {
      const row = this.rows[i]!;
      if (!this.passes(row, filters)) continue;
      if (!q) {
        candidates.push({ row, rank: 0, coverage: 0, distance: 0 });
        continue;
      }
      const lower = this.lowerNames[i]!;
      const at = lower.indexOf(q);
      if (at < 0) continue;
      const rank = lower === q ? 0 : at === 0 ? 1 : 2;
      candidates.push({ row, rank, coverage: q.length / lower.length, distance: 0 });
    }
    if (q && candidates.length === 0) return null;
    const relevance = q
      ? then(
          (a, b) => a.rank - b.rank,
          (a, b) => b.coverage - a.coverage,
          (a, b) => b.row.ratingAvg - a.row.ratingAvg,
        )
      : explicitCompare('rating')!;
    return this.page(
      candidates,
      then(explicitCompare(filters.sort) ?? relevance, byId),
      filters,
      false,
    );
  }

  /** Within NEAR_RADIUS_KM, nearest first (or in the chosen sort); else the nearest page. */
  near(point: GeoPoint, filters: SearchFilters): Page<RestaurantCard> {
    const dLat = NEAR_RADIUS_KM / 111.2;
    const dLon = NEAR_RADIUS_KM / (111.2 * Math.max(Math.cos(point.latitude * RAD), 0.01));
    const candidates: Candidate[] = [];
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
        for (const row of this.grid.get(`${cy}:${cx}`) ?? []) {
          if (!this.passes(row, filters)) continue;
          const distance = haversineKm(point, row.card);
          if (distance <= NEAR_RADIUS_KM) candidates.push({ row, rank: 0, coverage: 0, distance });
        }
      }
    }
    const sort = explicitCompare(filters.sort);
    if (candidates.length > 0) {
      return this.page(
        candidates,
        sort ? then(sort, byDistance, byId) : then(byDistance, byId),
        filters,
        true,
      );
    }
    // Nobody that near: the nearest ones, whatever the distance, as one page.
    const everyone = this.rows
      .filter((row) => this.passes(row, filters))
      .map((row) => ({ row, rank: 0, coverage: 0, distance: haversineKm(point, row.card) }));
    const nearest = topK(everyone, filters.perPage, then(byDistance, byId));
    const page = this.page(nearest, then(byDistance, byId), { ...filters, page: 1 }, true);
    return filters.page === 1 ? page : { ...page, data: [], current_page: filters.page };
  }
}
