import { WEEKDAYS } from 'shared/constants';
import { londonTimeNow, londonToday } from 'shared/format/date';
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

const capitalised = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

/** A run of back-to-back slots: one service (lunch, dinner), in minutes from midnight. */
interface Service {
  start: number;
  end: number;
  from: string;
  to: string;
}

/**
 * A day's slots joined into its services, earliest first: 12:00-12:30 ... 14:00-14:30 and
 * 17:30-18:00 ... are lunch and dinner, with the gap between them kept. The API lists slots in
 * order today, but nothing in the contract promises it.
 */
function services(slots: Slot[] | undefined): Service[] {
  const sorted = (slots ?? [])
    .map(({ slot_start, slot_end }) => {
      const start = minutes(slot_start);
      const end = minutes(slot_end);
      // A slot ending at 00:00 ends at midnight, not before it began.
      return { start, end: end <= start ? end + 24 * 60 : end, from: slot_start, to: slot_end };
    })
    .sort((a, b) => a.start - b.start);
  const joined: Service[] = [];
  for (const slot of sorted) {
    const last = joined.at(-1);
    if (last && slot.start <= last.end) {
      if (slot.end > last.end) Object.assign(last, { end: slot.end, to: slot.to });
    } else {
      joined.push({ ...slot });
    }
  }
  return joined;
}

export interface DayHours {
  day: Weekday;
  label: string;
  /** Each service as '12:00 PM – 2:30 PM'; none on a closed day. */
  services: string[];
}

/** Monday to Sunday, each day's services from start to end. */
export function weeklyHours(slots: WeeklySlots): DayHours[] {
  return WEEK_FROM_MONDAY.map((day) => ({
    day,
    label: capitalised(day),
    services: services(slots[day]).map(({ from, to }) => `${formatTime(from)} – ${formatTime(to)}`),
  }));
}

/**
 * On the restaurant's clock (Europe/London): 'Open now' during a service, the spec's
 * 'Opens at {time}' before today's next one, 'Closed' when none is left today.
 */
export function openingLine(slots: WeeklySlots, now: Date = new Date()): string {
  const time = minutes(londonTimeNow(now));
  const today = services(slots[londonToday(now).day]);
  if (today.some(({ start, end }) => start <= time && time < end)) return 'Open now';
  const next = today.find(({ start }) => start > time);
  return next ? `Opens at ${formatTime(next.from)}` : 'Closed';
}
