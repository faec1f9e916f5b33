import { useEffect, useState } from 'react';
import { toApiError } from 'shared/api/errors';
import { getCategories } from 'shared/api/get-categories';
import { type CategoryState, useRootStore } from 'shared/store';

/**
 * The cuisines (home's explorer and the results' filter panel), kept in the store's category
 * state so going from one page to the other shows them at once. Cuisines already there are
 * refreshed quietly, since their counts drift; only an empty list waits behind a skeleton or
 * an error.
 */
export function useCategories() {
  const category = useRootStore((s) => s.category);
  // What the store says before this page's own request settles may be another page's.
  const [settledHere, setSettledHere] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let settled = false;
    const write = (patch: Partial<CategoryState>) =>
      useRootStore.setState((s) => ({ category: { ...s.category, ...patch } }));
    write({ loading: true, error: null });
    getCategories(controller.signal).then(
      ({ data }) => {
        if (controller.signal.aborted) return;
        settled = true;
        setSettledHere(true);
        write({ categories: data, loading: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        settled = true;
        setSettledHere(true);
        write({ loading: false, error: toApiError(error).message });
      },
    );
    return () => {
      controller.abort();
      if (!settled) write({ loading: false });
    };
  }, []);

  const { categories, error } = category;
  const empty = categories.length === 0;
  return {
    categories,
    loading: empty && !settledHere,
    error: empty && settledHere ? error : null,
  };
}
