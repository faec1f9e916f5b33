import { toApiError } from 'shared/api/errors';
import { OTP_MAX_TRIES, OTP_MINUTES } from 'shared/validation/forgot-password';

// The spec's texts (sections 5 and 8), word for word.
export const OTP_SENT = 'OTP has been sent to your email.';
export const OTP_SEND_FAILED = 'Failed to send OTP. Please try again.';
export const GENERIC_FAILURE = 'An error occurred. Please try again.';
export const OTP_VERIFIED = 'OTP verification successful. Please choose a new password.';
export const OTP_INVALID = 'Invalid OTP. Please try again.';
/** Ours, after a code's last try: the spec's text alone would have the diner try forever. */
export const OTP_USED_UP = `Each code works for ${OTP_MINUTES} minutes and ${OTP_MAX_TRIES} tries. If yours has run out, ask for a new one.`;
export const RESET_FAILED = 'Failed to reset password. Please try again.';
export const INVALID_ACCESS = 'Invalid access. Redirecting to login.';
/** Only used if the server's success answer comes without a message. */
export const PASSWORD_CHANGED = 'Your password has been changed. Please sign in.';

/**
 * A 429 says in the server's own words how long to wait, which 'try again' would contradict;
 * any other failure reads as the spec's message for the step.
 */
export function failureMessage(error: unknown, fallback = GENERIC_FAILURE): string {
  const apiError = toApiError(error);
  return apiError.is(429) ? apiError.message : fallback;
}
