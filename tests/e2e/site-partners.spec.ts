/**
 * /partners: the snippet builder and its live preview. The preview is the real embed, loaded as
 * the reader nears it rather than with the page.
 */
import { readFileSync } from 'node:fs';
import { dismissCookieBanner } from '../support/audit';
import { expect, open, test } from '../support/site';

const EMBED = '/embed/worthy-embed.js';
const vpnNames = (
  JSON.parse(readFileSync(new URL('../../lib/data/builtin/vpn_providers.json', import.meta.url), 'utf8')) as { name: string }[]
).map((row) => row.name);

test.beforeEach(async ({ context }) => dismissCookieBanner(context));

test('on a phone the embed loads only when the reader nears the preview, once', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => request.url().endsWith(EMBED) && requested.push(request.url()));
  await page.setViewportSize({ width: 412, height: 823 });
  await open(page, '/partners');
  // The page's observer has watched the preview since hydration; once an observer of our own, made
  // later with the same margin, has reported, the page's has reported too and has chosen not to load.
  const previewNear = await page.locator('.ws-builder__preview').evaluate(
    (preview) =>
      new Promise<boolean>((resolve) => {
        const observer = new IntersectionObserver(
          ([entry]) => {
            observer.disconnect();
            resolve(Boolean(entry?.isIntersecting));
          },
          { rootMargin: '800px 0px' },
        );
        observer.observe(preview);
      }),
  );
  expect(previewNear, 'the preview is out of reach at first: else this test proves nothing').toBe(false);
  await expect(page.locator(`script[src="${EMBED}"]`), 'embed script added before the reader scrolled').toHaveCount(0);
  expect(requested, 'embed requested before the reader scrolled').toEqual([]);

  const preview = page.locator('.ws-builder__preview worthy-ranked-list');
  await preview.scrollIntoViewIfNeeded();
  const cards = preview.locator('.wy-card__name');
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toHaveText(vpnNames[0]!);
  await page.evaluate(() => window.scrollTo(0, 0));
  await preview.scrollIntoViewIfNeeded();
  expect(requested).toHaveLength(1);
});

test('every choice in the builder changes the snippet and the preview', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/partners');
  await page.getByRole('radio', { name: /script tag/ }).check();
  const snippet = page.getByRole('textbox', { name: 'Your snippet' });
  const preview = page.locator('.ws-builder__preview worthy-ranked-list');
  await preview.scrollIntoViewIfNeeded();

  await expect(snippet).toHaveValue(
    /<script src="[^"]+\/embed\/worthy-embed\.js" async><\/script>\n<worthy-ranked-list category="vpn_providers" limit="5"><\/worthy-ranked-list>/,
  );
  await expect(preview.locator('.wy-card__name')).toHaveCount(5);

  await page.getByRole('combobox', { name: 'Providers to show' }).selectOption('3');
  await expect(snippet).toHaveValue(/category="vpn_providers" limit="3">/);
  await expect(preview.locator('.wy-card__name')).toHaveCount(3);

  await page.getByRole('combobox', { name: 'List' }).selectOption('credit_card_providers');
  await expect(snippet).toHaveValue(/category="credit_card_providers" limit="3">/);
  await expect(preview.locator('.wy-card__name').first()).not.toHaveText(vpnNames[0]!);

  await page.getByRole('checkbox', { name: /Show compare buttons/ }).uncheck();
  await expect(snippet).toHaveValue(/limit="3" compare="false">/);
  await expect(preview.getByRole('button', { name: /Add to Compare/ })).toHaveCount(0);

  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(snippet).toHaveValue(/compare="false" theme="dark">/);
  await expect(preview).toHaveAttribute('theme', 'dark');

  // Only letters, digits, - and _ survive into the snippet, and the preview's links carry the ID.
  await page.getByRole('textbox', { name: /Partner ID/ }).fill('jane <travel> blog!');
  await expect(snippet).toHaveValue(/theme="dark" partner="janetravelblog">/);
  await expect(preview.getByRole('link', { name: /Visit Provider/ }).first()).toHaveAttribute(
    'href',
    /utm_source=janetravelblog&utm_medium=embed/,
  );

  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Snippet copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.inputValue());
});

