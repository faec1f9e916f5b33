import {
  bookingLink,
  dayPhrase,
  tonightFromParams,
  timesRequest,
  withTonight,
} from './tonight-state';

// Saturday 5 December 2026, 18:00 in London (GMT).
const NOW = new Date('2026-12-05T18:00:00Z');
const read = (query: string) => tonightFromParams(new URLSearchParams(query), NOW);

describe('the result page URL: date, party and Available', () => {
  it('means today, 2 people and every restaurant when it does not say', () => {
    expect(read('name=a')).toEqual({ date: '2026-12-05', partySize: 2, available: false });
  });

  it('reads a later date, a party and the filter', () => {
    expect(read('date=2026-12-24&party=6&available=1')).toEqual({
      date: '2026-12-24',
      partySize: 6,
      available: true,
    });
  });

  it.each([
    ['a past date', 'date=2026-12-04', { date: '2026-12-05' }],
    ['a date that is none', 'date=2026-02-30', { date: '2026-12-05' }],
    ['another form of date', 'date=24/12/2026', { date: '2026-12-05' }],
    ['a party of 0', 'party=0', { partySize: 2 }],
    ['a party over 50', 'party=51', { partySize: 2 }],
    ['a party in words', 'party=two', { partySize: 2 }],
    ['another value of available', 'available=true', { available: false }],
  ])('takes the default for %s', (_, query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('writes the defaults as nothing and keeps the other parameters', () => {
    const base = new URLSearchParams('name=a&page=2&date=x');
    expect(
      withTonight(base, { date: '2026-12-05', partySize: 2, available: false }, NOW).toString(),
    ).toBe('name=a&page=2');
    expect(
      withTonight(base, { date: '2026-12-24', partySize: 4, available: true }, NOW).toString(),
    ).toBe('name=a&page=2&date=2026-12-24&party=4&available=1');
  });

  it('reads and writes the reading the diner chose, and ignores one it does not know', () => {
    expect(read('name=soho&reading=place')).toMatchObject({ reading: 'place' });
    expect(read('name=soho&reading=town')).not.toHaveProperty('reading');
    const chosen = { date: '2026-12-05', partySize: 2, available: false, reading: 'name' as const };
    expect(
      withTonight(new URLSearchParams('name=soho&reading=place'), chosen, NOW).toString(),
    ).toBe('name=soho&reading=name');
    expect(timesRequest(chosen)).toMatchObject({ reading: 'name' });
  });

  it('names the day for a sentence', () => {
    expect(dayPhrase('2026-12-05', NOW)).toBe('today');
    expect(dayPhrase('2026-12-06', NOW)).toBe('tomorrow');
    expect(dayPhrase('2026-12-24', NOW)).toBe('on Thu 24 Dec');
  });

  it("links a time to the restaurant page with the panel's date, party and time", () => {
    expect(bookingLink('abc', { date: '2026-12-24', partySize: 4, available: true }, '19:30')).toBe(
      '/restaurant-details/abc?date=2026-12-24&party=4&time=19:30',
    );
    expect(timesRequest({ date: '2026-12-24', partySize: 4, available: true })).toEqual({
      date: '24/12/2026',
      partySize: 4,
      available: true,
    });
  });
});
