import { useEffect, useRef } from 'react';
import { useRootStore } from 'shared/store';

/** Gives up the reservation in progress once per mount of the home page. */
export function useReleaseHeldReservation() {
  // StrictMode runs effects twice on the same instance; the ref survives, so one call goes out.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Few visits hold a table: the code that gives it up is fetched for those only, not
    // before every diner's first screen (the home budget, ADR 0029).
    if (!useRootStore.getState().reservations.current.reservation_uuid) return;
    import(/* webpackExports: ["releaseHeldReservation"] */ 'shared/held-table')
      .then(({ releaseHeldReservation }) => releaseHeldReservation())
      // The hold lapses on its own within five minutes; the next visit home tries again.
      .catch((error: unknown) => console.warn('Home: could not load the hold release', error));
  }, []);
}