test('asks where the partner publishes; WordPress first: the plugin to download, the block, and the shortcode for the options chosen', async ({
  page,
  request,
}) => {
  await open(page, '/partners');
  const where = page.getByRole('group', { name: 'Where do you publish?' });
  await expect(where.getByRole('radio')).toHaveCount(3);
  await expect(where.getByRole('radio', { name: /WordPress/ })).toBeChecked();
  const shortcode = page.getByRole('textbox', { name: 'Your shortcode' });
  await expect(shortcode).toHaveValue('[worthy_list category="vpn_providers" limit="5"]');
  await page.getByRole('combobox', { name: 'List' }).selectOption('credit_card_providers_canada');
  await page.getByRole('checkbox', { name: /Show compare buttons/ }).uncheck();
  await page.getByRole('radio', { name: 'Match the reader’s system' }).check();
  await page.getByRole('textbox', { name: /Partner ID/ }).fill('jane-blog');
  await expect(shortcode).toHaveValue(
    '[worthy_list category="credit_card_providers_canada" limit="5" compare="false" theme="auto" partner="jane-blog"]',
  );
  await expect(page.getByText('worthy/ranked-list', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy shortcode' })).toBeVisible();

  // The site serves the plugin it offers.
  const download = page.getByRole('link', { name: 'Download the Worthy Rankings plugin' });
  await expect(download).toHaveAttribute('download', '');
  const zip = await request.get((await download.getAttribute('href'))!);
  expect(zip.status()).toBe(200);
  expect((await zip.body()).subarray(0, 4).toString('binary')).toBe('PK\x03\x04');

  await expect(page.getByRole('heading', { name: 'Terms for partners' })).toBeVisible();
});

test('the React form gives a Next.js page that loads the list on the server, with the same choices', async ({ page }) => {
  await open(page, '/partners');
  const snippet = page.getByRole('textbox', { name: 'Your snippet' });
  await page.getByRole('combobox', { name: 'Providers to show' }).selectOption('3');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await page.getByRole('textbox', { name: /Partner ID/ }).fill('jane-blog');
  await page.getByRole('radio', { name: /React or Next\.js/ }).check();
  await expect(snippet).toHaveValue(
    [
      '// npm install worthy-widgets',
      "import { loadBuiltinList, WorthyRankedList } from 'worthy-widgets';",
      "import 'worthy-widgets/styles.css';",
      '',
      'export default async function Page() {',
      "  const list = await loadBuiltinList('vpn_providers');",
      '  return <WorthyRankedList category="vpn_providers" {...list} limit={3} theme="dark" partner="jane-blog" />;',
      '}',
    ].join('\n'),
  );
  await page.getByRole('radio', { name: /script tag/ }).check();
  await expect(snippet).toHaveValue(/^<script src=/);
});

test('documents the three events and how to send worthy:outbound to Google Analytics 4', async ({ page }) => {
  await open(page, '/partners');
  const events = page.getByRole('region', { name: 'Events' }).getByRole('table');
  await expect(events.getByRole('rowheader')).toHaveText(['worthy:ready', 'worthy:compare', 'worthy:outbound']);
  await expect(events.getByRole('row', { name: /worthy:outbound/ })).toContainText('{ category, provider, rank, url, partner }');
  const example = page.getByRole('region', { name: 'Google Analytics 4 example' });
  await expect(example).toContainText("document.addEventListener('worthy:outbound'");
  await expect(example).toContainText("gtag('event', 'worthy_outbound'");
});

test('on a phone the events table stacks each event: nothing scrolls sideways, every value is on screen, still a table', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await open(page, '/partners');
  const region = page.getByRole('region', { name: 'Events' });
  const table = region.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  await expect(table.getByRole('rowheader')).toHaveCount(3);
  const cells = await table.evaluate((t) =>
    [...t.querySelectorAll('tbody th, tbody td')].map((cell) => {
      const box = cell.getBoundingClientRect();
      return { text: cell.textContent, left: box.left, right: box.right, wide: cell.scrollWidth > cell.clientWidth };
    }),
  );
  expect(cells).toHaveLength(3 * 4);
  for (const cell of cells) {
    expect(cell.left, cell.text!).toBeGreaterThanOrEqual(0);
    expect(cell.right, cell.text!).toBeLessThanOrEqual(320);
    expect(cell.wide, cell.text!).toBe(false);
  }
  // Each value is labelled with its column's name, for the eye.
  const label = await table
    .getByRole('row', { name: /worthy:outbound/ })
    .locator('td')
    .evaluateAll((tds) => tds.map((td) => getComputedStyle(td, '::before').content));
  expect(label.map((content) => content.replace(/ \/ .*$/, ''))).toEqual(['"React"', '"When"', '"detail"']);
});

test('a Canada list can be had in French: the snippet says lang="fr-CA" (locale for React) and the preview speaks French', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/partners');
  const language = page.getByRole('group', { name: 'Language' });
  // The US lists have no French words: no choice to make.
  await expect(language).toHaveCount(0);
  await page.getByRole('combobox', { name: 'List' }).selectOption('vpn_providers_canada');
  await language.getByRole('radio', { name: 'Français (Canada)' }).check();
  await expect(language.getByText(/WordPress block shows its lists in English/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your shortcode' })).toHaveValue(
    '[worthy_list category="vpn_providers_canada" limit="5"]',
  );

  await page.getByRole('radio', { name: /script tag/ }).check();
  await expect(page.getByRole('textbox', { name: 'Your snippet' })).toHaveValue(
    /<worthy-ranked-list category="vpn_providers_canada" limit="5" lang="fr-CA"><\/worthy-ranked-list>/,
  );
  const preview = page.locator('.ws-builder__preview worthy-ranked-list');
  await preview.scrollIntoViewIfNeeded();
  await expect(preview).toHaveAttribute('lang', 'fr-CA');
  await expect(preview.locator('ol > li').first()).toContainText('Rang 1');

  await page.getByRole('radio', { name: /npm package/ }).check();
  await expect(page.getByRole('textbox', { name: 'Your snippet' })).toHaveValue(/locale="fr-CA" \/>/);

  // Back to a US list: English again, whatever was chosen.
  await page.getByRole('combobox', { name: 'List' }).selectOption('vpn_providers');
  await expect(language).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Your snippet' })).not.toHaveValue(/fr-CA/);
});
