import { useEffect, useState } from 'react';
import { toApiError } from 'shared/api/errors';
import { type CategoryState, useRootStore } from 'shared/store';

export interface UseCategoriesOptions {
  /**
   * Fetch only once `load()` is called: the page already shows what the diner needs (the
   * home page sent with its first cuisine, ADR 0029) and asks for the rest when reached for.
   */
  lazy?: boolean;
}

/**
 * The cuisines (home's explorer and the results' filter panel), kept in the store's category
 * state so going from one page to the other shows them at once. Cuisines already there are
 * refreshed quietly, since their counts drift; only an empty list waits behind a skeleton or
 * an error. Not on shared/query/use-query: the shell imports this, and that hook would put
 * home's start-up scripts over their budget (docs/decisions/0047).
 */
export function useCategories({ lazy = false }: UseCategoriesOptions = {}) {
  // The list and its error, not the whole state: the request's loading flag flipping at mount
  // would re-render the page taking over, synchronously (ADR 0031).
  const categories = useRootStore((s) => s.category.categories);
  const error = useRootStore((s) => s.category.error);
  // What the store says before this page's own request settles may be another page's.
  const [settled, setSettled] = useState<'fetched' | 'failed' | null>(null);
  // Requests made so far; a lazy page makes none until load().
  const [attempt, setAttempt] = useState(lazy ? 0 : 1);

  useEffect(() => {
    if (!attempt) return;
    const controller = new AbortController();
    let done = false;
    const write = (patch: Partial<CategoryState>) =>
      useRootStore.setState((s) => ({ category: { ...s.category, ...patch } }));
    const settle = (outcome: 'fetched' | 'failed', patch: Partial<CategoryState>) => {
      if (controller.signal.aborted) return;
      done = true;
      setSettled(outcome);
      write({ ...patch, loading: false });
    };
    write({ loading: true, error: null });
    setSettled(null);
    // Loaded with the first request: the landing pages render without it (ADR 0029).
    import('shared/api/get-categories')
      .then(({ getCategories }) => {
        // Gone before the code came: nothing to ask for.
        if (controller.signal.aborted) throw controller.signal.reason;
        return getCategories(controller.signal);
      })
      .then(
        ({ data }) => settle('fetched', { categories: data, error: null }),
        (error: unknown) => settle('failed', { error: toApiError(error).message }),
      );
    return () => {
      controller.abort();
      if (!done) write({ loading: false });
    };
  }, [attempt]);

  // A lazy page shows a list of its own meanwhile; the others wait for an empty one only.
  const waiting = lazy || categories.length === 0;
  return {
    categories,
    loading: attempt > 0 && !settled && waiting,
    error: settled === 'failed' && waiting ? error : null,
    /** The list came from this page's own request, not an earlier page's. */
    fetched: settled === 'fetched',
    /** Asks for the list: a lazy page's first request, or again after a failure. */
    load: () => setAttempt((n) => (n > 0 && settled !== 'failed' ? n : n + 1)),
  };
}
