import { useEffect, useState } from 'react';
import { toApiError } from 'shared/api/errors';
import { type Cuisine, getCategories } from 'shared/api/get-categories';

export type CuisinesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; cuisines: Cuisine[] };

/** The cuisines with their best-rated restaurants, fetched once per mount. */
export function useCuisines(): CuisinesState {
  const [state, setState] = useState<CuisinesState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getCategories(controller.signal).then(
      ({ data }) => {
        if (!controller.signal.aborted) setState({ status: 'ready', cuisines: data });
      },
      (error: unknown) => {
        // An abort is this page leaving, not a failure to show.
        if (!controller.signal.aborted) {
          setState({ status: 'error', message: toApiError(error).message });
        }
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}

/** The cuisine with the most restaurants (the first of a tie), selected on load (spec section 4). */
export function busiestCuisine(cuisines: readonly Cuisine[]): Cuisine | undefined {
  return cuisines.reduce<Cuisine | undefined>(
    (best, cuisine) => (!best || cuisine.count > best.count ? cuisine : best),
    undefined,
  );
}
