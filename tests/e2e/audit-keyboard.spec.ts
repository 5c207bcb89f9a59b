/**
 * A keyboard-only visit, desktop width, using nothing but Tab, Shift+Tab, Enter and Space:
 * home → Health hub → GLP-1 topic → three providers added to the comparison → Visit Provider
 * from the comparison table opens the provider in a new tab. At every focus stop the focused
 * element is on screen, shows a focus indicator and is not covered (WCAG 2.4.7, 2.4.11): not by
 * the sticky header, and not by the floating compare tray (also checked at 360px).
 */
import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner, fenceOutbound, hydrated } from '../support/audit';

/** SPEC's '2025' titles name the year of the build (CONTRACT section 9); the tests run on the build's day. */
const BUILD_YEAR = new Date().getFullYear();

test.use({ viewport: { width: 1280, height: 900 } });

interface FocusStop {
  tag: string;
  /** Accessible-ish name: aria-label, else text. */
  name: string;
  href: string | null;
  /** Landmarks (main, header, footer, nav) and ids of its ancestors, nearest first. */
  inside: string[];
  /** Problems with this stop; empty when it is visible and visibly focused. */
  problems: string[];
}

/** What has focus now (inside open shadow roots too), and whether a sighted keyboard user can see it. */
function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    const problems: string[] = [];
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) problems.push(`has no size (${rect.width}×${rect.height})`);
    if (rect.bottom <= 0 || rect.top >= innerHeight || rect.right <= 0 || rect.left >= innerWidth) problems.push('is off screen');
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) problems.push('is invisible');
    // The element's own outline or box-shadow, or one drawn by a ::before/::after of it.
    const indicator = [style, getComputedStyle(el, '::after'), getComputedStyle(el, '::before')].some(
      (s) => (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== ''),
    );
    if (!indicator)
      problems.push(
        `has no focus indicator (outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow})`,
      );
    // Not covered (by the sticky header, the compare tray): the middle of its part on screen is
    // hit-testable as itself (a region taller than the window, such as a long table, has its
    // middle off screen).
    const root = el.getRootNode() as Document | ShadowRoot;
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, innerHeight);
    const hit = root.elementFromPoint(rect.left + rect.width / 2, (top + bottom) / 2);
    if (!problems.length && !(hit && (el.contains(hit) || hit.contains(el))))
      problems.push(`is covered by ${hit?.outerHTML.slice(0, 80)}`);
    const inside: string[] = [];
    for (let p: Element | null = el; p; p = p.parentElement ?? ((p.getRootNode() as ShadowRoot).host || null)) {
      if (['MAIN', 'HEADER', 'FOOTER', 'NAV'].includes(p.tagName)) inside.push(p.tagName.toLowerCase());
      if (p.id) inside.push(`#${p.id}`);
    }
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      href: el.getAttribute('href'),
      inside,
      problems,
    };
  });
}

const describe = (stop: FocusStop | null) =>
  stop ? `<${stop.tag}> "${stop.name.slice(0, 60)}" in ${stop.inside.join(' < ') || 'document'}` : 'nothing';

/** Every stop visited, for the failure message. */
type Trail = string[];

/** One key press, then the focused element must be visible and visibly focused. */
async function press(page: Page, key: string, trail: Trail): Promise<FocusStop | null> {
  await page.keyboard.press(key);
  const stop = await focusStop(page);
  trail.push(`${key} → ${describe(stop)}`);
  if (stop) expect(stop.problems, `focus on ${describe(stop)}\n${trail.slice(-8).join('\n')}`).toEqual([]);
  return stop;
}

/** Presses Tab (or Shift+Tab) until the focused element matches, checking every stop on the way. */
async function tabUntil(
  page: Page,
  trail: Trail,
  matches: (stop: FocusStop) => boolean,
  what: string,
  { max = 80, key = 'Tab' } = {},
): Promise<FocusStop> {
  for (let i = 0; i < max; i++) {
    const stop = await press(page, key, trail);
    if (stop && matches(stop)) return stop;
  }
  throw new Error(`${key} ×${max} never reached ${what}. Last stops:\n${trail.slice(-15).join('\n')}`);
}

/**
 * Enter on a focused link. The router normally swaps the page in place, but a page still hydrating
 * lets the browser load it instead; either way the walk goes on from the new page.
 */
async function follow(page: Page, trail: Trail, url: RegExp): Promise<void> {
  await page.keyboard.press('Enter');
  trail.push('Enter → (link followed)');
  await expect(page).toHaveURL(url);
  await page.waitForLoadState('networkidle');
  await hydrated(page);
}

test.beforeEach(async ({ context }) => {
  await dismissCookieBanner(context);
  await fenceOutbound(context);
});

