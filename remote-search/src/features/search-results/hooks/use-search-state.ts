import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'shared/router';
import { SEARCH_RESULT_PATH } from 'shared/search/search-query';
import {
  type SearchState,
  searchStateFromParams,
  searchStateKey,
  searchStateToParams,
} from 'shared/search/search-url';
import { useRootStore } from 'shared/store';
import { type Tonight, tonightFromParams, withTonight } from '../tonight/tonight-state';

/** What a control may change; the query itself only changes through Find. */
export type SearchChange = Partial<Omit<SearchState, 'query'>>;

/** The Find flow's failure, handed over in navigation state (spec section 4). */
export function searchErrorFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { searchError } = state as { searchError?: unknown };
  return typeof searchError === 'string' ? searchError : null;
}

/** /search-result?… for a search with the date, party, Available filter and reading. */
export const resultPath = (state: SearchState, tonight: Tonight) =>
  `${SEARCH_RESULT_PATH}?${withTonight(searchStateToParams(state), tonight).toString()}`;

/**
 * The search the URL holds, and `change` to move to another one. Every change is a new
 * history entry so back/forward step through pages, filters and sorts.
 */
export function useSearchState() {
  const [params] = useSearchParams();
  const { state: navigationState } = useLocation();
  const navigate = useNavigate();
  const patchFilters = useRootStore((s) => s.patchFilters);
  const search = params.toString();
  const state = useMemo(() => searchStateFromParams(new URLSearchParams(search)), [search]);
  const tonight = useMemo(() => tonightFromParams(new URLSearchParams(search)), [search]);
  const key = state ? searchStateKey(state) : null;
  // history.state survives reloads and back/forward: only the Find that just failed counts,
  // a return to that entry searches again.
  const navigationError =
    useNavigationType() === 'POP' ? null : searchErrorFromState(navigationState);

  // Other parts of the site read the filters from the store; the URL decides them.
  useEffect(() => {
    if (!state) return;
    patchFilters({ onlineBooking: state.onlineBooking, cuisine: state.cuisine, sort: state.sort });
  }, [state, patchFilters]);

  const change = useCallback(
    (patch: SearchChange) => {
      if (!state) return;
      // A new filter or sort changes what page 1 holds, so anything but paging starts over.
      const next: SearchState = { ...state, page: 1, ...patch };
      // Re-pushing the same search would only add a dead step to back/forward, unless it
      // clears a Find error, which is then worth a fresh attempt.
      if (searchStateKey(next) === searchStateKey(state) && !navigationError) return;
      navigate(resultPath(next, tonight));
    },
    [state, tonight, navigate, navigationError],
  );

  /** Another date, party or Available filter: page 1 of the same search. */
  const changeTonight = useCallback(
    (patch: Partial<Tonight>) => {
      if (state) navigate(resultPath({ ...state, page: 1 }, { ...tonight, ...patch }));
    },
    [state, tonight, navigate],
  );

  /** Drops the Find error from the current entry, so the page searches again. */
  const clearNavigationError = useCallback(() => {
    if (state) navigate(resultPath(state, tonight), { replace: true, state: null });
  }, [state, tonight, navigate]);

  return { state, key, tonight, navigationError, change, changeTonight, clearNavigationError };
}
