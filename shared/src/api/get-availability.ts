import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { availableSlotSchema } from 'shared/api/get-restaurant';
import type { Weekday } from 'shared/types';

export const getAvailabilityResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({ available_slots: z.array(availableSlotSchema) }),
});

export interface AvailabilityRequest {
  restaurantUuid: string;
  /** dd/mm/yyyy */
  date: string;
  day: Weekday;
  people: number;
}

/** GET /api/v1/user/restaurants/{uuid}/availability: slots with a free table for the party. */
export function getAvailability(
  { restaurantUuid, date, day, people }: AvailabilityRequest,
  signal?: AbortSignal,
) {
  return apiRequest({
    method: 'GET',
    url: `/user/restaurants/${encodeURIComponent(restaurantUuid)}/availability`,
    params: { date, day, number_of_people: people },
    signal,
    schema: getAvailabilityResponseSchema,
  });
}
