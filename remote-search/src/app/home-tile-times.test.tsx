import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared/testing/router';
import { card } from 'shared/testing/restaurants';
import { tileTimes } from './home-tile-times';

const restaurantTimes = jest.fn();
jest.mock('shared/api/restaurant-times', () => ({
  restaurantTimes: (...args: unknown[]) => restaurantTimes(...args),
}));

beforeEach(() => restaurantTimes.mockReset());

describe("a home tile's times", () => {
  it('stay, and keep focus, when the grid renders again with a new list of the same tiles', async () => {
    const grid = [card(21, { uuid: 'keep-a', name: 'Keep A' }), card(22, { uuid: 'keep-b' })];
    restaurantTimes.mockResolvedValue(new Map([['keep-a', ['18:00', '18:30']]]));
    const { rerender } = render(<MemoryRouter>{tileTimes(grid[0]!, grid)}</MemoryRouter>);
    const times = await screen.findByRole('list', { name: 'Times for 2 people at Keep A' });
    within(times).getAllByRole('link')[1]!.focus();
    // The explorer slices its list anew on each render: an equal grid, a new array.
    rerender(<MemoryRouter>{tileTimes(grid[0]!, [...grid])}</MemoryRouter>);
    expect(within(times).getAllByRole('link')).toHaveLength(2);
    expect(document.activeElement).toHaveTextContent('6:30 PM');
    expect(restaurantTimes).toHaveBeenCalledTimes(1);
  });

  it("never shows another restaurant's times in its place", async () => {
    const first = [card(31, { uuid: 'was-here', name: 'Was Here' })];
    const next = [card(31, { uuid: 'now-here', name: 'Now Here' })];
    restaurantTimes.mockResolvedValueOnce(new Map([['was-here', ['19:00']]]));
    restaurantTimes.mockReturnValueOnce(new Promise(() => {}));
    const { rerender } = render(<MemoryRouter>{tileTimes(first[0]!, first)}</MemoryRouter>);
    await screen.findByRole('link', { name: '7:00 PM' });
    rerender(<MemoryRouter>{tileTimes(next[0]!, next)}</MemoryRouter>);
    expect(screen.queryByRole('link', { name: '7:00 PM' })).toBeNull();
  });
});
