import { Profiler } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { removeSentData, sendInPage } from 'shared/testing/page-data';
import { ApiError } from 'shared/api/errors';
import type { SearchRestaurantsResponse } from 'shared/api/search-restaurants';
import type { SearchRequest } from 'shared/api/search-restaurants-url';
import { DEFAULT_FILTERS, useRootStore } from 'shared/store';
import { FILTER_CUISINES_URL } from 'shared/search/busiest-cuisine';
import { CUISINES, card, resultsPage } from 'shared/testing/restaurants';
import { CACHE_TIME_MS } from 'shared/api/cache-time';
import SearchResultPage from './search-result-page';

const search = jest.fn<Promise<SearchRestaurantsResponse>, [SearchRequest, AbortSignal?]>();
jest.mock('shared/api/search-restaurants', () => ({
  // The answer's schema is real: the page reads answers sent by the server with it.
  ...jest.requireActual<object>('shared/api/search-restaurants'),
  searchRestaurants: (request: SearchRequest, signal?: AbortSignal) => search(request, signal),
}));
const getCategories = jest.fn();
jest.mock('shared/api/get-categories', () => ({
  getCategories: (signal?: AbortSignal) => getCategories(signal),
}));

const TEN = Array.from({ length: 10 }, (_, i) => card(i + 1));

/** Where the router is, and a way to step back and forward as the browser would. */
function LocationProbe() {
  const { pathname, search: query } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Current location">{`${pathname}${query}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Browser forward
      </button>
    </>
  );
}

type Entry = string | { pathname: string; search: string; state: unknown };

