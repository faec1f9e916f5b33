import { LONDON_TIME_ZONE } from 'shared/constants';
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

/** Today's date and weekday on the restaurant's clock (Europe/London), not the browser's. */
export function londonToday(now: Date = new Date()): LondonDay {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'long',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('day')}/${get('month')}/${get('year')}`,
    day: get('weekday').toLowerCase() as Weekday,
  };
}
