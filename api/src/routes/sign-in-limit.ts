import type { FastifyReply } from 'fastify';
import { HttpError } from '../lib/http-error';
import type { Executor } from '../repositories/restaurant-repository';
import { recordSignInFailure, signInFailures } from '../repositories/sign-in-failure-repository';
import { addressBlock } from '../lib/address-block';

/** The window failed passwords are counted in. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Wrong passwords for one email from one client address block in the window. */
export const SIGN_IN_FAILURES_PER_CLIENT = 10;
/** Wrong passwords for one email from everywhere past which the account is under attack... */
export const ACCOUNT_UNDER_ATTACK_FAILURES = 20;
/** ...and each client that has failed for it may fail only this often in the window. */
export const SIGN_IN_FAILURES_PER_CLIENT_UNDER_ATTACK = 3;

export const SIGN_IN_LOCKED =
  'Too many failed sign-in attempts for this email from your network. Please try again later.';

/**
 * 429 with Retry-After when this client has used its wrong passwords for this email. Counted
 * per client address block, so a stranger's guesses never lock the owner out: the owner's own
 * network has its own allowance, and while many networks fail for one account (a spread-out
 * attack) each of them gets fewer tries, but one that has not failed is never refused.
 */
export async function assertSignInAllowed(
  db: Executor,
  reply: FastifyReply,
  email: string,
  ip: string,
  now: Date,
) {
  const since = new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS);
  const failures = await signInFailures(db, email, addressBlock(ip), since);
  const limit =
    failures.all >= ACCOUNT_UNDER_ATTACK_FAILURES
      ? SIGN_IN_FAILURES_PER_CLIENT_UNDER_ATTACK
      : SIGN_IN_FAILURES_PER_CLIENT;
  if (failures.client < limit || !failures.clientOldest) return;
  const frees = failures.clientOldest.getTime() + SIGN_IN_FAILURE_WINDOW_MS;
  reply.header('retry-after', Math.max(1, Math.ceil((frees - now.getTime()) / 1000)));
  throw new HttpError(429, SIGN_IN_LOCKED);
}

/** Counts a wrong password (sign-in, or the current password asked for by the profile). */
export const countSignInFailure = (db: Executor, email: string, ip: string, now: Date) =>
  recordSignInFailure(db, email, addressBlock(ip), now);
