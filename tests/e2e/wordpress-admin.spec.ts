/**
 * The WordPress plugin from wp-admin: an Author inserts the block from the editor's inserter and
 * sees the list as readers will; Settings → Worthy is for administrators (who set the default
 * partner id in wordpress-settings.spec.ts, after the other WordPress tests).
 */
import { expect as baseExpect, test } from '@playwright/test';
import { LISTS } from '../../lib/model';
import { builtinNames, FIRST_PREVIEW_TIMEOUT, insertWorthyBlock, logIn, WORDPRESS } from '../support/wordpress';

// wp-admin in WebAssembly answers slowly, the more so while the reader tests run beside it.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('an Author inserts the block from the inserter, picks a list by its title, sees it live, and only the block comment is saved', async ({
  page,
}) => {
  await insertWorthyBlock(page, 'author', 'Worthy ranked list');

  const canvas = page.frameLocator('iframe[name="editor-canvas"]');
  const picker = canvas.getByRole('combobox', { name: 'List' });
  // The lists' titles, grouped by vertical and market, from Worthy's registry.
  await expect(picker.locator('optgroup')).toHaveCount(new Set(LISTS.map((list) => `${list.vertical}/${list.market}`)).size);
  await expect(picker.locator('optgroup[label="Digital & Security · Canada"] option')).toContainText([
    'Top VPN Services for Canadians',
  ]);
  await expect(picker.locator('option:not([value=""])')).toHaveCount(LISTS.length);
  await picker.selectOption({ label: 'Top VPN Services for Canadians' });

  // The real list, rendered by the embed inside the editor.
  const preview = canvas.locator('worthy-ranked-list');
  await expect(preview.locator('.wy-card__name')).toHaveText(builtinNames('vpn_providers_canada'), {
    timeout: FIRST_PREVIEW_TIMEOUT,
  });

  // The sidebar sets the rest; the preview follows.
  const settings = page.getByRole('button', { name: 'Settings', exact: true });
  if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
  const sidebar = page.getByRole('region', { name: 'Editor settings' });
  await sidebar.getByRole('spinbutton', { name: 'Providers shown' }).fill('3');
  await expect(preview.locator('.wy-card__name')).toHaveCount(3);
  await sidebar.getByRole('checkbox', { name: 'Compare buttons and table' }).uncheck();
  await expect(preview.locator('.wy-button--compare')).toHaveCount(0);
  await sidebar.getByRole('textbox', { name: 'Partner id' }).fill('blog-42');
  await expect(preview.getByRole('link', { name: /Visit Provider/ }).first()).toHaveAttribute(
    'href',
    /utm_source=blog-42&utm_medium=embed/,
  );

  const content = await page.evaluate(() =>
    (window as unknown as { wp: { data: { select(store: string): { getEditedPostContent(): string } } } }).wp.data
      .select('core/editor')
      .getEditedPostContent(),
  );
  expect(content).toBe(
    '<!-- wp:worthy/ranked-list {"category":"vpn_providers_canada","limit":3,"compare":false,"partner":"blog-42"} /-->',
  );
});

test('Settings → Worthy is for administrators only', async ({ page }) => {
  await logIn(page, 'author');
  await page.goto(`${WORDPRESS}/wp-admin/options-general.php?page=worthy-rankings`);
  await expect(page.getByText(/Sorry, you are not allowed to access this page/)).toBeVisible();
});
