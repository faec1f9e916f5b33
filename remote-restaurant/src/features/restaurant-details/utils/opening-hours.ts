import { WEEKDAYS } from 'shared/constants';
import { londonTimeNow, londonToday } from 'shared/format/date';
import { formatTime } from 'shared/format/time';
import { openingServices } from 'shared/format/opening-services';
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
    services: openingServices(slots[day]).map(
      ({ from, to }) => `${formatTime(from)} – ${formatTime(to)}`,
    ),
  }));
}

/**
 * On the restaurant's clock (Europe/London): 'Open now' during a service, the spec's
 * 'Opens at {time}' before today's next one, 'Closed' when none is left today.
 */
export function openingLine(slots: WeeklySlots, now: Date = new Date()): string {
  const time = minutes(londonTimeNow(now));
  const today = openingServices(slots[londonToday(now).day]);
  if (today.some(({ start, end }) => start <= time && time < end)) return 'Open now';
  const next = today.find(({ start }) => start > time);
  return next ? `Opens at ${formatTime(next.from)}` : 'Closed';
}
