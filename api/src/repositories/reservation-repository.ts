import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { londonMoment } from 'shared/format/cancel-by';
import { type AppDatabase, GroupCommit, poolOf, Statement, TurnBatch } from '../db/client';
import type { MailOutboxPayload, mailOutbox } from '../db/schema';
import { hashSecret as hashToken, newSecret } from '../lib/credentials';
import { EXCLUSION_VIOLATION, pgCode } from '../lib/pg-error';
import {
  type OccupiedSpan,
  callToBookMessage,
  callToBookReason,
  fitsFor,
  horizonAllows,
  horizonMessage,
  noticeAllows,
  noticeMessage,
  occupancy,
  pacingAllows,
  seatAt,
  turnMinutes,
} from '../lib/seating';
import { WEEKDAYS } from 'shared/constants';
import { type CalendarDate, londonNow, parseWireDate } from '../lib/wire-date';
import { Refusal, withOutcome } from '../lib/refusal';
import { type Executor, rows } from './restaurant-repository';
import {
  CLAIM_DAY,
  type ClaimingDay,
  type DayAvailability,
  claimDayValues,
  claimingSeatingDay,
  loadSeatingDay,
  offeredSlots,
  toClaimingDay,
} from './seating-repository';
import { PHONE_BOOKINGS_ONLY } from 'shared/api/phone-bookings-only';

export const HOLD_SECONDS = 300;

export type MailOutboxKind = (typeof mailOutbox.$inferInsert)['kind'];

/**
 * Runs a claiming transaction again when PostgreSQL aborted it for a deadlock or a
 * serialisation failure (two claims expiring the same stale holds in different orders):
 * the diner gets an answer, never a 500.
 */
async function retrying<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = pgCode(error);
      if (attempt >= attempts || (code !== '40P01' && code !== '40001')) throw error;
    }
  }
}

export interface HoldRequest {
  restaurantId: number;
  date: CalendarDate;
  slotStart: string;
  slotEnd: string;
  party: number;
  /** A hash of the address asking: its live holds are counted against the limit. */
  clientKey: string;
}

/** The fair-use limits of holds (settings; ADR 0040). */
export interface HoldLimits {
  /** Live holds one client address may have at once. */
  perClient: number;
  /** Times Continue Reservation may extend one hold. */
  extensions: number;
}

export interface Claim {
  id: number;
  uuid: string;
  restaurantId: number;
  tableId: number;
  tableIds: number[];
  date: string;
  start: string;
  end: string;
  party: number;
  status: 'hold' | 'pending' | 'completed' | 'cancelled' | 'released' | 'expired';
  expiresAt: Date | null;
  holdTokenHash: string | null;
  guestId: number | null;
  /** How long the party keeps its table (the turn time when the claim was made). */
  tableMinutes: number;
  extensions: number;
  /** When the first hold of this chain of moves was made: moves never hold past a cap from it. */
  heldSince: Date | null;
  /** The occupancy's bounds, ms. */
  from: number;
  to: number;
}

interface ClaimRow {
  id: number;
  uuid: string;
  restaurant_id: number;
  table_id: number;
  table_ids: number[];
  reservation_date: string;
  slot_start: string;
  slot_end: string;
  number_of_people: number;
  status: Claim['status'];
  expires_at: string | Date | null;
  hold_token_hash: string | null;
  guest_id: number | null;
  table_minutes: number;
  extensions: number;
  held_since: string | Date | null;
  occupied_from: string | number;
  occupied_to: string | number;
}

const toClaim = (r: ClaimRow): Claim => ({
  id: r.id,
  uuid: r.uuid,
  restaurantId: r.restaurant_id,
  tableId: r.table_id,
  tableIds: r.table_ids.map(Number),
  date: String(r.reservation_date).slice(0, 10),
  start: r.slot_start.slice(0, 5),
  end: r.slot_end.slice(0, 5),
  party: Number(r.number_of_people),
  status: r.status,
  expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
  holdTokenHash: r.hold_token_hash,
  guestId: r.guest_id,
  tableMinutes: Number(r.table_minutes),
  extensions: Number(r.extensions),
  heldSince: r.held_since === null || r.held_since === undefined ? null : new Date(r.held_since),
  from: Number(r.occupied_from),
  to: Number(r.occupied_to),
});

const CLAIM_COLUMNS_TEXT = `id, uuid::text as uuid, restaurant_id, table_id, table_ids, reservation_date::text as reservation_date,
  slot_start::text as slot_start, slot_end::text as slot_end, number_of_people, status, expires_at, hold_token_hash, guest_id,
  table_minutes, extensions, held_since, (extract(epoch from lower(occupancy)) * 1000)::bigint as occupied_from,
  (extract(epoch from upper(occupancy)) * 1000)::bigint as occupied_to`;
const CLAIM_COLUMNS = sql.raw(CLAIM_COLUMNS_TEXT);

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * An INSERT that queues a booking email for the reservation(s) `reservationIds` selects, due
 * at once. Used as a CTE of the booking statement or inside the caller's transaction, so the
 * email intent commits with the change it announces, or not at all.
 */
export const queueBookingMail = (
  kind: MailOutboxKind,
  reservationIds: SQL,
  payload: MailOutboxPayload,
  now: Date,
) =>
  sql`insert into mail_outbox (kind, reservation_id, payload, next_attempt_at)
      select ${kind}, ids.id, ${JSON.stringify(payload)}::jsonb, ${ts(now)}
      from (${reservationIds}) as ids(id)
      on conflict (reservation_id, kind) do nothing`;

/** Locks and returns a reservation inside the caller's transaction; null when unknown. */
const LOCK_CLAIM = new Statement(
  'lock_claim',
  `select ${CLAIM_COLUMNS_TEXT} from reservations where uuid = $1::uuid for update`,
);

export async function lockClaim(tx: Executor, uuid: string): Promise<Claim | null> {
  const [row] = await LOCK_CLAIM.rows<ClaimRow>(tx, [uuid]);
  return row ? toClaim(row) : null;
}

export async function findClaim(db: Executor, uuid: string): Promise<Claim | null> {
  const [row] = await rows<ClaimRow>(
    db,
    sql`select ${CLAIM_COLUMNS} from reservations where uuid = ${uuid}::uuid`,
  );
  return row ? toClaim(row) : null;
}

export const isLiveHold = (claim: Claim, now: Date) =>
  claim.status === 'hold' && claim.expiresAt !== null && claim.expiresAt > now;

