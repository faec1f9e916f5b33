import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import type { CalendarDate } from '../lib/wire-date';
import { HttpError } from '../plugins/error-handler';
import { type Executor, rows } from './restaurant-repository';

export const HOLD_SECONDS = 300;

const pgCode = (error: unknown): string | undefined => {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } };
  const code = candidate?.code ?? candidate?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

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

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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

const CLAIM_COLUMNS = sql`id, uuid::text as uuid, restaurant_id, table_id, reservation_date::text as reservation_date,
  slot_start::text as slot_start, slot_end::text as slot_end, number_of_people, status, expires_at, hold_token_hash, guest_id`;

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

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
  // One statement: the smallest table free at `now` (a lapsed hold does not count), claimed.
  // Looking is not claiming: a concurrent claim may win that table first, and then this
  // inserts nothing and the loop looks again, now seeing it taken.
  const attempt = () =>
    rows<ClaimRow>(
      tx,
      sql`insert into reservations (uuid, restaurant_id, table_id, reservation_date, slot_start, slot_end, number_of_people,
                                    status, expires_at, hold_token_hash, created_at)
          select ${randomUUID()}::uuid, ${request.restaurantId}, t.id, ${day}, ${slot}, ${request.slotEnd}::time, ${request.party},
                 'hold', ${ts(expires)}, ${tokenHash}, ${ts(now)}
          from restaurant_tables t
          where t.restaurant_id = ${request.restaurantId} and t.seats >= ${request.party}
            and exists (select 1 from opening_slots s where s.restaurant_id = ${request.restaurantId}
                          and s.weekday = ${request.date.weekday} and s.slot_start = ${slot} and s.slot_end = ${request.slotEnd}::time)
            and not exists (select 1 from reservations c where c.table_id = t.id and c.reservation_date = ${day}
                              and c.slot_start = ${slot}
                              and (c.status in ('pending', 'completed') or (c.status = 'hold' and c.expires_at > ${ts(now)})))
          order by t.seats, t.id
          limit 1
          on conflict (table_id, reservation_date, slot_start) where status in ('hold', 'pending', 'completed') do nothing
          returning ${CLAIM_COLUMNS}`,
    );
  for (let tries = 0; tries < 8; tries++) {
    const [row] = await attempt();
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
  const token = randomBytes(24).toString('base64url');
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
      if (!isLiveHold(current, now))
        throw new HttpError(410, 'Your hold has expired. Please choose a time again.');
      await tx.execute(sql`update reservations set status = 'released' where id = ${current.id}`);
      const claim = await claimTable(tx, request, now, current.holdTokenHash!);
      // Throwing rolls the release back: the diner keeps the slot they had.
      if (!claim) throw new HttpError(409, SLOT_TAKEN);
      return claim;
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
      if (pgCode(error) === '23505') {
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
  noted: string | null;
}

/**
 * hold -> pending. Booking the same hold again answers the same (one booking); an expired
 * hold answers 410; details that do not match the hold answer 409.
 */
export async function bookHold(
  db: AppDatabase,
  uuid: string,
  token: string | undefined,
  request: BookRequest,
  now: Date,
) {
  // The usual case in one statement: a live hold, its owner, its details.
  if (token) {
    const [booked] = await rows<ClaimRow>(
      db,
      sql`update reservations set status = 'pending', guest_id = ${request.guestId}, noted = ${request.noted},
            booked_at = ${ts(now)}, expires_at = null
          where uuid = ${uuid}::uuid and status = 'hold' and expires_at > ${ts(now)} and hold_token_hash = ${hashToken(token)}
            and restaurant_id = ${request.restaurantId} and reservation_date = ${request.date}::date
            and slot_start = ${request.start}::time and number_of_people = ${request.party}
          returning ${CLAIM_COLUMNS}`,
    );
    if (booked) return toClaim(booked);
  }
  // Anything else (a repeat, an expired hold, a stranger, other details) gets its precise answer.
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
    if (current.status === 'pending' || current.status === 'completed') {
      if (current.guestId !== request.guestId)
        throw new HttpError(409, 'This table has already been booked.');
      return current;
    }
    if (current.status === 'hold' && isLiveHold(current, now)) {
      const [row] = await rows<ClaimRow>(
        tx,
        sql`update reservations set status = 'pending', guest_id = ${request.guestId}, noted = ${request.noted},
              booked_at = ${ts(now)}, expires_at = null
            where id = ${current.id} returning ${CLAIM_COLUMNS}`,
      );
      return toClaim(row!);
    }
    if (current.status === 'cancelled') throw new HttpError(410, 'This reservation was cancelled.');
    throw new HttpError(410, 'Your hold has expired. Please choose a time again.');
  });
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
