import { WEEKDAYS } from 'shared/constants';
import { londonToday } from 'shared/format/date';
import { formatTime } from 'shared/format/time';
import type { Slot, Weekday } from 'shared/types';

/** Opening hours are listed Monday first, the British way. */
export const WEEK_FROM_MONDAY: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]!];

/** aval_slots as the API answers it: lowercase weekday -> that day's slots. */
export type WeeklySlots = Partial<Record<string, Slot[]>>;

const minutes = (time: string) => {
  const [h = '', m = ''] = time.split(':');
  return Number(h) * 60 + Number(m);
};

// The API lists slots in order today, but nothing in the contract promises it.
const ordered = (slots: Slot[] | undefined) =>
  [...(slots ?? [])].sort((a, b) => minutes(a.slot_start) - minutes(b.slot_start));

const capitalised = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

export interface DayHours {
  day: Weekday;
  label: string;
  hours: string;
}

/** Monday to Sunday, each from its first slot's start to its last slot's end. */
export function weeklyHours(slots: WeeklySlots): DayHours[] {
  return WEEK_FROM_MONDAY.map((day) => {
    const list = ordered(slots[day]);
    const first = list[0];
    const last = list.reduce<Slot | undefined>(
      (latest, slot) =>
        !latest || minutes(slot.slot_end) > minutes(latest.slot_end) ? slot : latest,
      undefined,
    );
    return {
      day,
      label: capitalised(day),
      hours:
        first && last ? `${formatTime(first.slot_start)} – ${formatTime(last.slot_end)}` : 'Closed',
    };
  });
}

/** 'Opens at {time}' for today's first slot on the restaurant's clock, else 'Closed'. */
export function openingLine(slots: WeeklySlots, now: Date = new Date()): string {
  const first = ordered(slots[londonToday(now).day])[0];
  return first ? `Opens at ${formatTime(first.slot_start)}` : 'Closed';
}
