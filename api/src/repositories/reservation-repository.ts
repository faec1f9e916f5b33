import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, GroupCommit, Statement } from '../db/client';
import type { MailOutboxPayload, mailOutbox } from '../db/schema';
import { hashSecret as hashToken, newSecret } from '../lib/credentials';
import { pgCode, UNIQUE_VIOLATION } from '../lib/pg-error';
import { type CalendarDate, WEEKDAYS } from '../lib/wire-date';
import { HttpError } from '../plugins/error-handler';
import { type Executor, rows } from './restaurant-repository';

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
}

export interface Claim {
  id: number;
  uuid: string;
  restaurantId: number;
  tableId: number;
  date: string;
  start: string;
  end: string;
  party: number;
  status: 'hold' | 'pending' | 'completed' | 'cancelled' | 'released' | 'expired';
  expiresAt: Date | null;
  holdTokenHash: string | null;
  guestId: number | null;
}

interface ClaimRow {
  id: number;
  uuid: string;
  restaurant_id: number;
  table_id: number;
  reservation_date: string;
  slot_start: string;
  slot_end: string;
  number_of_people: number;
  status: Claim['status'];
  expires_at: string | Date | null;
  hold_token_hash: string | null;
  guest_id: number | null;
}

const toClaim = (r: ClaimRow): Claim => ({
  id: r.id,
  uuid: r.uuid,
  restaurantId: r.restaurant_id,
  tableId: r.table_id,
  date: String(r.reservation_date).slice(0, 10),
  start: r.slot_start.slice(0, 5),
  end: r.slot_end.slice(0, 5),
  party: Number(r.number_of_people),
  status: r.status,
  expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
  holdTokenHash: r.hold_token_hash,
  guestId: r.guest_id,
});

