// How a restaurant seats a party (ADR 0040): one home for the rules that availability offers
// and that holding checks again inside its transaction, so the two cannot disagree.

export interface SeatingRules {
  /** Minutes a party keeps its table: 1-2 people, 3-4, 5-8, 9 and more. */
  turnMinutes: readonly [number, number, number, number];
  /** Minutes the table is reset after each party. */
  bufferMinutes: number;
  /** Most covers that may arrive in one 15-minute interval, live holds included. */
  pacingCovers: number;
  /** The largest party booked online; above it the restaurant takes the booking by phone. */
  maxOnlineParty: number;
  /** No booking for a slot starting sooner than this. */
  minNoticeMinutes: number;
  /** No booking for a date further ahead than today plus this many days. */
  horizonDays: number;
}

export const DEFAULT_SEATING_RULES: SeatingRules = {
  turnMinutes: [90, 120, 150, 180],
  bufferMinutes: 15,
  pacingCovers: 40,
  maxOnlineParty: 20,
  minNoticeMinutes: 0,
  horizonDays: 180,
};

export interface SeatingTable {
  id: number;
  seats: number;
}

export interface TableCombination {
  id: number;
  name: string;
  tableIds: readonly number[];
  minParty: number;
  maxParty: number;
}

/** A live claim (a hold not yet expired, or a booking) as the rules see it; instants in ms. */
export interface OccupiedSpan {
  tableIds: readonly number[];
  from: number;
  to: number;
  party: number;
}

export interface Restaurant {
  rules: SeatingRules;
  tables: readonly SeatingTable[];
  combinations: readonly TableCombination[];
}

const MINUTE = 60_000;
const PACING_INTERVAL = 15 * MINUTE;

export function turnMinutes(rules: SeatingRules, party: number): number {
  const [small, four, eight, more] = rules.turnMinutes;
  return party <= 2 ? small : party <= 4 ? four : party <= 8 ? eight : more;
}

/** What a claim for `party` arriving at `arrival` occupies: its turn time plus the reset. */
export function occupancy(rules: SeatingRules, party: number, arrival: number) {
  return {
    from: arrival,
    to: arrival + (turnMinutes(rules, party) + rules.bufferMinutes) * MINUTE,
  };
}

/**
 * Every table or combination that seats the party, best first: single tables before
 * combinations, then the fewest empty seats (the fewest seats in all), then the lowest id.
 */
export function fitsFor(restaurant: Restaurant, party: number): number[][] {
  const seatsOf = new Map(restaurant.tables.map((t) => [t.id, t.seats]));
  const singles = restaurant.tables
    .filter((t) => t.seats >= party)
    .sort((a, b) => a.seats - b.seats || a.id - b.id)
    .map((t) => [t.id]);
  const joined = restaurant.combinations
    .filter(
      (c) =>
        c.minParty <= party && party <= c.maxParty && c.tableIds.every((id) => seatsOf.has(id)),
    )
    .map((c) => ({ c, seats: c.tableIds.reduce((sum, id) => sum + seatsOf.get(id)!, 0) }))
    .sort((a, b) => a.seats - b.seats || a.c.id - b.c.id)
    .map(({ c }) => [...c.tableIds]);
  return [...singles, ...joined];
}

export type CallReason = { kind: 'over-online-limit'; max: number } | { kind: 'no-fit' };

/** Why a party cannot book online at all, whatever the time; null when it can. */
export function callToBookReason(restaurant: Restaurant, party: number): CallReason | null {
  if (party > restaurant.rules.maxOnlineParty)
    return { kind: 'over-online-limit', max: restaurant.rules.maxOnlineParty };
  // A party larger than the pacing cap could never arrive within it.
  if (party > restaurant.rules.pacingCovers || fitsFor(restaurant, party).length === 0)
    return { kind: 'no-fit' };
  return null;
}

/** The sentence a diner reads in place of times when the restaurant must be called. */
export function callToBookMessage(reason: CallReason, party: number): string {
  return reason.kind === 'over-online-limit'
    ? `Online bookings here are for up to ${reason.max} people. For a party of ${party}, please call the restaurant.`
    : `No table here can be booked online for a party of ${party}. Please call the restaurant.`;
}

/** Whether the covers arriving in `arrival`'s 15-minute interval leave room for the party. */
export function pacingAllows(
  rules: SeatingRules,
  claims: readonly { from: number; party: number }[],
  party: number,
  arrival: number,
): boolean {
  const interval = Math.floor(arrival / PACING_INTERVAL);
  let covers = party;
  for (const claim of claims)
    if (Math.floor(claim.from / PACING_INTERVAL) === interval) covers += claim.party;
  return covers <= rules.pacingCovers;
}

/**
 * The tables a party arriving at `arrival` would sit at, or null when no table or combination
 * that seats it is free for its whole occupancy or the pacing of that interval is full.
 * `fits` is fitsFor's answer, passed in so a day's slots share one.
 */
export function seatAt(
  restaurant: Restaurant,
  fits: readonly (readonly number[])[],
  claims: readonly OccupiedSpan[],
  party: number,
  arrival: number,
): readonly number[] | null {
  if (!pacingAllows(restaurant.rules, claims, party, arrival)) return null;
  const { from, to } = occupancy(restaurant.rules, party, arrival);
  const busy = new Set<number>();
  for (const claim of claims)
    if (claim.from < to && from < claim.to) for (const id of claim.tableIds) busy.add(id);
  return fits.find((tables) => tables.every((id) => !busy.has(id))) ?? null;
}

/** Whether a slot arriving at `arrival` is soon enough ahead for the restaurant's notice. */
export const noticeAllows = (rules: SeatingRules, arrival: number, now: number) =>
  arrival >= now + rules.minNoticeMinutes * MINUTE;

export function noticeMessage(rules: SeatingRules): string {
  const minutes = rules.minNoticeMinutes;
  const ahead =
    minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;
  return `This restaurant takes online bookings at least ${ahead} ahead. Please choose a later time.`;
}

/** Whether a London date (yyyy-mm-dd) is within the horizon counted from London's today. */
export function horizonAllows(rules: SeatingRules, isoDate: string, londonToday: string) {
  const last = new Date(`${londonToday}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + rules.horizonDays);
  return isoDate <= last.toISOString().slice(0, 10);
}

export const horizonMessage = (rules: SeatingRules) =>
  `This restaurant takes bookings up to ${rules.horizonDays} days ahead. Please choose an earlier date.`;