export const SLOT_TAKEN = 'Sorry, that time has just been taken. Please choose another time.';
export const TOO_MANY_HOLDS = (limit: number) =>
  `You are already holding ${limit === 1 ? 'a table' : `${limit} tables`}. Book or release one before holding another.`;
export const NO_MORE_EXTENSIONS =
  'This table cannot be held any longer. Please book it now or choose a time again.';
const TAKEN_SINCE =
  'Your hold has expired and the table has been taken. Please choose another time.';

/**
 * Serialises the claims that compete with this one, for the rest of the transaction: the same
 * client address (its live-holds limit) and the same restaurant and date (pacing counts every
 * claim of an interval, which no constraint can). Always in this order, so two claims never
 * wait on each other in a circle. The exclusion constraint still guards the tables on its own.
 */
// seating_insert_hold() (migration 0006): the insert; the exclusion constraint refuses a claim
// that overlaps a live one with 23P01 (see takenOnConflict).
const INSERT_HOLD = new Statement(
  'insert_hold',
  `select ${CLAIM_COLUMNS_TEXT}
   from seating_insert_hold($1::uuid, $2::int, $3::int, $4::int[], $5::timestamptz, $6::timestamptz, $7::int,
                            $8::date, $9::time, $10::time, $11::int, $12::timestamptz, $13::text, $14::text,
                            $15::int, $16::int, $17::timestamptz, $18::timestamptz)`,
);

interface HoldOrigin {
  tokenHash: string;
  guestId: number | null;
  /** The hold this claim replaces (a move), else 0. */
  replacing: number;
  extensions: number;
  heldSince: Date;
}

/** What a claim asks of one day: a party at an arrival slot (its end, when the caller names it). */
interface SlotRequest {
  date: CalendarDate;
  slotStart: string;
  slotEnd?: string;
  party: number;
}

/**
 * The rules every claim of a slot answers to before its tables are chosen, on the day as the
 * claiming transaction sees it: the slot opens that day, the party can book online here,
 * horizon and notice. Refusals throw.
 */
function ruledSlot(found: ClaimingDay | null, request: SlotRequest, now: Date) {
  if (!found) throw new Refusal('unknown', 'Restaurant not found');
  const { day } = found;
  const slot = day.slots.find(
    (s) =>
      s.start === request.slotStart && (request.slotEnd === undefined || s.end === request.slotEnd),
  );
  if (!slot)
    throw new Refusal(
      'invalid',
      request.slotEnd === undefined
        ? `start_time ${request.slotStart} is not a time this restaurant opens on ${request.date.weekday}`
        : `start_time ${request.slotStart}-${request.slotEnd} is not a slot this restaurant opens on ${request.date.weekday}`,
    );
  const { restaurant } = day;
  const reason = callToBookReason(restaurant, request.party);
  if (reason) throw new Refusal('conflict', callToBookMessage(reason, request.party));
  if (!horizonAllows(restaurant.rules, request.date.iso, londonNow(now).date))
    throw new Refusal('conflict', horizonMessage(restaurant.rules));
  if (!noticeAllows(restaurant.rules, slot.arrival, now.getTime()))
    throw new Refusal('conflict', noticeMessage(restaurant.rules));
  return { day, slot };
}

/**
 * The values of INSERT_HOLD for the best free fit (a table, else a combination), after every
 * check availability makes, on the day as the claiming transaction sees it under its locks: the
 * slot opens that day, the party can book online here, horizon, notice, the client's live
 * holds, pacing and free tables. Refusals throw. The exclusion constraint still decides last:
 * an insert it refuses returns nothing and the slot is taken.
 */
function seatValues(
  found: ClaimingDay | null,
  request: HoldRequest,
  now: Date,
  hold: HoldOrigin,
  limits: HoldLimits,
): { values: unknown[]; taken: OccupiedSpan } {
  const { day, slot } = ruledSlot(found, request, now);
  const { restaurant } = day;
  const held = found!.clientHolds;
  if (held.count >= limits.perClient) {
    const wait =
      held.firstExpiry === null
        ? 60
        : Math.max(1, Math.ceil((held.firstExpiry - now.getTime()) / 1000));
    throw new Refusal('too_many', TOO_MANY_HOLDS(limits.perClient), wait);
  }
  const tables = seatAt(
    restaurant,
    fitsFor(restaurant, request.party),
    day.claims,
    request.party,
    slot.arrival,
  );
  if (!tables) throw new Refusal('conflict', SLOT_TAKEN);
  const span = occupancy(restaurant.rules, request.party, slot.arrival);
  // A move gives 5 minutes again, but never past what the first hold and every extension
  // would have given: moving a table to itself is not a way round the extension limit.
  const cap = hold.heldSince.getTime() + HOLD_SECONDS * 1000 * (1 + limits.extensions);
  const expires = new Date(Math.min(now.getTime() + HOLD_SECONDS * 1000, cap));
  const taken = { tableIds: tables, ...span, party: request.party };
  const values = [
    randomUUID(),
    request.restaurantId,
    tables[0]!,
    `{${tables.join(',')}}`,
    new Date(span.from).toISOString(),
    new Date(span.to).toISOString(),
    turnMinutes(restaurant.rules, request.party),
    request.date.iso,
    request.slotStart,
    request.slotEnd,
    request.party,
    expires.toISOString(),
    hold.tokenHash,
    request.clientKey,
    hold.extensions,
    hold.guestId,
    now.toISOString(),
    hold.heldSince.toISOString(),
  ];
  return { values, taken };
}

function heldClaim(row: ClaimRow | undefined): Claim {
  if (!row) throw new Refusal('conflict', SLOT_TAKEN);
  return toClaim(row);
}

/**
 * The exclusion constraint's refusal, after the transaction has rolled back: the slot was taken
 * by a claim the locks did not order (one of the next day's, whose meal reaches this one's).
 */
async function takenOnConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgCode(error) === EXCLUSION_VIOLATION) throw new Refusal('conflict', SLOT_TAKEN);
    throw error;
  }
}

/**
 * A new hold on the PostgreSQL pool in two round trips instead of five: BEGIN with the locks
 * and the day (seating_claim_day), then the insert with COMMIT, each one simple-protocol
 * message with its values written in by the connection's escaping. The same statements and
 * checks as inside a transaction elsewhere (claimingSeatingDay, seatValues, INSERT_HOLD).
 */
