import { freeCancellationUntil, londonMoment } from 'shared/format/cancel-by';

describe('freeCancellationUntil', () => {
  it("reads the deadline on London's clock, in winter and in summer", () => {
    expect(freeCancellationUntil('2026-12-05T17:00:00Z')).toBe(
      'Free cancellation until 5:00 PM on Sat 5 Dec',
    );
    expect(freeCancellationUntil(new Date('2026-07-04T16:30:00Z'))).toBe(
      'Free cancellation until 5:30 PM on Sat 4 Jul',
    );
  });

  it('keeps the right day across both clock-change Sundays and midnight', () => {
    // 29 Mar 2026: 01:00 GMT becomes 02:00 BST.
    expect(londonMoment('2026-03-29T00:59:00Z')).toBe('12:59 AM on Sun 29 Mar');
    expect(londonMoment('2026-03-29T01:00:00Z')).toBe('2:00 AM on Sun 29 Mar');
    // 25 Oct 2026: 02:00 BST becomes 01:00 GMT.
    expect(londonMoment('2026-10-24T23:30:00Z')).toBe('12:30 AM on Sun 25 Oct');
    expect(londonMoment('2026-10-25T01:30:00Z')).toBe('1:30 AM on Sun 25 Oct');
    expect(londonMoment('2026-12-31T23:59:00Z')).toBe('11:59 PM on Thu 31 Dec');
  });
});
