import { type CalendarDate, londonNow, parseWireDate } from '../lib/wire-date';

export interface WireDay extends CalendarDate {
  /** dd/mm/yyyy, as the client sends it */
  wire: string;
}

/** The London date `days` after today (by `now`), as the client sends it, with its weekday. */
export function londonDaysAhead(days: number, now: Date = new Date()): WireDay {
  const [y, m, d] = londonNow(now).date.split('-').map(Number) as [number, number, number];
  const then = new Date(Date.UTC(y, m - 1, d + days));
  const wire = `${String(then.getUTCDate()).padStart(2, '0')}/${String(then.getUTCMonth() + 1).padStart(2, '0')}/${then.getUTCFullYear()}`;
  return { wire, ...parseWireDate(wire)! };
}

/** 'HH:MM' thirty minutes later: the end of the slot starting at `start`. */
export function slotEnd(start: string): string {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const minutes = h * 60 + m + 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