async function claimOnPool(
  pool: pg.Pool,
  request: HoldRequest,
  now: Date,
  hold: HoldOrigin,
  limits: HoldLimits,
): Promise<Claim> {
  const client = await pool.connect();
  const escape = (text: string) => client.escapeLiteral(text);
  let broken: Error | undefined;
  try {
    const day = (await client.query(
      `begin; ${CLAIM_DAY.inline(claimDayValues(request.restaurantId, request.date, now, { key: request.clientKey, except: 0 }), escape)}`,
    )) as unknown as pg.QueryResult[];
    const { values } = seatValues(toClaimingDay(day[1]!.rows[0]), request, now, hold, limits);
    const inserted = (await client.query(
      `${INSERT_HOLD.inline(values, escape)}; commit`,
    )) as unknown as pg.QueryResult<ClaimRow>[];
    return heldClaim(inserted[0]!.rows[0]);
  } catch (error) {
    await client.query('rollback').catch((failed: Error) => (broken = failed));
    throw error;
  } finally {
    client.release(broken);
  }
}

interface ClaimCall {
  request: HoldRequest;
  now: Date;
  hold: HoldOrigin;
  limits: HoldLimits;
}

// The same as CLAIM_DAY for every claim of a batch, in order (migration 0006).
const CLAIM_DAYS = new Statement(
  'claim_seating_days',
  `select seating_claim_days($1::json) as claims`,
);

/**
 * The claims that reach one process in the same turn of the event loop, in one transaction:
 * BEGIN with seating_claim_days() (every lock of the batch in the one global order, then each
 * claim's day), the decisions in order, each seeing the batch's earlier claims, then every
 * insert with COMMIT. Two round trips and one commit for the batch (ADR 0040). If the batch
 * fails as a whole (a deadlock, a conflict), each claim runs again alone.
 */
async function claimBatchOnPool(pool: pg.Pool, calls: ClaimCall[]): Promise<(Claim | Error)[]> {
  if (calls.length === 1) {
    const [{ request, now, hold, limits }] = calls as [ClaimCall];
    return [await claimOnPool(pool, request, now, hold, limits).catch((error: Error) => error)];
  }
  const client = await pool.connect();
  const escape = (text: string) => client.escapeLiteral(text);
  let released = false;
  const release = (error?: Error) => {
    if (!released) client.release(error);
    released = true;
  };
  try {
    const asked = calls.map(({ request, now }) =>
      claimDayValues(request.restaurantId, request.date, now, {
        key: request.clientKey,
        except: 0,
      }),
    );
    const loaded = (await client.query(
      `begin; ${CLAIM_DAYS.inline([JSON.stringify(asked)], escape)}`,
    )) as unknown as pg.QueryResult<{ claims: unknown[] }>[];
    const found = loaded[1]!.rows[0]!.claims.map((claim) => toClaimingDay({ claim }));
    // One state per restaurant and date, and per address, shared by the batch's claims: each
    // decision sees the claims decided before it.
    const days = new Map<string, ClaimingDay['day']>();
    const holds = new Map<string, ClaimingDay['clientHolds']>();
    const answers = calls.map(({ request, now, hold, limits }, i): unknown[] | Error => {
      const own = found[i];
      const key = `${request.restaurantId}|${request.date.iso}`;
      if (own && !days.has(key)) days.set(key, own.day);
      if (own && !holds.has(request.clientKey)) holds.set(request.clientKey, own.clientHolds);
      const day = days.get(key);
      const clientHolds = holds.get(request.clientKey);
      try {
        const chosen = seatValues(
          own && day && clientHolds ? { day, clientHolds } : null,
          request,
          now,
          hold,
          limits,
        );
        day!.claims.push(chosen.taken);
        clientHolds!.count += 1;
        return chosen.values;
      } catch (error) {
        return error as Error;
      }
    });
    const inserts = answers.filter((answer): answer is unknown[] => Array.isArray(answer));
    const done = await client.query(
      [...inserts.map((values) => INSERT_HOLD.inline(values, escape)), 'commit'].join('; '),
    );
    const results = (Array.isArray(done) ? done : [done]) as pg.QueryResult<ClaimRow>[];
    let next = 0;
    return answers.map((answer) =>
      Array.isArray(answer) ? heldClaim(results[next++]!.rows[0]) : answer,
    );
  } catch {
    let failed: Error | undefined;
    await client.query('rollback').catch((error: Error) => (failed = error));
    release(failed);
    return Promise.all(
      calls.map(({ request, now, hold, limits }) =>
        claimOnPool(pool, request, now, hold, limits).catch((error: Error) => error),
      ),
    );
  } finally {
    release();
  }
}

const claimsTogether = new TurnBatch<ClaimCall, Claim>(claimBatchOnPool);

/** A new hold, with the secret that proves who made it (only its hash is stored). */
export const createHold = withOutcome(
  async (
    db: AppDatabase,
    request: HoldRequest,
    now: Date,
    limits: HoldLimits,
  ): Promise<{ claim: Claim; token: string }> => {
    const token = newSecret();
    const tokenHash = hashToken(token);
    const hold: HoldOrigin = {
      tokenHash,
      guestId: null,
      replacing: 0,
      extensions: 0,
      heldSince: now,
    };
    const pool = poolOf(db);
    const claim = await retrying(() =>
      takenOnConflict(() =>
        pool
          ? claimsTogether.run(pool, { request, now, hold, limits })
          : db.transaction(async (tx) => {
              const found = await claimingSeatingDay(tx, request.restaurantId, request.date, now, {
                key: request.clientKey,
                except: 0,
              });
              const { values } = seatValues(found, request, now, hold, limits);
              return heldClaim((await INSERT_HOLD.rows<ClaimRow>(tx, values))[0]);
            }),
      ),
    );
    return { claim, token };
  },
);

/** Whoever holds the token owns the hold; anyone else is refused with nothing revealed. */
function assertOwner(claim: Claim, token: string | undefined) {
  if (!token || !claim.holdTokenHash || hashToken(token) !== claim.holdTokenHash) {
    throw new Refusal('not_yours', 'This reservation belongs to someone else.');
  }
}

/**
 * Moves a live hold to another slot in one transaction: the old claim is released and the
 * new one made together, or, when the new slot is refused, nothing changes at all. The moved
 * hold keeps its token, its registered guest and its extensions.
 */
