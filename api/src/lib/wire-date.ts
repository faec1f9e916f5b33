// Dates on the wire are dd/mm/yyyy (ISO yyyy-mm-dd also accepted); `day` is the lowercase
// weekday of that date, and restaurants run on Europe/London time (README, the API).
import { WEEKDAYS } from 'shared/constants';
import type { Weekday } from 'shared/types';
import { HttpError } from './http-error';

export type { Weekday };

/** The week as the seed plans it and the API documents it, Monday first. */
export const WEEK_FROM_MONDAY: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]!];

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

// The last answer, by UTC minute: London's clock changes on whole UTC hours, so every instant
// of one UTC minute has the same London date and HH:MM, and most requests ask about the current
// minute (formatToParts was 2% of the API's CPU, called on every hold and availability).
let memoMinute = Number.NaN;
let memoAnswer: Readonly<LondonNow> = { date: '', time: '' };

/** London's date and HH:MM at `now`. The answer is shared between callers: do not change it. */
export function londonNow(now: Date = new Date()): Readonly<LondonNow> {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === memoMinute) return memoAnswer;
  const parts = Object.fromEntries(LONDON.formatToParts(now).map((p) => [p.type, p.value]));
  memoAnswer = Object.freeze({
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  });
  memoMinute = minute;
  return memoAnswer;
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
