// jest-setup.cjs registers the jest-dom matchers at runtime; this import also brings in their
// TypeScript types, which shared/tsconfig.json does not include otherwise.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Collapsible } from 'shared/ui/collapsible';

describe('Collapsible', () => {
  it('starts closed: aria-expanded false and the content not built yet', () => {
    render(
      <Collapsible title="Time">
        <p>No more times available</p>
      </Collapsible>,
    );
    const toggle = screen.getByRole('button', { name: 'Time' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('No more times available')).not.toBeInTheDocument();
  });

  it('builds the content on the first opening and keeps it, with its state, once closed', async () => {
    const user = userEvent.setup();
    render(
      <Collapsible title="Note">
        <label>
          Special request
          <input />
        </label>
      </Collapsible>,
    );
    const toggle = screen.getByRole('button', { name: 'Note' });
    await user.click(toggle);
    await user.type(screen.getByRole('textbox', { name: 'Special request' }), 'Window seat');
    await user.click(toggle);
    expect(
      screen.getByRole('textbox', { name: 'Special request', hidden: true }),
    ).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Special request' })).toHaveValue('Window seat');
  });

  it('opens and closes on click, toggling aria-expanded and the content', async () => {
    const user = userEvent.setup();
    render(
      <Collapsible title="Person">
        <p>Party size</p>
      </Collapsible>,
    );
    const toggle = screen.getByRole('button', { name: 'Person' });

    await user.click(toggle);
    const content = screen.getByText('Party size');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(content).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(content).not.toBeVisible();
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <Collapsible title="Date">
        <p>Calendar</p>
      </Collapsible>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Date' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Date' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Calendar')).toBeVisible();
  });

  it('aria-controls points at the region holding the content', async () => {
    const user = userEvent.setup();
    render(
      <Collapsible title="Time">
        <p>Slots</p>
      </Collapsible>,
    );
    await user.click(screen.getByRole('button', { name: 'Time' }));
    const toggle = screen.getByRole('button', { name: 'Time' });
    const regionId = toggle.getAttribute('aria-controls');
    expect(regionId).toBeTruthy();
    const region = document.getElementById(regionId ?? '');
    expect(region).toContainElement(screen.getByText('Slots'));
  });

  it('defaultOpen starts open', () => {
    render(
      <Collapsible title="Time" defaultOpen>
        <p>Slots</p>
      </Collapsible>,
    );
    expect(screen.getByRole('button', { name: 'Time' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Slots')).toBeVisible();
  });

  it('alwaysOpen shows the content under a heading, with no toggle button', () => {
    render(
      <Collapsible title="About" alwaysOpen>
        <p>Opening hours</p>
      </Collapsible>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByText('Opening hours')).toBeVisible();
  });

  it('shows the content when switched to alwaysOpen after being closed', () => {
    const { rerender } = render(
      <Collapsible title="About">
        <p>Opening hours</p>
      </Collapsible>,
    );
    expect(screen.queryByText('Opening hours')).not.toBeInTheDocument();
    rerender(
      <Collapsible title="About" alwaysOpen>
        <p>Opening hours</p>
      </Collapsible>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Opening hours')).toBeVisible();
  });

  it('the title is a heading in the toggling form too', () => {
    render(
      <Collapsible title="Reviews">
        <p>No reviews available</p>
      </Collapsible>,
    );
    expect(screen.getByRole('heading', { name: 'Reviews' })).toContainElement(
      screen.getByRole('button', { name: 'Reviews' }),
    );
  });

  it('tells when the diner reaches for the toggle: pointer, touch or focus', async () => {
    const user = userEvent.setup();
    const onReach = jest.fn();
    render(
      <Collapsible title="Date" onReach={onReach}>
        <p>Calendar</p>
      </Collapsible>,
    );
    const toggle = screen.getByRole('button', { name: 'Date' });
    await user.hover(toggle);
    expect(onReach).toHaveBeenCalledTimes(1);
    await user.unhover(toggle);
    await user.tab();
    expect(toggle).toHaveFocus();
    expect(onReach).toHaveBeenCalledTimes(2);
    fireEvent.touchStart(toggle);
    expect(onReach).toHaveBeenCalledTimes(3);
    // Reaching is not opening.
    expect(screen.queryByText('Calendar')).not.toBeInTheDocument();
  });
});
