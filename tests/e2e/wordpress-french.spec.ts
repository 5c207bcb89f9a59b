/**
 * The WordPress plugin on a site in French (Canada), in the test WordPress 6.5 (the cookie of
 * tests/wordpress/locale-switch.php makes a request French): WordPress reads the plugin's French
 * from each file the build compiles from languages/worthy-rankings-fr_CA.po; a reader's page holds
 * the list in French and the live widget goes on in the same words; an Author who works in French
 * has the block editor in French.
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { LISTS } from '../../lib/model';
import { keyOf, parsePo } from '../../scripts/wordpressI18n.mjs';
import {
  builtinNames,
  closedPort,
  FRENCH_SITE,
  FIRST_PREVIEW_TIMEOUT,
  insertWorthyBlock,
  listMarkup,
  liveListsReady,
  phpProblems,
  pluginLogLines,
  postUrl,
  servedListHeight,
  listShifts,
  trackLiveLists,
  useFlagship,
  useFrenchSite,
  watchListShifts,
  WORDPRESS,
} from '../support/wordpress';

// WordPress in WebAssembly answers slowly, and one page here renders every list while the others run.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const NBSP = '\u00a0';

/** Reads a post; fails on any PHP notice or warning in it (WP_DEBUG prints them into the page). */
async function read(page: Page, slug: string): Promise<void> {
  const response = await page.goto(postUrl(slug));
  expect(response?.status()).toBe(200);
  expect(phpProblems(await page.content()), 'PHP notices in the page').toEqual([]);
}

test.afterAll(() => {
  expect(pluginLogLines(), "the plugin's lines in WordPress's debug.log").toEqual([]);
});

test("WordPress reads the plugin's French from the .mo, the .l10n.php and the block editor's .json alike", async ({
  request,
}) => {
  const po = parsePo(readFileSync(new URL('../../wordpress/plugin/languages/worthy-rankings-fr_CA.po', import.meta.url), 'utf8'));
  const expected = Object.fromEntries(po.translations.map((entry) => [keyOf(entry), entry.msgstr]));
  const answer = await request.get(`${WORDPRESS}/worthy-translations.php`, {
    headers: { cookie: `${FRENCH_SITE.name}=${FRENCH_SITE.value}` },
  });
  expect(phpProblems(await answer.text())).toEqual([]);
  const files = (await answer.json()) as {
    mo: Record<string, string[]> | null;
    php: Record<string, string[]> | null;
    editor: { locale_data: { messages: Record<string, unknown> } } | null;
    loaded: Record<string, string>;
  };
  expect(Object.keys(expected).length).toBeGreaterThan(50);
  // WordPress 6.3 and 6.4 read the .mo; 6.5 reads the .l10n.php first.
  expect(files.mo).toEqual(expected);
  expect(files.php).toEqual(expected);
  // The editor's texts, block.json's among them, and only those.
  const editor = files.editor?.locale_data.messages ?? {};
  expect(editor['block title\u0004Worthy ranked list']).toEqual(['Liste classée Worthy']);
  expect(editor['Providers shown']).toEqual(['Fournisseurs affichés']);
  expect(editor['embed language\u0004en']).toEqual(['fr-CA']);
  expect(editor['Top Rated']).toBeUndefined();
  // And the plugin, asked in French, answers in French; WordPress writes its numbers the French way.
  expect(files.loaded).toEqual({ top_rated: 'Meilleur choix', block_title: 'Liste classée Worthy', decimal_point: '4,5' });
});

test.describe('a reader of a site in French (Canada), scripts off', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({ context }) => useFrenchSite(context));

  test("the list in French, in the live widget's words; a Canada list's own words in French too", async ({ page }) => {
    await read(page, 'author-two-lists');
    const lists = page.locator('worthy-ranked-list');
    await expect(lists).toHaveCount(2);
    // The embed goes on in the same language.
    await expect(lists.nth(0)).toHaveAttribute('lang', 'fr-CA');
    await expect(lists.nth(1)).toHaveAttribute('lang', 'fr-CA');

    const canada = lists.nth(1);
    await expect(canada.getByRole('heading', { level: 2, name: 'Meilleurs services VPN pour les Canadiens' })).toBeVisible();
    await expect(canada.locator('.wy-list__disclosure')).toContainText(
      'Nous pouvons toucher une commission quand vous visitez un fournisseur. Elle ne décide jamais du classement.',
    );
    await expect(canada.getByRole('link', { name: 'Notre méthode de notation' })).toHaveAttribute(
      'href',
      /^http:\/\/127\.0\.0\.1:\d+\/fr\/about#how-we-review$/,
    );
    await expect(canada.locator('.wy-card__name')).toHaveText(builtinNames('vpn_providers_canada'));
    await expect(canada.locator('.wy-badge--top').first()).toHaveText('Meilleur choix');
    const first = canada.locator('.wy-card').first();
    // Numbers the French way: 4,70 and 27 410, a non-breaking space between the thousands.
    await expect(first.locator('.wy-card__score')).toHaveText(/^\d,\d\d$/);
    expect(await first.locator('.wy-card__votes').textContent()).toMatch(/^\d{1,3}(\u00a0\d{3})* avis vérifiés$/);
    await expect(first.locator('.wy-stars')).toHaveAttribute('aria-label', /^Note de \d,\d\d sur 5$/);
    await expect(first.getByRole('link', { name: /^Visiter le fournisseur .+ \(s’ouvre dans un nouvel onglet\)$/ })).toHaveCount(
      1,
    );
    // The row's own words, as Worthy's French for the list has them.
    const french = JSON.parse(readFileSync(new URL('../../lib/data/fr/vpn_providers_canada.json', import.meta.url), 'utf8')) as {
      rows: Record<string, { features?: string[] }>;
    };
    const name = builtinNames('vpn_providers_canada')[0]!;
    await expect(first.locator('.wy-card__features li').first()).toHaveText(french.rows[name]!.features![0]!);
    // OQLF typography: a non-breaking space before the colon.
    expect(await canada.locator('.wy-compare__title').textContent()).toBe(`Comparer${NBSP}: Services VPN`);
    expect(await canada.locator('.wy-compare__empty').textContent()).toBe(
      `Choisissez «${NBSP}Ajouter au comparateur${NBSP}» sur une fiche pour l’afficher ici, côte à côte avec les autres.`,
    );

    // A US list keeps its rows' English words; the widget's are French.
    const us = lists.nth(0);
    await expect(us.locator('.wy-card__name')).toHaveText(builtinNames('savings_account_providers'));
    await expect(us.locator('.wy-compare__count')).toHaveText('0 sur 3 choisis');
    await expect(us.getByRole('link', { name: /^Visiter le fournisseur / }).first()).toBeAttached();
  });

  test("the Worthy site unreachable: a link to the list's French page on Worthy", async ({ page, context }) => {
    const dead = await closedPort();
    await useFlagship(context, dead);
    await read(page, 'author-two-lists');
    await expect(
      page.getByRole('link', { name: /^Voir le classement «\s*Meilleurs services VPN pour les Canadiens\s*» sur Worthy$/ }),
    ).toHaveAttribute('href', `${dead}/fr/digital/vpn-services-canada`);
  });
});

