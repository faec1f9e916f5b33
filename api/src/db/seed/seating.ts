// The demo data's seating rules and table combinations (issue 43). They come from their own
// random stream per restaurant, so adding them left every other seeded value byte-identical.
import type { Random } from './random';

export interface SeatingRules {
  turn12Minutes: number;
  turn34Minutes: number;
  turn58Minutes: number;
  turn9PlusMinutes: number;
  bufferMinutes: number;
  pacingCovers: number;
  maxOnlineParty: number;
  minNoticeMinutes: number;
  bookingHorizonDays: number;
}

/** The column defaults of restaurants (schema.ts). */
export const DEFAULT_SEATING_RULES: Readonly<SeatingRules> = {
  turn12Minutes: 90,
  turn34Minutes: 120,
  turn58Minutes: 150,
  turn9PlusMinutes: 180,
  bufferMinutes: 15,
  pacingCovers: 40,
  maxOnlineParty: 20,
  minNoticeMinutes: 0,
  bookingHorizonDays: 180,
};

/** Turn times for parties of 1-2, 3-4, 5-8 and 9+: default, quick, brisk, leisurely, tasting. */
const TURN_PROFILES = [
  [90, 120, 150, 180],
  [60, 75, 90, 120],
  [75, 105, 135, 165],
  [105, 135, 165, 195],
  [120, 150, 180, 210],
] as const;

export function planSeatingRules(rng: Random, priceLevel: number): SeatingRules {
  // Quick service at the cheap end, tasting menus at the dear end.
  const [t12, t34, t58, t9] = rng.weighted(TURN_PROFILES, [
    65,
    priceLevel <= 2 ? 20 : 3,
    8,
    8,
    priceLevel >= 4 ? 20 : 3,
  ]);
  const pacingCovers = rng.weighted([40, 30, 24, 20, 16, 12], [55, 12, 10, 10, 8, 5]);
  // A party above the pacing cap could never book, so the online limit stays under it.
  const maxOnlineParty = Math.min(
    pacingCovers,
    rng.weighted([20, 24, 16, 12, 10, 8], [55, 10, 12, 10, 7, 6]),
  );
  return {
    turn12Minutes: t12,
    turn34Minutes: t34,
    turn58Minutes: t58,
    turn9PlusMinutes: t9,
    bufferMinutes: rng.weighted([15, 10, 20, 30], [65, 12, 13, 10]),
    pacingCovers,
    maxOnlineParty,
    minNoticeMinutes: rng.weighted([0, 30, 60, 120], [60, 15, 15, 10]),
    bookingHorizonDays: rng.weighted([180, 120, 90, 60], [60, 15, 15, 10]),
  };
}

/** Free cancellation until this many hours before; large parties may have to cancel earlier. */
export interface CancellationPolicy {
  freeCancellationHours: number;
  largePartySize: number | null;
  largePartyCancellationHours: number | null;
}

/** The column defaults of restaurants: free cancellation until 2 hours before, for any party. */
export const DEFAULT_CANCELLATION_POLICY: Readonly<CancellationPolicy> = {
  freeCancellationHours: 2,
  largePartySize: null,
  largePartyCancellationHours: null,
};

/** Most until 2 hours before, about one in four a day before; one in ten asks 48 hours of 8+. */
export function planCancellationPolicy(rng: Random): CancellationPolicy {
  const freeCancellationHours = rng.weighted([2, 24], [75, 25]);
  const large = rng.chance(0.1);
  return {
    freeCancellationHours,
    largePartySize: large ? 8 : null,
    largePartyCancellationHours: large ? 48 : null,
  };
}

/** Tables that can be joined, by their 0-based positions in the restaurant's table list. */
export interface PlannedCombination {
  name: string;
  positions: number[];
  minParty: number;
  maxParty: number;
}

const MAX_PARTY = 50;

/** 'Tables 3+4' (1-based, as staff count them), seating more than its largest table alone. */
export function combinationOf(tables: readonly number[], positions: readonly number[]) {
  const seats = positions.map((p) => tables[p] ?? 0);
  const maxParty = Math.min(
    seats.reduce((a, b) => a + b, 0),
    MAX_PARTY,
  );
  return {
    name: `Tables ${positions.map((p) => p + 1).join('+')}`,
    positions: [...positions],
    minParty: Math.min(Math.max(...seats) + 1, maxParty),
    maxParty,
  };
}

/** Every run of 2-4 neighbouring tables (the list is sorted by seats, so like sizes join). */
function runs(count: number): number[][] {
  const out: number[][] = [];
  for (let length = 2; length <= 4; length += 1)
    for (let start = 0; start + length <= count; start += 1)
      out.push(Array.from({ length }, (_, i) => start + i));
  return out;
}

/** The fewest of the largest tables that seat `party` together, or null when they cannot. */
function largestSeating(tables: readonly number[], party: number): number[] | null {
  for (let length = 2; length <= Math.min(4, tables.length); length += 1) {
    const positions = Array.from({ length }, (_, i) => tables.length - length + i);
    if (combinationOf(tables, positions).maxParty >= party) return positions;
  }
  return null;
}

/** Adds the largest tables joined for `party` unless a combination already seats it. */
export function withCombinationFor(
  tables: readonly number[],
  combinations: readonly PlannedCombination[],
  party: number,
): PlannedCombination[] {
  if (combinations.some((c) => c.minParty <= party && c.maxParty >= party))
    return [...combinations];
  const positions = largestSeating(tables, party);
  if (!positions) return [...combinations];
  const name = combinationOf(tables, positions).name;
  return [...combinations.filter((c) => c.name !== name), combinationOf(tables, positions)];
}

/** Most restaurants join a few runs of tables; about one in ten can seat 20 or more. */
export function planCombinations(rng: Random, tables: readonly number[]): PlannedCombination[] {
  if (!rng.chance(0.7)) return [];
  const candidates = runs(tables.length);
  const wanted = rng.weighted([1, 2, 3], [40, 40, 20]);
  const chosen: number[][] = [];
  while (chosen.length < wanted && candidates.length > 0) {
    // Pairs are the usual join; three or four tables less often.
    const pick = rng.weighted(
      candidates,
      candidates.map((c) => (c.length === 2 ? 6 : c.length === 3 ? 2 : 1)),
    );
    chosen.push(pick);
    candidates.splice(candidates.indexOf(pick), 1);
  }
  let combinations = chosen
    .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || a.length - b.length)
    .map((positions) => combinationOf(tables, positions));
  if (rng.chance(0.04)) combinations = withCombinationFor(tables, combinations, 20);
  return combinations;
}

/** A restaurant's place in the listing: best average first, then most reviews, then first id. */
export interface ListingRank {
  average: number;
  reviews: number;
}

/** True when `a` is listed before `b`, an earlier restaurant (so ties go to `b`). */
export function listedBefore(a: ListingRank, b: ListingRank): boolean {
  return a.average > b.average || (a.average === b.average && a.reviews > b.reviews);
}
