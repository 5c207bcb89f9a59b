/**
 * A list already in the page as HTML (the WordPress plugin renders one into a declarative shadow
 * root): the embed keeps it on screen until its live list is ready, then swaps, and never swaps it
 * for an empty or failed list.
 */
import { expect, type Page } from '@playwright/test';
import { embedTest as test } from '../support/embedTest';
import { partnerPage } from '../support/partnerPage';

const SERVED = `<worthy-ranked-list category="vpn_providers" limit="3"><template shadowrootmode="open"><div><div class="wy-widget"><ol><li><h3 class="wy-card__name">Served Pick</h3></li></ol></div></div></template></worthy-ranked-list>`;

/** Opens the page with the embed script held back until the served list has been seen. */
async function openServedList(page: Page, url: string): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/worthy-embed.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('worthy-ranked-list h3')).toHaveText('Served Pick');
  release();
}

test('the live list replaces the served one once ready, and the widget stays a partner-safe one', async ({ page, servers }) => {
  const url = servers.publish('/served', partnerPage({ body: `<script src="${servers.scriptUrl}" async></script>${SERVED}` }));
  await openServedList(page, url);
  const list = page.locator('worthy-ranked-list');
  await expect(list.locator('.wy-card__name')).toHaveCount(3);
  await expect(list.getByText('Served Pick')).toHaveCount(0);
  // The served nodes are gone from the shadow root, not hidden beside the live list.
  expect(await list.evaluate((element) => element.shadowRoot!.children.length)).toBe(1);
  // A link a widget spreads to Worthy's own page passes no ranking signal either (CONTRACT section 8).
  const method = list.getByRole('link', { name: 'How we score' });
  await expect(method).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  await expect(method).toHaveAttribute('target', '_blank');
});

test('a live list that cannot load leaves the served list on screen', async ({ page, servers }) => {
  await page.route('**/embed/data/**', (route) => route.abort());
  const url = servers.publish(
    '/served-offline',
    partnerPage({ body: `<script src="${servers.scriptUrl}" async></script>${SERVED}` }),
  );
  await openServedList(page, url);
  const list = page.locator('worthy-ranked-list');
  // The live widget has settled on "no providers" in its hidden mount; the reader still sees the served list.
  await expect(list.getByText('No providers available right now.')).toBeHidden();
  await page.waitForFunction(() =>
    document.querySelector('worthy-ranked-list')?.shadowRoot?.textContent?.includes('No providers available'),
  );
  await expect(list.getByText('Served Pick')).toBeVisible();
});
