import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared/testing/router';
import { ApiError } from 'shared/api/errors';
import type { Cuisine } from 'shared/api/get-categories';
import type { RestaurantCard } from 'shared/api/restaurant-card';
import { useRootStore } from 'shared/store';
import { CuisineExplorer } from './cuisine-explorer';

const getCategories = jest.fn();
jest.mock('shared/api/get-categories', () => ({
  getCategories: (...args: unknown[]) => getCategories(...args),
}));

const restaurants = (cuisine: string, count: number): RestaurantCard[] =>
  Array.from({ length: count }, (_, i) => ({
    id: cuisine.length * 1000 + i,
    uuid: `${cuisine.toLowerCase()}-${i + 1}`,
    name: `${cuisine} Kitchen ${i + 1}`,
    avatar: null,
    address: null,
    post_code: null,
    category: cuisine,
    category_list: { name: cuisine },
    label_tags: [],
    rating: 4,
    review_count: 3,
    price_level: 2,
    online_booking: true,
  }));

const cuisine = (id: number, name: string, count: number, shown = Math.min(count, 16)) => ({
  id,
  name,
  count,
  restaurants: restaurants(name, shown),
});

const CUISINES: Cuisine[] = [
  cuisine(1, 'British', 9),
  cuisine(2, 'Italian', 42, 20), // more than the grid may show
  cuisine(3, 'Thai', 5),
  cuisine(4, 'Peruvian', 0),
];

const answer = (data: Cuisine[]) => ({ status: true, message: 'ok', data });

function renderExplorer() {
  return render(
    <MemoryRouter>
      <CuisineExplorer />
    </MemoryRouter>,
  );
}

const grid = () => screen.getByRole('list', { name: /restaurants$/ });

beforeEach(() => {
  getCategories.mockReset().mockResolvedValue(answer(CUISINES));
  // The cuisines live in the store (shared with the results page): each test starts empty.
  useRootStore.setState({ category: { categories: [], loading: false, error: null } });
});

describe('CuisineExplorer (spec sections 2 and 4, Home)', () => {
  it('shows the cuisines the results page already fetched at once, and refreshes them', async () => {
    useRootStore.setState({ category: { categories: CUISINES, loading: false, error: null } });
    getCategories.mockReturnValue(new Promise(() => undefined));
    render(
      <MemoryRouter>
        <CuisineExplorer />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: new RegExp(CUISINES[0]!.name) })).toBeInTheDocument();
    expect(getCategories).toHaveBeenCalledTimes(1);
  });

  it("is headed 'Discover International Delights Near You!'", async () => {
    renderExplorer();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Discover International Delights Near You!' }),
    ).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Cuisines' });
  });

  it('shows skeletons while the cuisines load', async () => {
    renderExplorer();
    expect(screen.getByRole('status', { name: 'Loading restaurants' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Cuisines' });
    expect(screen.queryByRole('status', { name: 'Loading restaurants' })).not.toBeInTheDocument();
  });

  it('has one button per cuisine and selects the one with the highest count on load', async () => {
    renderExplorer();
    const group = await screen.findByRole('group', { name: 'Cuisines' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['British', 'Italian', 'Thai', 'Peruvian']);
    expect(within(group).getByRole('button', { name: 'Italian' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: 'British' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(grid()).toHaveAccessibleName('Italian restaurants');
  });

  it('shows at most 16 restaurants, each linking to /restaurant-details/{uuid}', async () => {
    renderExplorer();
    await screen.findByRole('group', { name: 'Cuisines' });
    const links = within(grid()).getAllByRole('link');
    expect(links).toHaveLength(16);
    expect(links[0]).toHaveAttribute('href', '/restaurant-details/italian-1');
    expect(links[15]).toHaveAttribute('href', '/restaurant-details/italian-16');
    expect(
      within(grid()).getByRole('link', { name: /^Italian Kitchen 1\s*,/ }),
    ).toBeInTheDocument();
  });

  it('switches the grid to the cuisine clicked', async () => {
    const user = userEvent.setup();
    renderExplorer();
    await user.click(await screen.findByRole('button', { name: 'Thai' }));
    expect(screen.getByRole('button', { name: 'Thai' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Italian' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(grid()).toHaveAccessibleName('Thai restaurants');
    const links = within(grid()).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAccessibleName(/^Thai Kitchen 1\s*,\s*Thai\s*,\s*rated 4\/5$/);
  });

  it("says 'No restaurants available.' for a cuisine without any", async () => {
    const user = userEvent.setup();
    renderExplorer();
    await user.click(await screen.findByRole('button', { name: 'Peruvian' }));
    expect(screen.getByText('No restaurants available.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /restaurants$/ })).not.toBeInTheDocument();
  });

  it("says 'No restaurants available.' when there are no cuisines at all", async () => {
    getCategories.mockResolvedValue(answer([]));
    renderExplorer();
    expect(await screen.findByText('No restaurants available.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Cuisines' })).not.toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the cuisines cannot be fetched (spec section 8)", async () => {
    getCategories.mockRejectedValue(new ApiError('http', 'The kitchen is closed', 503));
    renderExplorer();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: The kitchen is closed$/);
    expect(screen.queryByRole('group', { name: 'Cuisines' })).not.toBeInTheDocument();
  });

  it('cancels the fetch when the page goes away', () => {
    getCategories.mockReturnValue(new Promise(() => undefined));
    const { unmount } = renderExplorer();
    const signal = getCategories.mock.calls[0]?.[0] as AbortSignal;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });
});
