import { matchPageRoute } from 'shared/routes/page-routes';
import { searchQueryFromParams } from 'shared/search/search-query';
import { PERSIST_TIMEOUT_MS } from 'shared/constants';
import { useRootStore, type RootStore } from 'shared/store';
import { preloadPage } from '../../../app/remotes/loaded-pages';

const hydrated = (store: RootStore) =>
  new Promise<void>((resolve) => {
    const unsubscribe = store.persist.onFinishHydration(() => {
      unsubscribe();
      resolve();
    });
    if (store.persist.hasHydrated()) resolve();
  });

/**
 * Resolves once the shell can render the prerendered page as it is: the diner's stored
 * session is back and the page's remote module has arrived. Rendered earlier, the shell would
 * replace the page with its loading placeholder for a moment. At most `timeoutMs`: a slow
 * remote then shows that placeholder rather than a page that does not respond.
 */
export function whenFirstScreenReady(
  pathname: string,
  { store = useRootStore, timeoutMs = PERSIST_TIMEOUT_MS } = {},
): Promise<void> {
  const route = matchPageRoute(pathname);
  const ready = Promise.all([
    hydrated(store),
    // A guarded page may send the diner elsewhere: its remote is not fetched ahead of that.
    route && !route.guard ? preloadPage(route.remote, route.module) : undefined,
  ]);
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    void ready.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * On a result page sent with its results (ADR 0023), the store takes the URL's query before
 * the app's first render, not in the page's effect a commit later: the header's search box
 * renders it at once, and text the diner typed into the server's box, carried over after that
 * first render, is not then replaced by it. (Here, beside the wait it follows: a module of its
 * own cost the home page's start-up bytes it does not have.)
 */
export function adoptUrlSearch({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  const query = matchPageRoute(pathname)?.searchData
    ? searchQueryFromParams(new URLSearchParams(search))
    : null;
  if (query) useRootStore.getState().setSearchQuery(query);
}
