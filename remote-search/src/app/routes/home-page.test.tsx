import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { useRootStore } from 'shared/store';
import { card, resultsPage } from 'shared/testing/restaurants';
import HomePage from './home-page';

const getCategories = jest.fn();
const releaseHold = jest.fn();
const searchRestaurants = jest.fn();
jest.mock('shared/api/get-categories', () => ({
  getCategories: (...args: unknown[]) => getCategories(...args),
}));
jest.mock('shared/api/release-hold', () => ({
  releaseHold: (...args: unknown[]) => releaseHold(...args),
}));
jest.mock('shared/api/search-restaurants', () => ({
  searchRestaurants: (...args: unknown[]) => searchRestaurants(...args),
}));
const restaurantTimes = jest.fn();
jest.mock('shared/api/restaurant-times', () => ({
  restaurantTimes: (...args: unknown[]) => restaurantTimes(...args),
}));

const DISHOOM = card(1, { uuid: 'dishoom-uuid', name: 'Dishoom', avatar: null, rating: 4.5 });

beforeEach(() => {
  getCategories.mockReset().mockResolvedValue({
    status: true,
    message: 'ok',
    data: [{ id: 5, name: 'Indian', count: 1, restaurants: [DISHOOM] }],
  });
  releaseHold.mockReset().mockResolvedValue({ status: true, message: 'Reservation removed' });
  searchRestaurants.mockReset().mockResolvedValue(resultsPage([DISHOOM]));
  restaurantTimes.mockReset().mockResolvedValue(new Map());
});

function ResultProbe() {
  const { pathname, search } = useLocation();
  return <h1>{`Result page at ${pathname}${search}`}</h1>;
}

function renderHome() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/search-result" element={<ResultProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The page has settled once the cuisine grid is in. */
const settled = () => screen.findByRole('list', { name: 'Indian restaurants' });

function reset() {
  useRootStore.getState().setSearchQuery(null);
  useRootStore.getState().patchSearchResult({ loading: false });
  useRootStore.getState().clearReservation();
  localStorage.clear();
}

beforeEach(reset);
afterEach(reset);

describe('HomePage (spec section 1 and 2, home)', () => {
  it("has the headline 'Indulge in a culinary delight' as its h1", async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Indulge in a culinary delight$/,
    );
    await settled();
  });

  it("shows the tagline 'Book – Go – Eat'", async () => {
    renderHome();
    expect(screen.getByText('Book – Go – Eat')).toBeInTheDocument();
    await settled();
  });

  it("is titled 'Book a table | TableHop'", async () => {
    renderHome();
    expect(document.title).toBe('Book a table | TableHop');
    await settled();
  });

  it('has a search box with the spec placeholder and a Find button', async () => {
    renderHome();
    const form = screen.getByRole('search', { name: 'Find a restaurant from home' });
    expect(within(form).getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'Enter a restaurant name or postcode',
    );
    expect(within(form).getByRole('button', { name: 'Find' })).toBeEnabled();
    await settled();
  });

  it('shows the offers carousel and the cuisines with their restaurants', async () => {
    renderHome();
    expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Discover International Delights Near You!' }),
    ).toBeInTheDocument();
    const grid = await settled();
    expect(screen.getByRole('button', { name: 'Indian' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(grid).getByRole('link', { name: /^Dishoom\s*,/ })).toHaveAttribute(
      'href',
      '/restaurant-details/dishoom-uuid',
    );
  });

  it('Find with a name opens /search-result?name=...', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.type(screen.getByRole('searchbox'), 'Dishoom');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Result page at /search-result?name=Dishoom',
    );
    expect(useRootStore.getState().searchResult.query).toEqual({ name: 'Dishoom' });
  });

  it('Enter with a postcode opens /search-result?post_code=...', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.type(screen.getByRole('searchbox'), 'ec1a 1bb{Enter}');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Result page at /search-result?post_code=ec1a+1bb',
    );
    expect(useRootStore.getState().searchResult.query).toEqual({ post_code: 'ec1a 1bb' });
  });

  it('Find drops the reservation in progress', async () => {
    const user = userEvent.setup();
    useRootStore.getState().patchReservation({ person: 4, res_id: 'r-1', time: '19:00' });
    renderHome();
    await user.type(screen.getByRole('searchbox'), 'Dishoom{Enter}');
    const current = useRootStore.getState().reservations.current;
    expect(current.person).toBe(1);
    expect(current.res_id).toBeNull();
    expect(current.time).toBeNull();
  });
});

