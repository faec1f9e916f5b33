import { useState } from 'react';
import { useSearchParams } from 'shared/router';
import { DEFAULT_PARTY_SIZE, PARTY_SIZE_MAX, PARTY_SIZE_MIN } from 'shared/constants';
import { useRootStore } from 'shared/store';
import type { CurrentReservation } from 'shared/types';
import { addDays, londonCalendarToday, parseCalendarDay, parseIsoDay } from '../utils/calendar-day';

const clampParty = (value: number) =>
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
 * The choice a link asks for: ?date=YYYY-MM-DD&party=N&time=HH:MM (a search card's time, ADR
 * 0051). Each part that is malformed is left out.
 */
export function linkedChoice(params: URLSearchParams) {
  const party = Number(params.get('party'));
  const time = params.get('time');
  return {
    date: parseIsoDay(params.get('date')),
    party: Number.isInteger(party) && party >= 1 ? clampParty(party) : null,
    time: time && /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? time : null,
  };
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
  const [start] = useState<CurrentReservation | null>(() =>
    startingReservation(restaurantUuid, fromHeld),
  );
  // A link's choice counts on a visit that does not start from a reservation.
  const [linked] = useState(() => (start ? null : linkedChoice(params)));
  const [people, setPeople] = useState(() =>
    clampParty(start?.person ?? linked?.party ?? DEFAULT_PARTY_SIZE),
  );
  const [pickedDate, setDate] = useState<Date | null>(() =>
    start ? parseCalendarDay(start.date) : (linked?.date ?? null),
  );
  const [slotStart, setSlotStart] = useState<string | null>(() =>
    fromHeld ? (start?.start_time ?? null) : (linked?.time ?? null),
  );

  // A stored day that has since passed (a persisted store from yesterday), or one past this
  // restaurant's horizon, means today.
  const date = pickedDate && pickedDate >= today && pickedDate <= lastDay ? pickedDate : today;

  return { today, lastDay, people, setPeople, date, setDate, slotStart, setSlotStart };
}