export const moveHold = withOutcome(
  async (
    db: AppDatabase,
    uuid: string,
    token: string | undefined,
    request: HoldRequest,
    now: Date,
    limits: HoldLimits,
  ) => {
    return retrying(() =>
      takenOnConflict(() =>
        db.transaction(async (tx) => {
          const seen = await findClaim(tx, uuid);
          if (!seen) throw new Refusal('unknown', 'Reservation not found');
          assertOwner(seen, token);
          // The locks (and the day, leaving the moving hold out) before the row, as every claim.
          const found = await claimingSeatingDay(tx, request.restaurantId, request.date, now, {
            key: request.clientKey,
            except: seen.id,
          });
          const current = (await lockClaim(tx, uuid))!;
          if (!isLiveHold(current, now)) throw new Refusal('gone', HOLD_EXPIRED);
          const { values } = seatValues(
            found,
            request,
            now,
            {
              tokenHash: current.holdTokenHash!,
              guestId: current.guestId,
              replacing: current.id,
              extensions: current.extensions,
              heldSince: current.heldSince ?? now,
            },
            limits,
          );
          await tx.execute(
            sql`update reservations set status = 'released', client_key = null where id = ${current.id}`,
          );
          // Throwing (a refused insert) rolls the release back: the diner keeps the slot they had.
          return heldClaim((await INSERT_HOLD.rows<ClaimRow>(tx, values))[0]);
        }),
      ),
    );
  },
);

/**
 * Back to a full 300 s, at most `limits.extensions` times per hold. A hold that has just lapsed
 * is revived only as a new claim of its tables would be made: the address's live holds, the
 * notice, its tables and its interval's pacing are checked again, under the same locks.
 */
export const extendHold = withOutcome(
  async (
    db: AppDatabase,
    uuid: string,
    token: string | undefined,
    now: Date,
    limits: HoldLimits,
    clientKey: string,
  ) => {
    return retrying(() =>
      db.transaction(async (tx) => {
        const seen = await findClaim(tx, uuid);
        if (!seen) throw new Refusal('unknown', 'Reservation not found');
        assertOwner(seen, token);
        const date = parseWireDate(seen.date)!;
        // The locks (and the day, leaving this hold out) before the row, as every claim.
        const found = await claimingSeatingDay(tx, seen.restaurantId, date, now, {
          key: clientKey,
          except: seen.id,
        });
        const current = (await lockClaim(tx, uuid))!;
        if (current.status !== 'hold' && current.status !== 'expired') {
          throw new Refusal('conflict', 'Only a held table can be extended.');
        }
        if (current.extensions >= limits.extensions)
          throw new Refusal('too_many', NO_MORE_EXTENSIONS);
        if (!isLiveHold(current, now)) {
          if (!found) throw new Refusal('gone', TAKEN_SINCE);
          const { day, clientHolds } = found;
          if (clientHolds.count >= limits.perClient)
            throw new Refusal('too_many', TOO_MANY_HOLDS(limits.perClient));
          if (!noticeAllows(day.restaurant.rules, current.from, now.getTime()))
            throw new Refusal('gone', HOLD_EXPIRED);
          const tablesTaken = day.claims.some(
            (c) =>
              c.from < current.to &&
              current.from < c.to &&
              c.tableIds.some((id) => current.tableIds.includes(id)),
          );
          if (
            tablesTaken ||
            !pacingAllows(day.restaurant.rules, day.claims, current.party, current.from)
          )
            throw new Refusal('gone', TAKEN_SINCE);
        }
        const expires = new Date(now.getTime() + HOLD_SECONDS * 1000);
        const [row] = await rows<ClaimRow>(
          tx,
          sql`update reservations set status = 'hold', expires_at = ${ts(expires)}, extensions = extensions + 1,
              client_key = ${clientKey}
            where id = ${current.id} returning ${CLAIM_COLUMNS}`,
        );
        return toClaim(row!);
      }),
    );
  },
);

/** Gives a hold back. Idempotent: releasing what is no longer held still answers true. */
export const releaseHold = withOutcome(
  async (db: AppDatabase, uuid: string, token: string | undefined) => {
    await db.transaction(async (tx) => {
      const current = await lockClaim(tx, uuid);
      if (!current) throw new Refusal('unknown', 'Reservation not found');
      assertOwner(current, token);
      if (current.status === 'pending' || current.status === 'completed') {
        throw new Refusal(
          'conflict',
          'This reservation is booked; cancel it from your profile instead.',
        );
      }
      if (current.status === 'hold')
        await tx.execute(
          sql`update reservations set status = 'released', client_key = null where id = ${current.id}`,
        );
    });
  },
);

export interface BookRequest {
  restaurantId: number;
  date: string;
  start: string;
  party: number;
  guestId: number;
  /** Hash of the caller's bearer token, if any: the one-statement path checks it in SQL. */
  bearerHash: string | null;
  /** The signed-in caller's user id (401 for a bad token); asked only off the fast path. */
  signedInUser(): Promise<number | null>;
  noted: string | null;
  /** Beside `noted` (ADR 0055), checked by shared/validation/dining-needs; none when left out. */
  needs?: DiningNeeds;
}

export interface DiningNeeds {
  occasion: string | null;
  allergens: string[];
  notes: string | null;
}

// The allergens travel as one JSON array: a batch's rows cannot be a jagged text[][].
const ALLERGENS_FROM = (json: string) => `array(select jsonb_array_elements_text(${json}))`;

// The usual booking in one statement: a live hold ($4, $5), its details, its guest (the holder's
// registered guest, or the signed-in caller whose session hash is $10), and the confirmation
// email queued with it as queueBookingMail does (one commit, one round trip).
const BOOK_HOLD = new Statement(
  'book_hold',
  `with booked as (
     update reservations set status = 'pending', guest_id = $1::int, noted = $2::text,
       occasion = $13::text, dietary_allergens = ${ALLERGENS_FROM('$14::jsonb')}, dietary_notes = $15::text,
       booked_at = $3::timestamptz, expires_at = null, client_key = null
     where uuid = $4::uuid and status = 'hold' and expires_at > $3::timestamptz and hold_token_hash = $5::text
       and restaurant_id = $6::int and reservation_date = $7::date
       and slot_start = $8::time and number_of_people = $9::int
       and (guest_id = $1::int
            or exists (select 1 from user_tokens t where t.token_hash = $10::text
                         and t.kind = 'session' and t.user_id = $1::int
                         and t.revoked_at is null and t.expires_at > $3::timestamptz))
     returning ${CLAIM_COLUMNS_TEXT}),
   queued as (
     insert into mail_outbox (kind, reservation_id, payload, next_attempt_at)
     select $11::text, id, $12::jsonb, $3::timestamptz from booked
     on conflict (reservation_id, kind) do nothing)
   select * from booked`,
);

