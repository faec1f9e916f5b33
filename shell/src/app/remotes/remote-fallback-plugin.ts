import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

/**
 * The runtime's own fallback: when a remote's manifest, entry or page cannot be loaded,
 * loadRemote resolves to a page that explains it and offers a retry instead of throwing
 * into the shell. Only pages: a part of a page (checkout's booking panel) is shown by its
 * host page, which has a better-sized fallback of its own than a whole-page panel.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tablehop-remote-fallback',
    errorLoadRemote(args) {
      // 'afterResolve' (manifest) and others fall through to the final 'onLoad' call.
      if (args.lifecycle !== 'onLoad' || !args.id.endsWith('-page')) return undefined;
      console.warn(`[shell] could not load ${args.id}`, args.error);
      return { default: RemoteUnavailablePanel };
    },
  };
}
