import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from 'shared/api/errors';
import {
  getAvailability,
  toAvailability,
  type AvailabilityRequest,
} from 'shared/api/get-availability';
import type { AvailableSlot } from 'shared/types';
import { forgetSentAvailability, sentAvailability } from './sent-availability';

export type AvailabilityView =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `callToBook`: the party is to call instead (the API's sentence); `slots` is then empty. */
  | { status: 'ready'; slots: AvailableSlot[]; callToBook: string | null };

interface Snapshot {
  key: string;
  view: AvailabilityView;
}

const keyOf = ({ restaurantUuid, date, day, people }: AvailabilityRequest, attempt: number) =>
  `${restaurantUuid}|${date}|${day}|${people}|${attempt}`;

/**
 * The live free slots for one party on one day. Every change of restaurant, party, date or
 * `refresh()` asks the server again and aborts the answer still on its way, so a slow reply
 * for an old choice can never overwrite the current one. The first request is not made when
 * the server sent its answer with the page (ADR 0031): that answer is as fresh as the page.
 */
export function useAvailability({ restaurantUuid, date, day, people }: AvailabilityRequest) {
  const [attempt, setAttempt] = useState(0);
  const key = keyOf({ restaurantUuid, date, day, people }, attempt);
  // The sent answer, read once: for the first request only, then forgotten by the effect.
  const [sent] = useState(() => {
    const request = { restaurantUuid, date, day, people };
    const answer = sentAvailability(request);
    return (
      answer && { request, snapshot: { key, view: { status: 'ready', ...answer } } as Snapshot }
    );
  });
  const [snapshot, setSnapshot] = useState<Snapshot | null>(sent?.snapshot ?? null);
  const sentPending = useRef(sent !== undefined);

  useEffect(() => {
    if (sentPending.current && sent) {
      sentPending.current = false;
      forgetSentAvailability(sent.request);
      if (sent.snapshot.key === key) return undefined;
    }
    const controller = new AbortController();
    getAvailability({ restaurantUuid, date, day, people }, controller.signal).then(
      ({ data }) => {
        if (controller.signal.aborted) return;
        setSnapshot({ key, view: { status: 'ready', ...toAvailability(data) } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSnapshot({ key, view: { status: 'error', message: toApiError(error).message } });
      },
    );
    return () => controller.abort();
  }, [key, restaurantUuid, date, day, people, sent]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  // An answer for an earlier request is not shown while the current one loads.
  const view: AvailabilityView = snapshot?.key === key ? snapshot.view : { status: 'loading' };
  return { view, refresh };
}
