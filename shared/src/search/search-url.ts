import type { SearchRequest } from 'shared/api/search-restaurants-url';
import { DEFAULT_ONLINE_BOOKING, DEFAULT_SORT, SEARCH_PAGE_MAX } from 'shared/constants';
import { SEARCH_RESULT_PATH, searchQueryFromParams } from 'shared/search/search-query';
import type { SearchQuery, SortOption } from 'shared/types';

export const SORT_OPTIONS: { value: SortOption; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'rating', label: 'Top rated' },
  { value: 'reviews', label: 'Most reviewed' },
  { value: 'price_desc', label: 'Most expensive' },
  { value: 'price_asc', label: 'Least expensive' },
];

const isPostcode = (query: SearchQuery) => 'post_code' in query;

/** The order a search opens in: nearest first for a postcode, the spec's default for a name. */
export const defaultSort = (query: SearchQuery): SortOption =>
  isPostcode(query) ? 'relevance' : DEFAULT_SORT;

const isSort = (value: string | null): value is SortOption =>
  SORT_OPTIONS.some((option) => option.value === value);

/** A search as the result page's URL holds it: query, page, sort and filters. */
export interface SearchState extends Required<Omit<SearchRequest, 'query'>> {
  query: SearchRequest['query'];
}

/**
 * Reads the result page's URL. Defaults (page 1, the query's default sort, online booking off,
 * no cuisine) are what a URL without those parameters means, so short links stay short.
 */
export function searchStateFromParams(params: URLSearchParams): SearchState | null {
  const query = searchQueryFromParams(params);
  if (!query) return null;
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  // Either value, whatever the default: links made while the filter started on carry '0'.
  const online = params.get('online');
  const cuisine = (params.get('cuisine') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return {
    query,
    // Past the last page the API serves, its last: the result page then shows the search's
    // real last page, as it does for any page past the end.
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_PAGE_MAX) : 1,
    sort: isSort(sort) ? sort : defaultSort(query),
    onlineBooking: online === '1' || (online !== '0' && DEFAULT_ONLINE_BOOKING),
    cuisine: [...new Set(cuisine)].sort((a, b) => a - b),
  };
}

/** The URL parameters of a search, defaults left out; the same search always gives the same string. */
export function searchStateToParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams(state.query as Record<string, string>);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.sort !== defaultSort(state.query)) params.set('sort', state.sort);
  if (state.onlineBooking !== DEFAULT_ONLINE_BOOKING) {
    params.set('online', state.onlineBooking ? '1' : '0');
  }
  const cuisine = [...new Set(state.cuisine)].sort((a, b) => a - b);
  if (cuisine.length > 0) params.set('cuisine', cuisine.join(','));
  return params;
}

/** /search-result?... for a search. */
export const searchStatePath = (state: SearchState) =>
  `${SEARCH_RESULT_PATH}?${searchStateToParams(state).toString()}`;

/** One string per distinct search: tells whether stored results answer the URL's search. */
export const searchStateKey = (state: SearchState) => searchStateToParams(state).toString();
