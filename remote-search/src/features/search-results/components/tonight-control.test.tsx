import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared/testing/router';
import { card } from 'shared/testing/restaurants';
import { isoToday } from '../tonight/tonight-state';
import { RestaurantResultCard } from './restaurant-result-card';
import { TonightControl } from './tonight-control';

const today = isoToday();
const tonight = { date: today, partySize: 2, available: false };

describe('TonightControl', () => {
  it('shows the date, the party and the Available tonight filter, and reports each change', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<TonightControl tonight={tonight} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'When and how many' });
    expect(within(group).getByLabelText('Date')).toHaveValue(today);
    expect(within(group).getByRole('combobox', { name: 'Party' })).toHaveValue('2');
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Party' }), '4');
    expect(onChange).toHaveBeenLastCalledWith({ partySize: 4 });
    await user.click(within(group).getByRole('checkbox', { name: 'Available tonight' }));
    expect(onChange).toHaveBeenLastCalledWith({ available: true });
    fireEvent.change(within(group).getByLabelText('Date'), { target: { value: '2099-12-24' } });
    expect(onChange).toHaveBeenLastCalledWith({ date: '2099-12-24' });
  });

  it('ignores a cleared or past date, and names another day in the filter', () => {
    const onChange = jest.fn();
    const { rerender } = render(<TonightControl tonight={tonight} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2000-01-01' } });
    expect(onChange).not.toHaveBeenCalled();
    rerender(
      <TonightControl
        tonight={{ ...tonight, date: '2099-12-24', available: true }}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Available on Thu 24 Dec' })).toBeChecked();
  });
});

describe('RestaurantResultCard times', () => {
  const renderCard = (times: string[] | undefined, extra: Parameters<typeof card>[1] = {}) =>
    render(
      <MemoryRouter>
        <RestaurantResultCard
          restaurant={card(3, { name: 'Dishoom', uuid: 'abc-123', ...extra })}
          tonight={{ date: '2099-12-24', partySize: 4, available: false }}
          times={times}
        />
      </MemoryRouter>,
    );

  it('links each time to the restaurant page with the panel set to it', () => {
    renderCard(['19:00', '19:30', '20:00']);
    const list = screen.getByRole('list', { name: 'Times for 4 people at Dishoom' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['7:00 PM', '7:30 PM', '8:00 PM']);
    expect(links[0]).toHaveAttribute(
      'href',
      '/restaurant-details/abc-123?date=2099-12-24&party=4&time=19:00',
    );
  });

  it('says so when there is no table, and shows nothing while the times are not known', () => {
    const { unmount } = renderCard([]);
    expect(screen.getByText('No tables for 4 on Thu 24 Dec')).toBeInTheDocument();
    unmount();
    renderCard(undefined);
    expect(screen.queryByText(/No tables/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows no times for a restaurant that books by phone only', () => {
    renderCard(['19:00'], { online_booking: false });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(/No tables/)).not.toBeInTheDocument();
  });
});
