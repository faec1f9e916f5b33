import * as z from 'zod/mini';
import { parseInSlices, yieldToBrowser } from './parse-in-slices';

const item = z.object({ id: z.number() });

/** A clock that moves `step` ms each time it is read, and a pause that counts its calls. */
function fakeTime(step: number) {
  let t = 0;
  const pauses: number[] = [];
  return {
    now: () => (t += step),
    pause: async () => {
      pauses.push(t);
    },
    pauses,
  };
}

it('checks every item and drops the fields the schema does not name', async () => {
  const time = fakeTime(0);
  const parsed = await parseInSlices(item, [{ id: 1, extra: true }, { id: 2 }], time);
  expect(parsed).toEqual([{ id: 1 }, { id: 2 }]);
  expect(time.pauses).toHaveLength(0);
});

it('hands the main thread back each time a slice has run its time', async () => {
  // Each read of the clock is 3 ms on: the slice of 8 ms is used up every third item.
  const time = fakeTime(3);
  const items = Array.from({ length: 9 }, (_, id) => ({ id }));
  const parsed = await parseInSlices(item, items, { ...time, sliceMs: 8 });
  expect(parsed).toHaveLength(9);
  expect(time.pauses.length).toBeGreaterThanOrEqual(2);
  expect(time.pauses.length).toBeLessThan(9);
});

it('stops at the first item of the wrong shape', async () => {
  const seen: unknown[] = [];
  const watched = z.pipe(
    z.unknown(),
    z.transform((value: unknown) => {
      seen.push(value);
      return value;
    }),
  );
  const strict = z.pipe(watched, item);
  const parsed = await parseInSlices(strict, [{ id: 1 }, { id: 'two' }, { id: 3 }], fakeTime(0));
  expect(parsed).toBeNull();
  expect(seen).toEqual([{ id: 1 }, { id: 'two' }]);
});

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('waits for a new task otherwise', async () => {
    jest.useFakeTimers();
    let done = false;
    const waiting = yieldToBrowser().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    jest.runOnlyPendingTimers();
    await waiting;
    expect(done).toBe(true);
  });
});
