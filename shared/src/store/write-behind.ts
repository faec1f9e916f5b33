/**
 * Runs a write later, when the page is idle, keeping only the latest one: the persisted store
 * is written whole, so a newer write replaces an older one waiting. It runs at once when the
 * page is hidden or left (pagehide also fires on reload), so nothing is lost to navigation.
 *
 * Why: the root store persists the cuisines list, a large JSON, with the rest, and wrote it
 * synchronously on every state change, a few times during each page's first render: each
 * write was a long task of a phone's startup (ADR 0016).
 */
export interface WriteBehind {
  /** Schedules `write`, replacing any write still waiting. */
  schedule(write: () => void): void;
  /** Drops a waiting write (the key is being removed). */
  cancel(): void;
  /** Runs a waiting write now. */
  flush(): void;
}

type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'addEventListener' | 'visibilityState'>;
  requestIdleCallback?: Window['requestIdleCallback'];
  cancelIdleCallback?: Window['cancelIdleCallback'];
};

/** At most this long between a change and its write, however busy the page stays. */
export const WRITE_BEHIND_MAX_DELAY_MS = 1000;

export function createWriteBehind(win: IdleWindow): WriteBehind {
  let pending: (() => void) | null = null;
  let cancelTimer: (() => void) | null = null;

  const clearTimer = () => {
    cancelTimer?.();
    cancelTimer = null;
  };
  const flush = () => {
    clearTimer();
    const write = pending;
    pending = null;
    write?.();
  };

  win.addEventListener('pagehide', flush);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush();
  });

  return {
    schedule(write) {
      pending = write;
      if (cancelTimer) return;
      if (win.requestIdleCallback) {
        const id = win.requestIdleCallback(flush, { timeout: WRITE_BEHIND_MAX_DELAY_MS });
        cancelTimer = () => win.cancelIdleCallback?.(id);
      } else {
        // Safari has no requestIdleCallback: a short timer still takes the write out of the
        // render that caused it.
        const id = win.setTimeout(flush, 200);
        cancelTimer = () => win.clearTimeout(id);
      }
    },
    cancel() {
      clearTimer();
      pending = null;
    },
    flush,
  };
}