// BOOK_HOLD for every booking in `$1` … `$11` (arrays, one element per booking, numbered from 1
// by `n`): the bookings that arrive together on one process cost one statement and one commit.
// Its reservations are found through the uuid index: `r.uuid = any($4)` repeats the join on uuid
// as a restriction, and the status test is written `(…) is true` so that the live-claim index,
// partial on status, cannot serve it. On statistics taken before the book filled (a new
// database, or the bench's), PostgreSQL otherwise read every live claim from that index on each
// call, a cost growing with the book: under bench:holds its costliest statement.
export const BOOK_HOLDS = new Statement(
  'book_holds',
  `with v as (
     select * from unnest($1::int[], $2::text[], $3::timestamptz[], $4::uuid[], $5::text[], $6::int[],
                          $7::date[], $8::time[], $9::int[], $10::text[], $11::jsonb[],
                          $12::text[], $13::jsonb[], $14::text[])
       with ordinality as v(guest_id, noted, now, uuid, token_hash, restaurant_id, reservation_date,
                            slot_start, party, bearer_hash, payload, occasion, allergens,
                            dietary_notes, n)),
   booked as (
     update reservations r set status = 'pending', guest_id = v.guest_id, noted = v.noted,
       occasion = v.occasion, dietary_allergens = ${ALLERGENS_FROM('v.allergens')},
       dietary_notes = v.dietary_notes,
       booked_at = v.now, expires_at = null, client_key = null
     from v
     where r.uuid = any($4::uuid[]) and r.uuid = v.uuid and (r.status = 'hold') is true and r.expires_at > v.now and r.hold_token_hash = v.token_hash
       and r.restaurant_id = v.restaurant_id and r.reservation_date = v.reservation_date
       and r.slot_start = v.slot_start and r.number_of_people = v.party
       and (r.guest_id = v.guest_id
            or exists (select 1 from user_tokens t where t.token_hash = v.bearer_hash
                         and t.kind = 'session' and t.user_id = v.guest_id
                         and t.revoked_at is null and t.expires_at > v.now))
     returning v.n, v.payload, v.now, r.id, r.uuid::text as uuid, r.restaurant_id, r.table_id, r.table_ids,
       r.reservation_date::text as reservation_date, r.slot_start::text as slot_start,
       r.slot_end::text as slot_end, r.number_of_people, r.status, r.expires_at, r.hold_token_hash, r.guest_id,
       r.table_minutes, r.extensions, r.held_since, (extract(epoch from lower(r.occupancy)) * 1000)::bigint as occupied_from,
       (extract(epoch from upper(r.occupancy)) * 1000)::bigint as occupied_to),
   queued as (
     insert into mail_outbox (kind, reservation_id, payload, next_attempt_at)
     select 'booking_confirmation', id, payload, now from booked
     on conflict (reservation_id, kind) do nothing)
   select * from booked`,
);

// Bookings arriving together on one process: one statement and one commit (ADR 0012).
const bookTogether = new GroupCommit<ClaimRow & { n?: string }>(
  BOOK_HOLD,
  BOOK_HOLDS,
  // BOOK_HOLD's values in order, but its eleventh (the email kind) is fixed in BOOK_HOLDS.
  (calls) =>
    Array.from({ length: 14 }, (_, i) => calls.map((values) => values[i < 10 ? i : i + 1])),
  (rows, _values, index) => rows.find((row) => Number(row.n) === index + 1),
);

export const NOT_YOUR_GUEST =
  'You can only book for yourself: sign in, or enter your details at checkout.';

/**
 * hold -> pending. Booking the same hold again answers the same (one booking); an expired
 * hold answers 410; details that do not match the hold answer 409. The guest must be the
 * signed-in caller or the guest registered for this very hold at checkout. `booked` is true
 * only for the call that made the booking; that booking's confirmation email is queued in
 * `mail_outbox` atomically with it (the mail-outbox worker sends it).
 */
export const bookHold = withOutcome(
  async (
    db: AppDatabase,
    uuid: string,
    token: string | undefined,
    request: BookRequest,
    now: Date,
  ): Promise<{ claim: Claim; booked: boolean }> => {
    const needs = request.needs ?? { occasion: null, allergens: [], notes: null };
    // Only what was given: the outbox row holds no more of the diner's needs than it must.
    const payload: MailOutboxPayload = {
      noted: request.noted,
      ...(needs.occasion ? { occasion: needs.occasion } : {}),
      ...(needs.allergens.length ? { allergens: needs.allergens } : {}),
      ...(needs.notes ? { dietaryNotes: needs.notes } : {}),
    };
    if (token) {
      const booked = await bookTogether.run(db, [
        request.guestId,
        request.noted,
        now.toISOString(),
        uuid,
        hashToken(token),
        request.restaurantId,
        request.date,
        request.start,
        request.party,
        request.bearerHash ?? '',
        'booking_confirmation' satisfies MailOutboxKind,
        JSON.stringify(payload),
        needs.occasion,
        JSON.stringify(needs.allergens),
        needs.notes,
      ]);
      if (booked) return { claim: toClaim(booked), booked: true };
    }
    // Anything else (a repeat, an expired hold, a stranger, other details) gets its precise answer.
    // The caller is looked up before the transaction: PGlite runs one statement at a time.
    const userId = await request.signedInUser();
    return db.transaction(async (tx) => {
      const current = await lockClaim(tx, uuid);
      if (!current) throw new Refusal('unknown', 'Reservation not found');
      assertOwner(current, token);
      const matches =
        current.restaurantId === request.restaurantId &&
        current.date === request.date &&
        current.start === request.start &&
        current.party === request.party;
      if (!matches)
        throw new Refusal(
          'conflict',
          'These booking details do not match your held table. Please hold the table again.',
        );
      if (current.guestId !== request.guestId && userId !== request.guestId) {
        throw new Refusal('not_yours', NOT_YOUR_GUEST);
      }
      if (current.status === 'pending' || current.status === 'completed') {
        return { claim: current, booked: false };
      }
      if (current.status === 'hold' && isLiveHold(current, now)) {
        const [row] = await rows<ClaimRow>(
          tx,
          sql`update reservations set status = 'pending', guest_id = ${request.guestId}, noted = ${request.noted},
              occasion = ${needs.occasion}, dietary_notes = ${needs.notes},
              dietary_allergens = array(select jsonb_array_elements_text(${JSON.stringify(needs.allergens)}::jsonb)),
              booked_at = ${ts(now)}, expires_at = null, client_key = null
            where id = ${current.id} returning ${CLAIM_COLUMNS}`,
        );
        await tx.execute(
          queueBookingMail('booking_confirmation', sql`select ${current.id}::int`, payload, now),
        );
        return { claim: toClaim(row!), booked: true };
      }
      if (current.status === 'cancelled')
        throw new Refusal('gone', 'This reservation was cancelled.');
      throw new Refusal('gone', HOLD_EXPIRED);
    });
  },
);

