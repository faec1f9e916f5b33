import { useDeferredValue } from 'react';
import type { Cuisine } from 'shared/api/get-categories';
import { busiestCuisine, HOME_CUISINES_URL } from 'shared/search/busiest-cuisine';
import { useCategories } from 'shared/search/use-categories';
import { useSentCuisines } from '../../../lib/sent-cuisines';

export type CuisinesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      cuisines: Cuisine[];
      /**
       * The page was sent with the busiest cuisine's restaurants only (ADR 0029): the others'
       * are asked for by `load()`; `error` says why they could not be had.
       */
      partial?: { error: string | null };
      /** Asks for every cuisine's restaurants (again, after a failure). */
      load: () => void;
      /**
       * The cuisine the server's page selected: it stays selected when the full list comes,
       * even if counts have drifted meanwhile and another cuisine is now the busiest.
       */
      pinned?: number;
    };

/** The cuisines with their best-rated restaurants, shared with the results' filter panel. */
export function useCuisines(): CuisinesState {
  const sentAnswer = useSentCuisines(HOME_CUISINES_URL);
  const {
    categories: latest,
    loading,
    error,
    fetched,
    load,
  } = useCategories({ lazy: sentAnswer !== undefined });
  // A shell older than this page provides a hook that cannot ask later: it has fetched.
  const sent = typeof load === 'function' ? sentAnswer : undefined;
  const pinned = sent && busiestCuisine(sent)?.id;
  // The grid of tiles is the home page's biggest render, and a store update renders in one
  // blocking task: the deferred copy is rendered as a time-sliced transition instead.
  const categories = useDeferredValue(latest);
  // What the server showed stays until this page has every cuisine (and has rendered them):
  // the store may hold an older visit's list, which could select another grid.
  if (sent && (!fetched || categories !== latest)) {
    return { status: 'ready', cuisines: sent, partial: { error }, load, pinned };
  }
  if (categories.length > 0) return { status: 'ready', cuisines: categories, load, pinned };
  if (loading || latest.length > 0) return { status: 'loading' };
  if (error) return { status: 'error', message: error };
  return { status: 'ready', cuisines: [], load };
}

/**
 * Whether the page has a cuisine's restaurants to show: a partial list has the busiest
 * cuisine's, and a cuisine without any has none to wait for.
 */
export const hasRestaurantsOf = (cuisine: Cuisine, partial: object | undefined) =>
  !partial || cuisine.restaurants.length > 0 || cuisine.count === 0;
