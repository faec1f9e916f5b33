import { HttpError } from '../lib/http-error';
import type { Outcome, Refusal, RefusalKind } from '../lib/refusal';

const STATUS: Record<RefusalKind, number> = {
  unknown: 404,
  not_yours: 403,
  gone: 410,
  conflict: 409,
  too_many: 429,
  invalid: 400,
};

/** A repository's refusal as the HTTP answer the error handler sends. */
export function refusalAnswer(refusal: Refusal): HttpError {
  const headers: Record<string, string> =
    refusal.retryAfterSeconds !== undefined
      ? { 'retry-after': String(refusal.retryAfterSeconds) }
      : {};
  return new HttpError(STATUS[refusal.kind], refusal.message, {}, headers);
}

/** The outcome's value, or its refusal thrown as an HTTP answer. */
export function answered<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw refusalAnswer(outcome.refusal);
  return outcome.value;
}
