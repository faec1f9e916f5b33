import { createInstance, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { shareTaskPlugin } from './share-task-plugin';

/** A container that shares one module, as a remote's build declares it. */
const container = (name: string) =>
  createInstance({
    name,
    remotes: [],
    shared: {
      kit: {
        version: '1.0.0',
        lib: () => ({ kit: name }),
        shareConfig: { singleton: false, requiredVersion: '^1.0.0' },
      },
    },
  });

/** Whether `promise` settles on microtasks alone, with no task in between. */
async function settlesWithinTask(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
  return settled;
}

afterEach(() => jest.useRealTimers());

it('gives each shared module a container takes a task of its own, in containers made after it', async () => {
  jest.useFakeTimers();
  // Before: the runtime hands the module over within the task that asked.
  const before = container('remote_before');
  expect(await settlesWithinTask(before.loadShare('kit'))).toBe(true);

  registerGlobalPlugins([shareTaskPlugin()]);
  const after = container('remote_after');
  const loading = after.loadShare('kit');
  expect(await settlesWithinTask(loading)).toBe(false);
  jest.runOnlyPendingTimers();
  const factory = (await loading) as false | (() => unknown);
  expect(factory && factory()).toEqual({ kit: 'remote_after' });
});
