import { createWriteBehind, WRITE_BEHIND_MAX_DELAY_MS } from './write-behind';

function fakeWindow({ idle }: { idle: boolean }) {
  const target = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as string });
  const idleCallbacks: { run: () => void; timeout?: number }[] = [];
  const win = {
    addEventListener: target.addEventListener.bind(target),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    document: doc,
    ...(idle
      ? {
          requestIdleCallback: (run: () => void, options?: { timeout?: number }) =>
            idleCallbacks.push({ run, timeout: options?.timeout }),
          cancelIdleCallback: (id: number) => {
            idleCallbacks[id - 1] = { run: () => {} };
          },
        }
      : {}),
  };
  const runIdle = () => idleCallbacks.splice(0).forEach(({ run }) => run());
  return {
    win: win as unknown as Parameters<typeof createWriteBehind>[0],
    target,
    doc,
    idleCallbacks,
    runIdle,
  };
}

describe('createWriteBehind', () => {
  it('writes once the page is idle, only the latest of the writes waiting', () => {
    const { win, runIdle, idleCallbacks } = fakeWindow({ idle: true });
    const writeBehind = createWriteBehind(win);
    const written: string[] = [];
    writeBehind.schedule(() => written.push('first'));
    writeBehind.schedule(() => written.push('second'));
    expect(written).toEqual([]);
    expect(idleCallbacks).toHaveLength(1);
    expect(idleCallbacks[0]?.timeout).toBe(WRITE_BEHIND_MAX_DELAY_MS);
    runIdle();
    expect(written).toEqual(['second']);
  });

  it('writes at once when the page is left or hidden', () => {
    const { win, target, doc } = fakeWindow({ idle: true });
    const writeBehind = createWriteBehind(win);
    const written: string[] = [];
    writeBehind.schedule(() => written.push('before reload'));
    target.dispatchEvent(new Event('pagehide'));
    expect(written).toEqual(['before reload']);

    writeBehind.schedule(() => written.push('before switching tab'));
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(written).toEqual(['before reload', 'before switching tab']);
  });

  it('drops a waiting write when cancelled', () => {
    const { win, runIdle } = fakeWindow({ idle: true });
    const writeBehind = createWriteBehind(win);
    const written: string[] = [];
    writeBehind.schedule(() => written.push('stale'));
    writeBehind.cancel();
    runIdle();
    writeBehind.flush();
    expect(written).toEqual([]);
  });

  it('falls back to a short timer where requestIdleCallback is missing', () => {
    jest.useFakeTimers();
    try {
      const { win } = fakeWindow({ idle: false });
      const writeBehind = createWriteBehind(win);
      const written: string[] = [];
      writeBehind.schedule(() => written.push('later'));
      expect(written).toEqual([]);
      jest.advanceTimersByTime(250);
      expect(written).toEqual(['later']);
    } finally {
      jest.useRealTimers();
    }
  });
});
