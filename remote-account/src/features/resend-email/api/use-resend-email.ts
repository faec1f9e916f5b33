import { useCallback, useRef, useState } from 'react';
import { toApiError } from 'shared/api/errors';
import { resendEmail } from 'shared/api/resend-email';

/** Spec section 8, Resend email exception: word for word (no 'Please', unlike the others). */
export const RESEND_FAILURE = 'An error occurred. Try again.';

export type ResendOutcome = { sent: boolean; message: string };

/**
 * Sends the activation email again (spec section 2, Resend verification email). The answer's
 * message is shown as is; a 429 likewise, as it tells how long to wait. One send at a time,
 * guarded by a ref so a double submit in one frame sends once; a call made while one is in
 * flight answers null.
 */
export function useResendEmail() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const resend = useCallback(async (email: string): Promise<ResendOutcome | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(true);
    try {
      const { status, message } = await resendEmail(email);
      return { sent: status, message: message.trim() || RESEND_FAILURE };
    } catch (error) {
      const apiError = toApiError(error);
      return { sent: false, message: apiError.is(429) ? apiError.message : RESEND_FAILURE };
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);

  return { resend, pending };
}
