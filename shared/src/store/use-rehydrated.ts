import { useEffect, useState } from 'react';
import { PERSIST_TIMEOUT_MS } from 'shared/constants';
import { useRootStore, type RootStore } from 'shared/store';

/**
 * True once the persisted store has rehydrated, or after the persist timeout (5000 ms) so a
 * broken storage can delay the first paint but never block it.
 */
export function useRehydrated(store: RootStore = useRootStore, timeoutMs = PERSIST_TIMEOUT_MS) {
  const [ready, setReady] = useState(() => store.persist.hasHydrated());
  useEffect(() => {
    if (ready) return undefined;
    const unsubscribe = store.persist.onFinishHydration(() => setReady(true));
    if (store.persist.hasHydrated()) setReady(true);
    const timer = setTimeout(() => setReady(true), timeoutMs);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [ready, store, timeoutMs]);
  return ready;
}
