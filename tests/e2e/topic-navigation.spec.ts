/**
 * Moving between topic pages: Canada twins and hreflang, the table store on a return visit,
 * and the loading state a client-side navigation shows while a built-in list loads.
 */
import type { Page } from '@playwright/test';
import { TOPIC_ROUTES, builtinProviders, clientNavigate, expect, test, topic, waitForHydration } from '../support/topicPages';

test.describe.configure({ mode: 'parallel' });

const names = (page: Page) => page.locator('ol.wy-list__items > li h3');

async function alternates(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang')!,
        new URL(l.getAttribute('href')!).pathname,
      ]),
    ),
  );
}

test('twins: the US page links to the Canadian version and back, and the head follows', async ({ page }) => {
  const us = topic('/finance/insurance');
  const ca = topic('/finance/insurance-canada');
  await page.goto(us.path);
  await waitForHydration(page);
  expect(await alternates(page)).toEqual({ 'en-US': us.path, 'en-CA': ca.path, 'fr-CA': `/fr${ca.path}`, 'x-default': us.path });

  await page.getByRole('link', { name: 'View the Canadian version' }).click();
  await expect(page).toHaveURL(new RegExp(`${ca.path}$`));
  await expect(page.locator('h1')).toHaveText('Insurance Providers in Canada');
  await expect(names(page)).toHaveText(builtinProviders(ca.listKey).map((p) => p.name));
  await expect(page).toHaveTitle(/^Insurance Providers in Canada/);
  await expect
    .poll(() => alternates(page))
    .toEqual({ 'en-US': us.path, 'en-CA': ca.path, 'fr-CA': `/fr${ca.path}`, 'x-default': us.path });
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${ca.path}$`));

  await page.getByRole('link', { name: 'View the US version' }).click();
  await expect(page).toHaveURL(new RegExp(`${us.path}$`));
  await expect(page.locator('h1')).toHaveText(us.title);
  await expect(names(page)).toHaveText(builtinProviders(us.listKey).map((p) => p.name));

  // History goes back to the Canada page.
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('Insurance Providers in Canada');
});

test('hreflang is reciprocal on every twin pair, x-default is the US page, form-builders has none', async ({ request }) => {
  for (const route of TOPIC_ROUTES) {
    const html = await (await request.get(route.path)).text();
    const links = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
        m[1]!,
        new URL(m[2]!).pathname,
      ]),
    );
    if (!route.twin) {
      expect(links, route.path).toEqual({});
      continue;
    }
    const usPath = route.market === 'us' ? route.path : route.twin;
    const caPath = route.market === 'ca' ? route.path : route.twin;
    // The Canada page's French twin belongs to the set (CONTRACT section 13).
    expect(links, route.path).toEqual({ 'en-US': usPath, 'en-CA': caPath, 'fr-CA': `/fr${caPath}`, 'x-default': usPath });
    const twinLink = html.match(/<a [^>]*class="ws-twin"[^>]*>/)?.[0] ?? '';
    expect(twinLink, route.path).toContain(` href="${route.twin}"`);
    expect(twinLink, route.path).toContain(` hreflang="${route.market === 'us' ? 'en-CA' : 'en-US'}"`);
  }
});

/** Records whether 'Loading providers...' shows at any moment from now on. */
async function watchForLoading(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __sawLoading: boolean };
    const check = () => {
      if (document.querySelector('.wy-list__loading') || document.body.innerText.includes('Loading providers...'))
        w.__sawLoading = true;
    };
    w.__sawLoading = false;
    check();
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}
const sawLoading = (page: Page) => page.evaluate(() => (window as unknown as { __sawLoading: boolean }).__sawLoading);

test('table store: back to a prerendered topic page shows its list at once', async ({ page }) => {
  const record = topic('/digital/vpn-services');
  await page.goto(record.path);
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Worthy home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('ol.wy-list__items')).toHaveCount(0);

  await watchForLoading(page);
  await page.goBack();
  await expect(page.locator('h1')).toHaveText(record.title);
  await expect(names(page)).toHaveText(builtinProviders(record.listKey).map((p) => p.name));
  expect(await sawLoading(page)).toBe(false);
});

test('table store: back to a topic page first reached client-side shows its list at once', async ({ page }) => {
  const record = topic('/lifestyle/travel-booking');
  await page.goto('/about');
  await waitForHydration(page);
  await clientNavigate(page, record.path);
  await expect(names(page)).toHaveText(builtinProviders(record.listKey).map((p) => p.name));
  await clientNavigate(page, '/');
  await expect(page.locator('ol.wy-list__items')).toHaveCount(0);

  // Built-in chunks are held from now on: a list that needed one would stay loading.
  await page.route('**/assets/*_providers*.js', () => {});
  await watchForLoading(page);
  await page.goBack();
  await expect(page.locator('h1')).toHaveText(record.title);
  await expect(names(page)).toHaveText(builtinProviders(record.listKey).map((p) => p.name));
  expect(await sawLoading(page)).toBe(false);
});

test('a client-side visit shows "Loading providers..." with reserved space until the list arrives', async ({ page }) => {
  const record = topic('/digital/cybersecurity');
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // The built-in rows' chunks ('<list key>-<hash>.js'), not the scoring methods' ('method-<list key>-…').
  await page.route(/\/assets\/[a-z0-9_]+_providers(_canada)?-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/about');
  await waitForHydration(page);
  await clientNavigate(page, record.path);

  const list = page.locator('section.wy-list');
  await expect(page.locator('h1')).toHaveText(record.title);
  await expect(list.getByText('Loading providers...')).toBeVisible();
  await expect(list).toHaveAttribute('aria-busy', 'true');
  const placeholders = list.locator('.wy-card--placeholder');
  await expect(placeholders).toHaveCount(3);
  for (const box of await Promise.all((await placeholders.all()).map((p) => p.boundingBox()))) {
    expect(box!.height).toBeGreaterThanOrEqual(200);
  }
  await expect(list.locator('ol.wy-list__items')).toHaveCount(0);
  await expect(page.locator('#compare-panel h2')).toHaveText(record.compare.title);

  release();
  await expect(names(page)).toHaveText(builtinProviders(record.listKey).map((p) => p.name));
  await expect(list.getByText('Loading providers...')).toHaveCount(0);
  await expect(list).toHaveAttribute('aria-busy', 'false');
});
