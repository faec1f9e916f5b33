import { useCallback, useEffect, useState } from 'react';
import { toApiError } from 'shared/api/errors';
import { getUserReservations, type UserReservation } from 'shared/api/user-reservations';

export type ReservationsView =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** The token was refused (401): the page signs out rather than show an error. */
  | { status: 'expired' }
  | { status: 'ready'; items: UserReservation[] };

interface Snapshot {
  key: string;
  view: ReservationsView;
}

/** The signed-in user's bookings (spec section 6: listed by the stored user uuid). */
export function useUserReservations(userUuid: string) {
  const [attempt, setAttempt] = useState(0);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const key = `${userUuid}#${attempt}`;

  useEffect(() => {
    const requestKey = `${userUuid}#${attempt}`;
    // No signal to abort with: an answer for another user or an earlier attempt is dropped.
    let current = true;
    getUserReservations(userUuid).then(
      ({ data }) => {
        if (current) setSnapshot({ key: requestKey, view: { status: 'ready', items: data } });
      },
      (error: unknown) => {
        if (!current) return;
        const apiError = toApiError(error);
        setSnapshot({
          key: requestKey,
          view: apiError.is(401)
            ? { status: 'expired' }
            : { status: 'error', message: apiError.message },
        });
      },
    );
    return () => {
      current = false;
    };
  }, [userUuid, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /**
   * The server has cancelled it: moving it here is all a refetch would show, without the
   * list blinking back to its skeleton.
   */
  const markCancelled = useCallback((uuid: string) => {
    setSnapshot((s) =>
      s && s.view.status === 'ready'
        ? {
            ...s,
            view: {
              status: 'ready',
              items: s.view.items.map((r) =>
                r.uuid === uuid ? { ...r, status: 'cancelled' as const } : r,
              ),
            },
          }
        : s,
    );
  }, []);

  const view: ReservationsView =
    snapshot && snapshot.key === key ? snapshot.view : { status: 'loading' };
  return { view, retry, markCancelled };
}
