import ICAL from 'ical.js';
import { buildIcs, escapeIcsText, foldIcsLine, icsLondon, icsUtc } from './ics';

/** RFC 5545 3.1 unfolding: a CRLF followed by one space or tab joins the lines. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

/** The value of a property outside the VTIMEZONE block, after unfolding, parameters ignored. */
const property = (ics: string, name: string) =>
  unfold(ics)
    .replace(/BEGIN:VTIMEZONE[\s\S]*END:VTIMEZONE\r\n/, '')
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');

const base = {
  uid: '0b6c2f4e-8d1a-4c55-9e0b-3f1d2a7c9b10@tablehop',
  // 19:30 in London in July is BST (UTC+1).
  start: new Date('2026-07-01T18:30:00Z'),
  end: new Date('2026-07-01T20:00:00Z'),
  summary: 'Table at The Crown',
  stamp: new Date('2026-06-20T09:05:07.123Z'),
};

describe('buildIcs', () => {
  it('writes a REQUEST calendar with CRLF line endings and the required properties', () => {
    const ics = buildIcs({
      ...base,
      location: '1 High Street, York',
      url: 'https://tablehop.co.uk/bookings/abc',
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//TableHop//Bookings//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VTIMEZONE',
    ]);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
    expect(property(ics, 'UID')).toBe(base.uid);
    expect(property(ics, 'STATUS')).toBe('CONFIRMED');
    expect(property(ics, 'SEQUENCE')).toBe('0');
    expect(property(ics, 'URL')).toBe('https://tablehop.co.uk/bookings/abc');
    expect(property(ics, 'LOCATION')).toBe('1 High Street\\, York');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it("writes the event on London's clock with a VTIMEZONE block, and DTSTAMP in UTC", () => {
    const ics = buildIcs(base);
    expect(property(ics, 'DTSTART')).toBe('20260701T193000');
    expect(unfold(ics)).toContain('DTSTART;TZID=Europe/London:20260701T193000\r\n');
    expect(unfold(ics)).toContain('DTEND;TZID=Europe/London:20260701T210000\r\n');
    expect(property(ics, 'DTSTAMP')).toBe('20260620T090507Z');
    expect(ics).toMatch(
      /\r\nBEGIN:VTIMEZONE\r\nTZID:Europe\/London\r\n[\s\S]*END:VTIMEZONE\r\nBEGIN:VEVENT/,
    );
    expect(icsUtc(new Date('2026-12-24T00:00:00Z'))).toBe('20261224T000000Z');
    expect(icsLondon(new Date('2026-12-24T00:00:00Z'))).toBe('20261224T000000');
  });

  // A maintained parser reads the times back through the VTIMEZONE block: what a calendar does.
  const parsedEvent = (ics: string) => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(zone);
    }
    return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
  };

  it.each([
    // Spring forward (29 Mar 2026, 01:00 GMT): the morning before is GMT, the evening BST.
    ['the Saturday before spring forward', '2026-03-28T19:00:00Z', '20260328T190000'],
    ['the evening of spring forward', '2026-03-29T18:00:00Z', '20260329T190000'],
    // Fall back (25 Oct 2026, 01:00 GMT): the evening before is BST, the evening after GMT.
    ['the Saturday before fall back', '2026-10-24T18:00:00Z', '20261024T190000'],
    ['the evening of fall back', '2026-10-25T19:00:00Z', '20261025T190000'],
    ['a winter evening', '2026-12-05T19:00:00Z', '20261205T190000'],
  ])('a calendar reads %s back as the same instant', (_, instant, local) => {
    const start = new Date(instant);
    const ics = buildIcs({ ...base, start, end: new Date(start.getTime() + 90 * 60_000) });
    expect(property(ics, 'DTSTART')).toBe(local);
    const { event } = parsedEvent(ics);
    expect(event.startDate.zone.tzid).toBe('Europe/London');
    expect(event.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(event.endDate.toJSDate().getTime() - start.getTime()).toBe(90 * 60_000);
  });

  it.each(['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z'])(
    'writes %s, in the hour fall back repeats (01:30 twice), in UTC, so no calendar guesses',
    (instant) => {
      const start = new Date(instant);
      const ics = buildIcs({ ...base, start, end: new Date(start.getTime() + 60 * 60_000) });
      expect(unfold(ics)).toContain(`DTSTART:${icsUtc(start)}\r\n`);
      expect(parsedEvent(ics).event.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    },
  );

  it('parses as an iTIP REQUEST naming organiser and diner, and as a CANCEL with a higher SEQUENCE', () => {
    const invitation = {
      ...base,
      summary: 'Table at Café Zoë; the “good” one',
      description: 'Table for 2 — nut allergy. '.repeat(6),
      organizerEmail: 'bookings@tablehop.co.uk',
      attendee: { name: 'Zoë "Z" O\'Brien; Jr', email: 'zoe@example.co.uk' },
    };
    const booked = parsedEvent(buildIcs(invitation));
    expect(booked.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(booked.event.uid).toBe(base.uid);
    expect(booked.event.sequence).toBe(0);
    expect(booked.event.summary).toBe(invitation.summary);
    expect(booked.event.description).toBe(invitation.description);
    expect(booked.event.organizer).toBe('mailto:bookings@tablehop.co.uk');
    const [attendee] = booked.event.attendees;
    expect(attendee!.getFirstValue()).toBe('mailto:zoe@example.co.uk');
    expect(attendee!.getParameter('partstat')).toBe('ACCEPTED');
    expect(attendee!.getParameter('cn')).toBe("Zoë 'Z' O'Brien; Jr");

    const cancelled = parsedEvent(buildIcs({ ...invitation, method: 'CANCEL', sequence: 1 }));
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.uid).toBe(booked.event.uid);
    expect(cancelled.event.sequence).toBeGreaterThan(booked.event.sequence);
  });

  it('escapes backslash, semicolon, comma and line breaks in TEXT values', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const ics = buildIcs({
      ...base,
      summary: 'Fish; chips, peas',
      description: 'Line one\nC:\\path',
    });
    expect(property(ics, 'SUMMARY')).toBe('Fish\\; chips\\, peas');
    expect(property(ics, 'DESCRIPTION')).toBe('Line one\\nC:\\\\path');
  });

  it('folds long multibyte lines at 75 octets without splitting a character', () => {
    const description = 'Café für zwei — 🍷 '.repeat(11).slice(0, 200);
    expect(description.length).toBe(200);
    const ics = buildIcs({ ...base, description });
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // A split inside a UTF-8 sequence or surrogate pair would leave a replacement character.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      expect(line).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
    }
    const folded = ics.split('\r\n').filter((line) => line.startsWith(' '));
    expect(folded.length).toBeGreaterThan(2);
    expect(property(ics, 'DESCRIPTION')).toBe(escapeIcsText(description));
  });

  it('leaves short lines alone and folds exactly at the limit', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
    const exact = 'X'.repeat(75);
    expect(foldIcsLine(exact)).toBe(exact);
    expect(foldIcsLine(`${exact}Y`)).toBe(`${exact}\r\n Y`);
    const long = 'é'.repeat(100);
    const parts = foldIcsLine(long).split('\r\n');
    expect(parts.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(parts[0]).toBe('é'.repeat(37));
  });

  it('folds long ASCII lines into 75 octets, then 74 after the leading space', () => {
    for (const length of [76, 149, 150, 300]) {
      const line = 'DESCRIPTION:'.padEnd(length, 'abc,; ');
      const parts = foldIcsLine(line).split('\r\n');
      expect(parts[0]).toHaveLength(75);
      expect(parts.slice(1).every((part) => part.startsWith(' ') && part.length <= 75)).toBe(true);
      expect(parts.slice(1, -1).every((part) => part.length === 75)).toBe(true);
      expect(unfold(parts.join('\r\n'))).toBe(line);
    }
  });

  it('cancels with METHOD CANCEL, STATUS CANCELLED and the given sequence', () => {
    const ics = buildIcs({ ...base, method: 'CANCEL', sequence: 1 });
    expect(property(ics, 'METHOD')).toBe('CANCEL');
    expect(property(ics, 'STATUS')).toBe('CANCELLED');
    expect(property(ics, 'SEQUENCE')).toBe('1');
    expect(property(ics, 'UID')).toBe(base.uid);
  });

  it('adds the organiser and leaves out absent optional properties', () => {
    const ics = buildIcs({ ...base, organizerEmail: 'bookings@tablehop.co.uk' });
    expect(unfold(ics)).toContain('ORGANIZER;CN=TableHop:mailto:bookings@tablehop.co.uk\r\n');
    expect(ics).not.toMatch(/^(LOCATION|DESCRIPTION|URL)[:;]/m);
  });
});
