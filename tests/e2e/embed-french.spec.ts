/**
 * The embed in Canadian French (CONTRACT section 13): lang="fr-CA" on the element, data-lang on
 * the script form, beside English lists on the same partner page. French comes as a file of its
 * own with the list's French file; an English page fetches neither.
 */
import { readFileSync } from 'node:fs';
import { expect, type Locator } from '@playwright/test';
import { FR_LISTS } from '../../lib/i18n/fr-CA/lists';
import { LIVE_PICK, LIVE_PICK_FRENCH, builtinRows } from '../support/embedServers';
import { embedTest as test } from '../support/embedTest';
import { englishIn } from '../support/englishPieces';
import { partnerPage } from '../support/partnerPage';

const KEY = 'vpn_providers_canada';
const french = JSON.parse(readFileSync(`lib/data/fr/${KEY}.json`, 'utf8')) as { rows: Record<string, { features: string[] }> };

/** All a reader sees or hears in the widget: its text, and its labels, titles and alternatives. */
const heard = (widget: Locator) =>
  widget.evaluate((host) => {
    const root = host.shadowRoot!;
    const attributes = [...root.querySelectorAll('[aria-label], [title], [alt]')].flatMap((node) =>
      ['aria-label', 'title', 'alt'].map((name) => node.getAttribute(name) ?? ''),
    );
    return [(root.firstElementChild as HTMLElement).innerText, ...attributes].join('\n');
  });

/** The list's cards drawn so far: they follow the header a frame each, in placeholders until then. */
const cards = (widget: Locator) => widget.locator('ol > li:has(article)');

