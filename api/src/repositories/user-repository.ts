import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashSecret, newSecret } from '../lib/credentials';
import { pgCode, UNIQUE_VIOLATION } from '../lib/pg-error';
import { type Executor, rows } from './restaurant-repository';

export const SESSION_DAYS = 30;
export const ACTIVATION_HOURS = 72;

export interface User {
  id: number;
  uuid: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  status: 'active' | 'inactive';
  passwordHash: string | null;
}

interface UserRow {
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  status: User['status'];
  password_hash: string | null;
}

const USER_COLUMNS = sql`id, uuid::text as uuid, first_name, last_name, email, phone, status, password_hash`;

const toUser = (r: UserRow): User => ({
  id: r.id,
  uuid: r.uuid,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phone: r.phone,
  status: r.status,
  passwordHash: r.password_hash,
});

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The wire shape of a user; never includes the password hash. */
export const publicUser = (user: User) => ({
  id: user.id,
  uuid: user.uuid,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  phone: user.phone,
  status: user.status,
});

export async function findUserByEmail(db: Executor, email: string): Promise<User | null> {
  const [row] = await rows<UserRow>(
    db,
    sql`select ${USER_COLUMNS} from users where email = ${email.toLowerCase()}`,
  );
  return row ? toUser(row) : null;
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passwordHash: string | null;
  registerType: 'reservation' | 'register';
}

/** Null when the email was registered meanwhile (the unique index decides, not a read). */
export async function insertUser(db: Executor, user: NewUser, now: Date): Promise<User | null> {
  const [row] = await rows<UserRow>(
    db,
    sql`insert into users (uuid, first_name, last_name, email, phone, password_hash, status, register_type, created_at)
        values (${randomUUID()}::uuid, ${user.firstName}, ${user.lastName}, ${user.email.toLowerCase()}, ${user.phone},
                ${user.passwordHash}, 'inactive', ${user.registerType}, ${ts(now)})
        on conflict (email) do nothing
        returning ${USER_COLUMNS}`,
  );
  return row ? toUser(row) : null;
}

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Null when the new email belongs to another account. */
export async function updateProfile(
  db: Executor,
  userId: number,
  update: ProfileUpdate,
): Promise<User | null> {
  try {
    const [row] = await rows<UserRow>(
      db,
      sql`update users set first_name = ${update.firstName}, last_name = ${update.lastName},
            email = ${update.email.toLowerCase()}, phone = ${update.phone}
          where id = ${userId} returning ${USER_COLUMNS}`,
    );
    return row ? toUser(row) : null;
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) return null;
    throw error;
  }
}

export async function setPassword(db: Executor, userId: number, passwordHash: string, now: Date) {
  // Proving the address by OTP is as good as the activation link.
  await db.execute(
    sql`update users set password_hash = ${passwordHash},
          activated_at = coalesce(activated_at, ${ts(now)}), status = 'active'
        where id = ${userId}`,
  );
  // A reset is what the old address is told to do about a change of email it did not ask for.
  await db.execute(
    sql`update user_tokens set revoked_at = ${ts(now)}
        where user_id = ${userId} and kind = 'email_change' and revoked_at is null`,
  );
}

/** A new secret of that kind for the user; only its hash is stored. */
export async function issueToken(
  db: Executor,
  userId: number,
  kind: 'session' | 'activation',
  now: Date,
): Promise<string> {
  const token = newSecret();
  const lifetimeMs = kind === 'session' ? SESSION_DAYS * 86_400_000 : ACTIVATION_HOURS * 3_600_000;
  await db.execute(
    sql`insert into user_tokens (user_id, kind, token_hash, created_at, expires_at)
        values (${userId}, ${kind}, ${hashSecret(token)}, ${ts(now)}, ${ts(new Date(now.getTime() + lifetimeMs))})`,
  );
  return token;
}

/** The user a live session token belongs to. */
export async function userForSession(db: Executor, token: string, now: Date) {
  const [row] = await rows<UserRow & { token_id: number }>(
    db,
    sql`select ${USER_COLUMNS}, t.token_id from users
        join (select id as token_id, user_id from user_tokens
              where token_hash = ${hashSecret(token)} and kind = 'session'
                and revoked_at is null and expires_at > ${ts(now)}) t on t.user_id = users.id`,
  );
  return row ? { user: toUser(row), tokenId: row.token_id } : null;
}

export async function revokeToken(db: Executor, tokenId: number, now: Date) {
  await db.execute(
    sql`update user_tokens set revoked_at = ${ts(now)} where id = ${tokenId} and revoked_at is null`,
  );
}

/** Signs the user out everywhere (after a password change). */
export async function revokeSessions(db: Executor, userId: number, now: Date) {
  await db.execute(
    sql`update user_tokens set revoked_at = ${ts(now)}
        where user_id = ${userId} and kind = 'session' and revoked_at is null`,
  );
}

export type Activation = { outcome: 'activated'; user: User } | { outcome: 'invalid' };

/** Uses an activation link once; the account turns active. */
export async function activate(db: Executor, token: string, now: Date): Promise<Activation> {
  const [row] = await rows<{ user_id: number }>(
    db,
    sql`update user_tokens set revoked_at = ${ts(now)}
        where token_hash = ${hashSecret(token)} and kind = 'activation'
          and revoked_at is null and expires_at > ${ts(now)}
        returning user_id`,
  );
  if (!row) return { outcome: 'invalid' };
  const [user] = await rows<UserRow>(
    db,
    sql`update users set status = 'active', activated_at = coalesce(activated_at, ${ts(now)})
        where id = ${row.user_id} returning ${USER_COLUMNS}`,
  );
  return { outcome: 'activated', user: toUser(user!) };
}

export type EmailEvent = 'otp' | 'activation' | 'checkout_code';

export async function recordEmailEvent(db: Executor, email: string, kind: EmailEvent, now: Date) {
  await db.execute(
    sql`insert into email_requests (email, kind, created_at) values (${email.toLowerCase()}, ${kind}, ${ts(now)})`,
  );
}

/**
 * Whether the address may have one more event of that kind in the window and, if not, in how
 * many seconds it may. Only allowed events are recorded by the callers, so a flood of refused
 * requests cannot keep an address locked out for ever.
 */
export async function emailAllowance(
  db: Executor,
  email: string,
  kind: EmailEvent,
  now: Date,
  { limit, windowMs }: { limit: number; windowMs: number },
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const [row] = await rows<{ n: string; oldest: string | Date | null }>(
    db,
    sql`select count(*) as n, min(created_at) as oldest from email_requests
        where email = ${email.toLowerCase()} and kind = ${kind} and created_at > ${ts(new Date(now.getTime() - windowMs))}`,
  );
  if (Number(row!.n) < limit) return { allowed: true };
  const frees = new Date(row!.oldest!).getTime() + windowMs;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((frees - now.getTime()) / 1000)),
  };
}
