import { useEffect, useState } from 'react';
import { getChangeTimes, type ChangeTimes } from 'shared/api/change-reservation';
import { toApiError } from 'shared/api/errors';

export type ChangeTimesView =
  | { status: 'loading' }
  | ({ status: 'ready' } & ChangeTimes)
  | { status: 'error'; message: string };

/**
 * The times the booking could move to on `date` (dd/mm/yyyy; empty asks nothing) for the party, asked afresh on
 * each change of either (a free table now says nothing of a minute later). `round` asks again.
 */
export function useChangeTimes(
  reservationUuid: string,
  date: string,
  partySize: number,
  linkKey: string | undefined,
  round: number,
): ChangeTimesView {
  const [view, setView] = useState<ChangeTimesView>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setView({ status: 'loading' });
    // No date yet (the field was cleared): nothing to ask.
    if (!date) return undefined;
    getChangeTimes(reservationUuid, { date, partySize }, linkKey, controller.signal).then(
      (times) => setView({ status: 'ready', ...times }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setView({ status: 'error', message: toApiError(error).message });
      },
    );
    return () => controller.abort();
  }, [reservationUuid, date, partySize, linkKey, round]);
  return view;
}
