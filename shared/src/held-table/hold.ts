// Holding a table, or moving the live hold (ADR 0048): the restaurant's booking panel.
import { holdTable, holdTerms, type HoldTableResponse } from 'shared/api/hold-table';
import type { BookingPanelRestaurant } from 'shared/federation/booking-panel-contract';
import { giveBack, heldTableOf } from 'shared/held-table';
import { useRootStore } from 'shared/store';
import type { AvailableSlot, Weekday } from 'shared/types';

export interface TableChoice {
  restaurant: BookingPanelRestaurant;
  partySize: number;
  /** dd/mm/yyyy */
  date: string;
  day: Weekday;
  slot: AvailableSlot;
  /** Moves the current reservation's live hold instead of making a second one. */
  move: boolean;
}

/**
 * Holds a table for the choice (or moves the live hold to it) and makes it the current
 * reservation. A failure throws the API's error and leaves the store as it was.
 */
export async function holdChosenTable({
  restaurant,
  partySize,
  date,
  day,
  slot,
  move,
}: TableChoice): Promise<HoldTableResponse> {
  const { uuid: restaurantUuid, name, phone = null, bookingHorizonDays = null } = restaurant;
  const earlier = heldTableOf(useRootStore.getState().reservations.current);
  // Without a live hold to move (it expired or was released) a new hold is the only way on.
  const live = move && earlier ? earlier : undefined;
  const response = await holdTable({
    restaurantUuid,
    date,
    day,
    startTime: slot.start,
    endTime: slot.end,
    partySize,
    move: live,
  });
  const { data, message } = response;
  // A new hold replaces one the diner still had (back from checkout, Reserve again): the old
  // table goes back to other diners at once instead of in five minutes.
  if (!live && earlier && earlier.reservationUuid !== data.uuid) {
    giveBack(earlier, 'Could not release the earlier held table');
  }
  useRootStore.getState().patchReservation({
    person: partySize,
    date,
    day,
    time: slot.start,
    start_time: slot.start,
    end_time: slot.end,
    res_id: restaurantUuid,
    rest_name: name,
    // Checkout's Edit shows the panel again from these, with no restaurant answer there.
    restaurantPhone: phone,
    bookingHorizonDays,
    reservation_id: data.id,
    reservation_uuid: data.uuid,
    // A moved hold keeps its token; the server only sends one for a new hold.
    hold_token: data.hold_token ?? live?.holdToken ?? null,
    reservation_message: message,
    ...holdTerms(data),
  });
  return response;
}
