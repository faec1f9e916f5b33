import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { ApiError } from 'shared/api/errors';
import { type SearchRequest, searchRestaurantsPath } from 'shared/api/search-restaurants-url';
import { useRootStore } from 'shared/store';
import { card, resultsPage } from 'shared/testing/restaurants';
import { searchQueryFromParams } from './search-query';
import { SearchForm } from './search-form';

const search = jest.fn();
const release = jest.fn();
jest.mock('shared/api/search-restaurants', () => ({
  searchRestaurants: (...args: unknown[]) => search(...args),
}));
jest.mock('shared/api/release-hold', () => ({
  releaseHold: (...args: unknown[]) => release(...args),
}));

const DISHOOM = card(1, { name: 'Dishoom' });

function Probe() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname + location.search}
      {(location.state as { searchError?: string } | null)?.searchError ?? ''}
    </p>
  );
}

function renderForm() {
  return render(
    <MemoryRouter initialEntries={['/faq']}>
      <SearchForm />
      <Routes>
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  search.mockReset();
  release.mockReset().mockResolvedValue({ status: true, message: 'released' });
  useRootStore.getState().clearReservation();
  useRootStore.getState().setSearchQuery(null);
  useRootStore.getState().patchSearchResult({ data: [], error: null, requestKey: null });
});

it('sent by the browser itself (no app), takes the typed text to the result page', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByRole('searchbox'), 'EC1A 1BB');
  const form = screen.getByRole('search') as HTMLFormElement;
  // What a browser without the app's scripts requests: the form's action, with its fields.
  const sent = new URL(form.action);
  new FormData(form).forEach((value, name) => sent.searchParams.append(name, String(value)));
  expect(sent.pathname).toBe('/search-result');
  expect(searchQueryFromParams(sent.searchParams)).toEqual({ post_code: 'EC1A 1BB' });
});

it('searches, stores the results and opens the result page', async () => {
  search.mockResolvedValue(resultsPage([DISHOOM], { lastPage: 2 }));
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByRole('searchbox'), 'Dishoom{Enter}');
  // The probe is there from the start (on /faq): wait for the navigation itself.
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent('/search-result?name=Dishoom'),
  );
  expect(search).toHaveBeenCalledWith(
    expect.objectContaining({ query: { name: 'Dishoom' }, page: 1, onlineBooking: false }),
    expect.any(AbortSignal),
  );
  const result = useRootStore.getState().searchResult;
  expect(result).toMatchObject({
    data: [DISHOOM],
    totalPages: 2,
    loading: false,
    requestKey: 'name=Dishoom',
  });
});

it("stays put with 'Restaurant not found' under the input when nothing matches", async () => {
  search.mockResolvedValue(resultsPage([]));
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByRole('searchbox'), 'zzzz{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Restaurant not found');
  expect(screen.getByRole('searchbox')).toHaveAccessibleDescription('Restaurant not found');
  expect(screen.getByTestId('where')).toHaveTextContent('/faq');
  expect(useRootStore.getState().searchResult.error).toBe('Restaurant not found');
  await user.type(screen.getByRole('searchbox'), 'x');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('finds a restaurant that takes bookings by phone only: the request filters on no booking mode', async () => {
  const phoneOnly = card(3, { name: 'La Petite Étoile', online_booking: false });
  search.mockResolvedValue(resultsPage([phoneOnly]));
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByRole('searchbox'), 'La Petite Étoile{Enter}');
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent(
      /^\/search-result\?name=La\+Petite\+%C3%89toile$/,
    ),
  );
  const [request] = search.mock.calls[0] as [SearchRequest];
  expect(searchRestaurantsPath(request)).not.toContain('online_booking');
  expect(useRootStore.getState().searchResult.data).toEqual([phoneOnly]);
  expect(useRootStore.getState().filters.onlineBooking).toBe(false);
});

it('opens the result page with the error when the search fails', async () => {
  search.mockRejectedValue(new ApiError('network', 'We could not reach TableHop.'));
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByRole('searchbox'), 'ec1a 1bb{Enter}');
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/search-result?post_code=ec1a+1bbWe could not reach TableHop.',
    ),
  );
  expect(useRootStore.getState().searchResult.error).toBe('We could not reach TableHop.');
});

