import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { pgCode, UNIQUE_VIOLATION } from '../lib/pg-error';
import { Refusal, withOutcome } from '../lib/refusal';
import { type CalendarDate, parseWireDate } from '../lib/wire-date';
import { type Executor, rows } from './restaurant-repository';
import { loadSeatingDay, offeredSlots } from './seating-repository';

// The standby list (issue 47, ADR 0050). An entry is live until it ends: emailed, left,
// removed, or its date past. Which times are free is decided by offeredSlots, the same rules
// availability and holds use.

/** Live entries one email address may have at once, across restaurants. */
export const STANDBY_PER_EMAIL = 5;
/** Live entries one client address may have at once (several diners share a network). */
export const STANDBY_PER_CLIENT = 10;

export const STANDBY_EMAIL_LIMIT = `You are on ${STANDBY_PER_EMAIL} standby lists already. Leave one to join another.`;
export const STANDBY_CLIENT_LIMIT =
  'Too many standby requests from your network. Please try again tomorrow.';
export const STANDBY_DUPLICATE = 'You are already on the standby list for that time.';
export const STANDBY_FREE_NOW = 'A table is free in that window now: choose a time above.';
export const STANDBY_NO_SLOTS = 'The restaurant takes no bookings between those times that day.';
export const STANDBY_NOT_FOUND = 'Standby entry not found';

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** An arrival at `start` is in the window from `from` up to (not at) `to`, a slot's end. */
const inWindow = (start: string, from: string, to: string) =>
  minutes(start) >= minutes(from) && minutes(start) < minutes(to);

export interface StandbyRequest {
  restaurantId: number;
  date: CalendarDate;
  party: number;
  /** HH:MM, London: arrivals from `from` on, before `to`. */
  from: string;
  to: string;
  /** Already trimmed and lower-cased by the shared validation. */
  email: string;
  userId: number | null;
  clientKey: string;
}

export interface StandbyEntry {
  id: number;
  restaurant: { uuid: string; name: string };
  /** yyyy-mm-dd, London */
  date: string;
  party: number;
  from: string;
  to: string;
}

interface EntryRow {
  id: number;
  uuid: string;
  name: string;
  entry_date: string;
  number_of_people: number;
  window_start: string;
  window_end: string;
}

const toEntry = (row: EntryRow): StandbyEntry => ({
  id: row.id,
  restaurant: { uuid: row.uuid, name: row.name },
  date: String(row.entry_date).slice(0, 10),
  party: Number(row.number_of_people),
  from: row.window_start.slice(0, 5),
  to: row.window_end.slice(0, 5),
});

const ENTRY_COLUMNS = sql`w.id, s.uuid::text as uuid, s.name, w.entry_date::text as entry_date,
  w.number_of_people, w.window_start::text as window_start, w.window_end::text as window_end`;

/** Live: not ended, and its date not past in London. */
const live = (londonToday: string) =>
  sql`w.ended_at is null and w.entry_date >= ${londonToday}::date`;

/**
 * Puts a diner on the list. Refused when the window has no opening slot for the party, when a
 * time in it can be held now (the diner should book it), or past the per-address limits.
 */
