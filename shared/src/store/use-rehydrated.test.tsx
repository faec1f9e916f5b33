import { act, renderHook } from '@testing-library/react';
import type { StateStorage } from 'zustand/middleware';
import { createRootStore, type KeyValueStorage } from 'shared/store';
import { useRehydrated } from 'shared/store/use-rehydrated';

const noKeys = (): KeyValueStorage => ({
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
});

/** A persist storage whose getItem answers only when the test says so. */
function deferredStorage() {
  let resolve: (value: string | null) => void = () => {
    throw new Error('getItem was never called');
  };
  const storage: StateStorage = {
    getItem: jest.fn(
      () =>
        new Promise<string | null>((r) => {
          resolve = r;
        }),
    ),
    setItem: jest.fn(async () => undefined),
    removeItem: jest.fn(async () => undefined),
  };
  return { storage, resolve: (value: string | null) => resolve(value) };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('useRehydrated', () => {
  it('is true at once with a synchronous storage', () => {
    const store = createRootStore({ keys: noKeys() });
    expect(store.persist.hasHydrated()).toBe(true);

    const rendered: boolean[] = [];
    renderHook(() => {
      const ready = useRehydrated(store, 5000);
      rendered.push(ready);
      return ready;
    });
    // Not even one render with false: the app never flashes its loading state.
    expect(rendered).toEqual([true]);
  });

  it('waits for an asynchronous storage, then becomes true', async () => {
    const { storage, resolve } = deferredStorage();
    const store = createRootStore({ keys: noKeys(), persistStorage: storage });

    const { result } = renderHook(() => useRehydrated(store, 5000));
    expect(result.current).toBe(false);
    expect(storage.getItem).toHaveBeenCalledWith('persist:root');

    // Let pending microtasks run: still nothing from the storage, still not ready.
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current).toBe(false);

    const saved = { state: { reservations: { current: { person: 5 }, made: [] } }, version: 0 };
    await act(async () => {
      resolve(JSON.stringify(saved));
    });

    expect(result.current).toBe(true);
    expect(store.getState().reservations.current.person).toBe(5);
  });

  it('becomes true when hydration finishes with nothing stored', async () => {
    const { storage, resolve } = deferredStorage();
    const store = createRootStore({ keys: noKeys(), persistStorage: storage });
    const { result } = renderHook(() => useRehydrated(store, 5000));
    expect(result.current).toBe(false);

    await act(async () => {
      resolve(null);
    });
    expect(result.current).toBe(true);
  });

  it('gives up waiting after the timeout (5000 ms) when the storage never answers', () => {
    jest.useFakeTimers();
    const storage: StateStorage = {
      getItem: () => new Promise<string | null>(() => undefined),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const store = createRootStore({ keys: noKeys(), persistStorage: storage });

    const { result } = renderHook(() => useRehydrated(store, 5000));
    expect(result.current).toBe(false);

    act(() => {
      jest.advanceTimersByTime(4999);
    });
    expect(result.current).toBe(false);

    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    expect(store.persist.hasHydrated()).toBe(false);
  });

  it('uses the spec persist timeout of 5000 ms by default', () => {
    jest.useFakeTimers();
    const storage: StateStorage = {
      getItem: () => new Promise<string | null>(() => undefined),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const store = createRootStore({ keys: noKeys(), persistStorage: storage });

    const { result } = renderHook(() => useRehydrated(store));
    act(() => {
      jest.advanceTimersByTime(4999);
    });
    expect(result.current).toBe(false);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it('does not fire the timeout after unmount', () => {
    jest.useFakeTimers();
    const storage: StateStorage = {
      getItem: () => new Promise<string | null>(() => undefined),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const store = createRootStore({ keys: noKeys(), persistStorage: storage });
    const { unmount } = renderHook(() => useRehydrated(store, 5000));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
