import { apiRequest } from 'shared/api/client';
import { holdTableResponseSchema, type HoldTableResponse } from 'shared/api/hold-table';
import type { DiningNeeds } from 'shared/format/dining-needs';
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
  /** The occasion and dietary needs, beside the special request (ADR 0055). */
  needs?: DiningNeeds;
  /** Keep the dietary needs on the signed-in account for next time. */
  rememberDietary?: boolean;
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
  const { occasion, allergens = [], dietaryNotes } = request.needs ?? {};
  const notes = dietaryNotes?.trim();
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
      ...(occasion ? { occasion } : {}),
      ...(allergens.length ? { dietary_allergens: allergens.join(',') } : {}),
      ...(notes ? { dietary_notes: notes } : {}),
      ...(request.rememberDietary ? { remember_dietary: true } : {}),
    },
    headers: { 'x-hold-token': request.holdToken },
    auth: request.auth,
    schema: holdTableResponseSchema,
  });
}