const CLAIM_COLUMNS_TEXT = `id, uuid::text as uuid, restaurant_id, table_id, reservation_date::text as reservation_date,
  slot_start::text as slot_start, slot_end::text as slot_end, number_of_people, status, expires_at, hold_token_hash, guest_id`;
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
export async function lockClaim(tx: Executor, uuid: string): Promise<Claim | null> {
  const [row] = await rows<ClaimRow>(
    tx,
    sql`select ${CLAIM_COLUMNS} from reservations where uuid = ${uuid}::uuid for update`,
  );
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

// One statement: the smallest table free at $9 (a lapsed hold does not count), claimed.
// Looking is not claiming: a concurrent claim may win that table first, and then this inserts
// nothing and claimTable looks again, now seeing it taken.
// `offset 0` keeps the live-claim check a probe of the live-claim index per candidate table
// (a handful of rows). As an anti-join, on statistics taken before the book filled (a new
// database, or the bench's) PostgreSQL chose one scan of every claim for the date and slot
// across all tables, a cost that grew with the book: a fifth of its CPU under bench:holds.
const CLAIM_TABLE = new Statement(
  'claim_table',
  `insert into reservations (uuid, restaurant_id, table_id, reservation_date, slot_start, slot_end, number_of_people,
                             status, expires_at, hold_token_hash, created_at)
   select $1::uuid, $2::int, t.id, $3::date, $4::time, $5::time, $6::int, 'hold', $7::timestamptz, $8::text, $9::timestamptz
   from restaurant_tables t
   where t.restaurant_id = $2::int and t.seats >= $6::int
     and exists (select 1 from opening_slots s where s.restaurant_id = $2::int
                   and s.weekday = $10::text and s.slot_start = $4::time and s.slot_end = $5::time)
     and not exists (select 1 from reservations c where c.table_id = t.id and c.reservation_date = $3::date
                       and c.slot_start = $4::time and c.status in ('hold', 'pending', 'completed')
                       and (c.status <> 'hold' or c.expires_at > $9::timestamptz)
                     offset 0)
   order by t.seats, t.id
   limit 1
   on conflict (table_id, reservation_date, slot_start) where status in ('hold', 'pending', 'completed') do nothing
   returning ${CLAIM_COLUMNS_TEXT}`,
);

// CLAIM_TABLE for every hold in `$1` … `$10` (arrays, one element per hold). Two holds of one
// batch may pick the same table: the live-claim index lets the first in, `do nothing` skips the
// second, and that hold, answered nothing, tries again alone and finds the next table. The
// index, not the batch, still decides every claim.
const CLAIM_TABLES = new Statement(
  'claim_tables',
  `insert into reservations (uuid, restaurant_id, table_id, reservation_date, slot_start, slot_end, number_of_people,
                             status, expires_at, hold_token_hash, created_at)
   select v.uuid, v.restaurant_id, free.id, v.reservation_date, v.slot_start, v.slot_end, v.party, 'hold',
          v.expires_at, v.token_hash, v.now
   from unnest($1::uuid[], $2::int[], $3::date[], $4::time[], $5::time[], $6::int[], $7::timestamptz[],
               $8::text[], $9::timestamptz[], $10::text[])
          as v(uuid, restaurant_id, reservation_date, slot_start, slot_end, party, expires_at, token_hash, now, weekday)
   cross join lateral (
     select t.id from restaurant_tables t
     where t.restaurant_id = v.restaurant_id and t.seats >= v.party
       and exists (select 1 from opening_slots s where s.restaurant_id = v.restaurant_id
                     and s.weekday = v.weekday and s.slot_start = v.slot_start and s.slot_end = v.slot_end)
       and not exists (select 1 from reservations c where c.table_id = t.id and c.reservation_date = v.reservation_date
                         and c.slot_start = v.slot_start and c.status in ('hold', 'pending', 'completed')
                         and (c.status <> 'hold' or c.expires_at > v.now)
                       offset 0)
     order by t.seats, t.id
     limit 1) free
   on conflict (table_id, reservation_date, slot_start) where status in ('hold', 'pending', 'completed') do nothing
   returning ${CLAIM_COLUMNS_TEXT}`,
);

// Holds arriving together on one process: one statement and one commit (ADR 0012).
const claimTogether = new GroupCommit<ClaimRow>(
  CLAIM_TABLE,
  CLAIM_TABLES,
  (calls) => Array.from({ length: 10 }, (_, i) => calls.map((values) => values[i])),
  // Each hold's uuid is new, so it names the hold's row.
  (rows, values) => rows.find((row) => row.uuid === values[0]),
  // What a hold competes for: one restaurant's date and slot (at most one per statement).
  (values) => `${String(values[1])}|${String(values[2])}|${String(values[3])}`,
);

/**
 * Claims the smallest free table that seats the party for that date and slot. The partial
 * unique index on live claims is what makes this safe under any concurrency, across
 * processes: two transactions racing for one table cannot both insert, the loser's
 * `on conflict do nothing` returns no row and it tries the next table.
 */
async function claimTable(
  tx: Executor,
  request: HoldRequest,
  now: Date,
  tokenHash: string,
): Promise<Claim | null> {
  const day = sql`${request.date.iso}::date`;
  const slot = sql`${request.slotStart}::time`;
  const expires = new Date(now.getTime() + HOLD_SECONDS * 1000);
  const values = () => [
    randomUUID(),
    request.restaurantId,
    request.date.iso,
    request.slotStart,
    request.slotEnd,
    request.party,
    expires.toISOString(),
    tokenHash,
    now.toISOString(),
    request.date.weekday,
  ];
  for (let tries = 0; tries < 8; tries++) {
    // Only a first try is grouped: a retry follows a lost race and goes alone.
    const row =
      tries === 0
        ? await claimTogether.run(tx, values())
        : (await CLAIM_TABLE.rows<ClaimRow>(tx, values()))[0];
    if (row) return toClaim(row);
    // Nothing inserted: either no table is free, or the free-looking one still carries a
    // lapsed hold in the unique index. Retire lapsed holds here (no sweeper needed) and, if
    // there were any, look again.
    const retired = await rows<{ id: number }>(
      tx,
      sql`update reservations set status = 'expired'
          where restaurant_id = ${request.restaurantId} and reservation_date = ${day} and slot_start = ${slot}
            and status = 'hold' and expires_at <= ${ts(now)}
          returning id`,
    );
    const [free] = await rows<{ id: number }>(
      tx,
      sql`select t.id from restaurant_tables t
          where t.restaurant_id = ${request.restaurantId} and t.seats >= ${request.party}
            and not exists (select 1 from reservations c where c.table_id = t.id and c.reservation_date = ${day}
                              and c.slot_start = ${slot} and c.status in ('hold', 'pending', 'completed'))
          limit 1`,
    );
    if (retired.length === 0 && !free) return null;
  }
  return null;
}

export const SLOT_TAKEN = 'Sorry, that time has just been taken. Please choose another time.';

/**
 * A new hold, with the secret that proves who made it (only its hash is stored). The claim
 * checks the slot is one the restaurant opens; `onNoClaim` tells a bad slot from a full one.
 * No explicit transaction: each statement of claimTable is atomic on its own, and the unique
 * index, not a lock, is what keeps claims apart.
 */
export async function createHold(
  db: AppDatabase,
  request: HoldRequest,
  now: Date,
  onNoClaim: () => Promise<void> = async () => undefined,
): Promise<{ claim: Claim; token: string }> {
  const token = newSecret();
  const claim = await retrying(() => claimTable(db, request, now, hashToken(token)));
  if (!claim) {
    await onNoClaim();
    throw new HttpError(409, SLOT_TAKEN);
  }
  return { claim, token };
}

/** Whoever holds the token owns the hold; anyone else gets a 403 that reveals nothing. */
export function assertOwner(claim: Claim, token: string | undefined) {
  if (!token || !claim.holdTokenHash || hashToken(token) !== claim.holdTokenHash) {
    throw new HttpError(403, 'This reservation belongs to someone else.');
  }
}

/**
 * Moves a live hold to another slot in one transaction: the old claim is released and the
 * new one made together, or, when the new slot is taken, nothing changes at all.
 */
export async function moveHold(
  db: AppDatabase,
  uuid: string,
  token: string | undefined,
  request: HoldRequest,
  now: Date,
) {
  return retrying(() =>
    db.transaction(async (tx) => {
      const current = await lockClaim(tx, uuid);
      if (!current) throw new HttpError(404, 'Reservation not found');
      assertOwner(current, token);
      if (!isLiveHold(current, now)) throw new HttpError(410, HOLD_EXPIRED);
      await tx.execute(sql`update reservations set status = 'released' where id = ${current.id}`);
      const claim = await claimTable(tx, request, now, current.holdTokenHash!);
      // Throwing rolls the release back: the diner keeps the slot they had.
      if (!claim) throw new HttpError(409, SLOT_TAKEN);
      if (current.guestId === null) return claim;
      // A guest registered at checkout moves with the hold.
      const [row] = await rows<ClaimRow>(
        tx,
        sql`update reservations set guest_id = ${current.guestId} where id = ${claim.id} returning ${CLAIM_COLUMNS}`,
      );
      return toClaim(row!);
    }),
  );
}

/** Back to a full 300 s; a hold that has just lapsed is revived if its table is still free. */
export async function extendHold(
  db: AppDatabase,
  uuid: string,
  token: string | undefined,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const current = await lockClaim(tx, uuid);
    if (!current) throw new HttpError(404, 'Reservation not found');
    assertOwner(current, token);
    if (current.status !== 'hold' && current.status !== 'expired') {
      throw new HttpError(409, 'Only a held table can be extended.');
    }
    const expires = new Date(now.getTime() + HOLD_SECONDS * 1000);
    if (!isLiveHold(current, now)) {
      // Someone else may have claimed the table since; the unique index decides.
      const [taken] = await rows<{ id: number }>(
        tx,
        sql`select id from reservations where table_id = ${current.tableId} and reservation_date = ${current.date}::date
              and slot_start = ${current.start}::time and id <> ${current.id}
              and (status in ('pending', 'completed') or (status = 'hold' and expires_at > ${ts(now)}))
            for update`,
      );
      if (taken)
        throw new HttpError(
          410,
          'Your hold has expired and the table has been taken. Please choose another time.',
        );
      await tx.execute(
        sql`update reservations set status = 'expired' where table_id = ${current.tableId} and reservation_date = ${current.date}::date
              and slot_start = ${current.start}::time and id <> ${current.id} and status = 'hold' and expires_at <= ${ts(now)}`,
      );
    }
    try {
      const [row] = await rows<ClaimRow>(
        tx,
        sql`update reservations set status = 'hold', expires_at = ${ts(expires)} where id = ${current.id} returning ${CLAIM_COLUMNS}`,
      );
      return toClaim(row!);
    } catch (error) {
      // Another claim on this table won the race since the check above.
      if (pgCode(error) === UNIQUE_VIOLATION) {
        throw new HttpError(
          410,
          'Your hold has expired and the table has been taken. Please choose another time.',
        );
      }
      throw error;
    }
  });
}

