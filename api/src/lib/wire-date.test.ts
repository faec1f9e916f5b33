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