it('gives back a held table and clears the reservation before searching', async () => {
  search.mockResolvedValue(resultsPage([DISHOOM], { lastPage: 2 }));
  useRootStore
    .getState()
    .patchReservation({ reservation_uuid: 'r-1', hold_token: 'secret', person: 4 });
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByRole('searchbox'), 'Dishoom{Enter}');
  await screen.findByText(/search-result/);
  expect(release).toHaveBeenCalledWith({ reservationUuid: 'r-1', holdToken: 'secret' });
  expect(useRootStore.getState().reservations.current).toMatchObject({
    reservation_uuid: null,
    person: 1,
  });
});

/** A search the test answers (or fails) when it chooses. */
function deferredSearch() {
  const settle: {
    answer: (page: ReturnType<typeof resultsPage>) => void;
    fail: (e: Error) => void;
  } = { answer: () => undefined, fail: () => undefined };
  search.mockImplementationOnce(
    () =>
      new Promise((resolve, reject) => {
        settle.answer = resolve;
        settle.fail = reject;
      }),
  );
  return settle;
}

const HAWKSMOOR = card(2, { name: 'Hawksmoor' });

/**
 * Find 'Dishoom', left unanswered, then Find `second`. A result page being left clears the busy
 * flag (use-search-results), so Find can be pressed again while the first is still retrying.
 */
async function findTwice(second: string, secondFinds: ReturnType<typeof resultsPage>) {
  const first = deferredSearch();
  search.mockResolvedValueOnce(secondFinds);
  const user = userEvent.setup();
  renderForm();
  const box = screen.getByRole('searchbox');
  await user.type(box, 'Dishoom{Enter}');
  act(() => useRootStore.getState().patchSearchResult({ loading: false }));
  await user.clear(box);
  await user.type(box, `${second}{Enter}`);
  return first;
}

describe('a Find answered after a later one was started', () => {
  it('is cancelled, and leaves the later one its results and its page', async () => {
    const first = await findTwice('Hawksmoor', resultsPage([HAWKSMOOR]));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/search-result?name=Hawksmoor'),
    );
    expect((search.mock.calls[0] as [unknown, AbortSignal])[1].aborted).toBe(true);
    await act(async () => first.answer(resultsPage([DISHOOM])));
    expect(screen.getByTestId('where')).toHaveTextContent('/search-result?name=Hawksmoor');
    expect(useRootStore.getState().searchResult).toMatchObject({
      data: [HAWKSMOOR],
      requestKey: 'name=Hawksmoor',
      loading: false,
      query: { name: 'Hawksmoor' },
    });
  });

  it('failing late, neither opens the result page with its error nor stores it', async () => {
    const first = await findTwice('Hawksmoor', resultsPage([HAWKSMOOR]));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/search-result?name=Hawksmoor'),
    );
    await act(async () => first.fail(new ApiError('network', 'We could not reach TableHop.')));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/search-result\?name=Hawksmoor$/);
    expect(useRootStore.getState().searchResult).toMatchObject({ error: null, data: [HAWKSMOOR] });
  });

  it("does not take away the later one's 'Restaurant not found'", async () => {
    const first = await findTwice('zzzz', resultsPage([]));
    expect(await screen.findByRole('alert')).toHaveTextContent('Restaurant not found');
    await act(async () => first.answer(resultsPage([DISHOOM])));
    expect(screen.getByRole('alert')).toHaveTextContent('Restaurant not found');
    expect(screen.getByTestId('where')).toHaveTextContent('/faq');
  });
});

describe('a Find answered after the diner went to another page', () => {
  async function findThenLeave() {
    const pending = deferredSearch();
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('searchbox'), 'Dishoom{Enter}');
    window.history.pushState(null, '', '/restaurant-details/elsewhere');
    // The search the page they went to shows, and what they have typed since.
    act(() => useRootStore.getState().setSearchQuery({ name: 'Tandoor' }));
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'Hawk');
    return pending;
  }

  const before = window.location.href;
  afterEach(() => window.history.replaceState(null, '', before));

  it.each([
    ['with results', (p: ReturnType<typeof deferredSearch>) => p.answer(resultsPage([DISHOOM]))],
    ['with none', (p: ReturnType<typeof deferredSearch>) => p.answer(resultsPage([]))],
    [
      'failing',
      (p: ReturnType<typeof deferredSearch>) => p.fail(new ApiError('network', 'No network.')),
    ],
  ])('%s: leaves them there and changes nothing they see', async (_, settle) => {
    const pending = await findThenLeave();
    await act(async () => settle(pending));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/faq$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('Hawk');
    // Nothing kept under the search: the result page, opened later, asks afresh.
    expect(useRootStore.getState().searchResult).toMatchObject({
      loading: false,
      requestKey: null,
      data: [],
      error: null,
      query: { name: 'Tandoor' },
    });
  });
});
