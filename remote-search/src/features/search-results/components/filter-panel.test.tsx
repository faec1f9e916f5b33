import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUISINES } from 'shared/testing/restaurants';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

function renderPanel(props: Partial<FilterPanelProps> = {}) {
  const handlers = {
    onOnlineBookingChange: jest.fn(),
    onCuisineToggle: jest.fn(),
    onClearAll: jest.fn(),
  };
  render(
    <FilterPanel
      onlineBooking
      selectedCuisines={[]}
      cuisines={CUISINES}
      cuisinesLoading={false}
      cuisinesError={null}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
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
