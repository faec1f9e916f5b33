import { formatPartySize } from './party-size';

describe('formatPartySize', () => {
  it('says person for one and people for more', () => {
    expect(formatPartySize(1)).toBe('1 person');
    expect(formatPartySize(2)).toBe('2 people');
    expect(formatPartySize(12)).toBe('12 people');
  });
});