test('keyboard only: home → Health hub → GLP-1 topic → compare three → Visit Provider', async ({ page, context }) => {
  const trail: Trail = [];
  await page.goto('/', { waitUntil: 'networkidle' });
  await hydrated(page);

  // The first Tab stop is the skip link, and it shows itself.
  const first = await press(page, 'Tab', trail);
  expect(first?.name, 'the first Tab stop').toBe('Skip to content');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeInViewport();

  await tabUntil(
    page,
    trail,
    (s) => s.tag === 'a' && s.name === 'Health' && s.href === '/categories/health',
    "the header's Health link",
  );
  await follow(page, trail, /\/categories\/health$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Health');

  await tabUntil(
    page,
    trail,
    (s) => s.tag === 'a' && s.href === '/health/glp1-programs' && s.inside.includes('main'),
    'the GLP-1 topic card',
  );
  await follow(page, trail, /\/health\/glp1-programs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Best GLP-1 Weight Loss Programs for ${BUILD_YEAR}`);

  const status = page.locator('#compare-panel [role="status"]');
  for (const [n, key] of [
    [1, 'Space'],
    [2, 'Enter'],
    [3, 'Space'],
  ] as const) {
    const button = await tabUntil(
      page,
      trail,
      (s) => s.tag === 'button' && s.name.startsWith('Add to Compare'),
      `Add to Compare button ${n}`,
    );
    await press(page, key, trail);
    await expect(status).toHaveText(`${n} of 3 selected`);
    // The pressed button keeps focus and now offers the opposite action.
    const after = await focusStop(page);
    expect(after?.name, `after ${key} on ${describe(button)}`).toMatch(/^Remove from Compare/);
  }
  await expect(page.getByRole('button', { name: /^Compare Limit Reached/ }).first()).toBeDisabled();

  const visit = await tabUntil(
    page,
    trail,
    (s) => s.tag === 'a' && s.name.startsWith('Visit Provider') && s.inside.includes('#compare-panel'),
    "the comparison table's Visit Provider link",
    { max: 120 },
  );
  const popup = page.waitForEvent('popup');
  await press(page, 'Enter', trail);
  const opened = await popup;
  await opened.waitForLoadState('domcontentloaded');
  expect(opened.url()).toBe(new URL(visit.href!).href);
  expect(new URL(opened.url()).origin).not.toBe(new URL(page.url()).origin);
  // noopener: the provider's page cannot reach back to ours.
  expect(await opened.evaluate(() => window.opener)).toBeNull();
  expect(context.pages()).toHaveLength(2);
});

test('the skip link moves focus to the main content, and Shift+Tab walks back', async ({ page }) => {
  const trail: Trail = [];
  await page.goto('/categories/finance', { waitUntil: 'networkidle' });
  await hydrated(page);
  const skip = await press(page, 'Tab', trail);
  expect(skip?.name).toBe('Skip to content');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab lands inside main, past the header.
  const next = await press(page, 'Tab', trail);
  expect(next?.inside, describe(next)).toContain('main');
  // Shift+Tab goes back out of main, to the header's last control.
  const back = await press(page, 'Shift+Tab', trail);
  expect(back?.inside, describe(back)).not.toContain('main');
});

test('every Tab stop of a topic page is visible and visibly focused, end to end', async ({ page }) => {
  const trail: Trail = [];
  await page.goto('/finance/credit-cards', { waitUntil: 'networkidle' });
  await hydrated(page);
  const seen = new Set<string>();
  for (let i = 0; i < 200; i++) {
    const stop = await press(page, 'Tab', trail);
    if (!stop) break; // Focus left the document: the walk is past the last control.
    seen.add(`${describe(stop)} ${stop.href ?? ''}`);
  }
  expect(seen.size).toBeGreaterThan(20);
});

test('at 360px the floating compare tray never hides the focused control', async ({ page }) => {
  const trail: Trail = [];
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/finance/credit-cards', { waitUntil: 'networkidle' });
  await hydrated(page);
  for (const [n, key] of [
    [1, 'Space'],
    [2, 'Enter'],
    [3, 'Space'],
  ] as const) {
    await tabUntil(page, trail, (s) => s.tag === 'button' && s.name.startsWith('Add to Compare'), `Add to Compare button ${n}`);
    // First choice: the reader has scrolled (wheel, touch) so the focused button sits at the bottom
    // edge, where the tray is about to appear. Later ones: Tab alone must keep focus clear of the tray.
    if (n === 1)
      await page.evaluate(() =>
        window.scrollBy(0, document.activeElement!.getBoundingClientRect().bottom - window.innerHeight + 8),
      );
    await page.keyboard.press(key);
    await expect(page.locator('#compare-panel [role="status"]')).toHaveText(`${n} of 3 selected`);
    await expect(page.locator('.ws-tray')).toBeVisible();
    await expect
      .poll(async () => (await focusStop(page))?.problems, { message: `after ${key} on Add to Compare ${n}` })
      .toEqual([]);
  }
  await tabUntil(
    page,
    trail,
    (s) => s.name.startsWith('Visit Provider') && s.inside.includes('#compare-panel'),
    "the comparison table's Visit Provider link",
    { max: 150 },
  );
});
