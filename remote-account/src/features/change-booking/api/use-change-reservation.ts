import { useCallback, useRef, useState } from 'react';
import { changeReservation } from 'shared/api/change-reservation';
import { toApiError } from 'shared/api/errors';
import type { UserReservation } from 'shared/api/user-reservations';
import type { ChangeBooking } from 'shared/validation/change-booking';

export type ChangeOutcome =
  | { status: 'changed'; reservation: UserReservation; message: string }
  /** The booking is as it was; `message` says why (taken, too late, must call). */
  | { status: 'refused'; message: string }
  | { status: 'expired' }
  | { status: 'busy' };

/** Changes one booking; a second press while the first is on its way is ignored here too. */
export function useChangeReservation() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  /** `linkKey`: the booking's emailed link, for a diner who is not signed in. */
  const change = useCallback(
    async (
      reservationUuid: string,
      details: ChangeBooking,
      linkKey?: string,
    ): Promise<ChangeOutcome> => {
      if (inFlight.current) return { status: 'busy' };
      inFlight.current = true;
      setPending(true);
      try {
        const { reservation, message } = await changeReservation(reservationUuid, details, linkKey);
        return { status: 'changed', reservation, message };
      } catch (error) {
        const apiError = toApiError(error);
        if (apiError.is(401) && !linkKey) return { status: 'expired' };
        return { status: 'refused', message: apiError.message };
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [],
  );

  return { change, pending };
}
