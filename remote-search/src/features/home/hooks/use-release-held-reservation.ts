import { useEffect, useRef } from 'react';
import { releaseHeldReservation } from '../api/release-held-reservation';

/** Gives up the reservation in progress once per mount of the home page. */
export function useReleaseHeldReservation() {
  // StrictMode runs effects twice on the same instance; the ref survives, so one call goes out.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void releaseHeldReservation();
  }, []);
}
