import { sql } from 'drizzle-orm';
import { type Executor, rows } from './restaurant-repository';

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

// The client's address block rides in the kind ('sign_in_failure:203.0.113.7'), so the
// table's (email, kind, created_at) index serves the per-client and the per-account count.
const KIND_PREFIX = 'sign_in_failure:';

/** A wrong password for this email (an account or not) from this client address block. */
export async function recordSignInFailure(db: Executor, email: string, client: string, now: Date) {
  await db.execute(
    sql`insert into email_requests (email, kind, created_at)
        values (${email.toLowerCase()}, ${KIND_PREFIX + client}, ${ts(now)})`,
  );
}

export interface SignInFailures {
  /** From this client since `since`. */
  client: number;
  /** From every client since `since`. */
  all: number;
  /** When this client's oldest counted failure was, if it has one. */
  clientOldest: Date | null;
}

export async function signInFailures(
  db: Executor,
  email: string,
  client: string,
  since: Date,
): Promise<SignInFailures> {
  const [row] = await rows<{ mine: string; total: string; oldest: string | Date | null }>(
    db,
    sql`select count(*) filter (where kind = ${KIND_PREFIX + client}) as mine,
               count(*) as total,
               min(created_at) filter (where kind = ${KIND_PREFIX + client}) as oldest
          from email_requests
         where email = ${email.toLowerCase()} and kind like ${KIND_PREFIX + '%'}
           and created_at > ${ts(since)}`,
  );
  return {
    client: Number(row!.mine),
    all: Number(row!.total),
    clientOldest: row!.oldest ? new Date(row!.oldest) : null,
  };
}
