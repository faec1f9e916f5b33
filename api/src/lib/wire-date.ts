// Dates on the wire are dd/mm/yyyy (ISO yyyy-mm-dd also accepted); `day` is the lowercase
// weekday of that date, and restaurants run on Europe/London time (ARCHITECTURE.md, API).
import { HttpError } from '../plugins/error-handler';

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface CalendarDate {
  /** yyyy-mm-dd */
  iso: string;
  weekday: Weekday;
}

/** Parses a wire date, or null when it is not a real calendar date. */
export function parseWireDate(value: string): CalendarDate | null {
  const match =
    /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = value.includes('/')
    ? [Number(match[3]), Number(match[2]), Number(match[1])]
    : [Number(match[1]), Number(match[2]), Number(match[3])];
  const instant = new Date(Date.UTC(year, month - 1, day));
  if (
    instant.getUTCFullYear() !== year ||
    instant.getUTCMonth() !== month - 1 ||
    instant.getUTCDate() !== day
  ) {
    return null;
  }
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { iso, weekday: WEEKDAYS[instant.getUTCDay()]! };
}

export interface LondonNow {
  /** yyyy-mm-dd in London */
  date: string;
  /** HH:MM in London */
  time: string;
}

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function londonNow(now: Date = new Date()): LondonNow {
  const parts = Object.fromEntries(LONDON.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * A date a diner may book for: a real date, today or later in London, whose `day` (when
 * given) agrees with it. Throws a 400 naming the field otherwise.
 */
export function bookableDate(
  date: string,
  day: string | undefined,
  now: Date = new Date(),
): CalendarDate {
  const parsed = parseWireDate(date);
  if (!parsed) throw new HttpError(400, 'date must be a real date as dd/mm/yyyy');
  if (day !== undefined && day !== parsed.weekday) {
    throw new HttpError(400, `day must be ${parsed.weekday} for ${date}`);
  }
  if (parsed.iso < londonNow(now).date) throw new HttpError(400, 'date must be today or later');
  return parsed;
}
