import { formatShortDay } from 'shared/format/short-day';

describe('formatShortDay', () => {
  it.each([
    ['05/12/2026', 'Sat 5 Dec'],
    ['29/03/2026', 'Sun 29 Mar'],
    ['25/10/2026', 'Sun 25 Oct'],
    ['01/01/2027', 'Fri 1 Jan'],
  ])('shows %s as %s', (value, expected) => {
    expect(formatShortDay(value)).toBe(expected);
  });

  it('gives nothing for a date that is not real', () => {
    expect(formatShortDay('31/02/2026')).toBe('');
    expect(formatShortDay('2026-12-05')).toBe('');
  });
});
