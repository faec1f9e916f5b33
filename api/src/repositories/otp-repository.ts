import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashSecret, newSecret } from '../lib/credentials';
import { OTP_MAX_TRIES, OTP_MINUTES } from 'shared/validation/forgot-password';
import { type Executor, rows } from './restaurant-repository';

// The rules the code's form tells the diner, defined once beside its validation.
export { OTP_MAX_TRIES, OTP_MINUTES };
/** How long after a verified OTP the new password may be set. */
export const RESET_GRANT_MINUTES = 10;

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
// The user id salts the hash: equal codes of two people never share a hash.
const codeHash = (userId: number, code: string) => hashSecret(`${userId}:${code}`);

/** A fresh 6-digit code; any earlier unused code of that user stops working. */
export async function issueOtp(db: Executor, userId: number, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.execute(
    sql`update password_otps set used_at = ${ts(now)} where user_id = ${userId} and used_at is null`,
  );
  await db.execute(
    sql`insert into password_otps (user_id, code_hash, created_at, expires_at)
        values (${userId}, ${codeHash(userId, code)}, ${ts(now)}, ${ts(new Date(now.getTime() + OTP_MINUTES * 60_000))})`,
  );
  return code;
}

/**
 * One try at the user's current code. The try is counted in the same statement that reads
 * the code, so parallel guesses cannot get past the limit. A right code answers the reset
 * token that password-update needs: knowing the email alone is never enough.
 */
export async function verifyOtp(
  db: Executor,
  userId: number,
  code: string,
  now: Date,
): Promise<string | null> {
  const [row] = await rows<{ id: number; code_hash: string }>(
    db,
    sql`update password_otps set attempts = attempts + 1
        where id = (select id from password_otps where user_id = ${userId} and used_at is null
                      and verified_at is null and expires_at > ${ts(now)}
                    order by created_at desc limit 1)
          and attempts < ${OTP_MAX_TRIES}
        returning id, code_hash`,
  );
  if (!row || row.code_hash !== codeHash(userId, code)) return null;
  const resetToken = newSecret();
  await db.execute(
    sql`update password_otps set verified_at = ${ts(now)}, reset_token_hash = ${hashSecret(resetToken)}
        where id = ${row.id}`,
  );
  return resetToken;
}

/** Spends the reset grant of a code its holder verified moments ago; false when there is none. */
export async function consumeResetGrant(
  db: Executor,
  userId: number,
  resetToken: string,
  now: Date,
) {
  const [row] = await rows<{ id: number }>(
    db,
    sql`update password_otps set used_at = ${ts(now)}
        where user_id = ${userId} and used_at is null and reset_token_hash = ${hashSecret(resetToken)}
          and verified_at > ${ts(new Date(now.getTime() - RESET_GRANT_MINUTES * 60_000))}
        returning id`,
  );
  return row !== undefined;
}
