import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

/**
 * The runtime's own fallback: when a remote's manifest, entry or module cannot be loaded,
 * loadRemote resolves to a page that explains it and offers a retry instead of throwing
 * into the shell.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tablehop-remote-fallback',
    errorLoadRemote(args) {
      // 'afterResolve' (manifest) and others fall through to the final 'onLoad' call.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[shell] could not load ${args.id}`, args.error);
      return { default: RemoteUnavailablePanel };
    },
  };
}