export const HOLD_EXPIRED = 'Your hold has expired. Please choose a time again.';

/** The claim, for whoever holds its token: unknown or not_yours otherwise. */
export const ownClaim = withOutcome(
  async (db: Executor, uuid: string, token: string | undefined): Promise<Claim> => {
    const claim = await findClaim(db, uuid);
    if (!claim) throw new Refusal('unknown', 'Reservation not found');
    assertOwner(claim, token);
    return claim;
  },
);

/** The hold, while it is live and for whoever holds its token: unknown, not_yours or gone. */
export const liveHold = withOutcome(
  async (db: Executor, uuid: string, token: string | undefined, now: Date): Promise<Claim> => {
    const current = await findClaim(db, uuid);
    if (!current) throw new Refusal('unknown', 'Reservation not found');
    assertOwner(current, token);
    if (!isLiveHold(current, now)) throw new Refusal('gone', HOLD_EXPIRED);
    return current;
  },
);

/**
 * Names the guest registered at checkout as the one this hold may be booked for, in one
 * transaction with making that guest (`guest`; null when it could not be made): only the
 * hold's maker can do it, only while the hold is live, and only once.
 */
export const registerForHold = withOutcome(
  async <G extends { id: number }>(
    db: AppDatabase,
    uuid: string,
    token: string | undefined,
    now: Date,
    guest: (tx: Executor) => Promise<G | null>,
  ): Promise<G | null> =>
    db.transaction(async (tx) => {
      const made = await guest(tx);
      if (!made) return null;
      const current = await lockClaim(tx, uuid);
      if (!current) throw new Refusal('unknown', 'Reservation not found');
      assertOwner(current, token);
      if (!isLiveHold(current, now)) throw new Refusal('gone', HOLD_EXPIRED);
      if (current.guestId !== null && current.guestId !== made.id) {
        throw new Refusal('conflict', 'Someone has already registered for this table.');
      }
      await tx.execute(sql`update reservations set guest_id = ${made.id} where id = ${current.id}`);
      return made;
    }),
);

// The instants a booking starts and ends, from its London wall-clock date and times (a slot
// ending at 00:00 ends on the next day).
export const STARTS_AT = sql`((reservation_date + slot_start) at time zone 'Europe/London')`;
export const ENDS_AT = sql`((reservation_date + slot_end + case when slot_end <= slot_start then interval '1 day' else interval '0' end) at time zone 'Europe/London')`;

/** pending -> completed for a user's bookings whose slot has ended. */
async function completeEnded(db: Executor, userId: number, now: Date) {
  await db.execute(
    sql`update reservations set status = 'completed'
        where guest_id = ${userId} and status = 'pending' and ${ENDS_AT} <= ${ts(now)}`,
  );
}

export interface ReservationItem {
  id: number;
  uuid: string;
  status: 'pending' | 'completed' | 'cancelled';
  day: string;
  reservation_date: string;
  reservation_time: string;
  end_time: string;
  number_of_people: number;
  noted: string | null;
  occasion: string | null;
  dietary_allergens: string[];
  dietary_notes: string | null;
  created_at: string;
  table_minutes: number;
  /** When the diner answered the reminder with 'keep' (ISO instant), or null. */
  kept_at: string | null;
  /** The end of free cancellation (ISO instant); null for bookings made before policies. */
  cancel_by: string | null;
  restaurant: {
    uuid: string;
    name: string;
    avatar: string | null;
    address: string | null;
    /** To call once the booking can no longer be cancelled online. */
    phone: string | null;
  };
}

interface ItemRow {
  id: number;
  uuid: string;
  status: ReservationItem['status'];
  reservation_date: string;
  slot_start: string;
  slot_end: string;
  number_of_people: number;
  noted: string | null;
  occasion: string | null;
  dietary_allergens: string[] | null;
  dietary_notes: string | null;
  created_at: string | Date;
  table_minutes: number;
  kept_at: string | Date | null;
  cancel_by: string | Date | null;
  rest_uuid: string;
  rest_name: string;
  rest_avatar: string | null;
  rest_address: string | null;
  rest_phone: string | null;
}

