// Checkout's part of the held table (ADR 0048): its status, Continue Reservation, the guest
// who books it and the booking itself.
import { bookReservation } from 'shared/api/book-reservation';
import { toApiError } from 'shared/api/errors';
import { extendHold } from 'shared/api/extend-hold';
import { getHoldStatus } from 'shared/api/get-hold-status';
import { holdTerms, type HoldTableResponse } from 'shared/api/hold-table';
import type { RegisteredUser } from 'shared/api/register-guest';
import { STORAGE_KEYS } from 'shared/constants';
import type { DiningNeeds } from 'shared/format/dining-needs';
import { type HeldTable, partySizeOf } from 'shared/held-table';
import { useRootStore } from 'shared/store';
import type { CurrentReservation } from 'shared/types';

const patchReservation = (patch: Partial<CurrentReservation>) =>
  useRootStore.getState().patchReservation(patch);

/** The hold as the server sees it now (status, seconds left); the store is not touched. */
export const heldTableStatus = (held: HeldTable) => getHoldStatus(held);

/** The hold's table time and extensions left into the store, when an answer changes them. */
export function recordHoldTerms(data: HoldTableResponse['data']) {
  const terms = holdTerms(data);
  const { current } = useRootStore.getState().reservations;
  // Each status answer says the same again: no store write, no re-render for it.
  if (
    (current.tableMinutes ?? null) !== terms.tableMinutes ||
    (current.extensionsLeft ?? null) !== terms.extensionsLeft
  ) {
    patchReservation(terms);
  }
}

/**
 * Continue Reservation: the hold back to 300 s. The answer's terms are the caller's to record
 * (a late one may be for a hold already gone); a 429 (extended as often as the server allows)
 * leaves no extensions in the store. A failure throws the API's error.
 */
export async function extendHeldTable(held: HeldTable): Promise<HoldTableResponse> {
  try {
    return await extendHold(held);
  } catch (error) {
    if (toApiError(error).is(429)) patchReservation({ extensionsLeft: 0 });
    throw error;
  }
}

/** The guest registered (or confirmed) for this hold books it: their details join it. */
export function recordGuest(user: RegisteredUser) {
  patchReservation({ user_id: user.id, user_name: user.first_name, user_email: user.email });
}

export interface Booker {
  /** The signed-in account's id, or the guest's registered for this hold. */
  guestId: number;
  auth: 'user' | 'guest' | 'none';
  /** The special request, if any. */
  noted: string;
  /** The occasion and dietary needs beside it (ADR 0055). */
  needs?: DiningNeeds;
  /** Keep the dietary needs on the signed-in account for next time. */
  rememberDietary?: boolean;
}

/**
 * Books the held table (hold -> pending): the completed flag lets thank-you in, and the
 * booking joins the made ones with the answer's message and table time. A failure throws the
 * API's error and leaves the store as it was.
 */
export async function bookHeldTable(
  held: HeldTable,
  reservation: CurrentReservation,
  { guestId, auth, noted, needs, rememberDietary }: Booker,
): Promise<void> {
  const { message, data } = await bookReservation({
    ...held,
    guestId,
    auth,
    restaurantUuid: reservation.res_id ?? '',
    date: reservation.date,
    day: reservation.day,
    startTime: reservation.start_time ?? '',
    endTime: reservation.end_time ?? '',
    partySize: partySizeOf(reservation),
    noted,
    needs,
    rememberDietary,
  });
  localStorage.setItem(STORAGE_KEYS.reservationComplete, 'completed');
  // Thank-you shows the table time of the booking as made; else the hold's stays.
  const { tableMinutes } = holdTerms(data);
  useRootStore.getState().recordBooking({
    reservation_message: message,
    ...(tableMinutes !== null ? { tableMinutes } : {}),
  });
}

/**
 * Go To Home from thank-you: the reservation and the completed flag go; `forgetBookings`, the
 * bookings made on this device too (a guest, whose session has no end that would).
 */
export function closeBooking({ forgetBookings }: { forgetBookings: boolean }) {
  useRootStore.getState().clearReservation({ forgetBookings });
  localStorage.removeItem(STORAGE_KEYS.reservationComplete);
}
