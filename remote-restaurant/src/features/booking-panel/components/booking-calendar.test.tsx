import { render, screen } from '@testing-library/react';
import { calendarDateLib, DIRECT_PATTERNS } from '../utils/calendar-format';
import { BookingCalendar } from './booking-calendar';

describe('BookingCalendar', () => {
  it('formats every date it shows without date-fns, in en-GB', () => {
    const format = jest.spyOn(calendarDateLib, 'format');
    try {
      const today = new Date(2026, 2, 28);
      render(<BookingCalendar selected={today} today={today} onSelect={() => {}} />);
      expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: 'Today, Saturday, 28 March 2026, selected' }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: 'Tomorrow, Sunday, 29 March 2026' }),
      ).toHaveTextContent(/^29$/);
      // The weekday row is hidden from assistive technology (each day's label names it).
      expect(screen.getByText('Mo')).toHaveAttribute('aria-label', 'Monday');
      const patterns = new Set(format.mock.calls.map(([, pattern]) => pattern));
      expect(patterns.size).toBeGreaterThan(0);
      expect([...patterns].filter((p) => !(p in DIRECT_PATTERNS))).toEqual([]);
    } finally {
      format.mockRestore();
    }
  });
});

describe('BookingCalendar: the booking horizon', () => {
  it('disables the days after the last day booked online, as it does the past', () => {
    const today = new Date(2026, 2, 28);
    render(
      <BookingCalendar
        selected={today}
        today={today}
        lastDay={new Date(2026, 3, 2)}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Friday, 27 March 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Thursday, 2 April 2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Friday, 3 April 2026' })).toBeDisabled();
  });
});
