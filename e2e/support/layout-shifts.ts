import type { Page } from '@playwright/test';

type ShiftWindow = { shifts: number[] };

/**
 * Records the page's layout shifts from its first paint (the diner's own input aside), for
 * layoutShiftTotal. Call before page.goto.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as ShiftWindow).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts recorded so far (a page's CLS, within one session window). */
export const layoutShiftTotal = (page: Page): Promise<number> =>
  page.evaluate(() =>
    (window as unknown as ShiftWindow).shifts.reduce((sum, value) => sum + value, 0),
  );
