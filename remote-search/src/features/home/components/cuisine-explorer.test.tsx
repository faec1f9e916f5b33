import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared/testing/router';
import { ApiError } from 'shared/api/errors';
import type { Cuisine } from 'shared/api/get-categories';
import type { RestaurantCard } from 'shared/api/restaurant-card';
import { HOME_CUISINES_URL } from 'shared/search/busiest-cuisine';
import { useRootStore } from 'shared/store';
import { removeSentData, sendInPage } from 'shared/testing/page-data';
import { cssFor } from 'shared/testing/css';
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

afterEach(removeSentData);

/** Lets pending promises (a request's code being loaded, say) run before asserting. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

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
    await waitFor(() => expect(getCategories).toHaveBeenCalledTimes(1));
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

  it('wraps its cuisines beyond phones, so a mouse reaches every one; on a phone it scrolls', async () => {
    renderExplorer();
    const group = await screen.findByRole('group', { name: 'Cuisines' });
    // Desktop (jsdom applies no media rule): all in sight, nothing to scroll sideways.
    expect(getComputedStyle(group).flexWrap).toBe('wrap');
    expect(getComputedStyle(group).overflowX).not.toMatch(/auto|scroll|hidden/);
    // Two columns (phones): one row, swiped.
    expect(cssFor(group, '(max-width: 760px)')).toMatch(/flex-wrap:nowrap;overflow-x:auto;/);
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

  it('cancels the fetch when the page goes away', async () => {
    getCategories.mockReturnValue(new Promise(() => undefined));
    const { unmount } = renderExplorer();
    await waitFor(() => expect(getCategories).toHaveBeenCalledTimes(1));
    const signal = getCategories.mock.calls[0]?.[0] as AbortSignal;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });
});

describe('CuisineExplorer on a home page sent with its first cuisine (ADR 0029)', () => {
  // The server sends every cuisine, and only the busiest one's restaurants.
  const SENT = CUISINES.map((c) => (c.name === 'Italian' ? c : { ...c, restaurants: [] }));
  const send = () => sendInPage({ [HOME_CUISINES_URL]: answer(SENT) });

  it('renders the sent grid at once and asks for nothing until the diner reaches for a cuisine', async () => {
    const user = userEvent.setup();
    send();
    renderExplorer();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Italian' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(grid()).getAllByRole('link')).toHaveLength(16);
    await settle();
    expect(getCategories).not.toHaveBeenCalled();
    expect(useRootStore.getState().category.loading).toBe(false);
    await user.hover(screen.getByRole('button', { name: 'Thai' }));
    await waitFor(() => expect(getCategories).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Thai' }));
    expect(await within(grid()).findAllByRole('link')).toHaveLength(5);
    expect(grid()).toHaveAccessibleName('Thai restaurants');
    expect(getCategories).toHaveBeenCalledTimes(1);
  });

  it("shows a skeleton for a cuisine whose restaurants are on their way, never the sent one's", async () => {
    let resolve: (value: unknown) => void = () => undefined;
    getCategories.mockReturnValue(new Promise((r) => (resolve = r)));
    send();
    renderExplorer();
    const user = userEvent.setup();
    // The keyboard reaches the row too.
    await user.tab();
    expect(screen.getByRole('button', { name: 'British' })).toHaveFocus();
    await waitFor(() => expect(getCategories).toHaveBeenCalledTimes(1));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Loading restaurants' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /restaurants$/ })).not.toBeInTheDocument();
    resolve(answer(CUISINES));
    expect(await screen.findByRole('list', { name: 'British restaurants' })).toBeInTheDocument();
    expect(within(grid()).getAllByRole('link')).toHaveLength(9);
  });

  it('says why a cuisine cannot be shown, keeps the sent one, and asks again on the next click', async () => {
    getCategories.mockRejectedValueOnce(new ApiError('http', 'The kitchen is closed', 503));
    send();
    renderExplorer();
    // Clicks alone (no pointer over the row first), so each request is the click's.
    fireEvent.click(screen.getByRole('button', { name: 'Thai' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: The kitchen is closed$/);
    fireEvent.click(screen.getByRole('button', { name: 'Italian' }));
    expect(within(grid()).getAllByRole('link')).toHaveLength(16);
    expect(getCategories).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Thai' }));
    expect(await screen.findByRole('list', { name: 'Thai restaurants' })).toBeInTheDocument();
    expect(getCategories).toHaveBeenCalledTimes(2);
  });

  it('shows what the server sent, not an older visit kept in the store', async () => {
    const older = CUISINES.map((c) => (c.name === 'Thai' ? { ...c, count: 99 } : c));
    useRootStore.setState({ category: { categories: older, loading: false, error: null } });
    send();
    renderExplorer();
    expect(screen.getByRole('button', { name: 'Italian' })).toHaveAttribute('aria-pressed', 'true');
    await settle();
    expect(getCategories).not.toHaveBeenCalled();
  });

  it('keeps the cuisine the server selected when the full list finds another one busier', async () => {
    const user = userEvent.setup();
    const drifted = CUISINES.map((c) => (c.name === 'Thai' ? { ...c, count: 99 } : c));
    getCategories.mockResolvedValue(answer(drifted));
    send();
    renderExplorer();
    await user.hover(screen.getByRole('button', { name: 'British' }));
    await waitFor(() => expect(useRootStore.getState().category.categories).toEqual(drifted));
    await settle();
    expect(screen.getByRole('button', { name: 'Italian' })).toHaveAttribute('aria-pressed', 'true');
    expect(grid()).toHaveAccessibleName('Italian restaurants');
  });

  it('fetches as before when the sent cuisines do not parse', async () => {
    sendInPage({ [HOME_CUISINES_URL]: { status: true, data: [{ id: 'x' }] } });
    renderExplorer();
    expect(screen.getByRole('status', { name: 'Loading restaurants' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Italian restaurants' })).toBeInTheDocument();
    expect(getCategories).toHaveBeenCalledTimes(1);
  });
});
