// When free cancellation would end for a booking being chosen (issue 48): the restaurant page's
// panel, checkout and thank-you ask it. Its own module: the shell never imports it.
import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';

export const getCancellationTermsResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({
    /** ISO instant */
    cancel_by: z.string(),
    /** Free cancellation until this many hours before the booking. */
    hours: z.number(),
  }),
});

export interface CancellationTermsRequest {
  restaurantUuid: string;
  /** dd/mm/yyyy */
  date: string;
  /** HH:MM, London: the arrival time. */
  time: string;
  partySize: number;
}

/** GET /api/v1/user/restaurants/{uuid}/cancellation: the deadline a booking would be given. */
export function getCancellationTerms(
  { restaurantUuid, date, time, partySize }: CancellationTermsRequest,
  signal?: AbortSignal,
) {
  return apiRequest({
    method: 'GET',
    readOnly: true,
    url: `/user/restaurants/${encodeURIComponent(restaurantUuid)}/cancellation`,
    params: { date, time: time.slice(0, 5), number_of_people: partySize },
    signal,
    schema: getCancellationTermsResponseSchema,
  });
}
