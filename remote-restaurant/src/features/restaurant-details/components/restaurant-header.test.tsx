import { render, screen, within } from '@testing-library/react';
import { LUNCH_AND_DINNER, restaurantDetail } from '../testing/restaurant-fixtures';
import { RestaurantHeader } from './restaurant-header';

// Open for lunch (12:00-14:30) and dinner (17:30-22:30) on Sundays only.
const restaurant = restaurantDetail({ aval_slots: { sunday: LUNCH_AND_DINNER } });

/** The header's opening line at an instant (the test process runs on UTC). */
function openingLineAt(iso: string) {
  const { unmount } = render(<RestaurantHeader restaurant={restaurant} now={new Date(iso)} />);
  const header = within(screen.getByRole('banner'));
  const line = header.getByText(/^(Opens at .*|Open now|Closed)$/).textContent;
  unmount();
  return line;
}

describe('RestaurantHeader: the opening line, on the clock in London', () => {
  it("says the spec's 'Opens at {time}' before the first service", () => {
    // Sunday 7 June 2026, 10:00 in London (09:00 UTC).
    expect(openingLineAt('2026-06-07T09:00:00Z')).toBe('Opens at 12:00 PM');
  });

  it("says 'Open now' during a service", () => {
    // 13:00 in London.
    expect(openingLineAt('2026-06-07T12:00:00Z')).toBe('Open now');
  });

  it("says when dinner opens between lunch and dinner, and 'Closed' after the last service", () => {
    expect(openingLineAt('2026-06-07T15:00:00Z')).toBe('Opens at 5:30 PM');
    // 22:45 in London.
    expect(openingLineAt('2026-06-07T21:45:00Z')).toBe('Closed');
  });

  it("says 'Closed' on a day without service, by London's date: 23:30 UTC on Saturday is Sunday there", () => {
    expect(openingLineAt('2026-06-06T12:00:00Z')).toBe('Closed');
    expect(openingLineAt('2026-06-06T23:30:00Z')).toBe('Opens at 12:00 PM');
  });

  it('goes by summer time from the Sunday the clocks go forward', () => {
    // 29 March 2026: 11:30 UTC is 12:30 in London, lunch has begun.
    expect(openingLineAt('2026-03-29T11:30:00Z')).toBe('Open now');
  });

  it('and by GMT from the Sunday they go back', () => {
    // 25 October 2026: 17:15 UTC is 17:15 in London, dinner has not begun.
    expect(openingLineAt('2026-10-25T17:15:00Z')).toBe('Opens at 5:30 PM');
  });
});
