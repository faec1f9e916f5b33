import { Statement } from '../db/client';
import { type CalendarDate, parseWireDate } from '../lib/wire-date';
import {
  callToBookMessage,
  callToBookReason,
  fitsFor,
  horizonAllows,
  horizonMessage,
  noticeAllows,
  type OccupiedSpan,
  type Restaurant,
  seatAt,
} from '../lib/seating';
import type { Executor } from './restaurant-repository';

/** One opening slot of the day: the spec's HH:MM pair and the instant a party arrives. */
export interface DaySlot {
  start: string;
  end: string;
  arrival: number;
}

/** What the seating rules need to answer for one restaurant and London date. */
export interface SeatingDay {
  restaurant: Restaurant;
  slots: DaySlot[];
  /** Live claims whose occupancy touches the date (or the early hours of the next). */
  claims: OccupiedSpan[];
}

interface DayJson {
  rules: number[] | null;
  tables: [number, number][];
  combinations: [number, string, number[], number, number][];
  slots: [string, string, number | string][];
  claims: [number[], number | string, number | string, number][];
}

/** seating_day() (migration 0006) for availability: no locks, nothing changed. */
const LOAD_DAY = new Statement(
  'load_seating_day',
  `select seating_day($1::int, $2::date, $3::text, $4::timestamptz, $5::int) as day`,
);

/**
 * seating_claim_day() for a claim, inside its transaction: the advisory locks first, then the
 * day with lapsed holds retired, and the client address's live holds.
 */
export const CLAIM_DAY = new Statement(
  'claim_seating_day',
  `select seating_claim_day($1::int, $2::date, $3::text, $4::timestamptz, $5::text, $6::int) as claim`,
);

const toSlots = (slots: DayJson['slots']): DaySlot[] =>
  slots.map(([start, end, arrival]) => ({
    start: start.slice(0, 5),
    end: end.slice(0, 5),
    arrival: Number(arrival),
  }));

const toDay = (json: DayJson | null | undefined): SeatingDay | null => {
  if (!json?.rules) return null;
  const [t12, t34, t58, t9, buffer, pacing, maxParty, notice, horizon] = json.rules.map(Number);
  return {
    restaurant: {
      rules: {
        turnMinutes: [t12!, t34!, t58!, t9!],
        bufferMinutes: buffer!,
        pacingCovers: pacing!,
        maxOnlineParty: maxParty!,
        minNoticeMinutes: notice!,
        horizonDays: horizon!,
      },
      tables: json.tables.map(([id, seats]) => ({ id, seats })),
      combinations: json.combinations.map(([id, name, tableIds, minParty, maxParty]) => ({
        id,
        name,
        tableIds,
        minParty,
        maxParty,
      })),
    },
    slots: toSlots(json.slots),
    claims: json.claims.map(([tableIds, from, to, party]) => ({
      tableIds,
      from: Number(from),
      to: Number(to),
      party,
    })),
  };
};

/**
 * The restaurant's rules, tables, combinations, the date's slots and its live claims (but claim
 * `except`: a booking being changed is not in its own way); null for an unknown restaurant.
 */
export async function loadSeatingDay(
  db: Executor,
  restaurantId: number,
  date: CalendarDate,
  now: Date,
  except = 0,
): Promise<SeatingDay | null> {
  const [row] = await LOAD_DAY.rows<{ day: DayJson }>(db, [
    restaurantId,
    date.iso,
    date.weekday,
    now.toISOString(),
    except,
  ]);
  return toDay(row?.day);
}

/** A client address's live holds: how many, and when the first of them lapses (ms). */
export interface ClientHolds {
  count: number;
  firstExpiry: number | null;
}

export interface ClaimingDay {
  day: SeatingDay;
  clientHolds: ClientHolds;
}

/** The values of CLAIM_DAY: `client.key` null takes no client lock and counts no holds. */
export const claimDayValues = (
  restaurantId: number,
  date: CalendarDate,
  now: Date,
  client: { key: string | null; except: number },
) => [restaurantId, date.iso, date.weekday, now.toISOString(), client.key, client.except];

