import { useCallback } from 'react';
import { useNavigate } from 'shared/router';
import { toApiError } from 'shared/api/errors';
import { releaseHold } from 'shared/api/release-hold';
import { searchRestaurants } from 'shared/api/search-restaurants';
import { toSearchQuery } from 'shared/search/search-query';
import { type SearchState, searchStateKey, searchStatePath } from 'shared/search/search-url';
import { DEFAULT_FILTERS, useRootStore } from 'shared/store';

export const RESTAURANT_NOT_FOUND = 'Restaurant not found';

/** `superseded`: a later Find was started before this one was answered, and owns the page. */
export type SearchOutcome = 'found' | 'not-found' | 'failed' | 'superseded';

// Which Find is the latest: an earlier one answered late (it may retry for seconds while the API
// is away) must not replace the later one's results or take the diner to its page.
let latestFind: SearchState | null = null;

/**
 * Find, from the header or the home box (spec section 4): drop the reservation in progress
 * and give back its held table, search, then open the result page with the results; an empty
 * list stays here with 'Restaurant not found'; a failure still opens the result page, with
 * the error in navigation state. A new Find starts from page 1 and the default filters.
 */
export function useStartSearch() {
  const navigate = useNavigate();
  return useCallback(
    async (text: string): Promise<SearchOutcome> => {
      const store = useRootStore.getState();
      const query = toSearchQuery(text);
      const held = store.reservations.current;
      if (held.reservation_uuid && held.hold_token) {
        // The table goes back to other diners; the search does not wait for that.
        // The API answers a release with status true or an error (a hold already gone counts
        // as released), so only the error is worth a word.
        releaseHold({ reservationUuid: held.reservation_uuid, holdToken: held.hold_token }).catch(
          (error: unknown) => console.warn('The held table was not released', error),
        );
      }
      store.clearReservation();
      const state: SearchState = { ...DEFAULT_FILTERS, query, page: 1 };
      latestFind = state;
      // Where the diner was: if they have gone elsewhere by the time the answer comes, it
      // must not pull them to the result page.
      const startedAt = window.location.href;
      store.patchSearchResult({
        loading: true,
        data: [],
        error: null,
        errorMessage: null,
        requestKey: null,
      });
      try {
        const { data } = await searchRestaurants(state);
        if (state !== latestFind) return 'superseded';
        if (data.data.length === 0) {
          // The query stays what is shown: nothing was found for the new text.
          store.patchSearchResult({
            loading: false,
            error: RESTAURANT_NOT_FOUND,
            errorMessage: RESTAURANT_NOT_FOUND,
          });
          return 'not-found';
        }
        const stayed = window.location.href === startedAt;
        store.setSearchQuery(query);
        store.patchSearchResult({
          loading: false,
          data: data.data,
          currentPage: data.current_page,
          totalPages: data.last_page,
          total: data.total,
          // Only results shown now are kept as this search's: the result page, opened later,
          // would take any it finds as fresh, however old they are by then.
          requestKey: stayed ? searchStateKey(state) : null,
        });
        if (stayed) navigate(searchStatePath(state));
        return 'found';
      } catch (error) {
        if (state !== latestFind) return 'superseded';
        const message = toApiError(error).message;
        store.setSearchQuery(query);
        store.patchSearchResult({ loading: false, error: message, errorMessage: message });
        if (window.location.href === startedAt) {
          navigate(searchStatePath(state), { state: { searchError: message } });
        }
        return 'failed';
      }
    },
    [navigate],
  );
}
