import { searchRestaurantsUrl } from 'shared/api/search-restaurants-url';
import {
  type SearchRestaurantsResponse,
  searchRestaurantsResponseSchema,
} from 'shared/api/search-restaurants';
import { forgetSentAnswer, sentAnswer } from 'shared/prerender/page-data';
import type { SearchState } from 'shared/search/search-url';

/**
 * The results the server rendered the page with (ADR 0023), when it sent this search's and
 * they parse as searchRestaurants' answer would; otherwise the page fetches them.
 */
export function sentSearchResults(state: SearchState): SearchRestaurantsResponse | undefined {
  return sentAnswer(searchRestaurantsUrl(state), (body) => {
    const parsed = searchRestaurantsResponseSchema.safeParse(body);
    return parsed.success ? parsed.data : undefined;
  });
}

/** Once used: a later visit to the same search (back, a retry) fetches it afresh. */
export const forgetSentSearchResults = (state: SearchState) =>
  forgetSentAnswer(searchRestaurantsUrl(state));
