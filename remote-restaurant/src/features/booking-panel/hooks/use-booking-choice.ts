import { useState } from 'react';
import { DEFAULT_PARTY_SIZE, PARTY_SIZE_MAX, PARTY_SIZE_MIN } from 'shared/constants';
import { partySizeOf } from 'shared/held-table';
import { useRootStore } from 'shared/store';
import { useSearchParams } from 'shared/router';
import { readPanelLink } from 'shared/routes/panel-link';
import type { CurrentReservation } from 'shared/types';
import { addDays, londonCalendarToday, parseCalendarDay, parseIsoDay } from '../utils/calendar-day';

const clampPartySize = (value: number) =>
  Number.isInteger(value)
    ? Math.min(PARTY_SIZE_MAX, Math.max(PARTY_SIZE_MIN, value))
    : DEFAULT_PARTY_SIZE;

interface BookingChoiceOptions {
  restaurantUuid: string;
  /** Checkout's Edit: start from the held reservation, its time included. */
  fromHeld: boolean;
  /** How many days after today the restaurant books online. */
  horizonDays: number;
}

/**
 * The reservation the choice starts from: checkout's, or the hold in progress when the diner
 * comes back to its restaurant. Any other visit starts from the spec's defaults (1 person,
 * today): a booking already made, or a hold elsewhere, is not this visit's choice.
 */
function startingReservation(restaurantUuid: string, fromHeld: boolean) {
  const { current } = useRootStore.getState().reservations;
  const returning = current.hold_token !== null && current.res_id === restaurantUuid;
  return fromHeld || returning ? current : null;
}

/**
 * The party, day and slot being chosen. They start from the reservation above but stay
 * local until a hold succeeds: at checkout the summary must keep showing the live hold while
 * the guest tries other choices.
 */
export function useBookingChoice({ restaurantUuid, fromHeld, horizonDays }: BookingChoiceOptions) {
  const today = londonCalendarToday();
  const lastDay = addDays(today, horizonDays);
  const [params] = useSearchParams();
  // A link that sets the panel (the standby email's) wins over a hold in progress.
  const [link] = useState(() => (fromHeld ? {} : readPanelLink(params)));
  const [start] = useState<CurrentReservation | null>(() =>
    startingReservation(restaurantUuid, fromHeld),
  );
  const [partySize, setPartySize] = useState(() =>
    clampPartySize(link.partySize ?? (start ? partySizeOf(start) : DEFAULT_PARTY_SIZE)),
  );
  const [pickedDate, setDate] = useState<Date | null>(() =>
    link.date ? parseIsoDay(link.date) : start ? parseCalendarDay(start.date) : null,
  );
  const [slotStart, setSlotStart] = useState<string | null>(() =>
    fromHeld ? (start?.start_time ?? null) : (link.time ?? null),
  );

  // A stored day that has since passed (a persisted store from yesterday), or one past this
  // restaurant's horizon, means today.
  const date = pickedDate && pickedDate >= today && pickedDate <= lastDay ? pickedDate : today;

  return { today, lastDay, partySize, setPartySize, date, setDate, slotStart, setSlotStart };
}
