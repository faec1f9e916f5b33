import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import type { Root } from 'react-dom/client';
import { initRemoteRegistry } from 'shared/federation/remote-registry';
import { startApp } from './start-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('shared/federation/remote-registry', () => ({
  initRemoteRegistry: jest.fn(() => Promise.resolve()),
}));

const pluginNames = (mock: jest.Mock) =>
  mock.mock.calls.flatMap(([plugins]: [{ name: string }[]]) => plugins.map(({ name }) => name));

it('gives every container, the remotes made later included, the share-task plugin before the remotes are registered (ADR 0032)', () => {
  const root = { render: jest.fn() } as unknown as Root;
  startApp(root);

  // Global, so the remotes' containers, which the runtime creates later, take it too.
  expect(pluginNames(registerGlobalPlugins as jest.Mock)).toEqual(['tablehop-share-tasks']);
  expect(pluginNames(registerPlugins as jest.Mock)).toEqual(['tablehop-remotes']);
  const globalOrder = (registerGlobalPlugins as jest.Mock).mock.invocationCallOrder[0]!;
  expect(globalOrder).toBeLessThan((registerPlugins as jest.Mock).mock.invocationCallOrder[0]!);
  expect(globalOrder).toBeLessThan((initRemoteRegistry as jest.Mock).mock.invocationCallOrder[0]!);
});
