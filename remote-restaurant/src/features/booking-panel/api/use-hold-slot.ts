import { useCallback, useRef, useState } from 'react';
import { serverMessage, toApiError } from 'shared/api/errors';
import type { HoldTableResponse } from 'shared/api/hold-table';
import type { BookingPanelRestaurant } from 'shared/federation/booking-panel-contract';
import { holdChosenTable } from 'shared/held-table/hold';
import type { AvailableSlot, Weekday } from 'shared/types';

export const SLOT_TAKEN_FALLBACK =
  'Sorry, that time has just been taken. Please choose another time.';

export interface HoldChoice {
  partySize: number;
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
 * Holds (or moves the hold to) one slot, through the held table's module, and keeps what the
 * panel shows of it: pending, and why it failed.
 * Only one request can be in flight: a ref, not state, guards it, because two clicks in the
 * same frame both see the state from before the first click re-rendered.
 */
export function useHoldSlot({ restaurant, move }: UseHoldSlotOptions) {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<HoldFailure | null>(null);
  // The restaurant's fields, not the object: a parent that renders a new one each time
  // must not make a new `hold`.
  const { uuid, name, phone, bookingHorizonDays } = restaurant;

  const hold = useCallback(
    async ({ partySize, date, day, slot }: HoldChoice): Promise<HoldOutcome> => {
      if (inFlight.current) return { status: 'busy' };
      inFlight.current = true;
      setPending(true);
      setFailure(null);
      try {
        const response = await holdChosenTable({
          restaurant: { uuid, name, phone, bookingHorizonDays },
          partySize,
          date,
          day,
          slot,
          move,
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
    [move, uuid, name, phone, bookingHorizonDays],
  );

  const clearFailure = useCallback(() => setFailure(null), []);

  return { hold, pending, failure, clearFailure };
}
