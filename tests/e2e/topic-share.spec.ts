/** The compare selection in the page URL (?compare=Name1,Name2): sharing and restoring it. */
import type { Page } from '@playwright/test';
import { TOPIC_ROUTES, builtinProviders, expect, test, topic, waitForHydration } from '../support/topicPages';

test.describe.configure({ mode: 'parallel' });

const PATH = '/digital/vpn-services';
const providers = builtinProviders('vpn_providers');
const byName = (name: string) => providers.find((p) => p.name === name)!;

const compareButton = (page: Page, name: string) =>
  page
    .locator('ol.wy-list__items > li')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
    .locator('button.wy-button--compare');
const columns = (page: Page) => page.locator('#compare-panel thead th[scope="col"] .wy-compare__name');
const compareParam = (page: Page) => new URL(page.url()).searchParams.get('compare');

async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

test('choosing providers writes them into the URL; opening that URL restores the comparison', async ({ page, context }) => {
  const names = ['NordVPN', 'Private Internet Access'];
  expect(names.map(byName)).toHaveLength(2);
  await open(page, PATH);
  for (const name of names) await compareButton(page, name).click();
  await expect.poll(() => compareParam(page)).toBe(names.join(','));
  // Encoded: no raw space in the address, and the comma separates the names.
  const search = new URL(page.url()).search;
  expect(search).not.toContain(' ');
  expect(search).toMatch(/^\?compare=NordVPN,Private(\+|%20)Internet(\+|%20)Access$/);
  expect(new URL(page.url()).pathname).toBe(PATH);

  const shared = await context.newPage();
  await open(shared, page.url());
  await expect(columns(shared)).toHaveText(names);
  for (const name of names) {
    await expect(compareButton(shared, name)).toContainText('Remove from Compare');
    await expect(compareButton(shared, name)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(shared.locator('#compare-panel .wy-compare__count')).toHaveText('2 of 3 selected');
  await expect(shared.locator('#compare-panel tbody tr').filter({ hasText: 'Rating' }).locator('td')).toHaveText(
    names.map((n) => `${byName(n).rating.toFixed(2)} / 5`),
  );

  // Clearing the comparison takes the parameter out of the URL again.
  await shared.getByRole('button', { name: 'Clear comparison' }).click();
  await expect.poll(() => new URL(shared.url()).search).toBe('');
});

test('unknown names in a shared link are ignored', async ({ page }) => {
  await open(page, `${PATH}?compare=${encodeURIComponent('Nope VPN')},Surfshark,NordVPN,Surfshark`);
  await expect(columns(page)).toHaveText(['Surfshark', 'NordVPN']);
  await expect(page.locator('#compare-panel .wy-compare__count')).toHaveText('2 of 3 selected');
  // The address then names only what is shown.
  await expect.poll(() => compareParam(page)).toBe('Surfshark,NordVPN');
});

test('a shared link with more than three names restores the first three', async ({ page }) => {
  const names = ['Windscribe', 'NordVPN', 'Proton VPN', 'Surfshark', 'ExpressVPN'];
  await open(page, `${PATH}?compare=${names.map(encodeURIComponent).join(',')}`);
  await expect(columns(page)).toHaveText(names.slice(0, 3));
  await expect(compareButton(page, 'Surfshark')).toContainText('Compare Limit Reached');
  await expect(compareButton(page, 'Surfshark')).toBeDisabled();
  await expect.poll(() => compareParam(page)).toBe(names.slice(0, 3).join(','));
});

test('a shared link keeps other query parameters', async ({ page }) => {
  await open(page, `${PATH}?utm_source=newsletter&compare=NordVPN,Surfshark`);
  await expect(columns(page)).toHaveText(['NordVPN', 'Surfshark']);
  await compareButton(page, 'ExpressVPN').click();
  await expect.poll(() => compareParam(page)).toBe('NordVPN,Surfshark,ExpressVPN');
  expect(new URL(page.url()).searchParams.get('utm_source')).toBe('newsletter');
});

test('Copy link to this comparison copies the URL and shows a toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, PATH);
  const copy = page.getByRole('button', { name: 'Copy link to this comparison' });
  await compareButton(page, 'Surfshark').click();
  await expect(copy).toHaveCount(0); // only offered once there is something to compare
  await compareButton(page, 'ExpressVPN').click();
  await expect.poll(() => compareParam(page)).toBe('Surfshark,ExpressVPN');
  await copy.click();
  await expect(page.locator('.ws-toasts .ws-toast')).toContainText('Comparison link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

// A shared link's page is prerendered without a selection, which it restores once its list has
// hydrated. One US and one Canada page per vertical: one component restores every page's (topic-all
// loads every one).
const SHARED_SAMPLE = (['health', 'finance', 'digital', 'lifestyle'] as const).flatMap((vertical) =>
  (['us', 'ca'] as const).map((market) => TOPIC_ROUTES.find((route) => route.vertical === vertical && route.market === market)!),
);
for (const route of SHARED_SAMPLE) {
  test(`a shared link to ${route.path} hydrates without a console error and shows its comparison`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    const names = builtinProviders(topic(route.path).listKey).map((p) => p.name);
    const shared = [names[2]!, names[0]!];
    await open(page, `${route.path}?compare=${shared.map(encodeURIComponent).join(',')}`);
    await expect(columns(page)).toHaveText(shared);
    await expect(compareButton(page, shared[0]!)).toHaveAttribute('aria-pressed', 'true');
    expect(errors).toEqual([]);
  });
}
