import type { ComponentType } from 'react';
import { loadRemoteComponent } from 'shared/federation/remote-registry';

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
