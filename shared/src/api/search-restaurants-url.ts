// The search call's URL, apart from its fetcher (search-restaurants.ts) so the API may build
// it too: the server renders a result page with the answer to exactly this URL and the page
// finds that answer under it (ADR 0023). Pure: no client, no store.
import { API_BASE_PATH, SEARCH_PAGE_SIZE } from 'shared/constants';
import type { SearchQuery, SortOption } from 'shared/types';

export interface SearchRequest {
  query: SearchQuery;
  page?: number;
  sort?: SortOption;
  /** true: only restaurants bookable online; false or absent: all. */
  onlineBooking?: boolean;
  /** Cuisine ids; their restaurants are merged into the results. */
  cuisine?: number[];
}

/**
 * /user/search-restaurant?… for a search: page size 10 (spec section 4), filters and sort on
 * the server. One string per request, its parameters always in the same order, so a
 * preloaded or sent answer is found under the URL the page asks for.
 */
export function searchRestaurantsPath({
  query,
  page = 1,
  sort,
  onlineBooking,
  cuisine = [],
}: SearchRequest): string {
  const params = new URLSearchParams(query as Record<string, string>);
  params.set('per_page', String(SEARCH_PAGE_SIZE));
  params.set('page', String(page));
  if (sort) params.set('sort', sort);
  if (onlineBooking) params.set('online_booking', 'true');
  if (cuisine.length > 0) params.set('cuisine', cuisine.join(','));
  return `/user/search-restaurant?${params.toString()}`;
}

/** The URL searchRestaurants requests, with the API's base path. */
export const searchRestaurantsUrl = (request: SearchRequest) =>
  `${API_BASE_PATH}${searchRestaurantsPath(request)}`;
