import { useCallback, useEffect, useState } from 'react';
import { toApiError } from 'shared/api/errors';
import { getAvailability, type AvailabilityRequest } from 'shared/api/get-availability';
import type { AvailableSlot } from 'shared/types';

export type AvailabilityView =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; slots: AvailableSlot[] };

interface Snapshot {
  key: string;
  view: AvailabilityView;
}

/**
 * The live free slots for one party on one day. Every change of restaurant, party, date or
 * `refresh()` asks the server again and aborts the answer still on its way, so a slow reply
 * for an old choice can never overwrite the current one.
 */
export function useAvailability({ restaurantUuid, date, day, people }: AvailabilityRequest) {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${restaurantUuid}|${date}|${day}|${people}|${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    getAvailability({ restaurantUuid, date, day, people }, controller.signal).then(
      ({ data }) => {
        if (controller.signal.aborted) return;
        setSnapshot({ key, view: { status: 'ready', slots: data.available_slots } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSnapshot({ key, view: { status: 'error', message: toApiError(error).message } });
      },
    );
    return () => controller.abort();
  }, [key, restaurantUuid, date, day, people]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  // An answer for an earlier request is not shown while the current one loads.
  const view: AvailabilityView = snapshot?.key === key ? snapshot.view : { status: 'loading' };
  return { view, refresh };
}
