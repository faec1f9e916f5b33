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

/** A page's lazy component while no route has committed it yet, and when it failed. */
interface PendingPage {
  page: LazyExoticComponent<ComponentType>;
  failedAt?: number;
}

const pending = new Map<string, PendingPage>();

// The render that shows a failure follows it at once; a visit after that tries again.
const FAILURE_KEPT_MS = 1000;

const pendingKey = (remote: string, module: string, attempt: number) =>
  `${keyOf(remote, module)}#${attempt}`;

/**
 * The page as one lazy component per page and attempt until a route shows it. A route reached
 * by a link renders in a transition; when its page suspends, React drops the route's
 * uncommitted state and renders it anew once the module has arrived. With a new lazy() on each
 * of those renders it suspended again every time, and the link never led anywhere.
 * `failed` tells a module that stands for a failure (the runtime's fallback page).
 */
export function lazyPage(
  remote: string,
  module: string,
  attempt: number,
  load: () => Promise<RemoteComponentModule>,
  failed: (loaded: RemoteComponentModule) => boolean,
): LazyExoticComponent<ComponentType> {
  const key = pendingKey(remote, module, attempt);
  const known = pending.get(key);
  if (known && (known.failedAt === undefined || Date.now() - known.failedAt < FAILURE_KEPT_MS)) {
    return known.page;
  }
  const entry: PendingPage = {
    page: lazy(() =>
      load().then(
        (loaded) => {
          if (failed(loaded)) entry.failedAt = Date.now();
          return loaded;
        },
        (error: unknown) => {
          entry.failedAt = Date.now();
          throw error;
        },
      ),
    ),
  };
  pending.set(key, entry);
  return entry.page;
}

/**
 * Called once a route has committed with `page`: it keeps it in its own state from then on.
 * The next visit loads the page afresh, so a page that failed gets another chance.
 */
export function settledPage(remote: string, module: string, attempt: number, page: ComponentType) {
  const key = pendingKey(remote, module, attempt);
  if (pending.get(key)?.page === page) pending.delete(key);
}
