import { apiRequest } from 'shared/api/client';
import { holdTableResponseSchema, type HoldTableResponse } from 'shared/api/hold-table';
import type { Weekday } from 'shared/types';

export interface BookingRequest {
  reservationUuid: string;
  holdToken: string;
  /** The signed-in account's id, or the guest just registered for this hold. */
  guestId: number;
  restaurantUuid: string;
  /** dd/mm/yyyy */
  date: string;
  day: Weekday;
  startTime: string;
  endTime: string;
  partySize: number;
  /** The special request, if any. */
  noted?: string;
  /** Which bearer token proves who books: the signed-in user's or guest's, else none. */
  auth: 'user' | 'guest' | 'none';
}

/**
 * GET /api/v1/user/reservation/reservation-book: the final submit, hold -> pending. Sending
 * the same hold again answers the same booking, so a retried submit never books twice;
 * 410 when the hold has expired, 403 when guest_id is not the caller.
 */
export function bookReservation(request: BookingRequest): Promise<HoldTableResponse> {
  const noted = request.noted?.trim();
  return apiRequest({
    method: 'GET',
    url: '/user/reservation/reservation-book',
    params: {
      reservation_uuid: request.reservationUuid,
      guest_id: request.guestId,
      status: 'pending',
      rest_uuid: request.restaurantUuid,
      start_time: request.startTime,
      end_time: request.endTime,
      date: request.date,
      day: request.day,
      number_of_people: request.partySize,
      ...(noted ? { noted } : {}),
    },
    headers: { 'x-hold-token': request.holdToken },
    auth: request.auth,
    schema: holdTableResponseSchema,
  });
}
