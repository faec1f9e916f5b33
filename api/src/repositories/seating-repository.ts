import { Statement } from '../db/client';
import type { CalendarDate } from '../lib/wire-date';
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

interface DayRow {
  client_holds?: [number, number | string | null];
  rules: number[] | null;
  tables: [number, number][];
  combinations: [number, string, number[], number, number][];
  slots: [string, string, number | string][];
  claims: [number[], number | string, number | string, number][];
}

// The day's claims: every live claim whose occupancy meets [the date's 00:00, two days later)
// in London. A hold past its expiry is not live, whether or not it has been retired yet.
const DAY_COLUMNS = `
  (select json_build_array(turn_1_2_minutes, turn_3_4_minutes, turn_5_8_minutes, turn_9_plus_minutes, buffer_minutes,
                           pacing_covers, max_online_party, min_notice_minutes, booking_horizon_days)
     from restaurants where id = $1::int) as rules,
  (select coalesce(json_agg(json_build_array(id, seats)), '[]') from restaurant_tables where restaurant_id = $1::int) as tables,
  (select coalesce(json_agg(json_build_array(id, name, table_ids, min_party, max_party)), '[]')
     from table_combinations where restaurant_id = $1::int) as combinations,
  (select coalesce(json_agg(json_build_array(slot_start::text, slot_end::text,
            (extract(epoch from (($2::date + slot_start) at time zone 'Europe/London')) * 1000)::bigint) order by slot_start), '[]')
     from opening_slots where restaurant_id = $1::int and weekday = $3::text) as slots,
  (select coalesce(json_agg(json_build_array(table_ids, (extract(epoch from lower(occupancy)) * 1000)::bigint,
            (extract(epoch from upper(occupancy)) * 1000)::bigint, number_of_people)), '[]')
     from reservations
     where restaurant_id = $1::int and status in ('hold', 'pending', 'completed')
       and (status <> 'hold' or expires_at > $4::timestamptz)
       and occupancy && tstzrange($2::date::timestamp at time zone 'Europe/London',
                                  ($2::date + 2)::timestamp at time zone 'Europe/London')) as claims`;

const LOAD_DAY = new Statement('load_seating_day', `select ${DAY_COLUMNS}`);

// The same, inside a claiming transaction after its locks: holds of the window past their
// expiry are retired first, so the exclusion constraint no longer counts them when the new claim
// is inserted; and the live holds of the client address $5 other than claim $6 are counted.
const RETIRE_AND_LOAD_DAY = new Statement(
  'retire_and_load_seating_day',
  `with retired as (
     update reservations set status = 'expired', client_key = null
     where restaurant_id = $1::int and status = 'hold' and expires_at <= $4::timestamptz
       and occupancy && tstzrange($2::date::timestamp at time zone 'Europe/London',
                                  ($2::date + 2)::timestamp at time zone 'Europe/London'))
   select ${DAY_COLUMNS},
     (select json_build_array(count(*), (extract(epoch from min(expires_at)) * 1000)::bigint)
        from reservations where client_key = $5::text and status = 'hold' and expires_at > $4::timestamptz
          and id <> $6::int) as client_holds`,
);

const toDay = (row: DayRow | undefined): SeatingDay | null => {
  if (!row?.rules) return null;
  const [t12, t34, t58, t9, buffer, pacing, maxParty, notice, horizon] = row.rules.map(Number);
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
      tables: row.tables.map(([id, seats]) => ({ id, seats })),
      combinations: row.combinations.map(([id, name, tableIds, minParty, maxParty]) => ({
        id,
        name,
        tableIds,
        minParty,
        maxParty,
      })),
    },
    slots: row.slots.map(([start, end, arrival]) => ({
      start: start.slice(0, 5),
      end: end.slice(0, 5),
      arrival: Number(arrival),
    })),
    claims: row.claims.map(([tableIds, from, to, party]) => ({
      tableIds,
      from: Number(from),
      to: Number(to),
      party,
    })),
  };
};

/**
 * The restaurant's rules, tables, combinations, the date's slots and its live claims; null for
 * an unknown restaurant.
 */
export async function loadSeatingDay(
  db: Executor,
  restaurantId: number,
  date: CalendarDate,
  now: Date,
): Promise<SeatingDay | null> {
  const [row] = await LOAD_DAY.rows<DayRow>(db, [
    restaurantId,
    date.iso,
    date.weekday,
    now.toISOString(),
  ]);
  return toDay(row);
}

/** A client address's live holds: how many, and when the first of them lapses (ms). */
export interface ClientHolds {
  count: number;
  firstExpiry: number | null;
}

/**
 * loadSeatingDay inside a claiming transaction, after its locks: lapsed holds of the day are
 * retired, and the live holds of `clientKey` (other than claim `except`) are counted.
 */
export async function claimingSeatingDay(
  tx: Executor,
  restaurantId: number,
  date: CalendarDate,
  now: Date,
  client: { key: string; except: number },
): Promise<{ day: SeatingDay; clientHolds: ClientHolds } | null> {
  const [row] = await RETIRE_AND_LOAD_DAY.rows<DayRow>(tx, [
    restaurantId,
    date.iso,
    date.weekday,
    now.toISOString(),
    client.key,
    client.except,
  ]);
  const day = toDay(row);
  if (!day) return null;
  const [count, first] = row!.client_holds ?? [0, null];
  return {
    day,
    clientHolds: { count: Number(count), firstExpiry: first === null ? null : Number(first) },
  };
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
 * date at `now`.
 */
export function offeredSlots(
  day: SeatingDay,
  party: number,
  now: Date,
  date: CalendarDate,
  londonToday: string,
): DayAvailability {
  const { restaurant } = day;
  const reason = callToBookReason(restaurant, party);
  if (reason)
    return { slots: [], callToBook: callToBookMessage(reason, party), beyondHorizon: null };
  if (!horizonAllows(restaurant.rules, date.iso, londonToday))
    return { slots: [], callToBook: null, beyondHorizon: horizonMessage(restaurant.rules) };
  const fits = fitsFor(restaurant, party);
  const slots = day.slots
    .filter(
      (slot) =>
        slot.arrival > now.getTime() &&
        noticeAllows(restaurant.rules, slot.arrival, now.getTime()) &&
        seatAt(restaurant, fits, day.claims, party, slot.arrival) !== null,
    )
    .map(({ start, end }) => ({ start, end }));
  return { slots, callToBook: null, beyondHorizon: null };
}
