/**
 * The client router (SPEC section 2, site/App.tsx): same-site links navigate without a reload,
 * history works, modifier clicks are left to the browser, every navigation scrolls to the top,
 * unknown paths show the not-found page and a render error shows the error page.
 */
import { hubs } from '../../site/content/hubs';
import { staticPages } from '../../site/content/staticPages';
import { expect, h1, markerSurvived, open, routerReady, setMarker, test } from '../support/site';
import type { Page } from '@playwright/test';

const headerLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });
const footer = (page: Page) => page.getByRole('contentinfo');
const NOT_FOUND_LOG = '404 Error: User attempted to access non-existent route:';

test('an internal link navigates without a reload and updates the URL, the page and the head', async ({
  page,
  consoleErrors,
}) => {
  await open(page, '/');
  await setMarker(page);
  await headerLink(page, 'Finance').click();
  await expect(page).toHaveURL('/categories/finance');
  await expect(h1(page)).toHaveText('Finance & Wealth');
  expect(await markerSurvived(page)).toBe(true);
  await expect(page).toHaveTitle(hubs.finance.metaTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', hubs.finance.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/categories\/finance$/);
  await expect(headerLink(page, 'Finance')).toHaveAttribute('aria-current', 'page');

  await footer(page).getByRole('link', { name: 'Editorial Policy' }).click();
  await expect(page).toHaveURL('/about#editorial-policy');
  await expect(h1(page)).toHaveText(staticPages['/about'].title);
  await expect(page).toHaveTitle(staticPages['/about'].metaTitle);
  expect(await markerSurvived(page)).toBe(true);
  await expect(headerLink(page, 'Finance')).not.toHaveAttribute('aria-current', 'page');
  expect(consoleErrors).toEqual([]);
});

test('back and forward restore the pages without a reload', async ({ page }) => {
  await open(page, '/');
  const homeTitle = await h1(page).textContent();
  await setMarker(page);
  await headerLink(page, 'Lifestyle').click();
  await expect(h1(page)).toHaveText('Lifestyle & Services');
  await page.getByRole('main').getByRole('link', { name: 'Travel Booking', exact: true }).click();
  await expect(page).toHaveURL('/lifestyle/travel-booking');
  await expect(page.getByRole('main').locator('ol.wy-list__items')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/categories/lifestyle');
  await expect(h1(page)).toHaveText('Lifestyle & Services');
  await expect(page).toHaveTitle(hubs.lifestyle.metaTitle);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(h1(page)).toHaveText(homeTitle!);
  await page.goForward();
  await expect(page).toHaveURL('/categories/lifestyle');
  await expect(h1(page)).toHaveText('Lifestyle & Services');
  await page.goForward();
  await expect(page).toHaveURL('/lifestyle/travel-booking');
  await expect(page.getByRole('main').locator('ol.wy-list__items')).toBeVisible();
  expect(await markerSurvived(page)).toBe(true);
});

test('a Ctrl-click or Shift-click opens the link in a new page and leaves the current one alone', async ({ page, context }) => {
  await open(page, '/');
  await setMarker(page);
  for (const modifier of ['Control', 'Shift'] as const) {
    const opened = context.waitForEvent('page');
    await headerLink(page, 'Digital').click({ modifiers: [modifier] });
    const other = await opened;
    await expect(other).toHaveURL(/\/categories\/digital$/);
    await expect(h1(other)).toHaveText('Digital & Security');
    await other.close();
    await expect(page).toHaveURL('/');
    expect(await markerSurvived(page)).toBe(true);
  }
});

test('a Meta-click is not intercepted: the browser handles it with a full load', async ({ page }) => {
  await open(page, '/');
  await setMarker(page);
  await headerLink(page, 'Digital').click({ modifiers: ['Meta'] });
  await expect(page).toHaveURL('/categories/digital');
  await expect(h1(page)).toHaveText('Digital & Security');
  expect(await markerSurvived(page)).toBe(false);
});

test('every navigation scrolls to the top', async ({ page }) => {
  await open(page, '/');
  const scrollToBottom = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  await scrollToBottom();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await footer(page).getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(h1(page)).toHaveText(staticPages['/privacy'].title);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await scrollToBottom();
  await footer(page).getByRole('link', { name: 'Health & Longevity' }).click();
  await expect(page).toHaveURL('/categories/health');
  await expect(h1(page)).toHaveText('Health & Longevity');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // From the middle of a page, through a card in the main area.
  const card = page.getByRole('main').getByRole('link', { name: 'Fitness Programs', exact: true });
  await card.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await card.click();
  await expect(page).toHaveURL('/health/fitness-programs');
  // The URL changes first; the page (and the scroll) follows once its chunks are loaded.
  await expect(page.locator('.ws-hero--topic')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link whose fragment is a malformed escape still shows its page, and a real fragment is scrolled to', async ({
  page,
  consoleErrors,
}) => {
  await open(page, '/');
  // Links as a careless page or a mangled share would write them: '%E0%A4%A' is not valid UTF-8 escaping.
  await page.evaluate(() => {
    const main = document.getElementById('main')!;
    main.insertAdjacentHTML('afterbegin', '<a id="bad-fragment" href="/about#%E0%A4%A">bad</a>');
  });
  await page.locator('#bad-fragment').click();
  await expect(page).toHaveURL('/about#%E0%A4%A');
  await expect(h1(page)).toHaveText(staticPages['/about'].title);
  expect(consoleErrors).toEqual([]);

  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  await routerReady(page);
  await page.evaluate(() =>
    document
      .getElementById('main')!
      .insertAdjacentHTML('afterbegin', '<a id="good-fragment" href="/cookies#%6Danaging-your-cookies">good</a>'),
  );
  await page.locator('#good-fragment').click();
  await expect(h1(page)).toHaveText(staticPages['/cookies'].title);
  // '%6Danaging-your-cookies' decodes to the id of the last section: the page scrolls down to it.
  await expect(page.locator('#managing-your-cookies')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  expect(consoleErrors).toEqual([]);
});

test('an unknown path answers 404 with the not-found page, logs the path and links home', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await routerReady(page);
  await expect(h1(page)).toHaveText('Oops! Page not found');
  await expect(page).toHaveTitle('Page not found | Worthy');
  await expect.poll(() => consoleErrors.filter((e) => e.includes(NOT_FOUND_LOG))).toEqual([`${NOT_FOUND_LOG} /no/such/page`]);

  await setMarker(page);
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(h1(page)).not.toHaveText('Oops! Page not found');
  await expect(page.locator('#top-picks')).toBeVisible();
  expect(await markerSurvived(page)).toBe(true);
});

test('a client-side navigation to an unknown path shows the not-found page', async ({ page, consoleErrors }) => {
  await open(page, '/about');
  await setMarker(page);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/gone/away?x=1';
    link.textContent = 'A stale link';
    link.style.cssText = 'position:fixed;top:200px;left:20px;z-index:100;background:#fff;padding:8px';
    document.body.append(link);
  });
  await page.getByRole('link', { name: 'A stale link' }).click();
  await expect(page).toHaveURL('/gone/away?x=1');
  await expect(h1(page)).toHaveText('Oops! Page not found');
  await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle('Page not found | Worthy');
  expect(await markerSurvived(page)).toBe(true);
  await expect.poll(() => consoleErrors.filter((e) => e.includes(NOT_FOUND_LOG))).toEqual([`${NOT_FOUND_LOG} /gone/away`]);

  await page.goBack();
  await expect(h1(page)).toHaveText(staticPages['/about'].title);
});

