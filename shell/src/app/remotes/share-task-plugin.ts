import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * A task boundary before each shared module a container takes: loading a remote's page
 * resolved its twenty-odd shared modules (versions compared, hooks run, factories handed
 * over) in one chain of microtasks, one long task on a phone. Registered for every
 * container, the remotes' included, which the runtime creates after the shell's.
 */
export function shareTaskPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tablehop-share-tasks',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
