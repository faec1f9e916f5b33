import { useState } from 'react';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from 'shared/constants';
import { useRootStore } from 'shared/store';
import { addDays, londonCalendarToday, parseCalendarDay } from '../utils/calendar-day';

const clampParty = (value: number) =>
  Number.isInteger(value) ? Math.min(PARTY_SIZE_MAX, Math.max(PARTY_SIZE_MIN, value)) : 1;

/**
 * The party, day and slot being chosen. They start from the current reservation but stay
 * local until a hold succeeds: at checkout the summary must keep showing the live hold while
 * the guest tries other choices. `fromHeld` (checkout's Edit) starts from the held time too.
 * `horizonDays`: how many days after today the restaurant books online.
 */
export function useBookingChoice(fromHeld: boolean, horizonDays: number) {
  const today = londonCalendarToday();
  const lastDay = addDays(today, horizonDays);
  const [people, setPeople] = useState(() =>
    clampParty(useRootStore.getState().reservations.current.person),
  );
  const [pickedDate, setDate] = useState<Date | null>(() =>
    parseCalendarDay(useRootStore.getState().reservations.current.date),
  );
  const [slotStart, setSlotStart] = useState<string | null>(() =>
    fromHeld ? useRootStore.getState().reservations.current.start_time : null,
  );

  // A stored day that has since passed (a persisted store from yesterday), or one past this
  // restaurant's horizon (chosen at another restaurant), means today.
  const date = pickedDate && pickedDate >= today && pickedDate <= lastDay ? pickedDate : today;

  return { today, lastDay, people, setPeople, date, setDate, slotStart, setSlotStart };
}
