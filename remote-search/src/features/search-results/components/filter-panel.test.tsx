import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUISINES } from 'shared/testing/restaurants';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

const handlers = () => ({
  onOnlineBookingChange: jest.fn(),
  onCuisineToggle: jest.fn(),
  onClearAll: jest.fn(),
});

function panel(props: Partial<FilterPanelProps>, on: ReturnType<typeof handlers>) {
  return (
    <FilterPanel
      onlineBooking
      selectedCuisines={[]}
      cuisines={CUISINES}
      cuisinesLoading={false}
      cuisinesError={null}
      {...on}
      {...props}
    />
  );
}

function renderPanel(props: Partial<FilterPanelProps> = {}) {
  const on = handlers();
  const view = render(panel(props, on));
  return { ...on, rerender: (next: Partial<FilterPanelProps>) => view.rerender(panel(next, on)) };
}

const cuisineNames = () =>
  within(screen.getByRole('group', { name: 'Cuisine' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('FilterPanel (spec sections 2, 4 and 5)', () => {
  it('shows the online-booking switch in the state it is given', async () => {
    const { onOnlineBookingChange } = renderPanel({ onlineBooking: true });
    const toggle = screen.getByRole('switch', { name: 'Online booking' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(onOnlineBookingChange).toHaveBeenCalledWith(false);
  });

  it('shows five cuisines with their counts until Show All, then all until Show Less', async () => {
    renderPanel();
    expect(cuisineNames()).toEqual([
      'Indian (12)',
      'Italian (8)',
      'Chinese (0)',
      'Thai (5)',
      'French (4)',
    ]);
    const more = screen.getByRole('button', { name: 'Show All' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(cuisineNames()).toHaveLength(7);
    const less = screen.getByRole('button', { name: 'Show Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    expect(cuisineNames()).toHaveLength(5);
  });

  it('opens in full when a cuisine beyond the first five is ticked', async () => {
    // A search opened by Back, a reload or a link with Turkish (the sixth) ticked.
    const { onCuisineToggle } = renderPanel({ selectedCuisines: [6] });
    expect(cuisineNames()).toHaveLength(7);
    expect(screen.getByRole('checkbox', { name: 'Turkish (2)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Turkish (2)' }));
    expect(onCuisineToggle).toHaveBeenCalledWith(6);
  });

  it('keeps a hidden tick in sight once the cuisines arrive, and Show Less still closes it', async () => {
    const { rerender } = renderPanel({
      selectedCuisines: [7],
      cuisines: [],
      cuisinesLoading: true,
    });
    rerender({ selectedCuisines: [7] });
    expect(screen.getByRole('checkbox', { name: 'Greek (1)' })).toBeChecked();
    // Unticked (the page passes the new selection): still open, the box stays where it was.
    rerender({ selectedCuisines: [] });
    expect(screen.getByRole('checkbox', { name: 'Greek (1)' })).not.toBeChecked();
    rerender({ selectedCuisines: [7] });
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(cuisineNames()).toHaveLength(5);
  });

  it('has no Show All when five or fewer cuisines exist', () => {
    renderPanel({ cuisines: CUISINES.slice(0, 5) });
    expect(screen.queryByRole('button', { name: 'Show All' })).not.toBeInTheDocument();
  });

  it('ticks the selected cuisines and reports a toggle', async () => {
    const { onCuisineToggle } = renderPanel({ selectedCuisines: [2] });
    expect(screen.getByRole('checkbox', { name: 'Italian (8)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Indian (12)' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Indian (12)' }));
    expect(onCuisineToggle).toHaveBeenCalledWith(1);
  });

  it('disables a cuisine with no restaurants', async () => {
    const { onCuisineToggle } = renderPanel();
    const chinese = screen.getByRole('checkbox', { name: 'Chinese (0)' });
    expect(chinese).toBeDisabled();
    await userEvent.click(chinese);
    expect(onCuisineToggle).not.toHaveBeenCalled();
  });

  it('reports Clear all', async () => {
    const { onClearAll } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
  });

  it('shows its own skeleton while the cuisines load', () => {
    renderPanel({ cuisines: [], cuisinesLoading: true });
    const loading = screen.getByRole('status', { name: 'Loading cuisines' });
    expect(within(loading).getAllByTestId('cuisine-skeleton')).toHaveLength(5);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Online booking' })).toBeEnabled();
  });

  it("shows 'Error: {message}' when the cuisines failed", () => {
    renderPanel({ cuisines: [], cuisinesError: 'Network down' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error: Network down$/);
  });
});