function renderAt(entries: Entry | Entry[], initialIndex?: number) {
  const list = Array.isArray(entries) ? entries : [entries];
  return render(
    <MemoryRouter initialEntries={list} initialIndex={initialIndex}>
      <Routes>
        <Route path="/search-result" element={<SearchResultPage />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const location = () => screen.getByRole('status', { name: 'Current location' }).textContent;
const lastRequest = () => search.mock.calls.at(-1)?.[0];
const resultNames = () =>
  within(screen.getByRole('list', { name: 'Restaurants' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

/** What Find leaves in the store for the search name=Dishoom: one restaurant. */
function storeFindsDishoom() {
  useRootStore.getState().patchSearchResult({
    requestKey: 'name=Dishoom',
    data: [card(7, { name: 'Dishoom Shoreditch' })],
    currentPage: 1,
    totalPages: 1,
    total: 1,
    loading: false,
  });
}

function reset() {
  const store = useRootStore.getState();
  store.setSearchQuery(null);
  store.patchSearchResult({
    requestKey: null,
    data: [],
    currentPage: 1,
    totalPages: 1,
    error: null,
    loading: false,
    errorMessage: null,
  });
  store.patchFilters(DEFAULT_FILTERS);
  useRootStore.setState({ category: { categories: [], loading: false, error: null } });
  localStorage.clear();
}

beforeEach(() => {
  reset();
  search.mockReset().mockResolvedValue(resultsPage(TEN, { lastPage: 3, total: 21 }));
  getCategories.mockReset().mockResolvedValue({ status: true, message: 'OK', data: CUISINES });
});
afterEach(reset);

describe('SearchResultPage (spec section 2, search result)', () => {
  it("has the h1 'Search Result' and the title 'Search Result | TableHop'", async () => {
    renderAt('/search-result?name=Dishoom');
    expect(screen.getByRole('heading', { level: 1, name: 'Search Result' })).toBeInTheDocument();
    expect(document.title).toBe('Search Result | TableHop');
    await screen.findByText('21 restaurants');
  });

  it('a page past the last one is replaced by the last page, in the same history entry', async () => {
    search.mockImplementation(({ page }: SearchRequest) =>
      Promise.resolve(
        page === 3
          ? resultsPage([card(21)], { page: 3, lastPage: 3, total: 21 })
          : resultsPage([], { page, lastPage: 3, total: 21 }),
      ),
    );
    renderAt(['/faq', '/search-result?name=Dishoom&page=99'], 1);
    await waitFor(() => expect(location()).toBe('/search-result?name=Dishoom&page=3'));
    expect(await screen.findByText('21 restaurants')).toBeInTheDocument();
    expect(resultNames()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toBe('/faq');
  });

  it('writes ?name= into the store query and shows it', async () => {
    renderAt('/search-result?name=Dishoom');
    expect(useRootStore.getState().searchResult.query).toEqual({ name: 'Dishoom' });
    expect(screen.getByText('Restaurants for “Dishoom”')).toBeInTheDocument();
    await screen.findByText('21 restaurants');
  });

  it('writes ?post_code= into the store query, decoded', async () => {
    renderAt('/search-result?post_code=M1%201AE');
    expect(useRootStore.getState().searchResult.query).toEqual({ post_code: 'M1 1AE' });
    expect(screen.getByText('Restaurants for “M1 1AE”')).toBeInTheDocument();
    await screen.findByText('21 restaurants');
  });

  it('decodes + as a space and keeps special characters', async () => {
    renderAt('/search-result?name=Fish+%26+Chips');
    expect(useRootStore.getState().searchResult.query).toEqual({ name: 'Fish & Chips' });
    expect(screen.getByText('Restaurants for “Fish & Chips”')).toBeInTheDocument();
    await screen.findByText('21 restaurants');
  });

  it('the URL wins over an older query held in the store', async () => {
    useRootStore.getState().setSearchQuery({ name: 'Old search' });
    renderAt('/search-result?post_code=SW1A+1AA');
    expect(useRootStore.getState().searchResult.query).toEqual({ post_code: 'SW1A 1AA' });
    expect(screen.queryByText(/Old search/)).not.toBeInTheDocument();
    await screen.findByText('21 restaurants');
  });

  it('follows a query started elsewhere (the header) through the store', async () => {
    renderAt('/search-result?name=Dishoom');
    await screen.findByText('21 restaurants');
    act(() => useRootStore.getState().setSearchQuery({ name: 'Hawksmoor' }));
    expect(screen.getByText('Restaurants for “Hawksmoor”')).toBeInTheDocument();
  });

  it('shows no "Restaurants for" line without any query, and searches nothing', () => {
    renderAt('/search-result');
    expect(useRootStore.getState().searchResult.query).toBeNull();
    expect(screen.queryByText(/Restaurants for/)).not.toBeInTheDocument();
    expect(screen.getByText('Enter a restaurant name or postcode to search.')).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
    expect(getCategories).not.toHaveBeenCalled();
  });

  it("shows no query when its URL has none, not the previous search's", () => {
    useRootStore.getState().setSearchQuery({ name: 'Dishoom' });
    renderAt('/search-result');
    expect(screen.queryByText(/Restaurants for/)).not.toBeInTheDocument();
    expect(screen.getByText('Enter a restaurant name or postcode to search.')).toBeInTheDocument();
  });
});

describe('a postcode search (nearest first)', () => {
  const sort = () => screen.getByRole('combobox', { name: 'Sort by' });

  it("opens nearest first, and the sort control says 'Distance'", async () => {
    renderAt('/search-result?post_code=EC1A+1BB');
    await screen.findByText('21 restaurants');
    expect(lastRequest()).toMatchObject({ query: { post_code: 'EC1A 1BB' }, sort: 'relevance' });
    expect(sort()).toHaveDisplayValue('Distance');
    expect(within(sort()).queryByRole('option', { name: 'Relevance' })).not.toBeInTheDocument();
    // Another order is the diner's choice, kept in the URL; back to Distance leaves it out.
    await userEvent.selectOptions(sort(), 'Top rated');
    expect(location()).toBe('/search-result?post_code=EC1A+1BB&sort=rating');
    await userEvent.selectOptions(sort(), 'Distance');
    expect(location()).toBe('/search-result?post_code=EC1A+1BB');
  });

  it("keeps the spec's sorts for a name search", async () => {
    renderAt('/search-result?name=Dishoom');
    await screen.findByText('21 restaurants');
    expect(
      within(sort())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Relevance', 'Top rated', 'Most reviewed', 'Most expensive', 'Least expensive']);
  });

  it('says nothing is near, and how far the nearest are, when none is within 10 km', async () => {
    search.mockResolvedValueOnce(
      resultsPage([card(1, { distance_km: 178.3 }), card(2, { distance_km: 231.6 })]),
    );
    renderAt('/search-result?post_code=iv1+1aa');
    expect(
      await screen.findByText(
        'No restaurants within 10 km of IV1 1AA. The nearest restaurants are 178–232 km away.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of the kind when one is within 10 km', async () => {
    search.mockResolvedValueOnce(
      resultsPage([card(1, { distance_km: 0.4 }), card(2, { distance_km: 9.8 })]),
    );
    renderAt('/search-result?post_code=EC1A+1BB');
    await screen.findByText('0.4 km away');
    expect(screen.queryByText(/No restaurants within/)).not.toBeInTheDocument();
  });
});

describe('the URL drives the search', () => {
  it('sends the query, page, sort and filters the URL holds', async () => {
    renderAt('/search-result?post_code=SW1A+1AA&page=2&sort=price_asc&online=1&cuisine=4,1');
    await screen.findByText('21 restaurants');
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith(
      {
        query: { post_code: 'SW1A 1AA' },
        page: 2,
        sort: 'price_asc',
        onlineBooking: true,
        cuisine: [1, 4],
      },
      expect.any(AbortSignal),
    );
    expect(useRootStore.getState().filters).toEqual({
      onlineBooking: true,
      cuisine: [1, 4],
      sort: 'price_asc',
    });
  });

  it('reads a bare link as page 1, top rated, online booking off, every cuisine', async () => {
    renderAt('/search-result?name=Dishoom');
    await screen.findByText('21 restaurants');
    expect(lastRequest()).toEqual({
      query: { name: 'Dishoom' },
      page: 1,
      sort: 'rating',
      onlineBooking: false,
      cuisine: [],
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
    expect(screen.getByRole('switch', { name: 'Online booking' })).not.toBeChecked();
  });

  it('shows the cards and keeps the store in step with them', async () => {
    search.mockResolvedValueOnce(resultsPage(TEN, { page: 2, lastPage: 3, total: 21 }));
    renderAt('/search-result?name=Dishoom&page=2');
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    // Announced politely: the count is a status region.
    expect(screen.getByText('21 restaurants')).toHaveAttribute('role', 'status');
    expect(useRootStore.getState().searchResult).toMatchObject({
      data: TEN,
      currentPage: 2,
      totalPages: 3,
      requestKey: 'name=Dishoom&page=2',
      loading: false,
      error: null,
    });
  });

  it('shows five skeleton rows and marks the store loading while it searches', async () => {
    let answer!: (response: SearchRestaurantsResponse) => void;
    search.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderAt('/search-result?name=Dishoom');
    const loading = screen.getByRole('status', { name: 'Loading restaurants' });
    expect(within(loading).getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(useRootStore.getState().searchResult.loading).toBe(true);
    await act(async () => answer(resultsPage([card(1)])));
    expect(screen.queryByRole('status', { name: 'Loading restaurants' })).not.toBeInTheDocument();
    expect(screen.getByText('1 restaurant')).toBeInTheDocument();
    expect(useRootStore.getState().searchResult.loading).toBe(false);
  });

  it("says 'No restaurants available.' when the page is empty", async () => {
    search.mockResolvedValueOnce(resultsPage([]));
    renderAt('/search-result?name=Nowhere&cuisine=3');
    expect(await screen.findByText('No restaurants available.')).toBeInTheDocument();
    expect(screen.getByText('0 restaurants')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows a failed search centred with its message, stores it, and can try again', async () => {
    search.mockRejectedValueOnce(new ApiError('http', 'Search is down for maintenance', 503));
    renderAt('/search-result?name=Dishoom');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is down for maintenance');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(useRootStore.getState().searchResult).toMatchObject({
      loading: false,
      error: 'Search is down for maintenance',
      errorMessage: 'Search is down for maintenance',
      requestKey: null,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('says plainly that a postcode in the URL is none, with no Try again to repeat it', async () => {
    search.mockRejectedValueOnce(
      new ApiError(
        'http',
        'post_code must be a UK postcode such as SW1A 1AA or an outward code such as M1',
        400,
      ),
    );
    renderAt('/search-result?post_code=zz9');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“zz9” is not a UK postcode. Search for a postcode such as SW1A 1AA or a district such as M1.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('searches again when the entry carrying a Find error is reloaded or revisited', async () => {
    renderAt({
      pathname: '/search-result',
      search: '?name=Dishoom',
      state: { searchError: 'We could not reach TableHop.' },
    });
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the Find error from navigation state instead of searching again', async () => {
    // Find pushes the result page with its error: a fresh navigation, not a reload.
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Routes>
          <Route
            path="/start"
            element={
              <Navigate
                to="/search-result?name=Dishoom"
                state={{ searchError: 'We could not reach TableHop.' }}
              />
            }
          />
          <Route path="/search-result" element={<SearchResultPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach TableHop.');
    expect(screen.queryByRole('status', { name: 'Loading restaurants' })).not.toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(search).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/search-result?name=Dishoom');
  });

  it('does not search again when the store already holds this search (the Find flow)', async () => {
    storeFindsDishoom();
    renderAt('/search-result?name=Dishoom');
    expect(screen.getByRole('heading', { name: 'Dishoom Shoreditch' })).toBeInTheDocument();
    expect(screen.getByText('1 restaurant')).toBeInTheDocument();
    await act(async () => {});
    expect(search).not.toHaveBeenCalled();
  });

  describe('the 5-minute cache time (spec section 7)', () => {
    const T0 = 1_700_000_000_000;
    let now: jest.SpyInstance<number, []>;
    beforeEach(() => {
      now = jest.spyOn(Date, 'now').mockReturnValue(T0);
    });
    afterEach(() => now.mockRestore());

    /** Leaves the page and comes back to it `later` ms after T0, as Back does. */
    async function comeBack(page: ReturnType<typeof renderAt>, later: number) {
      await act(async () => {});
      page.unmount();
      now.mockReturnValue(T0 + later);
      return renderAt('/search-result?name=Dishoom');
    }

    it("shows Find's results again for 5 minutes, then asks afresh, without the old list", async () => {
      storeFindsDishoom();
      const first = renderAt('/search-result?name=Dishoom');
      expect(screen.getByRole('heading', { name: 'Dishoom Shoreditch' })).toBeInTheDocument();
      const again = await comeBack(first, CACHE_TIME_MS);
      expect(screen.getByRole('heading', { name: 'Dishoom Shoreditch' })).toBeInTheDocument();
      await comeBack(again, CACHE_TIME_MS + 1);
      expect(screen.queryByRole('heading', { name: 'Dishoom Shoreditch' })).toBeNull();
      expect(screen.getByRole('status', { name: 'Loading restaurants' })).toBeInTheDocument();
      expect(await screen.findAllByRole('article')).toHaveLength(10);
      expect(search).toHaveBeenCalledTimes(1);
    });

    it("counts the page's own results from when they came", async () => {
      const first = renderAt('/search-result?name=Dishoom');
      expect(await screen.findAllByRole('article')).toHaveLength(10);
      const again = await comeBack(first, CACHE_TIME_MS);
      expect(screen.getAllByRole('article')).toHaveLength(10);
      expect(search).toHaveBeenCalledTimes(1);
      await comeBack(again, CACHE_TIME_MS + 1);
      expect(await screen.findAllByRole('article')).toHaveLength(10);
      expect(search).toHaveBeenCalledTimes(2);
    });
  });

  it('searches when the stored results answer another search', async () => {
    useRootStore.getState().patchSearchResult({
      requestKey: 'name=Dishoom&page=2',
      data: [card(7, { name: 'Page two' })],
      loading: false,
    });
    renderAt('/search-result?name=Dishoom');
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.queryByText('Page two')).not.toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('aborts a search the URL has moved on from, and one left when the page goes', async () => {
    search.mockReturnValue(new Promise(() => {}));
    const { unmount } = renderAt('/search-result?name=Dishoom');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'reviews');
    expect(search.mock.calls[0]?.[1]?.aborted).toBe(true);
    expect(search.mock.calls[1]?.[1]?.aborted).toBe(false);
    unmount();
    expect(search.mock.calls[1]?.[1]?.aborted).toBe(true);
    expect(useRootStore.getState().searchResult.loading).toBe(false);
  });

  it('keeps its results while a Find from the header finds nothing', async () => {
    renderAt('/search-result?name=Dishoom');
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    act(() =>
      useRootStore.getState().patchSearchResult({
        loading: false,
        data: [],
        requestKey: null,
        error: 'Restaurant not found',
      }),
    );
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(search).toHaveBeenCalledTimes(1);
  });
});

describe('rendered by the server with its results (ADR 0023)', () => {
  // The URL the page's fetcher asks for, and so the key of the answer the server sends.
  const dishoomUrl = '/api/v1/user/search-restaurant?name=Dishoom&per_page=10&page=1&sort=rating';
  afterEach(removeSentData);

  it('shows the results at its first render, without searching, and stores them', async () => {
    sendInPage({ [dishoomUrl]: resultsPage(TEN, { lastPage: 3, total: 21 }) });
    renderAt('/search-result?name=Dishoom');
    // Synchronously: the first commit is the page the diner already sees, not the skeleton.
    expect(screen.getByText('21 restaurants')).toBeInTheDocument();
    expect(resultNames()).toHaveLength(10);
    expect(screen.getByText('Restaurants for “Dishoom”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
    expect(useRootStore.getState().searchResult).toMatchObject({
      loading: false,
      total: 21,
      totalPages: 3,
      requestKey: 'name=Dishoom',
    });
    // The cuisines are the diner's to load (they depend on nothing in the URL).
    await screen.findByRole('checkbox', { name: /^Indian/ });
    expect(search).not.toHaveBeenCalled();
  });

  it('is taken over in one commit: what its effects tell the store re-renders nothing (ADR 0031)', async () => {
    sendInPage({ [dishoomUrl]: resultsPage(TEN, { lastPage: 3, total: 21 }) });
    // As the shell does before the takeover (adoptUrlSearch), and a diner's stored cuisines.
    useRootStore.getState().setSearchQuery({ name: 'Dishoom' });
    useRootStore.setState({ category: { categories: CUISINES, loading: false, error: null } });
    const commits: string[] = [];
    render(
      <MemoryRouter initialEntries={['/search-result?name=Dishoom']}>
        <Profiler id="page" onRender={(_, phase) => commits.push(phase)}>
          <Routes>
            <Route path="/search-result" element={<SearchResultPage />} />
          </Routes>
        </Profiler>
      </MemoryRouter>,
    );
    // The store has learnt the page, its filters and that the cuisines are being refreshed.
    expect(useRootStore.getState().searchResult.requestKey).toBe('name=Dishoom');
    expect(useRootStore.getState().category.loading).toBe(true);
    expect(commits).toEqual(['mount']);
    await waitFor(() => expect(useRootStore.getState().category.loading).toBe(false));
  });

  it("shows the filters' cuisines sent with the page at once, and loads no list (ADR 0033)", async () => {
    const counts = CUISINES.map((c) => ({ ...c, restaurants: [] }));
    sendInPage({
      [dishoomUrl]: resultsPage(TEN, { lastPage: 3, total: 21 }),
      [FILTER_CUISINES_URL]: { status: true, message: 'ok', data: counts },
    });
    const user = userEvent.setup();
    const { unmount } = renderAt('/search-result?name=Dishoom');
    // At the first render, as the server's HTML showed them.
    const indian = screen.getByRole('checkbox', { name: /^Indian/ });
    await user.click(indian);
    await waitFor(() => expect(location()).toContain('cuisine='));
    expect(getCategories).not.toHaveBeenCalled();
    // Names and counts only: home must not take them for its cuisines with restaurants.
    expect(useRootStore.getState().category.categories).toEqual([]);
    unmount();
    // Used once: the panel's next visit loads the site's list as it is then.
    renderAt('/search-result?name=Dishoom');
    await screen.findByRole('checkbox', { name: /^Indian/ });
    expect(getCategories).toHaveBeenCalledTimes(1);
  });

  it('loads the cuisines when what was sent for the filters does not read as cuisines', async () => {
    sendInPage({
      [dishoomUrl]: resultsPage(TEN, { lastPage: 3, total: 21 }),
      [FILTER_CUISINES_URL]: { status: true, message: 'ok', data: [{ name: 'Indian' }] },
    });
    renderAt('/search-result?name=Dishoom');
    expect(screen.queryByRole('checkbox', { name: /^Indian/ })).toBeNull();
    await screen.findByRole('checkbox', { name: /^Indian/ });
    expect(getCategories).toHaveBeenCalledTimes(1);
  });

  it('uses the sent results once: coming back to the search fetches it afresh', async () => {
    sendInPage({ [dishoomUrl]: resultsPage(TEN, { lastPage: 3, total: 21 }) });
    renderAt('/search-result?name=Dishoom').unmount();
    useRootStore.getState().patchSearchResult({ requestKey: null });
    renderAt('/search-result?name=Dishoom');
    expect(screen.queryByText('21 restaurants')).toBeNull();
    await screen.findByText('21 restaurants');
    expect(search).toHaveBeenCalledTimes(1);
  });

  it("searches when what was sent is another search's or not a page of results", async () => {
    sendInPage({
      [dishoomUrl.replace('page=1', 'page=2')]: resultsPage([card(99)]),
      [dishoomUrl]: { status: true, message: 'ok', data: { data: 'nope' } },
    });
    renderAt('/search-result?name=Dishoom');
    expect(screen.queryByText('21 restaurants')).toBeNull();
    await screen.findByText('21 restaurants');
    expect(search).toHaveBeenCalledWith(
      { query: { name: 'Dishoom' }, page: 1, sort: 'rating', onlineBooking: false, cuisine: [] },
      expect.any(AbortSignal),
    );
  });
});

describe('controls update the URL (spec section 4)', () => {
  it('sorting goes back to page 1 and really asks the server for that order', async () => {
    renderAt('/search-result?name=Dishoom&page=3');
    await screen.findByText('21 restaurants');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Relevance', 'Top rated', 'Most reviewed', 'Most expensive', 'Least expensive']);
    search.mockResolvedValueOnce(
      resultsPage([card(2, { name: 'Dear' }), card(1, { name: 'Cheap' })]),
    );
    await userEvent.selectOptions(sort, 'Most expensive');
    expect(location()).toBe('/search-result?name=Dishoom&sort=price_desc');
    await waitFor(() => expect(resultNames()).toEqual(['Dear', 'Cheap']));
    expect(lastRequest()).toMatchObject({ page: 1, sort: 'price_desc' });
    expect(sort).toHaveValue('price_desc');
    expect(useRootStore.getState().filters.sort).toBe('price_desc');
  });

  it('turning online booking on goes back to page 1 and searches bookable restaurants only', async () => {
    renderAt('/search-result?name=Dishoom&page=2');
    await screen.findByText('21 restaurants');
    await userEvent.click(screen.getByRole('switch', { name: 'Online booking' }));
    expect(location()).toBe('/search-result?name=Dishoom&online=1');
    await waitFor(() => expect(lastRequest()).toMatchObject({ page: 1, onlineBooking: true }));
    expect(screen.getByRole('switch', { name: 'Online booking' })).toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Online booking' }));
    expect(location()).toBe('/search-result?name=Dishoom');
  });

  it('ticking cuisines adds them to the URL and the request; unticking removes them', async () => {
    renderAt('/search-result?name=Dishoom&page=2');
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Thai/ }));
    expect(location()).toBe('/search-result?name=Dishoom&cuisine=4');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Indian/ }));
    expect(location()).toBe('/search-result?name=Dishoom&cuisine=1%2C4');
    await waitFor(() => expect(lastRequest()).toMatchObject({ page: 1, cuisine: [1, 4] }));
    expect(screen.getByRole('checkbox', { name: /^Thai/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /^Thai/ }));
    expect(location()).toBe('/search-result?name=Dishoom&cuisine=1');
    expect(useRootStore.getState().filters.cuisine).toEqual([1]);
  });

  it('a cuisine with no restaurants cannot be ticked', async () => {
    renderAt('/search-result?name=Dishoom');
    const chinese = await screen.findByRole('checkbox', { name: /^Chinese/ });
    expect(chinese).toBeDisabled();
    await userEvent.click(chinese);
    expect(location()).toBe('/search-result?name=Dishoom');
  });

  it('Clear all empties the cuisines, turns online booking off and reloads page 1', async () => {
    renderAt('/search-result?name=Dishoom&page=3&sort=reviews&online=1&cuisine=1,2');
    await screen.findByText('21 restaurants');
    expect(screen.getByRole('switch', { name: 'Online booking' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(location()).toBe('/search-result?name=Dishoom&sort=reviews');
    await waitFor(() =>
      expect(lastRequest()).toEqual({
        query: { name: 'Dishoom' },
        page: 1,
        sort: 'reviews',
        onlineBooking: false,
        cuisine: [],
      }),
    );
    expect(screen.getByRole('switch', { name: 'Online booking' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Indian/ })).not.toBeChecked();
  });

  it('Clear all leaves online booking off when it already was', async () => {
    renderAt('/search-result?name=Dishoom&cuisine=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    expect(location()).toBe('/search-result?name=Dishoom');
  });

  it('page buttons move through the pages and mark the current one', async () => {
    renderAt('/search-result?name=Dishoom');
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    search.mockResolvedValueOnce(
      resultsPage([card(11, { name: 'Second page' })], { page: 2, lastPage: 3, total: 21 }),
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/search-result?name=Dishoom&page=2');
    // Focus goes to the top of the results, not to the page, while the pressed button leaves.
    expect(screen.getByRole('status', { name: '' }).parentElement).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeInTheDocument();
    expect(lastRequest()).toMatchObject({ page: 2 });
    const now = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(now).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(now).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('back and forward show the results of the page they land on', async () => {
    search.mockImplementation(async ({ page = 1 }) =>
      resultsPage([card(page, { name: `Only on page ${page}` })], {
        page,
        lastPage: 3,
        total: 21,
      }),
    );
    renderAt('/search-result?name=Dishoom');
    expect(await screen.findByRole('heading', { name: 'Only on page 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('heading', { name: 'Only on page 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toBe('/search-result?name=Dishoom');
    expect(await screen.findByRole('heading', { name: 'Only on page 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(await screen.findByRole('heading', { name: 'Only on page 3' })).toBeInTheDocument();
    expect(useRootStore.getState().searchResult.requestKey).toBe('name=Dishoom&page=3');
  });

  it('opening a history entry directly shows that entry’s search', async () => {
    renderAt(['/search-result?name=Dishoom', '/search-result?name=Dishoom&sort=reviews&page=2'], 1);
    await screen.findByText('21 restaurants');
    expect(lastRequest()).toMatchObject({ page: 2, sort: 'reviews' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('reviews');
  });
});

describe('cards and filters on the page', () => {
  it('shows the distance only for a postcode search', async () => {
    search.mockResolvedValueOnce(resultsPage([card(1, { distance_km: 1.24 })]));
    const { unmount } = renderAt('/search-result?post_code=EC1A+1BB');
    expect(await screen.findByText('1.2 km away')).toBeInTheDocument();
    unmount();
    reset();
    search.mockResolvedValueOnce(resultsPage([card(1)]));
    renderAt('/search-result?name=Dishoom');
    await screen.findByText('1 restaurant');
    expect(screen.queryByText(/km away/)).not.toBeInTheDocument();
  });

  it("shows 'Error: {message}' in the panel when the cuisines cannot load", async () => {
    getCategories.mockRejectedValueOnce(new ApiError('http', 'Categories unavailable', 500));
    renderAt('/search-result?name=Dishoom');
    expect(await screen.findByText('Error: Categories unavailable')).toBeInTheDocument();
    expect(useRootStore.getState().category).toMatchObject({
      loading: false,
      error: 'Categories unavailable',
    });
    // The rest of the page carries on.
    expect(await screen.findAllByRole('article')).toHaveLength(10);
  });

  it('stores the cuisines it loads', async () => {
    renderAt('/search-result?name=Dishoom');
    await screen.findByRole('checkbox', { name: /^Indian/ });
    expect(useRootStore.getState().category).toEqual({
      categories: CUISINES,
      loading: false,
      error: null,
    });
  });

  it("folds the panel into a 'Filtered by' dropdown on small screens", async () => {
    renderAt('/search-result?name=Dishoom');
    const toggle = screen.getByRole('button', { name: 'Filtered by' });
    const panel = screen.getByRole('complementary', { name: 'Search filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('switch', { name: 'Online booking' })).toBeInTheDocument();
    await screen.findByText('21 restaurants');
  });
});
