/**
 * How far a page's layout moves by itself: every layout shift no input caused, watched from before the page
 * loads (so shifts while it loads count), summed when read. A page that never moves reads 0.
 */
import type { Page } from 'playwright-core';

type Watched = { layoutShifts: number[] };

export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as Watched).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as Watched).layoutShifts.reduce((sum, value) => sum + value, 0));
}
