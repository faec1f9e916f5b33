import { formatDate, londonTimeNow, londonToday } from 'shared/format/date';

describe('formatDate', () => {
  it('formats a Date as dd/mm/yyyy with zero padding', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('05/01/2026');
    expect(formatDate(new Date(2026, 11, 31))).toBe('31/12/2026');
  });

  it('reformats an ISO date, with or without a time part', () => {
    expect(formatDate('2026-07-11')).toBe('11/07/2026');
    expect(formatDate('2026-03-09T18:30:00')).toBe('09/03/2026');
    // A UTC timestamp late in a summer evening is already the next day in London.
    expect(formatDate('2026-07-10T23:30:00Z')).toBe('11/07/2026');
    expect(formatDate('2026-01-10T23:30:00Z')).toBe('10/01/2026');
    expect(formatDate('2026-13-45T10:00:00Z')).toBe('');
    expect(formatDate('  2026-10-25  ')).toBe('25/10/2026');
  });

  it('returns an already formatted dd/mm/yyyy string unchanged', () => {
    expect(formatDate('01/02/2026')).toBe('01/02/2026');
  });

  it.each([null, undefined, '', '   ', 'tomorrow', '2026/07/11', '11-07-2026', '1/2/2026'])(
    'gives an empty string for %p',
    (value) => {
      expect(formatDate(value)).toBe('');
    },
  );

  it('gives an empty string for an invalid Date', () => {
    expect(formatDate(new Date('not a date'))).toBe('');
  });
});

describe('londonToday (Europe/London clock, not the browser clock)', () => {
  it.each([
    // Spring forward: Sunday 29 March 2026, 01:00 UTC (01:00 GMT becomes 02:00 BST).
    ['2026-03-28T23:30:00Z', '28/03/2026', 'saturday'], // still GMT: London = UTC
    ['2026-03-29T00:59:59Z', '29/03/2026', 'sunday'], // last GMT second
    ['2026-03-29T01:00:00Z', '29/03/2026', 'sunday'], // first BST second (02:00 in London)
    ['2026-03-29T22:59:59Z', '29/03/2026', 'sunday'], // 23:59:59 BST
    ['2026-03-29T23:00:00Z', '30/03/2026', 'monday'], // 00:00 BST: already the next day
    ['2026-03-29T23:30:00Z', '30/03/2026', 'monday'],
    // Fall back: Sunday 25 October 2026, 01:00 UTC (02:00 BST becomes 01:00 GMT).
    ['2026-10-24T22:59:59Z', '24/10/2026', 'saturday'], // 23:59:59 BST
    ['2026-10-24T23:00:00Z', '25/10/2026', 'sunday'], // 00:00 BST
    ['2026-10-25T00:59:59Z', '25/10/2026', 'sunday'], // 01:59:59 BST, the last BST second
    ['2026-10-25T01:00:00Z', '25/10/2026', 'sunday'], // 01:00 GMT
    ['2026-10-25T23:30:00Z', '25/10/2026', 'sunday'], // 23:30 GMT: London = UTC again
    ['2026-10-26T00:00:00Z', '26/10/2026', 'monday'],
    // Summer evening: UTC is still Friday, London is already Saturday.
    ['2026-07-10T23:30:00Z', '11/07/2026', 'saturday'],
    ['2026-07-10T22:59:00Z', '10/07/2026', 'friday'],
    // Winter: London equals UTC.
    ['2026-01-15T23:30:00Z', '15/01/2026', 'thursday'],
  ])('%s is %s, %s in London', (instant, date, day) => {
    expect(londonToday(new Date(instant))).toEqual({ date, day });
  });

  it('defaults to the current instant', () => {
    jest.useFakeTimers({ now: new Date('2026-07-10T23:30:00Z') });
    try {
      expect(londonToday()).toEqual({ date: '11/07/2026', day: 'saturday' });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('London wall clock without a zoned Intl formatter', () => {
  it('gives the time in London as HH:MM, across both clock changes', () => {
    expect(londonTimeNow(new Date('2026-07-11T23:30:00Z'))).toBe('00:30');
    expect(londonTimeNow(new Date('2026-11-21T18:05:00Z'))).toBe('18:05');
    expect(londonTimeNow(new Date('2026-03-29T00:59:00Z'))).toBe('00:59');
    expect(londonTimeNow(new Date('2026-03-29T01:00:00Z'))).toBe('02:00');
    expect(londonTimeNow(new Date('2026-10-25T00:59:00Z'))).toBe('01:59');
    expect(londonTimeNow(new Date('2026-10-25T01:00:00Z'))).toBe('01:00');
  });

  it('agrees with the Europe/London time zone around 01:00 UTC, midday and 23:30 UTC every day for 20 years', () => {
    const zoned = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const expected = (instant: Date) => {
      const parts = zoned.formatToParts(instant);
      const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return {
        date: `${get('day')}/${get('month')}/${get('year')}`,
        day: get('weekday').toLowerCase(),
        time: `${get('hour')}:${get('minute')}`,
      };
    };
    const mismatches: string[] = [];
    const day = 86_400_000;
    // Each day: around 01:00 UTC (when the clocks change, to the minute), midday, and 23:30
    // UTC (already tomorrow in London in summer).
    const offsets = [59 * 60_000, 60 * 60_000, 61 * 60_000, 12 * 3_600_000, 23.5 * 3_600_000];
    for (
      let t = Date.UTC(2020, 0, 1);
      t < Date.UTC(2040, 0, 1) && mismatches.length < 5;
      t += day
    ) {
      for (const offset of offsets) {
        const instant = new Date(t + offset);
        const actual = { ...londonToday(instant), time: londonTimeNow(instant) };
        if (JSON.stringify(actual) !== JSON.stringify(expected(instant)))
          mismatches.push(instant.toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });
});