const toItem = (r: ItemRow): ReservationItem => {
  const iso = String(r.reservation_date).slice(0, 10);
  return {
    id: r.id,
    uuid: r.uuid,
    status: r.status,
    day: WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()]!,
    reservation_date: `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
    reservation_time: r.slot_start.slice(0, 8),
    end_time: r.slot_end.slice(0, 5),
    number_of_people: Number(r.number_of_people),
    noted: r.noted,
    occasion: r.occasion,
    dietary_allergens: r.dietary_allergens ?? [],
    dietary_notes: r.dietary_notes,
    created_at: new Date(r.created_at).toISOString(),
    table_minutes: Number(r.table_minutes),
    kept_at: r.kept_at === null ? null : new Date(r.kept_at).toISOString(),
    cancel_by: r.cancel_by === null ? null : new Date(r.cancel_by).toISOString(),
    restaurant: {
      uuid: r.rest_uuid,
      name: r.rest_name,
      avatar: r.rest_avatar,
      address: r.rest_address,
      phone: r.rest_phone,
    },
  };
};

const ITEM_QUERY = sql`select r.id, r.uuid::text as uuid, r.status, r.reservation_date::text as reservation_date,
    r.slot_start::text as slot_start, r.slot_end::text as slot_end, r.number_of_people, r.noted, r.created_at,
    r.occasion, r.dietary_allergens, r.dietary_notes, r.table_minutes, r.kept_at, r.cancel_by, s.uuid::text as rest_uuid, s.name as rest_name, s.avatar as rest_avatar, s.address as rest_address,
    s.phone as rest_phone
  from reservations r join restaurants s on s.id = r.restaurant_id`;

/** A user's bookings (never holds), soonest-dated last, with ended ones marked completed. */
export async function listUserReservations(db: Executor, userId: number, now: Date) {
  await completeEnded(db, userId, now);
  const found = await rows<ItemRow>(
    db,
    sql`${ITEM_QUERY} where r.guest_id = ${userId} and r.status in ('pending', 'completed', 'cancelled')
        order by r.reservation_date desc, r.slot_start desc, r.id desc limit 500`,
  );
  return found.map(toItem);
}

/** One of the user's bookings by id or uuid; null for anyone else's, so nothing leaks. */
export async function findUserReservation(
  db: Executor,
  userId: number,
  idOrUuid: string,
  now: Date,
): Promise<ReservationItem | null> {
  await completeEnded(db, userId, now);
  const match = /^\d+$/.test(idOrUuid)
    ? sql`r.id = ${Number(idOrUuid)}`
    : sql`r.uuid = ${idOrUuid}::uuid`;
  const [row] = await rows<ItemRow>(
    db,
    sql`${ITEM_QUERY} where ${match} and r.guest_id = ${userId} and r.status in ('pending', 'completed', 'cancelled')`,
  );
  return row ? toItem(row) : null;
}

/** The account a booking (not a hold) was made for; null when there is no such booking. */
export async function bookingOwner(db: Executor, uuid: string): Promise<number | null> {
  const [row] = await rows<{ guest_id: number }>(
    db,
    sql`select guest_id from reservations where uuid = ${uuid}::uuid
          and status in ('pending', 'completed', 'cancelled') and guest_id is not null`,
  );
  return row ? row.guest_id : null;
}

/** Past the restaurant's free cancellation: what the diner can still do, and how. */
export const tooLateOnline = (
  action: 'cancelled' | 'changed',
  cancelBy: Date,
  restaurant: string,
  phone: string | null,
) =>
  `Free cancellation ended at ${londonMoment(cancelBy)}, so this booking can no longer be ${action} online. ` +
  (phone ? `Please call ${restaurant} on ${phone}.` : `Please contact ${restaurant}.`);

/**
 * The owner cancels a pending booking before it starts and before its free cancellation ends. Idempotent: cancelling again answers
 * the same with `cancelled` false (no second notice). Anyone else's booking is "not found".
 * The cancellation notice is queued in `mail_outbox` in the same transaction.
 */
export const cancelReservation = withOutcome(
  async (
    db: AppDatabase,
    userId: number,
    uuid: string,
    now: Date,
  ): Promise<{ item: ReservationItem; cancelled: boolean }> => {
    const cancelled = await db.transaction(async (tx) => {
      const [row] = await rows<{
        id: number;
        status: Claim['status'];
        started: boolean;
        cancel_by: string | Date | null;
        name: string;
        phone: string | null;
      }>(
        tx,
        sql`select r.id, r.status, ${STARTS_AT} <= ${ts(now)} as started, r.cancel_by, s.name, s.phone
          from reservations r join restaurants s on s.id = r.restaurant_id
          where r.uuid = ${uuid}::uuid and r.guest_id = ${userId} and r.status in ('pending', 'completed', 'cancelled')
          for update of r`,
      );
      if (!row) throw new Refusal('unknown', 'Reservation not found');
      if (row.status === 'cancelled') return false;
      if (row.status === 'completed' || row.started) {
        throw new Refusal(
          'conflict',
          'This reservation has already started and can no longer be cancelled.',
        );
      }
      if (row.cancel_by !== null && new Date(row.cancel_by) <= now) {
        throw new Refusal(
          'conflict',
          tooLateOnline('cancelled', new Date(row.cancel_by), row.name, row.phone),
        );
      }
      await tx.execute(
        sql`update reservations set status = 'cancelled', cancelled_at = ${ts(now)} where id = ${row.id}`,
      );
      await tx.execute(
        queueBookingMail('booking_cancellation', sql`select ${row.id}::int`, {}, now),
      );
      return true;
    });
    const item = await findUserReservation(db, userId, uuid, now);
    return { item: item!, cancelled };
  },
);

/**
 * The owner answers the reminder: still coming. Idempotent (the first answer's time stays);
 * refused once the booking is cancelled or has started, like a cancellation.
 */
export const keepReservation = withOutcome(
  async (db: AppDatabase, userId: number, uuid: string, now: Date): Promise<ReservationItem> => {
    const [row] = await rows<{ status: Claim['status']; started: boolean }>(
      db,
      sql`update reservations set kept_at = coalesce(kept_at, case
              when status = 'pending' and ${STARTS_AT} > ${ts(now)} then ${ts(now)} end)
          where uuid = ${uuid}::uuid and guest_id = ${userId} and status in ('pending', 'completed', 'cancelled')
          returning status, ${STARTS_AT} <= ${ts(now)} as started`,
    );
    if (!row) throw new Refusal('unknown', 'Reservation not found');
    if (row.status === 'cancelled') throw new Refusal('gone', 'This reservation was cancelled.');
    if (row.status === 'completed' || row.started) {
      throw new Refusal('conflict', 'This reservation has already started.');
    }
    return (await findUserReservation(db, userId, uuid, now))!;
  },
);

export interface ChangeRequest {
  date: CalendarDate;
  /** The new arrival time, HH:MM: one of the slots the restaurant opens that day. */
  start: string;
  party: number;
}

export const NOT_FREE_TO_CHANGE =
  'Sorry, that time is not free for your party. Your booking has not changed: please choose another time.';
export const STARTED_NO_CHANGE =
  'This reservation has already started and can no longer be changed.';

/**
 * The owner moves a pending booking to another date, time or party size, in place: the same
 * row (its id, uuid and UID), in one transaction under the new day's claim locks. The new
 * time answers to every rule a hold does (seating_claim_day leaves the booking's own claim
 * out, so it may keep or overlap its own tables); one UPDATE then moves the claim, so the new
 * tables are taken in the statement that lets the old ones go, and the exclusion constraint
 * still decides. Any refusal rolls back: the booking stays exactly as it was. Refused once
 * started or past the free cancellation deadline. Each change raises `revision` and queues
 * the updated confirmation (a calendar REQUEST with a higher SEQUENCE) in the same commit.
 * `changed` is false when the details are the ones booked; `freed` is the date let go.
 */
export const changeReservation = withOutcome(
  async (
    db: AppDatabase,
    userId: number,
    uuid: string,
    request: ChangeRequest,
    now: Date,
  ): Promise<{ item: ReservationItem; changed: boolean; freed: FreedDay | null }> => {
    const outcome = await retrying(() =>
      takenOnConflict(() =>
        db.transaction(async (tx) => {
          const [seen] = await rows<{ id: number; restaurant_id: number }>(
            tx,
            sql`select id, restaurant_id from reservations
                where uuid = ${uuid}::uuid and guest_id = ${userId} and status in ('pending', 'completed', 'cancelled')`,
          );
          if (!seen) throw new Refusal('unknown', 'Reservation not found');
          // The locks (and the day, leaving this booking's own claim out) before the row, as every claim.
          const found = await claimingSeatingDay(tx, seen.restaurant_id, request.date, now, {
            key: null,
            except: seen.id,
          });
          const [row] = await rows<{
            status: Claim['status'];
            started: boolean;
            cancel_by: string | Date | null;
            reservation_date: string;
            slot_start: string;
            number_of_people: number;
            name: string;
            phone: string | null;
            online_booking: boolean;
          }>(
            tx,
            sql`select r.status, ${STARTS_AT} <= ${ts(now)} as started, r.cancel_by,
                  r.reservation_date::text as reservation_date, r.slot_start::text as slot_start,
                  r.number_of_people, s.name, s.phone, s.online_booking
                from reservations r join restaurants s on s.id = r.restaurant_id
                where r.id = ${seen.id} for update of r`,
          );
          if (!row) throw new Refusal('unknown', 'Reservation not found');
          if (row.status === 'cancelled')
            throw new Refusal('gone', 'This reservation was cancelled.');
          if (row.status === 'completed' || row.started)
            throw new Refusal('conflict', STARTED_NO_CHANGE);
          if (row.cancel_by !== null && new Date(row.cancel_by) <= now)
            throw new Refusal(
              'conflict',
              tooLateOnline('changed', new Date(row.cancel_by), row.name, row.phone),
            );
          const before = {
            date: String(row.reservation_date).slice(0, 10),
            start: row.slot_start.slice(0, 5),
            party: Number(row.number_of_people),
          };
          if (
            before.date === request.date.iso &&
            before.start === request.start &&
            before.party === request.party
          )
            return { changed: false, freed: null };
          if (!row.online_booking) throw new Refusal('conflict', PHONE_BOOKINGS_ONLY);
          const { day, slot } = ruledSlot(
            found,
            { date: request.date, slotStart: request.start, party: request.party },
            now,
          );
          const { restaurant } = day;
          const tables = seatAt(
            restaurant,
            fitsFor(restaurant, request.party),
            day.claims,
            request.party,
            slot.arrival,
          );
          if (!tables) throw new Refusal('conflict', NOT_FREE_TO_CHANGE);
          const span = occupancy(restaurant.rules, request.party, slot.arrival);
          const moved = before.date !== request.date.iso || before.start !== request.start;
          await tx.execute(
            sql`update reservations set table_id = ${tables[0]!}, table_ids = ${`{${tables.join(',')}}`}::int[],
                  occupancy = tstzrange(${ts(new Date(span.from))}, ${ts(new Date(span.to))}),
                  table_minutes = ${turnMinutes(restaurant.rules, request.party)},
                  reservation_date = ${request.date.iso}::date, slot_start = ${slot.start}::time,
                  slot_end = ${slot.end}::time, number_of_people = ${request.party},
                  revision = revision + 1, changed_at = ${ts(now)}
                  ${moved ? sql`, reminder_queued_at = null, kept_at = null` : sql``}
                where id = ${seen.id}`,
          );
          await tx.execute(queueChangeMail(seen.id, now));
          return {
            changed: true,
            freed: { restaurantId: Number(seen.restaurant_id), date: before.date },
          };
        }),
      ),
    );
    const item = await findUserReservation(db, userId, uuid, now);
    return { item: item!, ...outcome };
  },
);

/**
 * The times a booking could be changed to on a date for a party: availability's answer with
 * the booking's own claim left out (it may keep its table, or overlap its own meal). Unknown
 * for anyone but the owner, and for a booking that is not pending.
 */
export const changeTimes = withOutcome(
  async (
    db: Executor,
    userId: number,
    uuid: string,
    date: CalendarDate,
    party: number,
    now: Date,
  ): Promise<DayAvailability> => {
    const [row] = await rows<{ id: number; restaurant_id: number; online_booking: boolean }>(
      db,
      sql`select r.id, r.restaurant_id, s.online_booking
          from reservations r join restaurants s on s.id = r.restaurant_id
          where r.uuid = ${uuid}::uuid and r.guest_id = ${userId} and r.status = 'pending'`,
    );
    if (!row) throw new Refusal('unknown', 'Reservation not found');
    if (!row.online_booking) return { slots: [], callToBook: null, beyondHorizon: null };
    const day = await loadSeatingDay(db, Number(row.restaurant_id), date, now, row.id);
    if (!day) throw new Refusal('unknown', 'Restaurant not found');
    return offeredSlots(day, party, now, date, londonNow(now).date);
  },
);

/** A restaurant's London date (yyyy-mm-dd) on which a table was let go. */
export interface FreedDay {
  restaurantId: number;
  date: string;
}

/**
 * The updated confirmation of a change, due at once. A change email still queued is sent
 * as it is (it reads the booking when sent); one being sent, or given up, is due again, and
 * its claim's fence (attempts) moves on, so the booking as it now stands goes out too.
 */
const queueChangeMail = (reservationId: number, now: Date) =>
  sql`insert into mail_outbox (kind, reservation_id, payload, next_attempt_at)
      values ('booking_change', ${reservationId}, '{}'::jsonb, ${ts(now)})
      on conflict (reservation_id, kind) do update set
        next_attempt_at = excluded.next_attempt_at, last_error = null,
        attempts = case when mail_outbox.next_attempt_at is null then 0
                        when mail_outbox.next_attempt_at > excluded.next_attempt_at then mail_outbox.attempts + 1
                        else mail_outbox.attempts end`;

/**
 * Pairs of live claims (bookings, and holds not yet expired) that share a table at
 * overlapping times: the invariant says this is always 0.
 */
export async function overlappingClaims(db: Executor, now: Date): Promise<number> {
  const live = (alias: string) =>
    sql.raw(
      `(${alias}.status in ('pending', 'completed') or (${alias}.status = 'hold' and ${alias}.expires_at > '${now.toISOString()}'::timestamptz))`,
    );
  const [row] = await rows<{ n: string }>(
    db,
    sql`select count(*) as n from reservations a join reservations b
          on b.restaurant_id = a.restaurant_id and b.id > a.id
         and b.table_ids && a.table_ids and b.occupancy && a.occupancy
        where ${live('a')} and ${live('b')}`,
  );
  return Number(row?.n ?? 0);
}
