import { buildIcs, escapeIcsText, foldIcsLine, icsUtc } from './ics';

/** RFC 5545 3.1 unfolding: a CRLF followed by one space or tab joins the lines. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

/** The value of a property after unfolding, parameters ignored. */
const property = (ics: string, name: string) =>
  unfold(ics)
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
      'BEGIN:VEVENT',
    ]);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
    expect(property(ics, 'UID')).toBe(base.uid);
    expect(property(ics, 'STATUS')).toBe('CONFIRMED');
    expect(property(ics, 'SEQUENCE')).toBe('0');
    expect(property(ics, 'URL')).toBe('https://tablehop.co.uk/bookings/abc');
    expect(property(ics, 'LOCATION')).toBe('1 High Street\\, York');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('writes times in UTC, so a London summer evening is an hour earlier', () => {
    // 2026-07-01 19:30 Europe/London, built without relying on the process time zone.
    const londonStart = new Date(Date.UTC(2026, 6, 1, 19, 30) - 60 * 60 * 1000);
    const ics = buildIcs({ ...base, start: londonStart });
    expect(property(ics, 'DTSTART')).toBe('20260701T183000Z');
    expect(property(ics, 'DTEND')).toBe('20260701T200000Z');
    expect(property(ics, 'DTSTAMP')).toBe('20260620T090507Z');
    expect(icsUtc(new Date('2026-12-24T00:00:00Z'))).toBe('20261224T000000Z');
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