test('a French list beside an English one: each in its own language, the same ranks and numbers', async ({ page, servers }) => {
  await page.goto(
    servers.publish(
      '/bilingual',
      partnerPage({
        body: `<worthy-ranked-list id="fr" category="${KEY}" lang="fr-CA"></worthy-ranked-list>
               <worthy-ranked-list id="en" category="${KEY}"></worthy-ranked-list>
               <script src="${servers.scriptUrl}" async></script>`,
      }),
    ),
  );
  const fr = page.locator('#fr');
  const en = page.locator('#en');
  await expect(fr.getByRole('heading', { level: 2, name: FR_LISTS[KEY].title.replaceAll(' ', '\u00a0') })).toBeVisible();
  await expect(en.getByRole('heading', { level: 2 }).first()).toHaveText(/Top VPN Services/);
  await expect(cards(en)).toHaveCount(builtinRows(KEY).length);
  await expect(cards(fr)).toHaveCount(builtinRows(KEY).length);

  // The same providers in the same order, with their numbers written the French way.
  const names = (widget: Locator) => cards(widget).getByRole('heading', { level: 3 }).allTextContents();
  expect(await names(fr)).toEqual(await names(en));
  const first = cards(fr).first();
  await expect(first).toContainText('Rang 1');
  await expect(first).toContainText(/\d,\d\d/);
  await expect(first).toContainText(/\d\u00a0\d{3} avis vérifiés/);
  await expect(first.getByRole('button', { name: /^Ajouter au comparateur/ })).toBeVisible();
  // The row's own words from the French file.
  const [name] = await names(fr);
  for (const feature of french.rows[name!]!.features)
    await expect(first).toContainText(feature.replace(/ (?=[:%$»])/g, '\u00a0'));
  await expect(fr.getByRole('link', { name: 'Notre méthode de notation' })).toHaveAttribute('href', /\/fr\/about#how-we-review$/);
  // 'Lire l'évaluation' leads to the French review; the English list's to the English one.
  const reviewPath = new URL(String(builtinRows(KEY).find((row) => row.name === name)!.review)).pathname;
  await expect(first.getByRole('link', { name: /^Lire l'évaluation/ })).toHaveAttribute(
    'href',
    `https://worthy.reviews/fr${reviewPath}`,
  );
  await expect(
    cards(en)
      .first()
      .getByRole('link', { name: /^Read Review/ }),
  ).toHaveAttribute('href', `https://worthy.reviews${reviewPath}`);

  // Compare and the breakdown, also in French.
  const buttons = fr.getByRole('button', { name: /^Ajouter au comparateur/ });
  await buttons.nth(0).click();
  await buttons.nth(0).click();
  await expect(fr.getByText('2 sur 3 choisis')).toBeVisible();
  await expect(fr.getByRole('region', { name: /^Tableau/ })).toBeVisible();
  await expect(fr.getByRole('rowheader', { name: 'Prix de départ / offre' })).toBeVisible();
  await first.getByRole('button', { name: /^Détail de la note/ }).click();
  await expect(first.getByText(/est la moyenne pondérée de ces notes/)).toBeVisible();
  expect(englishIn(await heard(fr)), 'English in the French list').toEqual([]);

  // The English list is untouched by its neighbour.
  await expect(cards(en).first()).toContainText('Rank 1');
  await expect(en.getByRole('button', { name: /^Add to Compare/ }).first()).toBeVisible();
  expect(await heard(en)).not.toMatch(/Rang|comparateur|avis vérifiés/);

  expect(servers.served).toContain(`/embed/lists/fr-CA/${KEY}.json`);
  expect(servers.served.filter((path) => /worthy-embed-french-[\w-]+\.js$/.test(path))).toHaveLength(1);
});

test('an English page fetches nothing French', async ({ page, servers }) => {
  await page.goto(
    servers.publish(
      '/english',
      partnerPage({
        body: `<worthy-ranked-list category="${KEY}"></worthy-ranked-list><script src="${servers.scriptUrl}"></script>`,
      }),
    ),
  );
  await expect(cards(page.locator('worthy-ranked-list'))).not.toHaveCount(0);
  await page
    .locator('worthy-ranked-list')
    .getByRole('button', { name: /^Add to Compare/ })
    .first()
    .click();
  expect(servers.served.filter((path) => /fr-CA|french/.test(path))).toEqual([]);
});

test('the script form takes data-lang, and a US list in French keeps its English words under French labels', async ({
  page,
  servers,
}) => {
  await page.goto(
    servers.publish(
      '/script-form',
      partnerPage({
        body: `<script src="${servers.scriptUrl}" data-category="vpn_providers" data-lang="fr-CA" data-limit="3"></script>`,
      }),
    ),
  );
  const widget = page.locator('worthy-ranked-list');
  await expect(widget).toHaveAttribute('lang', 'fr-CA');
  await expect(cards(widget)).toHaveCount(3);
  await expect(cards(widget).first()).toContainText('Rang 1');
  await expect(widget.locator('.wy-list__title')).toHaveText('Top VPN Services');
});

test('a backend’s rows show their own French words, and English where a row has none', async ({ page, servers }) => {
  await page.goto(
    servers.publish(
      '/backend',
      partnerPage({
        body: `<worthy-ranked-list category="${KEY}" lang="fr-CA" supabase-url="${servers.scriptOrigin}" supabase-key="anon"></worthy-ranked-list>
               <script src="${servers.scriptUrl}"></script>`,
      }),
    ),
  );
  const widget = page.locator('worthy-ranked-list');
  const live = cards(widget).filter({ hasText: LIVE_PICK.name });
  for (const feature of LIVE_PICK_FRENCH.features) await expect(live).toContainText(feature);
  // The second row has no French of its own: its English words, under French labels.
  const english = JSON.parse(readFileSync(`lib/data/builtin/${KEY}.json`, 'utf8')) as Array<{ name: string; features: string[] }>;
  const second = cards(widget).nth(1);
  const name = (await second.getByRole('heading', { level: 3 }).textContent())!;
  await expect(second).toContainText(english.find((row) => row.name === name)!.features[0]!);
  await expect(second).toContainText('Rang 2');
});
