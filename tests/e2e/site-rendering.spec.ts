/**
 * How a page comes to the screen. Its scripts load after the first paint (scripts/prerender.mjs),
 * and parts below the first screen skip rendering until they come near the viewport
 * (site/styles/deferred.css), render as the reader scrolls, shift nothing on the way, and all print.
 */
import type { Page } from '@playwright/test';
import { expect, open, test } from '../support/site';

const PAGES = [
  { path: '/', first: 'h1', deferred: ['.ws-picks', '.ws-closing', '.ws-footer'] },
  { path: '/categories/health', first: 'h1', deferred: ['.ws-hub-info', '.ws-footer'] },
  {
    path: '/health/glp1-programs',
    first: '.wy-list__items > li:first-child .wy-card__name',
    deferred: ['.wy-list__items > li:last-child', '.ws-section--compare', '.ws-method', '.ws-footer'],
  },
];

/** Whether the browser renders `selector`'s last match now (false while content-visibility skips it). */
const rendered = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const all = document.querySelectorAll(s);
    const element = all[all.length - 1];
    if (!element) throw new Error(`no ${s} on the page`);
    const target = element.querySelector('h2, h3, p, a') ?? element;
    return target.checkVisibility({ contentVisibilityAuto: true });
  }, selector);

/** Collects layout shifts not caused by input, from the start of the page load. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Scrolls the whole page in steps, down from the top or up from the bottom, letting each step render. */
const scrollThrough = (page: Page, direction: 'down' | 'up') =>
  page.evaluate(async (direction) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const step = window.innerHeight / 2;
    if (direction === 'up') {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frame();
      for (let y = window.scrollY; y > 0; y -= step) {
        window.scrollTo(0, y - step);
        await frame();
      }
    } else {
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        window.scrollTo(0, y);
        await frame();
      }
    }
  }, direction);

const totalShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));

test("a topic page's last section renders at load: deferred, it moved the screen when painted late at the page's end", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await open(page, '/health/glp1-programs');
  const sections = page.locator('.ws-topic-section');
  expect(await sections.count()).toBeGreaterThan(1);
  expect(await sections.first().evaluate((e) => getComputedStyle(e).contentVisibility)).toBe('auto');
  expect(await sections.last().evaluate((e) => getComputedStyle(e).contentVisibility)).toBe('visible');
  expect(await rendered(page, '.ws-topic-section'), 'the last section, far below the first screen').toBe(true);
});

for (const { path, first, deferred } of PAGES) {
  test.describe(`rendering on demand: ${path}`, () => {
    test('at load on a phone, the first screen renders and the parts below it wait', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await open(page, path);
      expect(await rendered(page, first), `${first} is on the first screen`).toBe(true);
      for (const selector of deferred) {
        expect(
          await page
            .locator(selector)
            .last()
            .evaluate((e) => getComputedStyle(e).contentVisibility),
          selector,
        ).toBe('auto');
        expect(await rendered(page, selector), `${selector} renders before it is needed`).toBe(false);
      }
      // A reader reaching them sees them.
      for (const selector of deferred) {
        await page.locator(selector).last().scrollIntoViewIfNeeded();
        await expect.poll(() => rendered(page, selector), `${selector} once scrolled to`).toBe(true);
      }
    });

    for (const width of [360, 1024, 1280]) {
      test(`scrolling down and back up shifts nothing (${width} px)`, async ({ page }) => {
        await watchShifts(page);
        await page.setViewportSize({ width, height: 800 });
        await open(page, path);
        await scrollThrough(page, 'down');
        expect(await totalShift(page), 'layout shift scrolling down').toBe(0);
        await page.reload();
        await page.locator('html[data-router="ready"]').waitFor({ state: 'attached' });
        await scrollThrough(page, 'up');
        expect(await totalShift(page), 'layout shift scrolling up from the end').toBe(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      });
    }

    test('printing renders every part', async ({ page }) => {
      await open(page, path);
      await page.emulateMedia({ media: 'print' });
      for (const selector of deferred) {
        expect(
          await page
            .locator(selector)
            .last()
            .evaluate((e) => getComputedStyle(e).contentVisibility),
          selector,
        ).toBe('visible');
      }
    });
  });
}

test.describe('scripts after the first paint', () => {
  test('no script is requested before the first frame is rendered, and the page then hydrates', async ({ page }) => {
    // The first animation frame callback runs as the browser renders its first frame of the page.
    await page.addInitScript(() =>
      requestAnimationFrame(() => ((window as unknown as { __firstFrame: number }).__firstFrame = performance.now())),
    );
    await open(page, '/health/glp1-programs');
    const timing = await page.evaluate(() => ({
      paint: (window as unknown as { __firstFrame: number }).__firstFrame,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ name: entry.name.split('/').pop(), start: entry.startTime })),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(3);
    const early = timing.scripts.filter((script) => script.start < timing.paint);
    expect(early, `scripts requested before the first frame at ${timing.paint.toFixed(0)} ms`).toEqual([]);
  });

  test('the HTML names its scripts only inside the inert template', async ({ request }) => {
    const html = await (await request.get('/finance/savings-accounts')).text();
    const template = html.match(/<template id="wy-scripts">([\s\S]*?)<\/template>/)?.[1] ?? '';
    const outside = html.replace(template, '');
    expect(template).toMatch(/<script fetchpriority="low" type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    expect(template).toMatch(/<link fetchpriority="low" rel="modulepreload"/);
    expect(outside).not.toMatch(/<script[^>]*type="module"|rel="modulepreload"/);
  });

  test('a tab that never paints (hidden) loads its scripts at once', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      window.requestAnimationFrame = () => 0; // a hidden tab runs no frames
    });
    await open(page, '/about');
    await expect(page.locator('html')).toHaveAttribute('data-router', 'ready');
  });
});
