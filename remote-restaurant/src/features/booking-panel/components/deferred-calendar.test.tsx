import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';

type Module = typeof import('./deferred-calendar');

// Each test gets its own copy of the module, which remembers what it loaded, and says how
// many times the calendar's code fails to come before it comes.
let failures = 0;
let attempts = 0;
jest.mock('./booking-calendar', () => {
  attempts += 1;
  if (attempts <= failures) throw new Error('offline');
  return jest.requireActual('./booking-calendar');
});

// One React for the test and every fresh copy: hooks from two copies cannot mix.
jest.doMock('react', () => React);
jest.doMock('react/jsx-runtime', () => JsxRuntime);

/** A copy of the module that has loaded nothing yet, and a calendar failing `failing` times. */
function freshModule(failing: number): Promise<Module> {
  failures = failing;
  attempts = 0;
  jest.resetModules();
  return import('./deferred-calendar');
}

const TODAY = new Date(2026, 10, 21);
const props = { selected: TODAY, today: TODAY, onSelect: () => undefined };
const todayButton = 'Today, Saturday, 21 November 2026, selected';

describe('DeferredCalendar (ADR 0030)', () => {
  it('once loaded, is not loaded again and shows at once', async () => {
    const { DeferredCalendar, loadCalendar, preloadCalendar } = await freshModule(0);
    preloadCalendar();
    await loadCalendar();
    render(<DeferredCalendar {...props} />);
    expect(screen.getByRole('button', { name: todayButton })).toBeInTheDocument();
    expect(attempts).toBe(1);
  });

  it('holds its place while its code loads, says when it cannot, and loads it on Try again', async () => {
    const { DeferredCalendar } = await freshModule(1);
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
});
