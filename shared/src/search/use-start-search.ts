import { useCallback } from 'react';
import { useNavigate } from 'shared/router';
import { toApiError } from 'shared/api/errors';
import { searchRestaurants } from 'shared/api/search-restaurants';
import { toSearchQuery } from 'shared/search/search-query';
import {
  type SearchState,
  defaultSort,
  searchStateKey,
  searchStatePath,
} from 'shared/search/search-url';
import { DEFAULT_FILTERS, useRootStore } from 'shared/store';
import { dropReservation } from 'shared/held-table';

export const RESTAURANT_NOT_FOUND = 'Restaurant not found';

/**
 * `stale`: the diner moved on before the answer came (another Find, or another page), and
 * nothing of it is shown.
 */
export type SearchOutcome = 'found' | 'not-found' | 'failed' | 'stale';

// The Find under way. A new one cancels it: an earlier answer (it may retry for seconds while
// the API is away) must not replace the later one's results or take the diner to its page.
let running: AbortController | undefined;

/**
 * Find, from the header or the home box (spec section 4): drop the reservation in progress
 * and give back its held table, search, then open the result page with the results; an empty
 * list stays here with 'Restaurant not found'; a failure still opens the result page, with
 * the error in navigation state. A new Find starts from page 1 and the default filters. A name
 * that is a district ('m1', 'SW1A') and names no restaurant is answered by the API with that
 * district's restaurants.
 */
export function useStartSearch() {
  const navigate = useNavigate();
  return useCallback(
    async (text: string): Promise<SearchOutcome> => {
      // The table goes back to other diners; the search does not wait for that.
      dropReservation();
      const store = useRootStore.getState();
      const query = toSearchQuery(text);
      const state: SearchState = { ...DEFAULT_FILTERS, query, sort: defaultSort(query), page: 1 };
      running?.abort();
      const find = (running = new AbortController());
      // Where the diner was: an answer that comes once they have gone elsewhere must not pull
      // them to the result page, change the search they see there, or say 'Restaurant not
      // found' over another page; only the busy flag it set is cleared.
      const startedAt = window.location.href;
      const stale = () => {
        if (find.signal.aborted) return true;
        if (window.location.href === startedAt) return false;
        store.patchSearchResult({ loading: false });
        return true;
      };
      store.patchSearchResult({
        loading: true,
        data: [],
        error: null,
        errorMessage: null,
        requestKey: null,
      });
      try {
        const { data } = await searchRestaurants(state, find.signal);
        if (stale()) return 'stale';
        if (data.data.length === 0) {
          // The query stays what is shown: nothing was found for the new text.
          store.patchSearchResult({
            loading: false,
            error: RESTAURANT_NOT_FOUND,
            errorMessage: RESTAURANT_NOT_FOUND,
          });
          return 'not-found';
        }
        store.setSearchQuery(state.query);
        store.patchSearchResult({
          loading: false,
          data: data.data,
          currentPage: data.current_page,
          totalPages: data.last_page,
          total: data.total,
          requestKey: searchStateKey(state),
        });
        navigate(searchStatePath(state));
        return 'found';
      } catch (error) {
        if (stale()) return 'stale';
        const message = toApiError(error).message;
        store.setSearchQuery(state.query);
        store.patchSearchResult({ loading: false, error: message, errorMessage: message });
        navigate(searchStatePath(state), { state: { searchError: message } });
        return 'failed';
      }
    },
    [navigate],
  );
}
