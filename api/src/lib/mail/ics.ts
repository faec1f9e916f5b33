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
  method?: 'REQUEST' | 'CANCEL';
  /** Bumped on every change to the event, or calendars ignore the update. */
  sequence?: number;
  /** When this version of the event was written (DTSTAMP). */
  stamp: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** `YYYYMMDDTHHMMSSZ`: UTC, so no VTIMEZONE block is needed and DST cannot shift the event. */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

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

/** A one-event iCalendar object (RFC 5545) for a booking, to attach to its emails. */
export function buildIcs(event: IcsEvent): string {
  const method = event.method ?? 'REQUEST';
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//TableHop//Bookings//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.url) lines.push(`URL:${singleLine(event.url)}`);
  if (event.organizerEmail) {
    lines.push(`ORGANIZER;CN=TableHop:mailto:${singleLine(event.organizerEmail)}`);
  }
  lines.push(
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    'END:VEVENT',
    'END:VCALENDAR',
  );
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
