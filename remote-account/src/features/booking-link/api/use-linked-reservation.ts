import { toApiError } from 'shared/api/errors';
import { getLinkedReservation, type UserReservation } from 'shared/api/user-reservations';
import { useQuery } from 'shared/query/use-query';

export type LinkedReservationView =
  | { status: 'loading' }
  /** The link names no booking (404): asking again cannot help. */
  | { status: 'invalid'; message: string }
  | { status: 'error'; message: string }
  | { status: 'ready'; reservation: UserReservation };

type Answer = Exclude<LinkedReservationView, { status: 'loading' }>;

/** The booking an emailed link opens (shared/routes/booking-link), without signing in. */
export function useLinkedReservation(reservationUuid: string, key: string) {
  const { view, retry, update } = useQuery<Answer>({
    key: `${reservationUuid}#${key}`,
    load: (signal) =>
      getLinkedReservation(reservationUuid, key, signal).then(({ data }) => ({
        status: 'ready',
        reservation: data,
      })),
    failed: (error) => {
      const apiError = toApiError(error);
      return apiError.is(404) || apiError.is(400)
        ? { status: 'invalid', message: apiError.message }
        : { status: 'error', message: apiError.message };
    },
  });

  const markCancelled = () =>
    update((shown) =>
      shown.status === 'ready'
        ? { status: 'ready', reservation: { ...shown.reservation, status: 'cancelled' } }
        : shown,
    );

  /** The server has changed it in place: its answer is the booking now. */
  const replace = (reservation: UserReservation) =>
    update((shown) => (shown.status === 'ready' ? { status: 'ready', reservation } : shown));

  return { view: view as LinkedReservationView, retry, markCancelled, replace };
}
