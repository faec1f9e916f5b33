import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '../route-table';
import { remoteFallbackPlugin } from './remote-fallback-plugin';

export type RemotePageModule = { default: ComponentType };

/** Thrown when a remote cannot give us a page; the route shows the unavailable panel. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`${remote} is unavailable`, { cause });
  }
}

/** Functions and classes, plus memo/forwardRef/lazy components, which are tagged objects. */
const isComponent = (value: unknown): value is ComponentType =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && '$$typeof' in value);

let entries: Record<string, string> | null = null;
let loading: Promise<void> | null = null;

async function fetchRemotesJson(): Promise<void> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const map = (await response.json()) as Record<string, string>;
  // The runtime resolves chunk URLs against the manifest URL, so make it absolute.
  entries = Object.fromEntries(
    Object.entries(map).map(([name, entry]) => [name, new URL(entry, window.location.href).href]),
  );
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/** Reads /remotes.json once per page load; a failure is retried by the next caller. */
export function initRemoteRegistry(): Promise<void> {
  if (!loading) {
    registerPlugins([remoteFallbackPlugin()]);
    loading = fetchRemotesJson().catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}

/**
 * Loads one exposed page. `retry` re-registers the remote first, so a remote that failed
 * (or was redeployed) is fetched afresh instead of served from the runtime's cache.
 */
export async function loadRemotePage(
  remote: RemoteName,
  module: string,
  retry = false,
): Promise<RemotePageModule> {
  try {
    await initRemoteRegistry();
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  const entry = entries?.[remote];
  if (!entry) throw new RemoteUnavailableError(remote, new Error('not listed in /remotes.json'));
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  const loaded = await loadRemote<RemotePageModule>(`${remote}/${module}`);
  if (!loaded || !isComponent(loaded.default)) throw new RemoteUnavailableError(remote);
  return loaded;
}