test('the live French widget takes the served list over in place, without moving anything', async ({ page, context }) => {
  await useFrenchSite(context);
  await watchListShifts(context);
  await trackLiveLists(context);
  // The embed held back until the served list has been measured (as the English take-over test does).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/worthy-embed.js*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(postUrl('author-block'), { waitUntil: 'domcontentloaded' });
  const list = page.locator('worthy-ranked-list');
  const served = await servedListHeight(list);
  release();
  await liveListsReady(page, 1);
  // Taken over, not drawn afresh: the served stylesheet stays in the shadow root.
  expect(await list.evaluate((element) => [...element.shadowRoot!.children].some((child) => child.localName === 'style'))).toBe(
    true,
  );
  const live = await list.evaluate((element) => element.getBoundingClientRect().height);
  expect(served, 'the server list had its full height before any script ran').toBeGreaterThan(800);
  expect(Math.abs(live - served), 'height change when the live list took over').toBeLessThan(0.5);
  expect(await listShifts(page), 'layout shifts of the list or the text after it').toEqual([]);
  await expect(list.getByRole('button', { name: /^Ajouter au comparateur/ }).first()).toBeEnabled();
});

test("the server's French list is the French widget's own markup, for every list", async ({ browser }) => {
  test.slow();
  const off = await browser.newPage({ javaScriptEnabled: false });
  await useFrenchSite(off.context());
  await read(off, 'every-list');
  const served = await listMarkup(off, false);
  expect(served).toHaveLength(LISTS.length);

  const on = await browser.newPage();
  await useFrenchSite(on.context());
  await trackLiveLists(on);
  await read(on, 'every-list');
  await liveListsReady(on, LISTS.length);
  const live = await listMarkup(on, true);
  for (let i = 0; i < served.length; i++) expect(served[i], `list ${i + 1}`).toBe(live[i]);
});

test('an Author who works in French has the block in French: its name, the list picker, the sidebar and the preview', async ({
  page,
}) => {
  // WordPress's own words stay English here: the test WordPress has only its French for numbers.
  await insertWorthyBlock(page, 'auteur', 'Liste classée Worthy');

  const canvas = page.frameLocator('iframe[name="editor-canvas"]');
  const picker = canvas.getByRole('combobox', { name: 'Liste' });
  await expect(picker.locator('option').first()).toHaveText('Choisissez une liste…');
  await expect(picker.locator('optgroup[label="Numérique et sécurité · Canada"] option')).toContainText([
    'Meilleurs services VPN pour les Canadiens',
  ]);
  await expect(picker.locator('optgroup[label="Numérique et sécurité · États-Unis"] option')).toContainText(['Top VPN Services']);
  await picker.selectOption({ label: 'Meilleurs services VPN pour les Canadiens' });

  // The preview is the live list in the French readers get.
  const preview = canvas.locator('worthy-ranked-list');
  await expect(preview).toHaveAttribute('lang', 'fr-CA');
  await expect(preview.locator('.wy-list__title')).toHaveText('Meilleurs services VPN pour les Canadiens', {
    timeout: FIRST_PREVIEW_TIMEOUT,
  });
  await expect(preview.locator('.wy-card__name')).toHaveText(builtinNames('vpn_providers_canada'));

  const settings = page.getByRole('button', { name: 'Settings', exact: true });
  if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
  const sidebar = page.getByRole('region', { name: 'Editor settings' });
  await expect(sidebar.getByRole('spinbutton', { name: 'Fournisseurs affichés' })).toBeVisible();
  await expect(sidebar.getByRole('checkbox', { name: 'Boutons et tableau du comparateur' })).toBeChecked();
  await expect(sidebar.getByRole('combobox', { name: 'Couleurs' })).toHaveValue('light');
});
