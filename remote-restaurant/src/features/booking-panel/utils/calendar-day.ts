import { WEEKDAYS } from 'shared/constants';
import { formatDate, londonToday } from 'shared/format/date';
import type { Weekday } from 'shared/types';

// The calendar works on the browser's local midnight of a calendar day: only the day
// matters, so a day built from London's date stays that day whatever the browser's zone.
/** dd/mm/yyyy -> local midnight of that day, or null when it is not a real date. */
export function parseCalendarDay(value: string | null | undefined): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value ?? '');
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}

/** yyyy-mm-dd (a link's date) -> local midnight of that day, or null. */
export function parseIsoDay(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? parseCalendarDay(`${match[3]}/${match[2]}/${match[1]}`) : null;
}

/** The wire form of a calendar day: dd/mm/yyyy and its lowercase weekday. */
export function toWireDay(date: Date): { date: string; day: Weekday } {
  return { date: formatDate(date), day: WEEKDAYS[date.getDay()] ?? 'sunday' };
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function isSameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** Today in London as a calendar day (spec: past dates are before the restaurant's today). */
export function londonCalendarToday(now: Date = new Date()): Date {
  // londonToday always gives a valid dd/mm/yyyy, so the fallback is never used in practice.
  return parseCalendarDay(londonToday(now).date) ?? new Date(now.toDateString());
}

/** 'Today', 'Tomorrow' or dd/mm/yyyy, relative to London's today. */
export function relativeDayLabel(date: Date, today: Date): string {
  if (isSameDay(date, today)) return 'Today';
  if (isSameDay(date, addDays(today, 1))) return 'Tomorrow';
  return formatDate(date);
}