/** CLAIM_DAY's answer; null for an unknown restaurant. */
export function toClaimingDay(row: { claim: unknown } | undefined): ClaimingDay | null {
  const claim = row?.claim as
    { day: DayJson | null; client_holds: [number, number | string | null] } | undefined;
  const day = toDay(claim?.day);
  if (!day) return null;
  const [count, first] = claim!.client_holds;
  return {
    day,
    clientHolds: { count: Number(count), firstExpiry: first === null ? null : Number(first) },
  };
}

/**
 * loadSeatingDay inside a claiming transaction: the locks of the claims competing with this one
 * are taken first, lapsed holds of the day are retired, and the live holds of `client.key` are
 * counted; claim `client.except` (a hold being moved or revived) is left out of both.
 */
export async function claimingSeatingDay(
  tx: Executor,
  restaurantId: number,
  date: CalendarDate,
  now: Date,
  client: { key: string | null; except: number },
): Promise<ClaimingDay | null> {
  const [row] = await CLAIM_DAY.rows<{ claim: unknown }>(
    tx,
    claimDayValues(restaurantId, date, now, client),
  );
  return toClaimingDay(row);
}

export interface DayAvailability {
  slots: { start: string; end: string }[];
  /** Set when the party cannot book online here at all: the sentence to show instead. */
  callToBook: string | null;
  /** Set when the date is beyond the restaurant's booking horizon. */
  beyondHorizon: string | null;
}

/**
 * The arrival slots offered to a party on a date: a table or combination that seats it is free
 * for its whole occupancy, the pacing of the slot's interval allows it, and the slot is far
 * enough ahead (minimum notice) and the date near enough (horizon). `londonToday` is London's
 * date at `now`. With `limit`, the first that many only (a search card shows three).
 */
export function offeredSlots(
  day: SeatingDay,
  party: number,
  now: Date,
  date: CalendarDate,
  londonToday: string,
  limit = Infinity,
): DayAvailability {
  const { restaurant } = day;
  const reason = callToBookReason(restaurant, party);
  if (reason)
    return { slots: [], callToBook: callToBookMessage(reason, party), beyondHorizon: null };
  if (!horizonAllows(restaurant.rules, date.iso, londonToday))
    return { slots: [], callToBook: null, beyondHorizon: horizonMessage(restaurant.rules) };
  const fits = fitsFor(restaurant, party);
  const slots: { start: string; end: string }[] = [];
  for (const slot of day.slots) {
    if (slots.length >= limit) break;
    if (
      slot.arrival > now.getTime() &&
      noticeAllows(restaurant.rules, slot.arrival, now.getTime()) &&
      seatAt(restaurant, fits, day.claims, party, slot.arrival) !== null
    )
      slots.push({ start: slot.start, end: slot.end });
  }
  return { slots, callToBook: null, beyondHorizon: null };
}

/** seating_days() (migration 0009): `$4` consecutive days from `$3` in one round trip. */
const LOAD_DAYS = new Statement(
  'load_seating_days',
  `select seating_days($1::int, $2::timestamptz, $3::date, $4::int) as days`,
);

type DaysJson = Omit<DayJson, 'slots'> & { days: [string, DayJson['slots']][] };

/** One suggestion: a London date and an arrival slot on it that the party can hold. */
export interface NextTime {
  date: CalendarDate;
  start: string;
  end: string;
}