export const joinStandby = withOutcome(
  async (
    db: AppDatabase,
    request: StandbyRequest,
    now: Date,
    londonToday: string,
  ): Promise<StandbyEntry> => {
    const day = await loadSeatingDay(db, request.restaurantId, request.date, now);
    if (!day) throw new Refusal('unknown', 'Restaurant not found');
    const wanted = day.slots.filter((slot) => inWindow(slot.start, request.from, request.to));
    if (wanted.length === 0 || wanted.every((slot) => slot.arrival <= now.getTime()))
      throw new Refusal('invalid', STANDBY_NO_SLOTS);
    const offered = offeredSlots(day, request.party, now, request.date, londonToday);
    if (offered.callToBook) throw new Refusal('invalid', offered.callToBook);
    if (offered.beyondHorizon) throw new Refusal('invalid', offered.beyondHorizon);
    if (offered.slots.some((slot) => inWindow(slot.start, request.from, request.to)))
      throw new Refusal('conflict', STANDBY_FREE_NOW);

    return db.transaction(async (tx) => {
      // One address's (and one network's) joins in turn, so the limits hold under a burst.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`standby:${request.email}`})),
                   pg_advisory_xact_lock(hashtext(${`standby-client:${request.clientKey}`}))`,
      );
      const [counts] = await rows<{ by_email: string; by_client: string }>(
        tx,
        sql`select count(*) filter (where w.email = ${request.email}) as by_email,
                   count(*) filter (where w.client_key = ${request.clientKey}) as by_client
            from standby_entries w
            where (w.email = ${request.email} or w.client_key = ${request.clientKey}) and ${live(londonToday)}`,
      );
      if (Number(counts?.by_email ?? 0) >= STANDBY_PER_EMAIL)
        throw new Refusal('too_many', STANDBY_EMAIL_LIMIT);
      if (Number(counts?.by_client ?? 0) >= STANDBY_PER_CLIENT)
        throw new Refusal('too_many', STANDBY_CLIENT_LIMIT);
      try {
        const [row] = await rows<EntryRow>(
          tx,
          sql`with w as (
                insert into standby_entries (restaurant_id, entry_date, number_of_people, window_start, window_end,
                                             email, user_id, client_key, created_at)
                values (${request.restaurantId}, ${request.date.iso}::date, ${request.party}, ${request.from}::time,
                        ${request.to}::time, ${request.email}, ${request.userId}, ${request.clientKey}, ${ts(now)})
                returning *)
              select ${ENTRY_COLUMNS} from w join restaurants s on s.id = w.restaurant_id`,
        );
        return toEntry(row!);
      } catch (error) {
        if (pgCode(error) === UNIQUE_VIOLATION) throw new Refusal('conflict', STANDBY_DUPLICATE);
        throw error;
      }
    });
  },
);

/** A signed-in diner's live entries (by account, or by the account's email), soonest first. */
export async function listStandby(
  db: Executor,
  user: { id: number; email: string },
  londonToday: string,
): Promise<StandbyEntry[]> {
  const found = await rows<EntryRow>(
    db,
    sql`select ${ENTRY_COLUMNS} from standby_entries w join restaurants s on s.id = w.restaurant_id
        where (w.user_id = ${user.id} or w.email = ${user.email}) and ${live(londonToday)}
        order by w.entry_date, w.window_start, w.id`,
  );
  return found.map(toEntry);
}

/** Ends one of the diner's live entries; anyone else's, or one already ended, is unknown. */
export const removeStandby = withOutcome(
  async (
    db: Executor,
    user: { id: number; email: string },
    id: number,
    now: Date,
    londonToday: string,
  ): Promise<void> => {
    const ended = await rows<{ id: number }>(
      db,
      sql`update standby_entries w set ended_at = ${ts(now)}
          where w.id = ${id} and (w.user_id = ${user.id} or w.email = ${user.email}) and ${live(londonToday)}
          returning w.id`,
    );
    if (ended.length === 0) throw new Refusal('unknown', STANDBY_NOT_FOUND);
  },
);

/** The email address of an entry (ended or not), for the leave link; null when unknown. */
export async function standbyEmail(db: Executor, id: number): Promise<string | null> {
  const [row] = await rows<{ email: string }>(
    db,
    sql`select email from standby_entries where id = ${id}`,
  );
  return row?.email ?? null;
}

/**
 * The leave link: ends every live entry of the address entry `id` was made with. Idempotent:
 * answers how many it ended (0 the second time).
 */
export async function leaveStandby(db: Executor, id: number, now: Date): Promise<number> {
  const ended = await rows<{ id: number }>(
    db,
    sql`update standby_entries w set ended_at = ${ts(now)}
        where w.ended_at is null and w.email = (select email from standby_entries where id = ${id})
        returning w.id`,
  );
  return ended.length;
}

/** Ends the entries whose date is past in London: nobody is told about a day gone by. */
export async function endPastStandby(db: Executor, now: Date, londonToday: string) {
  await db.execute(
    sql`update standby_entries set ended_at = ${ts(now)}
        where ended_at is null and entry_date < ${londonToday}::date`,
  );
}

/** The (restaurant, date) pairs with live entries; `only` narrows to one. */
async function liveDays(
  db: Executor,
  londonToday: string,
  only?: { restaurantId: number; date: string },
): Promise<{ restaurantId: number; date: string }[]> {
  const found = await rows<{ restaurant_id: number; entry_date: string }>(
    db,
    sql`select distinct w.restaurant_id, w.entry_date::text as entry_date from standby_entries w
        where ${live(londonToday)}
          ${only ? sql`and w.restaurant_id = ${only.restaurantId} and w.entry_date = ${only.date}::date` : sql``}`,
  );
  return found.map((row) => ({
    restaurantId: Number(row.restaurant_id),
    date: String(row.entry_date).slice(0, 10),
  }));
}

/**
 * Looks for live entries that a time now free answers, and ends each with its email queued in
 * `mail_outbox` in one statement. The update re-checks `ended_at is null` under the row lock,
 * so when processes sweep at once each entry is ended, and emailed, by exactly one. Answers how
 * many emails it queued. `only` checks one restaurant's date (a hold released, a booking
 * cancelled); without it every date with live entries is checked (holds that ran out).
 */
export async function notifyStandby(
  db: Executor,
  now: Date,
  londonToday: string,
  only?: { restaurantId: number; date: string },
): Promise<number> {
  let queued = 0;
  for (const { restaurantId, date: iso } of await liveDays(db, londonToday, only)) {
    const date = parseWireDate(iso)!;
    const day = await loadSeatingDay(db, restaurantId, date, now);
    if (!day) continue;
    const entries = await rows<{
      id: number;
      number_of_people: number;
      window_start: string;
      window_end: string;
    }>(
      db,
      sql`select w.id, w.number_of_people, w.window_start::text as window_start, w.window_end::text as window_end
          from standby_entries w
          where w.restaurant_id = ${restaurantId} and w.entry_date = ${iso}::date and w.ended_at is null`,
    );
    const slotsFor = new Map<number, string[]>();
    const matched: { id: number; time: string }[] = [];
    for (const entry of entries) {
      const party = Number(entry.number_of_people);
      let starts = slotsFor.get(party);
      if (!starts) {
        starts = offeredSlots(day, party, now, date, londonToday).slots.map((s) => s.start);
        slotsFor.set(party, starts);
      }
      const time = starts.find((start) => inWindow(start, entry.window_start, entry.window_end));
      if (time) matched.push({ id: entry.id, time });
    }
    if (matched.length === 0) continue;
    const sent = await rows<{ id: number }>(
      db,
      sql`with ended as (
            update standby_entries w set ended_at = ${ts(now)}, notified_at = ${ts(now)}, notified_time = v.time
            from unnest(${`{${matched.map((m) => m.id).join(',')}}`}::int[],
                        ${`{${matched.map((m) => m.time).join(',')}}`}::time[]) as v(id, time)
            where w.id = v.id and w.ended_at is null
            returning w.id)
          insert into mail_outbox (kind, standby_entry_id, next_attempt_at)
          select 'standby_table_free', id, ${ts(now)} from ended
          on conflict do nothing
          returning id`,
    );
    queued += sent.length;
  }
  return queued;
}
