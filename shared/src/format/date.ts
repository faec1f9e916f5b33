import { WEEKDAYS } from 'shared/constants';
import type { Weekday } from 'shared/types';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * dd/mm/yyyy, the format of the spec's dates. Accepts a Date, an ISO date (yyyy-mm-dd,
 * with or without a time) or an already formatted dd/mm/yyyy string; anything else gives ''.
 */
export function formatDate(value: Date | string | null | undefined): string {
  if (value == null || value === '') return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return `${pad(value.getDate())}/${pad(value.getMonth() + 1)}/${value.getFullYear()}`;
  }
  const text = value.trim();
  if (/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return text;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(text);
  if (!iso) return '';
  // A timestamp is an instant: show the day it was in London, not its UTC date.
  if (iso[4]) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? '' : londonToday(instant).date;
  }
  return `${iso[3]}/${iso[2]}/${iso[1]}`;
}

interface LondonDay {
  date: string;
  day: Weekday;
}

/** 01:00 UTC on the last Sunday of a month (month 0-11): when UK clocks change. */
function lastSundayOneAmUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
}

/**
 * London's wall clock as a Date whose UTC fields read London time. The UK rule (Summer Time
 * Order 2002: BST from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday
 * of October) is computed rather than asked of Intl with a time zone: the browser's first
 * zoned Intl.DateTimeFormat loads time-zone data, a long task of a phone's startup in the
 * store's first render (ADR 0045). Checked against Intl hour by hour over 20 years (date.test.ts).
 */
export function londonWallClock(now: Date = new Date()): Date {
  const t = now.getTime();
  const year = now.getUTCFullYear();
  const summer = t >= lastSundayOneAmUtc(year, 2) && t < lastSundayOneAmUtc(year, 9);
  return new Date(summer ? t + 3_600_000 : t);
}

/** Today's date and weekday on the restaurant's clock (Europe/London), not the browser's. */
export function londonToday(now: Date = new Date()): LondonDay {
  const wall = londonWallClock(now);
  return {
    date: `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`,
    day: WEEKDAYS[wall.getUTCDay()]!,
  };
}

/** The time in London as HH:MM (24-hour), to compare with slot starts. */
export function londonTimeNow(now: Date = new Date()): string {
  const wall = londonWallClock(now);
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}
