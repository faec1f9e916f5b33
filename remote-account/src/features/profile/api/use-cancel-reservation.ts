import { useCallback, useRef, useState } from 'react';
import { cancelReservation } from 'shared/api/cancel-reservation';
import { toApiError } from 'shared/api/errors';

export type CancelOutcome =
  | { status: 'cancelled' }
  /** `final` when asking again cannot help: it has started (409) or is not this user's (404). */
  | { status: 'refused'; message: string; final: boolean }
  | { status: 'expired' }
  | { status: 'busy' };

/**
 * Cancels one booking. A second press while the first is on its way is ignored here, not
 * just by the disabled button, which a quick double click can beat.
 */
export function useCancelReservation() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  /** `linkKey`: the booking's emailed link, for a diner who is not signed in. */
  const cancel = useCallback(
    async (reservationUuid: string, linkKey?: string): Promise<CancelOutcome> => {
      if (inFlight.current) return { status: 'busy' };
      inFlight.current = true;
      setPending(true);
      try {
        await cancelReservation(reservationUuid, linkKey);
        return { status: 'cancelled' };
      } catch (error) {
        const apiError = toApiError(error);
        if (apiError.is(401)) return { status: 'expired' };
        const final = apiError.is(409) || apiError.is(404);
        return { status: 'refused', message: apiError.message, final };
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [],
  );

  return { cancel, pending };
}
