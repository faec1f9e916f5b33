import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { availableSlotSchema } from 'shared/api/get-restaurant';
import { availabilityPath, type AvailabilityRequest } from 'shared/api/availability-url';

export const getAvailabilityResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({ available_slots: z.array(availableSlotSchema) }),
});

export type { AvailabilityRequest };

export type GetAvailabilityResponse = z.infer<typeof getAvailabilityResponseSchema>;

/**
 * GET /api/v1/user/restaurants/{uuid}/availability: slots with a free table for the party.
 * The URL is built as the server builds it, not serialised by axios, so a sent answer is
 * found under it (ADR 0031).
 */
export function getAvailability(request: AvailabilityRequest, signal?: AbortSignal) {
  return apiRequest({
    method: 'GET',
    readOnly: true,
    url: availabilityPath(request),
    signal,
    schema: getAvailabilityResponseSchema,
  });
}
