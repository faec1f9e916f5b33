import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

/**
 * A task boundary. Once a remote's entry script has loaded, the runtime initialised its
 * container (the share scope's negotiation), got the exposed module and ran its factory in
 * one go: on a phone (Chrome's 4x throttling) the start-up's longest task (ADR 0018).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The runtime's own fallback: when a remote's manifest, entry or page cannot be loaded,
 * loadRemote resolves to a page that explains it and offers a retry instead of throwing
 * into the shell. Only pages: a part of a page (checkout's booking panel) is shown by its
 * host page, which has a better-sized fallback of its own than a whole-page panel.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tablehop-remotes',
    // A hook the runtime awaits between the container's init and getting the module: two
    // tasks. (In the plugin registered anyway: the home page's start-up has no bytes to spare.)
    beforeGetExpose: nextTask,
    errorLoadRemote(args) {
      // 'afterResolve' (manifest) and others fall through to the final 'onLoad' call.
      if (args.lifecycle !== 'onLoad' || !args.id.endsWith('-page')) return undefined;
      console.warn(`[shell] could not load ${args.id}`, args.error);
      return { default: RemoteUnavailablePanel };
    },
  };
}
