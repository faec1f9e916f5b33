import { bookableDate, londonNow, parseWireDate } from './wire-date';

describe('parseWireDate', () => {
  it('reads dd/mm/yyyy and ISO dates with their weekday', () => {
    expect(parseWireDate('21/11/2026')).toEqual({ iso: '2026-11-21', weekday: 'saturday' });
    expect(parseWireDate('2026-11-21')).toEqual({ iso: '2026-11-21', weekday: 'saturday' });
    expect(parseWireDate('29/02/2028')).toEqual({ iso: '2028-02-29', weekday: 'tuesday' });
  });

  it.each(['31/02/2026', '29/02/2027', '00/01/2026', '2026-13-01', '1/1/2026', 'tomorrow', ''])(
    'rejects %p',
    (value) => expect(parseWireDate(value)).toBeNull(),
  );
});

describe('londonNow (Europe/London, whatever TZ the server runs in)', () => {
  it('is GMT in winter and BST in summer', () => {
    expect(londonNow(new Date('2026-01-15T12:00:00Z'))).toEqual({
      date: '2026-01-15',
      time: '12:00',
    });
    expect(londonNow(new Date('2026-07-15T12:00:00Z'))).toEqual({
      date: '2026-07-15',
      time: '13:00',
    });
  });

  it('springs forward on Sunday 29 March 2026 at 01:00 GMT', () => {
    expect(londonNow(new Date('2026-03-29T00:59:00Z'))).toEqual({
      date: '2026-03-29',
      time: '00:59',
    });
    expect(londonNow(new Date('2026-03-29T01:00:00Z'))).toEqual({
      date: '2026-03-29',
      time: '02:00',
    });
  });

  it('falls back on Sunday 25 October 2026 at 01:00 GMT', () => {
    expect(londonNow(new Date('2026-10-25T00:59:00Z'))).toEqual({
      date: '2026-10-25',
      time: '01:59',
    });
    expect(londonNow(new Date('2026-10-25T01:00:00Z'))).toEqual({
      date: '2026-10-25',
      time: '01:00',
    });
  });

  it('answers from its per-minute memo without crossing a clock change or a minute', () => {
    const formatToParts = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      // Seconds apart in one UTC minute: one formatting, the same answer.
      const first = londonNow(new Date('2026-10-25T00:59:00.000Z'));
      const calls = formatToParts.mock.calls.length;
      expect(londonNow(new Date('2026-10-25T00:59:59.999Z'))).toBe(first);
      expect(formatToParts.mock.calls.length).toBe(calls);
      expect(first).toEqual({ date: '2026-10-25', time: '01:59' });
      // The next millisecond is the fall-back instant: BST ends and 01:59 becomes 01:00.
      expect(londonNow(new Date('2026-10-25T01:00:00.000Z'))).toEqual({
        date: '2026-10-25',
        time: '01:00',
      });
      // Spring forward: 00:59:59 GMT, then 02:00 BST.
      expect(londonNow(new Date('2026-03-29T00:59:59.999Z'))).toEqual({
        date: '2026-03-29',
        time: '00:59',
      });
      expect(londonNow(new Date('2026-03-29T01:00:00.000Z'))).toEqual({
        date: '2026-03-29',
        time: '02:00',
      });
      // Going back to an earlier minute is answered afresh, not from the memo.
      expect(londonNow(new Date('2026-10-25T00:59:30.000Z'))).toEqual(first);
      // Midnight in London (BST): the date turns with the minute.
      expect(londonNow(new Date('2026-07-10T22:59:59.999Z')).date).toBe('2026-07-10');
      expect(londonNow(new Date('2026-07-10T23:00:00.000Z'))).toEqual({
        date: '2026-07-11',
        time: '00:00',
      });
    } finally {
      formatToParts.mockRestore();
    }
  });

  it('shares a frozen answer, so no caller can change what the next one reads', () => {
    const answer = londonNow(new Date('2026-01-15T12:00:10Z'));
    expect(Object.isFrozen(answer)).toBe(true);
    expect(londonNow(new Date('2026-01-15T12:00:50Z'))).toBe(answer);
  });

  it('is already tomorrow in London late on a summer evening in UTC', () => {
    expect(londonNow(new Date('2026-07-10T23:30:00Z'))).toEqual({
      date: '2026-07-11',
      time: '00:30',
    });
  });
});

describe('bookableDate', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('accepts today and later when day agrees', () => {
    expect(bookableDate('21/11/2026', 'saturday', now).iso).toBe('2026-11-21');
    expect(bookableDate('2026-11-22', undefined, now).weekday).toBe('sunday');
  });

  it('names the field when the day does not match the date', () => {
    expect(() => bookableDate('21/11/2026', 'monday', now)).toThrow(
      'day must be saturday for 21/11/2026',
    );
  });

  it('refuses past and impossible dates', () => {
    expect(() => bookableDate('20/11/2026', undefined, now)).toThrow('date must be today or later');
    expect(() => bookableDate('31/11/2026', undefined, now)).toThrow(
      'date must be a real date as dd/mm/yyyy',
    );
  });

  it("uses London's date: 00:30 BST on 11 July is already 11 July", () => {
    expect(bookableDate('11/07/2026', 'saturday', new Date('2026-07-10T23:30:00Z')).iso).toBe(
      '2026-07-11',
    );
    expect(() => bookableDate('10/07/2026', 'friday', new Date('2026-07-10T23:30:00Z'))).toThrow(
      'today or later',
    );
  });
});
