// A booking changed in place (issue 48): its own module, kept out of the shared set
// (build/federation.cjs), as only remote-account calls it.
import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { userReservationResponseSchema, type UserReservation } from 'shared/api/user-reservations';
import type { ChangeBooking } from 'shared/validation/change-booking';

const changeTimesSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({
    available_slots: z.array(z.object({ start: z.string(), end: z.string() })),
    call_to_book: z.optional(z.nullable(z.string())),
  }),
});

/** The times a booking could move to on a date, under the client's names. */
export interface ChangeTimes {
  /** HH:MM arrival times, in the day's order. */
  times: string[];
  /** Why the party is to call the restaurant instead, or null. */
  callToBook: string | null;
}

const base = (reservationUuid: string, linkKey?: string) =>
  `/user/reservation/${linkKey ? 'link/' : ''}${encodeURIComponent(reservationUuid)}`;

/**
 * GET /api/v1/user/reservation/{uuid}/change-times: availability for the date and party with
 * the booking's own table left out. With the emailed link's key, no session is needed
 * (/user/reservation/link/{uuid}/change-times).
 */
export function getChangeTimes(
  reservationUuid: string,
  { date, partySize }: Pick<ChangeBooking, 'date' | 'partySize'>,
  linkKey?: string,
  signal?: AbortSignal,
): Promise<ChangeTimes> {
  return apiRequest({
    method: 'GET',
    readOnly: true,
    url: `${base(reservationUuid, linkKey)}/change-times`,
    params: { date, number_of_people: partySize, ...(linkKey ? { key: linkKey } : {}) },
    signal,
    ...(linkKey ? {} : { auth: 'user' as const }),
    schema: changeTimesSchema,
  }).then(({ data }) => ({
    times: data.available_slots.map((slot) => slot.start),
    callToBook: data.call_to_book ?? null,
  }));
}

/**
 * POST /api/v1/user/reservation/{uuid}/change: the owner moves a pending booking to another
 * date, time or party size in place (same booking, new table held before the old one goes).
 * 409 with the reason when the new choice is not free or it is too late; the booking is then
 * unchanged. With the emailed link's key: POST /user/reservation/link/{uuid}/change.
 */
export function changeReservation(
  reservationUuid: string,
  change: ChangeBooking,
  linkKey?: string,
): Promise<{ message: string; reservation: UserReservation }> {
  const data = {
    date: change.date,
    start_time: change.startTime,
    number_of_people: change.partySize,
    ...(linkKey ? { key: linkKey } : {}),
  };
  return apiRequest({
    method: 'POST',
    url: `${base(reservationUuid, linkKey)}/change`,
    data,
    ...(linkKey ? {} : { auth: 'user' as const }),
    schema: userReservationResponseSchema,
  }).then(({ message, data: reservation }) => ({ message, reservation }));
}
