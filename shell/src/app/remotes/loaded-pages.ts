import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { loadRemoteComponent, type RemoteComponentModule } from 'shared/federation/remote-registry';

// Pages whose remote module has already arrived, so RemoteRoute can render them at once
// instead of through lazy(), which suspends at least once even for a loaded module: on the
// first screen that would replace the prerendered page with the loading placeholder.
const loaded = new Map<string, ComponentType>();
const keyOf = (remote: string, module: string) => `${remote}/${module}`;

/** Loads a page's module ahead of rendering; a failure is left to RemoteRoute to show. */
export async function preloadPage(remote: string, module: string): Promise<void> {
  try {
    const page = await loadRemoteComponent(remote, module);
    loaded.set(keyOf(remote, module), page.default);
  } catch {
    // RemoteRoute loads it again and shows its fallback if that fails too.
  }
}

export const loadedPage = (remote: string, module: string) => loaded.get(keyOf(remote, module));

// A page's lazy component while its route has not been committed yet.
const pending = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The page as one lazy component per page until a route shows it. A route reached by a link
 * renders in a transition; when its page suspends, React drops the route's uncommitted state
 * and renders it anew once the module has arrived. With a new lazy() on each of those renders
 * it suspended again every time, and the link never led anywhere.
 */
export function lazyPage(
  remote: string,
  module: string,
  load: () => Promise<RemoteComponentModule>,
): LazyExoticComponent<ComponentType> {
  const key = keyOf(remote, module);
  let page = pending.get(key);
  if (!page) {
    page = lazy(load);
    pending.set(key, page);
  }
  return page;
}

/**
 * Called once a route has committed with `page`: it keeps it in its own state from then on.
 * The next visit loads the page afresh, so a page that failed gets another chance.
 */
export function settledPage(remote: string, module: string, page: ComponentType) {
  const key = keyOf(remote, module);
  if (pending.get(key) === page) pending.delete(key);
}