describe('HomePage and a reservation in progress (spec section 4, Home)', () => {
  const hold = () =>
    useRootStore.getState().patchReservation({
      res_id: 'rest-1',
      time: '19:00',
      reservation_uuid: 'res-uuid-1',
      hold_token: 'secret-token',
    });
  const current = () => useRootStore.getState().reservations.current;

  it('releases a held table on load and clears the reservation on status true', async () => {
    hold();
    renderHome();
    await waitFor(() => expect(current().reservation_uuid).toBeNull());
    expect(releaseHold).toHaveBeenCalledTimes(1);
    expect(releaseHold).toHaveBeenCalledWith({
      reservationUuid: 'res-uuid-1',
      holdToken: 'secret-token',
    });
    expect(current().hold_token).toBeNull();
    await settled();
  });

  it('warns and keeps the reservation when the answer is status false', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    releaseHold.mockResolvedValue({ status: false, message: 'Nothing to remove' });
    hold();
    renderHome();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(current().reservation_uuid).toBe('res-uuid-1');
    await settled();
    warn.mockRestore();
  });

  it('calls nothing when no table is held', async () => {
    useRootStore.getState().patchReservation({ res_id: 'rest-1', time: '19:00' });
    renderHome();
    await settled();
    expect(releaseHold).not.toHaveBeenCalled();
    expect(current().res_id).toBe('rest-1');
  });

  it('releases once per mount, also under StrictMode', async () => {
    hold();
    render(
      <StrictMode>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </StrictMode>,
    );
    await waitFor(() => expect(current().reservation_uuid).toBeNull());
    await settled();
    expect(releaseHold).toHaveBeenCalledTimes(1);
  });
});

describe("the home grid's times (issue 47)", () => {
  // Each test its own restaurants: a grid's times are reused for a minute.
  const grid = (prefix: string) => [
    card(11, { uuid: `${prefix}-open`, name: 'Open Kitchen', avatar: null }),
    card(12, { uuid: `${prefix}-full`, name: 'Full House', avatar: null }),
    card(13, { uuid: `${prefix}-phone`, name: 'Phone Only', avatar: null, online_booking: false }),
  ];
  const serve = (cards: ReturnType<typeof grid>) =>
    getCategories.mockResolvedValue({
      status: true,
      message: 'ok',
      data: [{ id: 5, name: 'Indian', count: cards.length, restaurants: cards }],
    });
  const todayIso = () => {
    const [day, month, year] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' })
      .format(new Date())
      .split('/');
    return { iso: `${year}-${month}-${day}`, wire: `${day}/${month}/${year}` };
  };

  it("asks once for the grid's online restaurants, for two today, and links each time to the set panel", async () => {
    const cards = grid('a');
    serve(cards);
    restaurantTimes.mockResolvedValue(
      new Map([
        ['a-open', ['18:00', '18:30', '19:00']],
        ['a-full', []],
      ]),
    );
    renderHome();
    const times = await screen.findByRole('list', { name: 'Times for 2 people at Open Kitchen' });
    const { iso, wire } = todayIso();
    expect(restaurantTimes).toHaveBeenCalledTimes(1);
    expect(restaurantTimes.mock.calls[0]!.slice(0, 2)).toEqual([
      ['a-open', 'a-full'],
      { date: wire, partySize: 2 },
    ]);
    const links = within(times).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['6:00 PM', '6:30 PM', '7:00 PM']);
    expect(links[1]).toHaveAttribute(
      'href',
      `/restaurant-details/a-open?date=${iso}&party=2&time=18:30`,
    );
    expect(screen.getByText('No tables for 2 today')).toBeInTheDocument();
    expect(screen.getByText('Bookings by phone only')).toBeInTheDocument();
    // The tile's own link is unchanged, and no link holds another.
    expect(screen.getByRole('link', { name: /^Open Kitchen\s*,/ })).toHaveAttribute(
      'href',
      '/restaurant-details/a-open',
    );
    for (const link of screen.getAllByRole('link')) expect(link.querySelector('a')).toBeNull();
  });

  it('choosing a time opens the restaurant page with it', async () => {
    serve(grid('b'));
    restaurantTimes.mockResolvedValue(new Map([['b-open', ['19:30']]]));
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/restaurant-details/:uuid" element={<ResultProbe />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('link', { name: '7:30 PM' }));
    expect(
      await screen.findByRole('heading', {
        name: `Result page at /restaurant-details/b-open?date=${todayIso().iso}&party=2&time=19:30`,
      }),
    ).toBeInTheDocument();
  });

  it('shows no times, and no error, when they cannot be had', async () => {
    serve(grid('c'));
    restaurantTimes.mockRejectedValue(new Error('offline'));
    renderHome();
    await settled();
    await waitFor(() => expect(restaurantTimes).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('list', { name: /^Times for/ })).toBeNull();
    expect(screen.queryByText(/No tables/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
