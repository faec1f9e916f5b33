import type { ZodMiniType } from 'zod/mini';

/**
 * How long one slice of checking may hold the main thread, in ms: well under the 50 ms after
 * which a task delays the diner's next tap, also where Lighthouse scales a desktop's trace by
 * four to stand for a phone.
 */
export const SLICE_MS = 8;

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Lets the browser run what is waiting (input first, where it can tell) before going on. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Checks a long list against an item schema a few items at a time, handing the main thread
 * back between slices: the home page's cuisines are some 240 restaurants, and checking them
 * in one go was one of its longest tasks. Resolves with the parsed items, or null as soon as
 * one item is not of the schema's shape.
 */
export async function parseInSlices<T>(
  schema: ZodMiniType<T>,
  items: readonly unknown[],
  { sliceMs = SLICE_MS, now = () => performance.now(), pause = yieldToBrowser } = {},
): Promise<T[] | null> {
  const parsed: T[] = [];
  let sliceStart = now();
  for (const item of items) {
    if (now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = now();
    }
    const result = schema.safeParse(item);
    if (!result.success) return null;
    parsed.push(result.data);
  }
  return parsed;
}
