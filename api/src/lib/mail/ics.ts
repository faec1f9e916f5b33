import { londonWallClock } from 'shared/format/date';

export interface IcsEvent {
  /** Stable across updates: a calendar matches a later CANCEL to the booking by it. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  organizerEmail?: string;
  /** The diner: an iTIP REQUEST names who it is for, or calendars treat it as someone else's. */
  attendee?: { name: string; email: string };
  method?: 'REQUEST' | 'CANCEL';
  /** Bumped on every change to the event, or calendars ignore the update. */
  sequence?: number;
  /** When this version of the event was written (DTSTAMP). */
  stamp: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** `YYYYMMDDTHHMMSSZ`: a UTC instant, for DTSTAMP. */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** `YYYYMMDDTHHMMSS` on London's clock: the restaurant's time, as the diner reads it. */
export const icsLondon = (date: Date): string => icsUtc(londonWallClock(date)).slice(0, -1);

const HOUR_MS = 3_600_000;

/**
 * ';TZID=Europe/London:<local>', or ':<UTC>' in the hour that October's fall-back repeats: a
 * local 01:30 then names two instants, and calendars disagree on which (RFC 5545 says the first).
 */
function icsTime(date: Date): string {
  const local = icsLondon(date);
  const repeated =
    local === icsLondon(new Date(date.getTime() - HOUR_MS)) ||
    local === icsLondon(new Date(date.getTime() + HOUR_MS));
  return repeated ? `:${icsUtc(date)}` : `;TZID=Europe/London:${local}`;
}

/**
 * Europe/London since 1996 (RFC 5545 3.6.5): BST from 01:00 GMT on March's last Sunday to
 * 01:00 GMT (02:00 BST) on October's last Sunday.
 */
const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19810329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19961027T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** RFC 5545 3.3.11: backslash first, or the escapes added after it would be doubled. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 3.1: at most 75 octets a line, continued after CRLF + one space. Splits between
 * code points, never inside a UTF-8 sequence (or a surrogate pair), so every line stays valid.
 */
export function foldIcsLine(line: string): string {
  // All ASCII (one octet a character), the usual case: cut by length, no per-character count.
  if (Buffer.byteLength(line, 'utf8') === line.length) {
    if (line.length <= MAX_OCTETS) return line;
    const lines = [line.slice(0, MAX_OCTETS)];
    for (let at = MAX_OCTETS; at < line.length; at += MAX_OCTETS - 1) {
      lines.push(line.slice(at, at + MAX_OCTETS - 1));
    }
    return lines.join(`${CRLF} `);
  }
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  // Continuation lines start with the space, which counts towards their 75.
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** URIs and addresses are not TEXT, so they are not escaped; a line break would end the property. */
const singleLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** A parameter value (RFC 5545 3.2): quoted, as a name may hold ':', ';' or ','; no quotes inside. */
const paramValue = (value: string) => `"${singleLine(value).replace(/"/g, "'")}"`;

/**
 * A one-event iCalendar object for a booking, to attach to its emails: an iTIP message (RFC
 * 5546) that a calendar applies to the event of the same UID when its SEQUENCE is higher.
 */
export function buildIcs(event: IcsEvent): string {
  const method = event.method ?? 'REQUEST';
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//TableHop//Bookings//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...LONDON_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART${icsTime(event.start)}`,
    `DTEND${icsTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.url) lines.push(`URL:${singleLine(event.url)}`);
  if (event.organizerEmail) {
    lines.push(`ORGANIZER;CN=TableHop:mailto:${singleLine(event.organizerEmail)}`);
  }
  if (event.attendee) {
    const { name, email } = event.attendee;
    const reply = method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED';
    lines.push(
      `ATTENDEE;CN=${paramValue(name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${reply}:mailto:${singleLine(email)}`,
    );
  }
  lines.push(
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    'END:VEVENT',
    'END:VCALENDAR',
  );
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
