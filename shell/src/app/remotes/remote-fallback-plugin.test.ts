import { remoteFallbackPlugin } from './remote-fallback-plugin';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

type ErrorLoadRemote = NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>;
type ErrorArgs = Parameters<ErrorLoadRemote>[0];

function args(lifecycle: ErrorArgs['lifecycle']): ErrorArgs {
  return {
    id: 'remote_content/faq-page',
    error: new Error('ScriptExternalLoadError'),
    from: 'runtime',
    lifecycle,
    origin: {} as ErrorArgs['origin'],
  };
}

let warn: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('remoteFallbackPlugin', () => {
  it('is named so the runtime registers it once', () => {
    expect(remoteFallbackPlugin().name).toBe('tablehop-remotes');
  });

  it('gets the exposed module in a task after the container init, not in the same one', async () => {
    jest.useFakeTimers();
    try {
      const plugin = remoteFallbackPlugin();
      let resumed = false;
      const waited = (plugin.beforeGetExpose as () => Promise<void>)().then(() => {
        resumed = true;
      });
      await Promise.resolve();
      expect(resumed).toBe(false);
      jest.runOnlyPendingTimers();
      await waited;
      expect(resumed).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each(['afterResolve', 'beforeRequest', 'beforeLoadShare'] as const)(
    'lets %s fall through (returns undefined)',
    (lifecycle) => {
      const plugin = remoteFallbackPlugin();
      expect(plugin.errorLoadRemote?.(args(lifecycle))).toBeUndefined();
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it('lets a failed part of a page (not a page) reach its host page', () => {
    const plugin = remoteFallbackPlugin();
    const failure = { ...args('onLoad'), id: 'remote_restaurant/booking-panel' };
    expect(plugin.errorLoadRemote?.(failure)).toBeUndefined();
  });

  it('answers the final onLoad failure with a module whose default is the unavailable panel', () => {
    const plugin = remoteFallbackPlugin();
    const error = new Error('ScriptExternalLoadError');
    const result = plugin.errorLoadRemote?.({ ...args('onLoad'), error });
    expect(result).toEqual({ default: RemoteUnavailablePanel });
    expect((result as { default: unknown }).default).toBe(RemoteUnavailablePanel);
    expect(warn).toHaveBeenCalledWith('[shell] could not load remote_content/faq-page', error);
  });
});
