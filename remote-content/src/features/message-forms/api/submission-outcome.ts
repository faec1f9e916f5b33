import { ApiError } from 'shared/api/errors';

/** Spec section 8: shown when a send fails without a message of the server's own. */
export const UNEXPECTED_FAILURE = 'An unexpected error occurred. Please try again later.';

/** Spec section 8: the success dialog's text when the server sends none. */
export const MESSAGE_SENT = 'Your message has been sent successfully!';

const bodyField = (error: unknown, key: string): unknown =>
  error instanceof ApiError &&
  error.kind === 'http' &&
  typeof error.body === 'object' &&
  error.body !== null
    ? (error.body as Record<string, unknown>)[key]
    : undefined;

/**
 * The server's own words when it answered with an envelope message. ApiError's message alone
 * is not enough: for a body without one it holds a made-up 'Request failed with status …', and
 * for a network failure a client-side sentence, neither of which the spec lets us show.
 */
export function failureMessage(error: unknown): string {
  const message = bodyField(error, 'message');
  return typeof message === 'string' && message.trim() ? message : UNEXPECTED_FAILURE;
}

/** A 400's per-field messages (same schema as the form, so the keys are the form's fields). */
export function failureFieldErrors(error: unknown): Record<string, string> {
  const errors = bodyField(error, 'errors');
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
