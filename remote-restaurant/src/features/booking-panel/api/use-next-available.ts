import { useEffect, useState } from 'react';
import {
  getNextAvailable,
  type NextAvailableRequest,
  type NextAvailableTime,
} from 'shared/api/get-next-available';

const NONE: NextAvailableTime[] = [];

/**
 * The nearest dates and times the party can book from `request.date` on, or none while they
 * load, when the call fails, or while `request` is null (the date has times): they only add a
 * way on, so nothing about them may stand in the panel's way.
 */
export function useNextAvailable(request: NextAvailableRequest | null): NextAvailableTime[] {
  const restaurantUuid = request?.restaurantUuid;
  const date = request?.date;
  const partySize = request?.partySize;
  const key = request && `${restaurantUuid}|${date}|${partySize}`;
  const [answer, setAnswer] = useState<{ key: string; times: NextAvailableTime[] } | null>(null);

  useEffect(() => {
    if (!key || restaurantUuid === undefined || date === undefined || partySize === undefined)
      return undefined;
    const controller = new AbortController();
    getNextAvailable({ restaurantUuid, date, partySize }, controller.signal).then(
      ({ data }) => {
        if (!controller.signal.aborted) setAnswer({ key, times: data.slice(0, 3) });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ key, times: NONE });
      },
    );
    return () => controller.abort();
  }, [key, restaurantUuid, date, partySize]);

  return answer !== null && answer.key === key ? answer.times : NONE;
}
