import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';

export const userReservationSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  status: z.enum(['pending', 'completed', 'cancelled']),
  day: z.string(),
  /** dd/mm/yyyy */
  reservation_date: z.string(),
  /** HH:MM:SS, Europe/London */
  reservation_time: z.string(),
  end_time: z.string(),
  number_of_people: z.number(),
  noted: z.nullable(z.string()),
  /** Beside `noted` (ADR 0055); absent from APIs before it. */
  occasion: z.optional(z.nullable(z.string())),
  dietary_allergens: z.optional(z.array(z.string())),
  dietary_notes: z.optional(z.nullable(z.string())),
  created_at: z.string(),
  /** How long the table is the party's, in minutes (from the API's table times on). */
  table_minutes: z.optional(z.number()),
  /** When the diner answered the reminder with 'keep' (ISO instant). */
  kept_at: z.optional(z.nullable(z.string())),
  /** The end of free cancellation (ISO instant), from the restaurant's policy when booked. */
  cancel_by: z.optional(z.nullable(z.string())),
  restaurant: z.object({
    uuid: z.string(),
    name: z.string(),
    avatar: z.nullable(z.string()),
    address: z.nullable(z.string()),
    phone: z.optional(z.nullable(z.string())),
  }),
});

export const userReservationsResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.array(userReservationSchema),
});

export type UserReservation = z.infer<typeof userReservationSchema>;

/** The booking's table time in minutes under the client's name, null when not given. */
export const reservationTableMinutes = (reservation: UserReservation): number | null =>
  reservation.table_minutes ?? null;

/** The booking's occasion and dietary needs under the client's names, none when not given. */
export const reservationDiningNeeds = (reservation: UserReservation) => ({
  occasion: reservation.occasion ?? null,
  allergens: reservation.dietary_allergens ?? [],
  dietaryNotes: reservation.dietary_notes ?? null,
});

/** How many people the booking is for, under the client's name. */
export const reservationPartySize = (reservation: UserReservation): number =>
  reservation.number_of_people;

/**
 * GET /api/v1/user/reservation/user-reservations/{user_uuid}: the signed-in user's bookings,
 * pending (upcoming), completed (past) and cancelled. 403 for anyone else's uuid.
 */
export function getUserReservations(
  userUuid: string,
): Promise<z.infer<typeof userReservationsResponseSchema>> {
  return apiRequest({
    method: 'GET',
    readOnly: true,
    url: `/user/reservation/user-reservations/${encodeURIComponent(userUuid)}`,
    auth: 'user',
    schema: userReservationsResponseSchema,
  });
}

export const userReservationResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: userReservationSchema,
});

/**
 * GET /api/v1/user/reservation/link/{uuid}?key=: one booking, opened from its confirmation
 * email's link without signing in (shared/routes/booking-link). 404 for a key that is not its.
 */
export function getLinkedReservation(
  reservationUuid: string,
  key: string,
  signal?: AbortSignal,
): Promise<z.infer<typeof userReservationResponseSchema>> {
  return apiRequest({
    method: 'GET',
    readOnly: true,
    url: `/user/reservation/link/${encodeURIComponent(reservationUuid)}`,
    params: { key },
    signal,
    schema: userReservationResponseSchema,
  });
}
