import type { FastifyReply } from 'fastify';
import type { Executor } from '../repositories/restaurant-repository';
import { type EmailEvent, emailAllowance } from '../repositories/user-repository';
import { HttpError } from '../lib/http-error';

export interface EmailLimit {
  limit: number;
  windowMs: number;
  /** What the 429 says. */
  message: string;
}

/** 429 with Retry-After when the address has used its allowance for this kind of event. */
export async function assertEmailAllowance(
  db: Executor,
  reply: FastifyReply,
  email: string,
  kind: EmailEvent,
  now: Date,
  { message, ...limit }: EmailLimit,
) {
  const allowance = await emailAllowance(db, email, kind, now, limit);
  if (!allowance.allowed) {
    reply.header('retry-after', allowance.retryAfterSeconds);
    throw new HttpError(429, message);
  }
}
