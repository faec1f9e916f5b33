import { partySize } from './party-size';

describe('partySize', () => {
  it('says person for one and people for more', () => {
    expect(partySize(1)).toBe('1 person');
    expect(partySize(2)).toBe('2 people');
    expect(partySize(12)).toBe('12 people');
  });
});
