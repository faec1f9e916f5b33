import { getUserReservations, type UserReservation } from 'shared/api/user-reservations';
import { useQuery } from 'shared/query/use-query';
import { accountFailure } from './use-profile';

export type ReservationsView =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** The token was refused (401): the page signs out rather than show an error. */
  | { status: 'expired' }
  | { status: 'ready'; items: UserReservation[] };

type Answer = Exclude<ReservationsView, { status: 'loading' }>;

/** The signed-in user's bookings (spec section 6: listed by the stored user uuid). */
export function useUserReservations(userUuid: string) {
  // No signal to abort with: an answer for another user or an earlier attempt is dropped.
  const { view, retry, update } = useQuery<Answer>({
    key: userUuid,
    load: () =>
      getUserReservations(userUuid).then(({ data }) => ({ status: 'ready', items: data })),
    failed: accountFailure,
  });

  /**
   * The server has cancelled it: moving it here is all a refetch would show, without the
   * list blinking back to its skeleton.
   */
  const markCancelled = (uuid: string) =>
    update((shown) =>
      shown.status === 'ready'
        ? {
            status: 'ready',
            items: shown.items.map((r) =>
              r.uuid === uuid ? { ...r, status: 'cancelled' as const } : r,
            ),
          }
        : shown,
    );

  /** The server has changed it in place: its answer replaces the booking shown. */
  const replace = (changed: UserReservation) =>
    update((shown) =>
      shown.status === 'ready'
        ? {
            status: 'ready',
            items: shown.items.map((r) => (r.uuid === changed.uuid ? changed : r)),
          }
        : shown,
    );

  return { view: view as ReservationsView, retry, markCancelled, replace };
}
