import { CACHE_TIME_MS } from 'shared/api/cache-time';
import { type ApiError, toApiError } from 'shared/api/errors';
import type { RestaurantCard } from 'shared/api/restaurant-card';
import { useQuery } from 'shared/query/use-query';
import { type SearchRestaurantsResponse, searchRestaurants } from 'shared/api/search-restaurants';
import type { SearchState } from 'shared/search/search-url';
import { useRootStore } from 'shared/store';
import { searchedApart, type Tonight, timesRequest, tonightKey } from '../tonight/tonight-state';
import { type SearchReading, searchWithTimes, type TimedPage } from 'shared/api/search-times';
import { forgetSentSearchResults, sentSearchResults } from './sent-search-results';

export type SearchResultsView =
  | { status: 'loading' }
  /** `retryable` false: the same request would get the same answer, so no Try again. */
  | { status: 'error'; message: string; retryable: boolean }
  | {
      status: 'ready';
      restaurants: RestaurantCard[];
      currentPage: number;
      totalPages: number;
      total: number;
      /** What the words were read as, and the other readings (ADR 0057). */
      readings?: Readings;
    };

export interface Readings {
  used: SearchReading;
  others: SearchReading[];
}

/** The readings an answer names, when the words were read as more than a name. */
export const readingsOf = (page: Partial<Pick<TimedPage, 'reading' | 'other_readings'>>) =>
  page.reading ? { used: page.reading, others: page.other_readings ?? [] } : undefined;

type Answer = Exclude<SearchResultsView, { status: 'loading' }>;

/**
 * When each page of results in the store came, by identity: Find's and this page's alike. A
 * kept page (Back from a restaurant, or Find's own search) is shown again without a request
 * within the cache time.
 */
const cameAt = new WeakMap<readonly RestaurantCard[], number>();

function storedView(key: string): Answer | null {
  const stored = useRootStore.getState().searchResult;
  if (stored.requestKey !== key || stored.loading) return null;
  const now = Date.now();
  // One first met here is Find's, fetched as the diner pressed it.
  const came = cameAt.get(stored.data) ?? now;
  if (now - came > CACHE_TIME_MS) return null;
  cameAt.set(stored.data, came);
  return {
    status: 'ready',
    restaurants: stored.data,
    currentPage: stored.currentPage,
    totalPages: stored.totalPages,
    total: stored.total,
  };
}

type SearchPage = SearchRestaurantsResponse['data'];

/**
 * A failed search as the diner reads it. A 4xx other than 408/429 is the request itself: a
 * postcode in a link or typed URL that is none ('zz9'), whose API message names a field.
 */
function errorView(
  error: ApiError,
  state: SearchState,
): Extract<SearchResultsView, { status: 'error' }> {
  const refused =
    error.kind === 'http' &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429;
  if (!refused) return { status: 'error', message: error.message, retryable: true };
  const message =
    'post_code' in state.query
      ? `“${state.query.post_code.trim()}” is not a UK postcode. Search for a postcode such as SW1A 1AA or a district such as M1.`
      : error.message;
  return { status: 'error', message, retryable: false };
}

const readyView = (data: SearchPage | TimedPage): Answer => ({
  status: 'ready',
  restaurants: data.data,
  currentPage: data.current_page,
  totalPages: data.last_page,
  total: data.total,
  ...('reading' in data && { readings: readingsOf(data) }),
});

/** A page of results as the store keeps it, for the search `key`. */
function storedPage(data: SearchPage, key: string) {
  cameAt.set(data.data, Date.now());
  return {
    loading: false,
    data: data.data,
    currentPage: data.current_page,
    totalPages: data.last_page,
    total: data.total,
    requestKey: key,
  };
}

/**
 * The results of the URL's search. The page keeps its own copy per search, so a Find that
 * is still running, or one that found nothing and stays put, does not blank what the page
 * shows; every search it runs is written to the store for the rest of the site.
 */
export function useSearchResults(
  state: SearchState | null,
  key: string | null,
  paused: boolean,
  tonight?: Tonight,
) {
  // The Available filter, or a reading the diner chose, changes which restaurants the search
  // finds: its own request, each card with its times, neither kept in the store nor sent with
  // the page.
  const available = searchedApart(tonight);
  const query = useQuery<Answer>({
    key: state && key !== null ? (available ? `${key}|${tonightKey(tonight!)}` : key) : null,
    paused,
    // A page of result cards is the heaviest render here: as a transition React time-slices
    // it instead of blocking a phone's main thread.
    transition: true,
    load: async (signal) => {
      if (available)
        return readyView(
          await searchWithTimes(state as SearchState, timesRequest(tonight!), signal),
        );
      const requestKey = key as string;
      // Find already fetched this search: show it, no second request.
      const adopted = storedView(requestKey);
      if (adopted) return adopted;
      const { patchSearchResult } = useRootStore.getState();
      patchSearchResult({
        loading: true,
        data: [],
        error: null,
        errorMessage: null,
        requestKey: null,
      });
      const { data } = await searchRestaurants(state as SearchState, signal);
      if (!signal.aborted) patchSearchResult(storedPage(data, requestKey));
      return readyView(data);
    },
    // An abandoned search must not leave the header's Find button spinning.
    abandoned: () => useRootStore.getState().patchSearchResult({ loading: false }),
    failed: (error) => {
      const view = errorView(toApiError(error), state as SearchState);
      if (available) return view;
      useRootStore
        .getState()
        .patchSearchResult({ loading: false, error: view.message, errorMessage: view.message });
      return view;
    },
    sent: () => {
      const sent = state && key !== null && !available ? sentSearchResults(state) : undefined;
      if (!state || key === null || !sent) return undefined;
      return {
        view: readyView(sent.data),
        // The server's answer, already on screen: the store learns it, nothing is fetched.
        take: () => {
          forgetSentSearchResults(state);
          useRootStore
            .getState()
            .patchSearchResult({ ...storedPage(sent.data, key), error: null, errorMessage: null });
        },
      };
    },
  });
  // Subscribing re-renders the page when the Find flow fills the store for this search. Not
  // while the page shows its own answer: the store learning the sent one at mount would
  // re-render every card, synchronously, as the page is taken over (ADR 0031).
  const storedKey = useRootStore((s) =>
    query.own || available || s.searchResult.loading ? null : s.searchResult.requestKey,
  );

  let view: SearchResultsView = { status: 'loading' };
  if (query.own) view = query.view as SearchResultsView;
  else if (key !== null && storedKey === key) view = storedView(key) ?? view;
  return { view, retry: query.retry };
}
