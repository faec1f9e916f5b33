import { toApiError } from 'shared/api/errors';
import {
  getAvailability,
  toAvailability,
  type AvailabilityRequest,
} from 'shared/api/get-availability';
import { useQuery } from 'shared/query/use-query';
import type { AvailableSlot } from 'shared/types';
import { forgetSentAvailability, sentAvailability } from './sent-availability';

export type AvailabilityView =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `callToBook`: the party is to call instead (the API's sentence); `slots` is then empty. */
  | { status: 'ready'; slots: AvailableSlot[]; callToBook: string | null };

type Answer = Exclude<AvailabilityView, { status: 'loading' }>;

/**
 * The live free slots for one party on one day. Every change of restaurant, party, date or
 * `refresh()` asks the server again and aborts the answer still on its way, so a slow reply
 * for an old choice can never overwrite the current one. The first request is not made when
 * the server sent its answer with the page (ADR 0031): that answer is as fresh as the page.
 */
export function useAvailability({ restaurantUuid, date, day, partySize }: AvailabilityRequest) {
  const request = { restaurantUuid, date, day, partySize };
  const { view, retry } = useQuery<Answer>({
    key: `${restaurantUuid}|${date}|${day}|${partySize}`,
    load: (signal) =>
      getAvailability(request, signal).then(({ data }) => ({
        status: 'ready',
        ...toAvailability(data),
      })),
    failed: (error) => ({ status: 'error', message: toApiError(error).message }),
    sent: () => {
      const answer = sentAvailability(request);
      return (
        answer && {
          view: { status: 'ready', ...answer },
          take: () => forgetSentAvailability(request),
        }
      );
    },
  });
  return { view: view as AvailabilityView, refresh: retry };
}
