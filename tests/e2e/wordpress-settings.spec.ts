/**
 * Settings → Worthy: the default partner id, which every list on the site without its own partner
 * takes. Its own Playwright project, run after the other WordPress tests and before the uninstall:
 * saved while they ran, it changed the lists they were reading (a server list read before it and
 * the live one after no longer matched).
 */
import { expect as baseExpect, test } from '@playwright/test';
import { logIn, phpProblems, postUrl, WORDPRESS } from '../support/wordpress';

// wp-admin in WebAssembly answers slowly.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('Settings → Worthy: an administrator saves a default partner id that blocks without one use; a bad id is refused', async ({
  page,
  browser,
}) => {
  await logIn(page, 'admin', 'password');
  await page.goto(`${WORDPRESS}/wp-admin/options-general.php?page=worthy-rankings`);
  expect(phpProblems(await page.content())).toEqual([]);
  const partner = page.getByRole('textbox', { name: 'Default partner id' });

  // The browser refuses a bad id before it is sent; sent anyway, the server refuses it and keeps the old value.
  await partner.fill('bad id!');
  expect(await partner.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
  await partner.evaluate((input: HTMLInputElement) => (input.form!.noValidate = true));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(/The partner id may use only letters/)).toBeVisible();
  await expect(partner).not.toHaveValue('bad id!');

  await partner.fill('house-blog');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(partner).toHaveValue('house-blog');

  const reader = await browser.newPage({ javaScriptEnabled: false });
  await reader.goto(postUrl('author-default'));
  await expect(reader.locator('worthy-ranked-list')).toHaveAttribute('partner', 'house-blog');
  await expect(reader.getByRole('link', { name: /Visit Provider/ }).first()).toHaveAttribute(
    'href',
    /utm_source=house-blog&utm_medium=embed/,
  );
  // A block that names its own partner keeps it.
  await reader.goto(postUrl('author-block'));
  await expect(reader.locator('worthy-ranked-list')).toHaveAttribute('partner', 'blog-42');

  await partner.fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
});
