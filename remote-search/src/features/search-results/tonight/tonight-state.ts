// The date, party and Available filter of the result page (issue 47 item 3, ADR 0051), and the
// reading of the words the diner chose (ADR 0057), read and written here rather than in
// shared/search/search-url.ts: that module is in the shell's start-up scripts, and the home
// page has no bytes to spare.
import type { ReadingKind } from 'shared/api/search-times';
import { PARTY_SIZE_MAX } from 'shared/constants';
import { londonToday } from 'shared/format/date';
import { formatShortDay } from 'shared/format/short-day';
import { panelLinkQuery } from 'shared/routes/panel-link';

/** The party the cards' times are for when the URL does not say. */
export const DEFAULT_TONIGHT_PARTY = 2;

export interface Tonight {
  /** yyyy-mm-dd, London */
  date: string;
  partySize: number;
  /** Only the restaurants with a time free. */
  available: boolean;
  /** The words read as a name, a kind of food or a place, as the diner chose; else the API's. */
  reading?: ReadingKind;
}

const READINGS: readonly string[] = ['name', 'cuisine', 'place'] satisfies ReadingKind[];

/** London's today as yyyy-mm-dd. */
export function isoToday(now: Date = new Date()): string {
  const [day, month, year] = londonToday(now).date.split('/');
  return `${year}-${month}-${day}`;
}

const isRealIsoDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const instant = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return instant.toISOString().slice(0, 10) === value;
};

/**
 * The URL's date (today when absent, malformed or past), party (2 when absent or out of range)
 * and filter (`available=1`).
 */
export function tonightFromParams(params: URLSearchParams, now: Date = new Date()): Tonight {
  const today = isoToday(now);
  const date = params.get('date') ?? '';
  const party = Number(params.get('party'));
  return {
    date: isRealIsoDate(date) && date >= today ? date : today,
    partySize:
      Number.isInteger(party) && party >= 1 && party <= PARTY_SIZE_MAX
        ? party
        : DEFAULT_TONIGHT_PARTY,
    available: params.get('available') === '1',
    ...(READINGS.includes(params.get('reading') ?? '') && {
      reading: params.get('reading') as ReadingKind,
    }),
  };
}

/** `params` with the tonight parameters set; defaults left out, so short links stay short. */
export function withTonight(
  params: URLSearchParams,
  tonight: Tonight,
  now: Date = new Date(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['date', 'party', 'available', 'reading']) next.delete(key);
  if (tonight.date !== isoToday(now)) next.set('date', tonight.date);
  if (tonight.partySize !== DEFAULT_TONIGHT_PARTY) next.set('party', String(tonight.partySize));
  if (tonight.available) next.set('available', '1');
  if (tonight.reading) next.set('reading', tonight.reading);
  return next;
}

/** dd/mm/yyyy, the API's date. */
export const wireDate = (iso: string) =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** 'today', 'tomorrow' or 'on Sat 5 Dec': how a sentence names the chosen day. */
export function dayPhrase(iso: string, now: Date = new Date()): string {
  const today = isoToday(now);
  const at = (value: string) =>
    Date.UTC(+value.slice(0, 4), +value.slice(5, 7) - 1, +value.slice(8, 10));
  const days = Math.round((at(iso) - at(today)) / 86_400_000);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `on ${formatShortDay(wireDate(iso))}`;
}

/** The restaurant page with its booking panel set to this date, party and time. */
export const bookingLink = (uuid: string, tonight: Tonight, time: string) =>
  `/restaurant-details/${uuid}?${panelLinkQuery({ date: tonight.date, partySize: tonight.partySize, time })}`;

/** The API's form of the choice. */
export const timesRequest = (tonight: Tonight) => ({
  date: wireDate(tonight.date),
  partySize: tonight.partySize,
  available: tonight.available,
  ...(tonight.reading && { reading: tonight.reading }),
});

/**
 * The search answers with its own request, not the one Find and the server make: with the
 * Available filter, or with a reading the diner chose.
 */
export const searchedApart = (tonight: Tonight | undefined) =>
  tonight !== undefined && (tonight.available || tonight.reading !== undefined);

/** What tells one answer of the result page's own requests from another. */
export const tonightKey = (tonight: Tonight) =>
  `${tonight.date}|${tonight.partySize}|${tonight.reading ?? ''}`;
