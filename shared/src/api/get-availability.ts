import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { availableSlotSchema, type AvailableSlot } from 'shared/api/get-restaurant';
import { availabilityPath, type AvailabilityRequest } from 'shared/api/availability-url';

export const getAvailabilityResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({
    available_slots: z.array(availableSlotSchema),
    /**
     * A sentence for the diner when this party cannot book online (larger than the
     * restaurant's online maximum, or no table seats it); the slots are then empty.
     */
    call_to_book: z.optional(z.nullable(z.string())),
  }),
});

export type { AvailabilityRequest };

export type GetAvailabilityResponse = z.infer<typeof getAvailabilityResponseSchema>;

/** One party's day at a restaurant, under the client's names. */
export interface Availability {
  slots: AvailableSlot[];
  /** Why the party is to call the restaurant instead of booking online, or null. */
  callToBook: string | null;
}

export const toAvailability = ({
  available_slots,
  call_to_book,
}: GetAvailabilityResponse['data']): Availability => ({
  slots: available_slots,
  callToBook: call_to_book ?? null,
});

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
