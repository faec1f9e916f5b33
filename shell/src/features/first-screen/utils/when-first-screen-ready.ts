import { matchPageRoute } from 'shared/routes/page-routes';
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
