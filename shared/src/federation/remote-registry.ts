// One registry of the remotes for the whole page. This module is a shared singleton, so the
// shell's copy (bundled with the shell's federation runtime, where /remotes.json is
// registered) is the one every remote calls too: a remote that renders another remote's
// component (checkout's Edit shows remote-restaurant's booking panel) goes through here and
// needs no remote list of its own.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteComponentModule<P = object> = { default: ComponentType<P> };

/** Thrown when a remote cannot give us a module; the caller shows its fallback. */
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

/**
 * /remotes.json's usable entries (remote name -> manifest URL, absolute or from the site
 * root), made absolute: the runtime resolves chunk URLs against the manifest URL. A bad entry
 * is reported and left out, so its remote alone shows as unavailable. Hand-written: zod/mini's
 * record put home over its byte budget (ADR 0045).
 */
function usableEntries(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error('/remotes.json is not an object');
  }
  const usable: Record<string, string> = {};
  for (const [name, entry] of Object.entries(body)) {
    try {
      if (typeof entry !== 'string' || !entry) throw entry;
      usable[name] = new URL(entry, window.location.href).href;
    } catch {
      console.error(`/remotes.json: no usable URL for ${name}`, entry);
    }
  }
  return usable;
}

async function fetchRemotesJson(): Promise<void> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  entries = usableEntries(await response.json());
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/** Reads /remotes.json once per page load; a failure is retried by the next caller. */
export function initRemoteRegistry(): Promise<void> {
  loading ??= fetchRemotesJson().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Loads one exposed module whose default export is a component (a page, or a part such as
 * the booking panel). `retry` re-registers the remote first, so a remote that failed (or was
 * redeployed) is fetched afresh instead of served from the runtime's cache.
 */
export async function loadRemoteComponent<P = object>(
  remote: string,
  module: string,
  retry = false,
): Promise<RemoteComponentModule<P>> {
  try {
    await initRemoteRegistry();
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  const entry = entries?.[remote];
  if (!entry) throw new RemoteUnavailableError(remote, new Error('not listed in /remotes.json'));
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  let loaded: { default?: unknown } | null | undefined;
  try {
    loaded = await loadRemote<{ default?: unknown }>(`${remote}/${module}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  if (!loaded || !isComponent(loaded.default)) throw new RemoteUnavailableError(remote);
  return loaded as RemoteComponentModule<P>;
}
