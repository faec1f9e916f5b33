// The availability call's URL, apart from its fetcher (get-availability.ts) so the API may
// build it too: the server sends a restaurant page with today's slots for one, under exactly
// this URL, and the booking panel finds them there (ADR 0031). Pure: no client, no store.
import { API_BASE_PATH } from 'shared/constants';
import type { Weekday } from 'shared/types';

export interface AvailabilityRequest {
  restaurantUuid: string;
  /** dd/mm/yyyy */
  date: string;
  day: Weekday;
  partySize: number;
}

/** /user/restaurants/{uuid}/availability?…, its parameters always in the same order. */
export function availabilityPath({ restaurantUuid, date, day, partySize }: AvailabilityRequest) {
  const params = new URLSearchParams({ date, day, number_of_people: String(partySize) });
  return `/user/restaurants/${encodeURIComponent(restaurantUuid)}/availability?${params.toString()}`;
}

/** The URL getAvailability requests, with the API's base path. */
export const availabilityUrl = (request: AvailabilityRequest) =>
  `${API_BASE_PATH}${availabilityPath(request)}`;
