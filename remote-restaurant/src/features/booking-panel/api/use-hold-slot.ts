import { useCallback, useRef, useState } from 'react';
import { serverMessage, toApiError } from 'shared/api/errors';
import { releaseHold } from 'shared/api/release-hold';
import { holdTable, holdTerms, type HoldTableResponse } from 'shared/api/hold-table';
import type { BookingPanelRestaurant } from 'shared/federation/booking-panel-contract';
import { useRootStore } from 'shared/store';
import type { AvailableSlot, Weekday } from 'shared/types';

export const SLOT_TAKEN_FALLBACK =
  'Sorry, that time has just been taken. Please choose another time.';

export interface HoldChoice {
  people: number;
  /** dd/mm/yyyy */
  date: string;
  day: Weekday;
  slot: AvailableSlot;
}

export interface HoldFailure {
  message: string;
  /** 409: someone else took the slot after the list was fetched. */
  slotTaken: boolean;
}

export const TOO_MANY_HOLDS_FALLBACK =
  'You are holding too many tables just now. Please wait a moment and try again.';

export type HoldOutcome =
  | { status: 'held'; response: HoldTableResponse }
  | { status: 'failed'; failure: HoldFailure }
  /** Another hold request was still in flight, so this one was not sent. */
  | { status: 'busy' };

interface UseHoldSlotOptions {
  restaurant: BookingPanelRestaurant;
  /** 'edit' moves the live hold of the current reservation instead of making a second one. */
  move: boolean;
}

/**
 * Holds (or moves the hold to) one slot and writes the result to the current reservation.
 * Only one request can be in flight: a ref, not state, guards it, because two clicks in the
 * same frame both see the state from before the first click re-rendered.
 */
export function useHoldSlot({ restaurant, move }: UseHoldSlotOptions) {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<HoldFailure | null>(null);
  const {
    uuid: restaurantUuid,
    name: restaurantName,
    phone: restaurantPhone = null,
    bookingHorizonDays = null,
  } = restaurant;

  const hold = useCallback(
    async ({ people, date, day, slot }: HoldChoice): Promise<HoldOutcome> => {
      if (inFlight.current) return { status: 'busy' };
      inFlight.current = true;
      setPending(true);
      setFailure(null);
      const { current } = useRootStore.getState().reservations;
      // Without a live hold to move (it expired or was released) a new hold is the only way on.
      const live =
        move && current.reservation_uuid && current.hold_token
          ? { reservationUuid: current.reservation_uuid, holdToken: current.hold_token }
          : undefined;
      try {
        const response = await holdTable({
          restaurantUuid,
          date,
          day,
          startTime: slot.start,
          endTime: slot.end,
          people,
          move: live,
        });
        const { data, message } = response;
        // A new hold replaces one the diner still had (back from checkout, Reserve again):
        // the old table goes back to other diners at once instead of in five minutes.
        if (
          !live &&
          current.reservation_uuid &&
          current.hold_token &&
          current.reservation_uuid !== data.uuid
        ) {
          releaseHold({
            reservationUuid: current.reservation_uuid,
            holdToken: current.hold_token,
          }).catch((error: unknown) =>
            console.warn('Could not release the earlier held table', error),
          );
        }
        useRootStore.getState().patchReservation({
          person: people,
          date,
          day,
          time: slot.start,
          start_time: slot.start,
          end_time: slot.end,
          res_id: restaurantUuid,
          rest_name: restaurantName,
          // Checkout's Edit shows this panel again from these, with no restaurant answer there.
          restaurantPhone,
          bookingHorizonDays,
          reservation_id: data.id,
          reservation_uuid: data.uuid,
          // A moved hold keeps its token; the server only sends one for a new hold.
          hold_token: data.hold_token ?? live?.holdToken ?? null,
          reservation_message: message,
          ...holdTerms(data),
        });
        return { status: 'held', response };
      } catch (error) {
        const apiError = toApiError(error);
        const slotTaken = apiError.is(409);
        // 429: this diner holds too many tables, or holds too often; the server says which.
        const fallback = slotTaken
          ? SLOT_TAKEN_FALLBACK
          : apiError.is(429)
            ? TOO_MANY_HOLDS_FALLBACK
            : null;
        const failed: HoldFailure = {
          slotTaken,
          message: fallback ? (serverMessage(apiError) ?? fallback) : apiError.message,
        };
        setFailure(failed);
        return { status: 'failed', failure: failed };
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [move, restaurantUuid, restaurantName, restaurantPhone, bookingHorizonDays],
  );

  const clearFailure = useCallback(() => setFailure(null), []);

  return { hold, pending, failure, clearFailure };
}
