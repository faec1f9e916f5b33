import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredCalendar, loadCalendar, preloadCalendar } from './deferred-calendar';

// The tests run in order against one copy of the module, which remembers what it loaded:
// the calendar's code fails to come once, then comes.
let attempts = 0;
jest.mock('./booking-calendar', () => {
  attempts += 1;
  if (attempts === 1) throw new Error('offline');
  return jest.requireActual('./booking-calendar');
});

const TODAY = new Date(2026, 10, 21);
const props = { selected: TODAY, today: TODAY, onSelect: () => undefined };
const todayButton = 'Today, Saturday, 21 November 2026, selected';

describe('DeferredCalendar (ADR 0030)', () => {
  it('holds its place while its code loads, says when it cannot, and loads it on Try again', async () => {
    render(<DeferredCalendar {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading calendar');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The calendar could not be loaded. Check your connection and try again.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: todayButton })).toBeInTheDocument();
    expect(screen.queryByText('Loading calendar')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
    // The focus left with the Try again button: it is on the chosen day now.
    expect(screen.getByRole('button', { name: todayButton })).toHaveFocus();
  });

  it('once loaded, is not loaded again and shows at once', async () => {
    preloadCalendar();
    await loadCalendar();
    render(<DeferredCalendar {...props} />);
    expect(screen.getByRole('button', { name: todayButton })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
