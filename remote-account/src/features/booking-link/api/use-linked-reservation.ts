import { useCallback, useEffect, useState } from 'react';
import { toApiError } from 'shared/api/errors';
import { getLinkedReservation, type UserReservation } from 'shared/api/user-reservations';

export type LinkedReservationView =
  | { status: 'loading' }
  /** The link names no booking (404): asking again cannot help. */
  | { status: 'invalid'; message: string }
  | { status: 'error'; message: string }
  | { status: 'ready'; reservation: UserReservation };

/** The booking an emailed link opens (shared/routes/booking-link), without signing in. */
export function useLinkedReservation(reservationUuid: string, key: string) {
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<{ request: string; view: LinkedReservationView } | null>(null);
  const request = `${reservationUuid}#${key}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    const answer = (next: LinkedReservationView) => {
      if (!controller.signal.aborted) setView({ request, view: next });
    };
    getLinkedReservation(reservationUuid, key, controller.signal).then(
      ({ data }) => answer({ status: 'ready', reservation: data }),
      (error: unknown) => {
        const apiError = toApiError(error);
        answer(
          apiError.is(404) || apiError.is(400)
            ? { status: 'invalid', message: apiError.message }
            : { status: 'error', message: apiError.message },
        );
      },
    );
    return () => controller.abort();
  }, [reservationUuid, key, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const markCancelled = useCallback(
    () =>
      setView((current) =>
        current?.view.status === 'ready'
          ? {
              ...current,
              view: {
                status: 'ready',
                reservation: { ...current.view.reservation, status: 'cancelled' },
              },
            }
          : current,
      ),
    [],
  );

  return {
    view: view?.request === request ? view.view : ({ status: 'loading' } as const),
    retry,
    markCancelled,
  };
}