/** Gives a hold back. Idempotent: releasing what is no longer held still answers true. */
export async function releaseHold(db: AppDatabase, uuid: string, token: string | undefined) {
  await db.transaction(async (tx) => {
    const current = await lockClaim(tx, uuid);
    if (!current) throw new HttpError(404, 'Reservation not found');
    assertOwner(current, token);
    if (current.status === 'pending' || current.status === 'completed') {
      throw new HttpError(409, 'This reservation is booked; cancel it from your profile instead.');
    }
    if (current.status === 'hold')
      await tx.execute(sql`update reservations set status = 'released' where id = ${current.id}`);
  });
}

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
}

// The usual booking in one statement: a live hold ($4, $5), its details, its guest (the holder's
// registered guest, or the signed-in caller whose session hash is $10), and the confirmation
// email queued with it as queueBookingMail does (one commit, one round trip).
const BOOK_HOLD = new Statement(
  'book_hold',
  `with booked as (
     update reservations set status = 'pending', guest_id = $1::int, noted = $2::text,
       booked_at = $3::timestamptz, expires_at = null
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
                          $7::date[], $8::time[], $9::int[], $10::text[], $11::jsonb[])
       with ordinality as v(guest_id, noted, now, uuid, token_hash, restaurant_id, reservation_date,
                            slot_start, party, bearer_hash, payload, n)),
   booked as (
     update reservations r set status = 'pending', guest_id = v.guest_id, noted = v.noted,
       booked_at = v.now, expires_at = null
     from v
     where r.uuid = any($4::uuid[]) and r.uuid = v.uuid and (r.status = 'hold') is true and r.expires_at > v.now and r.hold_token_hash = v.token_hash
       and r.restaurant_id = v.restaurant_id and r.reservation_date = v.reservation_date
       and r.slot_start = v.slot_start and r.number_of_people = v.party
       and (r.guest_id = v.guest_id
            or exists (select 1 from user_tokens t where t.token_hash = v.bearer_hash
                         and t.kind = 'session' and t.user_id = v.guest_id
                         and t.revoked_at is null and t.expires_at > v.now))
     returning v.n, v.payload, v.now, r.id, r.uuid::text as uuid, r.restaurant_id, r.table_id,
       r.reservation_date::text as reservation_date, r.slot_start::text as slot_start,
       r.slot_end::text as slot_end, r.number_of_people, r.status, r.expires_at, r.hold_token_hash, r.guest_id),
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
  (calls) => Array.from({ length: 11 }, (_, i) => calls.map((values) => values[i === 10 ? 11 : i])),
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
export async function bookHold(
  db: AppDatabase,
  uuid: string,
  token: string | undefined,
  request: BookRequest,
  now: Date,
): Promise<{ claim: Claim; booked: boolean }> {
  const payload: MailOutboxPayload = { noted: request.noted };
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
    ]);
    if (booked) return { claim: toClaim(booked), booked: true };
  }
  // Anything else (a repeat, an expired hold, a stranger, other details) gets its precise answer.
  // The caller is looked up before the transaction: PGlite runs one statement at a time.
  const userId = await request.signedInUser();
  return db.transaction(async (tx) => {
    const current = await lockClaim(tx, uuid);
    if (!current) throw new HttpError(404, 'Reservation not found');
    assertOwner(current, token);
    const matches =
      current.restaurantId === request.restaurantId &&
      current.date === request.date &&
      current.start === request.start &&
      current.party === request.party;
    if (!matches)
      throw new HttpError(
        409,
        'These booking details do not match your held table. Please hold the table again.',
      );
    if (current.guestId !== request.guestId && userId !== request.guestId) {
      throw new HttpError(403, NOT_YOUR_GUEST);
    }
    if (current.status === 'pending' || current.status === 'completed') {
      return { claim: current, booked: false };
    }
    if (current.status === 'hold' && isLiveHold(current, now)) {
      const [row] = await rows<ClaimRow>(
        tx,
        sql`update reservations set status = 'pending', guest_id = ${request.guestId}, noted = ${request.noted},
              booked_at = ${ts(now)}, expires_at = null
            where id = ${current.id} returning ${CLAIM_COLUMNS}`,
      );
      await tx.execute(
        queueBookingMail('booking_confirmation', sql`select ${current.id}::int`, payload, now),
      );
      return { claim: toClaim(row!), booked: true };
    }
    if (current.status === 'cancelled') throw new HttpError(410, 'This reservation was cancelled.');
    throw new HttpError(410, HOLD_EXPIRED);
  });
}

export const HOLD_EXPIRED = 'Your hold has expired. Please choose a time again.';

/** 404, 403 or 410 unless the token's owner still holds this table. */
export async function assertLiveHoldOwner(
  db: Executor,
  uuid: string,
  token: string | undefined,
  now: Date,
) {
  const current = await findClaim(db, uuid);
  if (!current) throw new HttpError(404, 'Reservation not found');
  assertOwner(current, token);
  if (!isLiveHold(current, now)) throw new HttpError(410, HOLD_EXPIRED);
}

/**
 * Names the guest registered at checkout as the one this hold may be booked for. Only the
 * hold's maker can do it, only while the hold is live, and only once.
 */
export async function attachGuest(
  tx: Executor,
  uuid: string,
  token: string | undefined,
  guestId: number,
  now: Date,
) {
  const current = await lockClaim(tx, uuid);
  if (!current) throw new HttpError(404, 'Reservation not found');
  assertOwner(current, token);
  if (!isLiveHold(current, now)) throw new HttpError(410, HOLD_EXPIRED);
  if (current.guestId !== null && current.guestId !== guestId) {
    throw new HttpError(409, 'Someone has already registered for this table.');
  }
  await tx.execute(sql`update reservations set guest_id = ${guestId} where id = ${current.id}`);
}

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
  created_at: string;
  restaurant: { uuid: string; name: string; avatar: string | null; address: string | null };
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
  created_at: string | Date;
  rest_uuid: string;
  rest_name: string;
  rest_avatar: string | null;
  rest_address: string | null;
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
    created_at: new Date(r.created_at).toISOString(),
    restaurant: {
      uuid: r.rest_uuid,
      name: r.rest_name,
      avatar: r.rest_avatar,
      address: r.rest_address,
    },
  };
};

const ITEM_QUERY = sql`select r.id, r.uuid::text as uuid, r.status, r.reservation_date::text as reservation_date,
    r.slot_start::text as slot_start, r.slot_end::text as slot_end, r.number_of_people, r.noted, r.created_at,
    s.uuid::text as rest_uuid, s.name as rest_name, s.avatar as rest_avatar, s.address as rest_address
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

/**
 * The owner cancels a pending booking before it starts. Idempotent: cancelling again answers
 * the same with `cancelled` false (no second notice). Anyone else's booking is "not found".
 * The cancellation notice is queued in `mail_outbox` in the same transaction.
 */
export async function cancelReservation(
  db: AppDatabase,
  userId: number,
  uuid: string,
  now: Date,
): Promise<{ item: ReservationItem; cancelled: boolean }> {
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await rows<{ id: number; status: Claim['status']; started: boolean }>(
      tx,
      sql`select id, status, ${STARTS_AT} <= ${ts(now)} as started from reservations
          where uuid = ${uuid}::uuid and guest_id = ${userId} and status in ('pending', 'completed', 'cancelled')
          for update`,
    );
    if (!row) throw new HttpError(404, 'Reservation not found');
    if (row.status === 'cancelled') return false;
    if (row.status === 'completed' || row.started) {
      throw new HttpError(
        409,
        'This reservation has already started and can no longer be cancelled.',
      );
    }
    await tx.execute(
      sql`update reservations set status = 'cancelled', cancelled_at = ${ts(now)} where id = ${row.id}`,
    );
    await tx.execute(queueBookingMail('booking_cancellation', sql`select ${row.id}::int`, {}, now));
    return true;
  });
  const item = await findUserReservation(db, userId, uuid, now);
  return { item: item!, cancelled };
}

/** Live claims per table, date and slot above one: the invariant says this is always 0. */
export async function overbookedSlots(db: Executor, now: Date): Promise<number> {
  const [row] = await rows<{ n: string }>(
    db,
    sql`select count(*) as n from (
          select table_id from reservations
          where status in ('pending', 'completed') or (status = 'hold' and expires_at > ${ts(now)})
          group by table_id, reservation_date, slot_start having count(*) > 1) doubled`,
  );
  return Number(row?.n ?? 0);
}
