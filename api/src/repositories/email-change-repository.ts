import { sql } from 'drizzle-orm';
import { hashSecret, newSecret } from '../lib/credentials';
import { pgCode, UNIQUE_VIOLATION } from '../lib/pg-error';
import { type Executor, rows } from './restaurant-repository';

export const EMAIL_CHANGE_HOURS = 24;

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * A link secret for moving the account to `newEmail`, replacing any earlier one. The address
 * travels inside the secret (`<random>.<address in base64url>`) and only the hash of the
 * whole is stored, so the link cannot be pointed at another address and no table changes.
 */
export async function issueEmailChange(
  db: Executor,
  userId: number,
  newEmail: string,
  now: Date,
): Promise<string> {
  const token = `${newSecret()}.${Buffer.from(newEmail).toString('base64url')}`;
  await db.execute(
    sql`update user_tokens set revoked_at = ${ts(now)}
        where user_id = ${userId} and kind = 'email_change' and revoked_at is null`,
  );
  await db.execute(
    sql`insert into user_tokens (user_id, kind, token_hash, created_at, expires_at)
        values (${userId}, 'email_change', ${hashSecret(token)}, ${ts(now)},
                ${ts(new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000))})`,
  );
  return token;
}

export type EmailChange =
  { outcome: 'changed'; email: string } | { outcome: 'invalid' } | { outcome: 'taken' };

/** Uses a link once: the account's email becomes the one the link was sent to. */
export async function confirmEmailChange(
  db: Executor,
  token: string,
  now: Date,
): Promise<EmailChange> {
  const email = Buffer.from(token.split('.')[1] ?? '', 'base64url').toString();
  const [row] = await rows<{ user_id: number }>(
    db,
    sql`update user_tokens set revoked_at = ${ts(now)}
        where token_hash = ${hashSecret(token)} and kind = 'email_change'
          and revoked_at is null and expires_at > ${ts(now)}
        returning user_id`,
  );
  if (!row || !email) return { outcome: 'invalid' };
  try {
    await db.execute(sql`update users set email = ${email} where id = ${row.user_id}`);
  } catch (error) {
    // Someone signed up with the address after the link was sent.
    if (pgCode(error) === UNIQUE_VIOLATION) return { outcome: 'taken' };
    throw error;
  }
  return { outcome: 'changed', email };
}
