import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  RETURNING_GUEST_CODE_MINUTES,
  RETURNING_GUEST_CODE_TRIES,
  RETURNING_GUEST_CODES_PER_HOLD,
} from 'shared/validation/returning-guest';
import { hashSecret } from '../lib/credentials';
import { type Executor, rows } from './restaurant-repository';

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
// Salted with the hold and the account: a code is good for that table and that account only.
const codeHash = (reservationId: number, userId: number, code: string) =>
  hashSecret(`checkout:${reservationId}:${userId}:${code}`);

/**
 * A fresh 6-digit code for booking this held table under that account; earlier codes of the
 * hold stop working. Null once the hold has had its codes, so one hold cannot mail an address
 * again and again.
 */
export async function issueCheckoutCode(
  tx: Executor,
  reservationId: number,
  userId: number,
  now: Date,
): Promise<{ code: string; restaurantName: string } | null> {
  const [sent] = await rows<{ n: string }>(
    tx,
    sql`select count(*) as n from checkout_codes where reservation_id = ${reservationId}`,
  );
  if (Number(sent!.n) >= RETURNING_GUEST_CODES_PER_HOLD) return null;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.execute(
    sql`update checkout_codes set used_at = ${ts(now)} where reservation_id = ${reservationId} and used_at is null`,
  );
  await tx.execute(
    sql`insert into checkout_codes (reservation_id, user_id, code_hash, created_at, expires_at)
        values (${reservationId}, ${userId}, ${codeHash(reservationId, userId, code)}, ${ts(now)},
                ${ts(new Date(now.getTime() + RETURNING_GUEST_CODE_MINUTES * 60_000))})`,
  );
  const [restaurant] = await rows<{ name: string }>(
    tx,
    sql`select s.name from reservations r join restaurants s on s.id = r.restaurant_id
        where r.id = ${reservationId}`,
  );
  return { code, restaurantName: restaurant!.name };
}

/**
 * One try at the hold's current code for that account, counted in the statement that reads
 * it (parallel guesses cannot pass the limit). A right code is spent.
 */
export async function useCheckoutCode(
  db: Executor,
  reservationId: number,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const [row] = await rows<{ id: number; code_hash: string }>(
    db,
    sql`update checkout_codes set attempts = attempts + 1
        where id = (select id from checkout_codes where reservation_id = ${reservationId}
                      and user_id = ${userId} and used_at is null and expires_at > ${ts(now)}
                    order by created_at desc limit 1)
          and attempts < ${RETURNING_GUEST_CODE_TRIES}
        returning id, code_hash`,
  );
  if (!row || row.code_hash !== codeHash(reservationId, userId, code)) return false;
  await db.execute(sql`update checkout_codes set used_at = ${ts(now)} where id = ${row.id}`);
  return true;
}
