import { useDeferredValue } from 'react';
import type { Cuisine } from 'shared/api/get-categories';
import { useCategories } from 'shared/search/use-categories';

export type CuisinesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; cuisines: Cuisine[] };

/** The cuisines with their best-rated restaurants, shared with the results' filter panel. */
export function useCuisines(): CuisinesState {
  const { categories: latest, loading, error } = useCategories();
  // The grid of tiles is the home page's biggest render, and a store update renders in one
  // blocking task: the deferred copy is rendered as a time-sliced transition instead.
  const categories = useDeferredValue(latest);
  if (categories.length > 0) return { status: 'ready', cuisines: categories };
  if (loading || latest.length > 0) return { status: 'loading' };
  if (error) return { status: 'error', message: error };
  return { status: 'ready', cuisines: [] };
}

/** The cuisine with the most restaurants (the first of a tie), selected on load (spec section 4). */
export function busiestCuisine(cuisines: readonly Cuisine[]): Cuisine | undefined {
  return cuisines.reduce<Cuisine | undefined>(
    (best, cuisine) => (!best || cuisine.count > best.count ? cuisine : best),
    undefined,
  );
}
