import { openingServices } from './opening-services';

describe('openingServices', () => {
  it('joins back-to-back and overlapping slots in any order, and keeps the gaps', () => {
    expect(
      openingServices([
        { slot_start: '14:00', slot_end: '14:30' },
        { slot_start: '12:15', slot_end: '12:45' },
        { slot_start: '12:00', slot_end: '12:30' },
      ]).map(({ from, to }) => [from, to]),
    ).toEqual([
      ['12:00', '12:45'],
      ['14:00', '14:30'],
    ]);
    expect(openingServices(undefined)).toEqual([]);
  });

  it('ends a slot that ends at 00:00 at midnight', () => {
    expect(
      openingServices([
        { slot_start: '23:00', slot_end: '23:30' },
        { slot_start: '23:30', slot_end: '00:00' },
      ]),
    ).toEqual([{ start: 23 * 60, end: 24 * 60, from: '23:00', to: '00:00' }]);
  });
});
