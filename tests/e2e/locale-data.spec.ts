/**
 * English pages load no locale data. An Intl formatter or collator (and toLocaleString or
 * localeCompare, which make one) loads it on first use: about 60 ms here unthrottled, a long task of
 * several hundred milliseconds on a low-tier phone, which is what the cards' facts once cost every
 * topic page. English figures are written by hand (lib/format/rating.ts formatFigure).
 */
import { expect, test } from '@playwright/test';

/** Counts every call that would load locale data, from the page's first script on. */
const WATCH = () => {
  const calls: string[] = [];
  Object.assign(window, { localeDataCalls: calls });
  const watch = (owner: object, name: string, label: string) => {
    const original = (owner as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
    (owner as Record<string, unknown>)[name] = new Proxy(original, {
      apply(target, self, args) {
        calls.push(label);
        return Reflect.apply(target, self, args);
      },
      construct(target, args) {
        calls.push(label);
        return Reflect.construct(target, args);
      },
    });
  };
  for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'])
    watch(Intl, name, `Intl.${name}`);
  watch(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
  watch(Date.prototype, 'toLocaleString', 'Date#toLocaleString');
  watch(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString');
  watch(String.prototype, 'localeCompare', 'String#localeCompare');
};

const ENGLISH_PAGES = [
  '/',
  '/categories/finance',
  '/health/glp1-programs',
  '/finance/savings-accounts-canada',
  '/digital/vpn-services/surfshark',
  '/digital/ai-saas-tools-canada/chatgpt',
  '/about',
];

for (const path of ENGLISH_PAGES) {
  test(`${path} loads and hydrates without loading locale data`, async ({ page }) => {
    await page.addInitScript(WATCH);
    await page.goto(path);
    await expect(page.locator('html[data-router="ready"]')).toBeAttached();
    // Every part hydrates in its turn; the last ones once the reader scrolls to them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { localeDataCalls: string[] }).localeDataCalls)).toEqual([]);
  });
}
