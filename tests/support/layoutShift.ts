/** Every layout shift of a page summed, from its first byte (stricter than CLS: a shift just after input counts too). */
import type { Page } from '@playwright/test';

type Counted = { worthyShift: number };

/** Call before the page loads. */
export const countLayoutShift = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    Object.assign(window, { worthyShift: 0 });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as Array<PerformanceEntry & { value: number }>)
        (window as unknown as Counted).worthyShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
};

/** The shift counted so far. */
export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as Counted).worthyShift);

/** Counts again from zero (from a moment the test has checked by itself). */
export const restartLayoutShift = (page: Page): Promise<void> =>
  page.evaluate(() => void Object.assign(window, { worthyShift: 0 }));