test('a path with a trailing slash shows its page', async ({ page, consoleErrors }) => {
  const response = await page.goto('/categories/digital/');
  expect(response?.status()).toBe(200);
  await expect(h1(page)).toHaveText('Digital & Security');
  await routerReady(page);
  await expect(h1(page)).toHaveText('Digital & Security');
  await expect(page).toHaveTitle(hubs.digital.metaTitle);
  expect(consoleErrors).toEqual([]);
});

test('a render error shows the error page with a way home, and the shell keeps working', async ({ page, consoleErrors }) => {
  await page.route('**/assets/TopicPage-*.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript; charset=utf-8',
      body: "export function TopicView(){ throw new Error('test render failure') }",
    }),
  );
  await open(page, '/');
  await setMarker(page);
  await page
    .locator('#health-picks')
    .getByRole('link', { name: /See the full ranking/ })
    .click();
  await expect(page).toHaveURL('/health/glp1-programs');
  await expect(h1(page)).toHaveText('Unexpected Application Error!');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(footer(page)).toBeVisible();
  expect(consoleErrors.some((e) => e.includes('test render failure'))).toBe(true);

  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('#top-picks')).toBeVisible();
  await expect(h1(page)).not.toHaveText('Unexpected Application Error!');
  expect(await markerSurvived(page)).toBe(true);

  // Another page still renders: the boundary resets on navigation.
  await headerLink(page, 'Health').click();
  await expect(h1(page)).toHaveText('Health & Longevity');
});

test('a client-side navigation to an unknown path drops the canonical link and marks the page noindex', async ({ page }) => {
  await open(page, '/about');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/no/such/topic';
    document.body.append(link);
    link.click();
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.goBack();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
