import {
  callToBookMessage,
  callToBookReason,
  DEFAULT_SEATING_RULES as rules,
  fitsFor,
  horizonAllows,
  noticeAllows,
  noticeMessage,
  occupancy,
  pacingAllows,
  type Restaurant,
  seatAt,
  turnMinutes,
} from './seating';

const MINUTE = 60_000;
const SEVEN_PM = Date.UTC(2026, 11, 5, 19, 0);

const restaurant: Restaurant = {
  rules,
  tables: [
    { id: 1, seats: 2 },
    { id: 2, seats: 4 },
    { id: 7, seats: 6 },
    { id: 8, seats: 6 },
  ],
  combinations: [
    { id: 10, name: 'Tables 7+8', tableIds: [7, 8], minParty: 7, maxParty: 12 },
    { id: 11, name: 'Tables 2+7+8', tableIds: [2, 7, 8], minParty: 10, maxParty: 16 },
  ],
};

describe('turn times', () => {
  it.each([
    [1, 90],
    [2, 90],
    [3, 120],
    [4, 120],
    [5, 150],
    [8, 150],
    [9, 180],
    [50, 180],
  ])('a party of %i keeps its table %i minutes by default', (party, minutes) => {
    expect(turnMinutes(rules, party)).toBe(minutes);
  });

  it('occupies the table for the turn plus the reset buffer', () => {
    expect(occupancy(rules, 2, SEVEN_PM)).toEqual({
      from: SEVEN_PM,
      to: SEVEN_PM + 105 * MINUTE,
    });
  });
});

describe('fits', () => {
  it('puts single tables first, smallest first, then combinations by size', () => {
    expect(fitsFor(restaurant, 2)).toEqual([[1], [2], [7], [8]]);
    expect(fitsFor(restaurant, 10)).toEqual([
      [7, 8],
      [2, 7, 8],
    ]);
    expect(fitsFor(restaurant, 16)).toEqual([[2, 7, 8]]);
    expect(fitsFor(restaurant, 17)).toEqual([]);
  });

  it('ignores a combination naming a table the restaurant no longer has', () => {
    const gone = { ...restaurant, tables: restaurant.tables.filter((t) => t.id !== 8) };
    expect(fitsFor(gone, 10)).toEqual([]);
  });
});

describe('seating a party', () => {
  const fits2 = fitsFor(restaurant, 2);

  it('does not sell a table again until the turn and buffer have passed', () => {
    const claims = [{ tableIds: [1], ...occupancy(rules, 2, SEVEN_PM), party: 2 }];
    const only = { ...restaurant, tables: [{ id: 1, seats: 2 }], combinations: [] };
    const fits = fitsFor(only, 2);
    for (const minutes of [-90, 0, 30, 60, 90])
      expect(seatAt(only, fits, claims, 2, SEVEN_PM + minutes * MINUTE)).toBeNull();
    // 19:00 + 90 + 15 = 20:45: the 21:00 slot and the 17:00 one (ends 18:45) are free.
    expect(seatAt(only, fits, claims, 2, SEVEN_PM + 120 * MINUTE)).toEqual([1]);
    expect(seatAt(only, fits, claims, 2, SEVEN_PM - 120 * MINUTE)).toEqual([1]);
  });

  it('takes the next fit when the best is taken, and a combination is taken if any table is', () => {
    const claims = [{ tableIds: [1], from: SEVEN_PM, to: SEVEN_PM + 105 * MINUTE, party: 2 }];
    expect(seatAt(restaurant, fits2, claims, 2, SEVEN_PM)).toEqual([2]);
    const eightTaken = [{ tableIds: [8], from: SEVEN_PM, to: SEVEN_PM + 105 * MINUTE, party: 2 }];
    expect(seatAt(restaurant, fitsFor(restaurant, 10), eightTaken, 10, SEVEN_PM)).toBeNull();
  });

  it('keeps the covers arriving in one 15-minute interval within pacing, holds included', () => {
    const paced = { ...restaurant, rules: { ...rules, pacingCovers: 6 } };
    const claims = [{ tableIds: [2], from: SEVEN_PM, to: SEVEN_PM + 135 * MINUTE, party: 4 }];
    expect(pacingAllows(paced.rules, claims, 2, SEVEN_PM)).toBe(true);
    expect(pacingAllows(paced.rules, claims, 3, SEVEN_PM)).toBe(false);
    expect(seatAt(paced, fitsFor(paced, 3), claims, 3, SEVEN_PM)).toBeNull();
    // The next interval starts at 19:15.
    expect(pacingAllows(paced.rules, claims, 6, SEVEN_PM + 15 * MINUTE)).toBe(true);
    expect(pacingAllows(paced.rules, claims, 6, SEVEN_PM + 14 * MINUTE)).toBe(false);
  });
});

describe('parties that must call', () => {
  it('names the online limit above it', () => {
    const small = { ...restaurant, rules: { ...rules, maxOnlineParty: 12 } };
    const reason = callToBookReason(small, 16)!;
    expect(callToBookMessage(reason, 16)).toBe(
      'Online bookings here are for up to 12 people. For a party of 16, please call the restaurant.',
    );
  });

  it('asks a party no table or combination seats to call, and one above pacing', () => {
    expect(callToBookReason(restaurant, 17)).toEqual({ kind: 'no-fit' });
    expect(callToBookReason(restaurant, 16)).toBeNull();
    const paced = { ...restaurant, rules: { ...rules, pacingCovers: 12 } };
    expect(callToBookReason(paced, 16)).toEqual({ kind: 'no-fit' });
  });
});

describe('notice and horizon', () => {
  it('refuses a slot sooner than the notice', () => {
    const twoHours = { ...rules, minNoticeMinutes: 120 };
    expect(noticeAllows(twoHours, SEVEN_PM, SEVEN_PM - 120 * MINUTE)).toBe(true);
    expect(noticeAllows(twoHours, SEVEN_PM, SEVEN_PM - 119 * MINUTE)).toBe(false);
    expect(noticeMessage(twoHours)).toMatch(/at least 2 hours ahead/);
    expect(noticeMessage({ ...rules, minNoticeMinutes: 30 })).toMatch(/at least 30 minutes ahead/);
  });

  it('counts the horizon in London calendar days', () => {
    const sixty = { ...rules, horizonDays: 60 };
    expect(horizonAllows(sixty, '2027-01-26', '2026-11-27')).toBe(true);
    expect(horizonAllows(sixty, '2027-01-27', '2026-11-27')).toBe(false);
  });
});
