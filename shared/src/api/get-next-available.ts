// The nearest bookable dates and times for a party (issue 47), for the booking panel's empty
// state. Its own module: the shell never imports it (home page weight budget).
import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';

export const nextAvailableTimeSchema = z.object({
  /** dd/mm/yyyy */
  date: z.string(),
  /** lowercase weekday of date */
  day: z.string(),
  /** HH:MM, Europe/London */
  start: z.string(),
  end: z.string(),
});

export type NextAvailableTime = z.infer<typeof nextAvailableTimeSchema>;

export const getNextAvailableResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.array(nextAvailableTimeSchema),
});

export interface NextAvailableRequest {
  restaurantUuid: string;
  /** dd/mm/yyyy: the first date looked at. */
  date: string;
  partySize: number;
  /** HH:MM the diner wanted: on each date the time closest to it. */
  time?: string;
}

/** /user/restaurants/{uuid}/next-available?… */
export function nextAvailablePath({ restaurantUuid, date, partySize, time }: NextAvailableRequest) {
  const params = new URLSearchParams({ date, number_of_people: String(partySize) });
  if (time) params.set('time', time);
  return `/user/restaurants/${encodeURIComponent(restaurantUuid)}/next-available?${params.toString()}`;
}

/**
 * GET /api/v1/user/restaurants/{uuid}/next-available: up to three dates from `date` on, each
 * with one time the party can hold, nearest first.
 */
export function getNextAvailable(request: NextAvailableRequest, signal?: AbortSignal) {
  return apiRequest({
    method: 'GET',
    readOnly: true,
    url: nextAvailablePath(request),
    signal,
    schema: getNextAvailableResponseSchema,
  });
}
