/**
 * Deleting the plugin in wp-admin removes its options and cached lists (uninstall.php). Its own
 * Playwright project, run after every other test: the other WordPress tests need the plugin.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { logIn, postUrl, WORDPRESS } from '../support/wordpress';

// WordPress in WebAssembly answers slowly, the more so while other tests run beside it.
const expect = baseExpect.configure({ timeout: 20_000 });

interface Stored {
  options: Record<string, string | null>;
  transients: number;
}

test('deleting Worthy Rankings in wp-admin removes its options and its cached lists', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stored = async () => (await (await request.get(`${WORDPRESS}/worthy-options.php`)).json()) as Stored;
  await request.get(postUrl('author-block'));
  await logIn(page, 'admin', 'password');
  await page.goto(`${WORDPRESS}/wp-admin/options-general.php?page=worthy-rankings`);
  await page.getByRole('textbox', { name: 'Default partner id' }).fill('house-blog');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  const before = await stored();
  expect(before.options.worthy_partner_id).toBe('house-blog');
  expect(before.options.worthy_site_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(before.transients).toBeGreaterThan(0);

  await page.goto(`${WORDPRESS}/wp-admin/plugins.php`);
  await page.getByRole('link', { name: 'Deactivate Worthy Rankings' }).click();
  await expect(page.getByText('Plugin deactivated.')).toBeVisible();
  // wp-admin deletes by Ajax once its updates script is running and has bound its click handler, on
  // jQuery's ready; a click before that (a slow machine) takes the no-script confirmation page instead.
  await page.waitForFunction(() => {
    const admin = window as { wp?: { updates?: { ajax?: unknown } }; jQuery?: { isReady?: boolean } };
    return typeof admin.wp?.updates?.ajax === 'function' && admin.jQuery?.isReady === true;
  });
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Delete Worthy Rankings' }).click();
  await expect(page.getByText('Worthy Rankings was successfully deleted.')).toBeVisible({ timeout: 30_000 });

  const after = await stored();
  expect(after.options).toEqual({
    worthy_partner_id: null,
    worthy_site_url: null,
    worthy_supabase_url: null,
    worthy_supabase_key: null,
  });
  expect(after.transients).toBe(0);
});
