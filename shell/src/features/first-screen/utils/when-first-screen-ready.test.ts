import { loadRemoteComponent } from 'shared/federation/remote-registry';
import type { RootStore } from 'shared/store';
import { loadedPage } from '../../../app/remotes/loaded-pages';
import { whenFirstScreenReady } from './when-first-screen-ready';

jest.mock('shared/federation/remote-registry', () => ({ loadRemoteComponent: jest.fn() }));
const load = jest.mocked(loadRemoteComponent);

function HomePage() {
  return null;
}

/** A store whose persisted state comes back when the test says so. */
function fakeStore() {
  let hydrated = false;
  const listeners = new Set<() => void>();
  const store = {
    persist: {
      hasHydrated: () => hydrated,
      onFinishHydration: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  } as unknown as RootStore;
  const hydrate = () => {
    hydrated = true;
    listeners.forEach((listener) => listener());
  };
  return { store, hydrate };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

beforeEach(() => {
  load.mockReset();
  jest.useRealTimers();
});

describe('whenFirstScreenReady', () => {
  it("waits for the stored session and the page's module, which RemoteRoute can then render at once", async () => {
    let arrive: (module: { default: typeof HomePage }) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const { store, hydrate } = fakeStore();
    const ready = whenFirstScreenReady('/', { store, timeoutMs: 60_000 });

    expect(load).toHaveBeenCalledWith('remote_search', 'home-page');
    expect(await settled(ready)).toBe(false);
    hydrate();
    expect(await settled(ready)).toBe(false);
    arrive({ default: HomePage });
    expect(await settled(ready)).toBe(true);
    expect(loadedPage('remote_search', 'home-page')).toBe(HomePage);
  });

  it('gives up waiting after the timeout, so a slow remote shows its placeholder', async () => {
    jest.useFakeTimers();
    load.mockReturnValueOnce(new Promise(() => undefined));
    const { store, hydrate } = fakeStore();
    hydrate();
    const ready = whenFirstScreenReady('/faq', { store, timeoutMs: 5000 });
    expect(await settled(ready)).toBe(false);
    jest.advanceTimersByTime(5000);
    expect(await settled(ready)).toBe(true);
  });

  it('does not fetch a guarded page ahead of its guard, nor anything for an unknown URL', async () => {
    const { store, hydrate } = fakeStore();
    hydrate();
    await whenFirstScreenReady('/profile', { store });
    await whenFirstScreenReady('/no-such-page', { store });
    expect(load).not.toHaveBeenCalled();
  });

  it('is ready when a remote fails: RemoteRoute shows that failure', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    const { store, hydrate } = fakeStore();
    hydrate();
    await expect(
      whenFirstScreenReady('/faq', { store, timeoutMs: 60_000 }),
    ).resolves.toBeUndefined();
    expect(loadedPage('remote_content', 'faq-page')).toBeUndefined();
  });
});