export interface NextAvailability {
  times: NextTime[];
  /** Set when the party cannot book online here at all: the sentence to show instead. */
  callToBook: string | null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

// Days read per round trip: a week first (a restaurant closed on Mondays and Tuesdays still
// answers three from it; three days needed a second trip for half the seed), then four weeks,
// then the rest of the horizon.
const CHUNKS = [7, 28];

const dayAfter = (iso: string, days = 1) => {
  const then = new Date(`${iso}T00:00:00Z`);
  then.setUTCDate(then.getUTCDate() + days);
  return then.toISOString().slice(0, 10);
};

/**
 * Up to `limit` dates from `from` onward, nearest first, each with the one time offered there
 * (offeredSlots, so the same rules as availability and holds) closest to `wanted` (HH:MM; the
 * earlier on a tie), or the first time without it. Stops at the booking horizon, and reads no
 * further once `limit` dates are found. Null for an unknown restaurant.
 */
export async function nextAvailableTimes(
  db: Executor,
  restaurantId: number,
  from: CalendarDate,
  party: number,
  now: Date,
  londonToday: string,
  { wanted, limit = 3 }: { wanted?: string; limit?: number } = {},
): Promise<NextAvailability | null> {
  const times: NextTime[] = [];
  let start = from.iso;
  let horizonEnd: string | null = null;
  for (let chunk = 0; horizonEnd === null || start <= horizonEnd; chunk += 1) {
    const count =
      chunk < CHUNKS.length || horizonEnd === null
        ? CHUNKS[Math.min(chunk, CHUNKS.length - 1)]!
        : Math.round((Date.parse(horizonEnd) - Date.parse(start)) / 86_400_000) + 1;
    const [row] = await LOAD_DAYS.rows<{ days: DaysJson }>(db, [
      restaurantId,
      now.toISOString(),
      start,
      count,
    ]);
    const range = row?.days;
    if (!range?.rules) return null;
    // Every claim of the range on each day: the rules compare instants, so those of other
    // days overlap nothing there. Rules, tables and claims are turned into objects once.
    const shared = toDay({ ...range, slots: [] })!;
    horizonEnd ??= dayAfter(londonToday, shared.restaurant.rules.horizonDays);
    for (const [iso, slots] of range.days) {
      const seating = { ...shared, slots: toSlots(slots) };
      const date = parseWireDate(iso)!;
      const offered = offeredSlots(seating, party, now, date, londonToday);
      if (offered.callToBook) return { times: [], callToBook: offered.callToBook };
      if (offered.beyondHorizon) return { times, callToBook: null };
      const best = wanted === undefined ? offered.slots[0] : closestTo(offered.slots, wanted);
      if (best) times.push({ date, ...best });
      if (times.length >= limit) return { times, callToBook: null };
    }
    start = dayAfter(start, count);
  }
  return { times, callToBook: null };
}

function closestTo<T extends { start: string }>(
  slots: readonly T[],
  wanted: string,
): T | undefined {
  const target = minutesOf(wanted);
  let best: T | undefined;
  for (const slot of slots)
    if (
      !best ||
      Math.abs(minutesOf(slot.start) - target) < Math.abs(minutesOf(best.start) - target)
    )
      best = slot;
  return best;
}

/** seating_day() for many restaurants and one date in one statement (search cards, ADR 0051). */
const LOAD_DAY_MANY = new Statement(
  'load_seating_day_many',
  `select id, seating_day(id, $2::date, $3::text, $4::timestamptz, 0) as day
     from unnest($1::int[]) as id`,
);

/** loadSeatingDay for many restaurants in one round trip; unknown ids are left out. */
export async function loadSeatingDays(
  db: Executor,
  restaurantIds: readonly number[],
  date: CalendarDate,
  now: Date,
): Promise<Map<number, SeatingDay>> {
  const days = new Map<number, SeatingDay>();
  if (restaurantIds.length === 0) return days;
  const rows = await LOAD_DAY_MANY.rows<{ id: number; day: DayJson | null }>(db, [
    `{${restaurantIds.join(',')}}`,
    date.iso,
    date.weekday,
    now.toISOString(),
  ]);
  for (const row of rows) {
    const day = toDay(row.day);
    if (day) days.set(Number(row.id), day);
  }
  return days;
}

/**
 * The first `limit` arrival times (HH:MM) offeredSlots gives the party on `date`: the same
 * rules as availability and holds. Empty when none, or when the party must call.
 */
export const firstTimes = (
  day: SeatingDay,
  party: number,
  now: Date,
  date: CalendarDate,
  londonToday: string,
  limit = 3,
): string[] =>
  offeredSlots(day, party, now, date, londonToday, limit).slots.map((slot) => slot.start);
