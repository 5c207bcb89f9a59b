/**
 * Worthy in Canadian French (CONTRACT section 13): each Canada topic page's French twin at /fr +
 * its path, in French from the shell to the list, with reciprocal hreflang, a language switch both
 * ways, French formats, and nothing of the English the site and widgets say.
 */
import type { Page } from '@playwright/test';
import { FR_LISTS } from '../../lib/i18n/fr-CA/lists';
import { isCanadaListKey } from '../../lib/model';
import { FRENCH_TOPIC_ROUTES, TOPIC_ROUTES, type ReviewRoute } from '../../site/routes';
import { PAGES } from '../support/audit';
import { CANADA_LISTS, CANADA_PROVIDERS } from '../support/counts';
import { englishIn, ENGLISH_PIECES } from '../support/englishPieces';
import { expect, open, test } from '../support/site';

test.describe.configure({ mode: 'parallel' });

const NBSP = '\u00a0';

/** Each hreflang of the page's head, as a path. */
const alternates = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang')!,
        new URL(link.getAttribute('href')!).pathname,
      ]),
    ),
  );

/** All a reader sees or hears on the page: its text, and its labels, titles, alternatives and placeholders. */
const heard = (page: Page) =>
  page.evaluate(() => {
    const attributes = [...document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap((node) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((name) => node.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, ...attributes].join('\n');
  });

test('every Canada topic page has a French twin, and only those', () => {
  expect(FRENCH_TOPIC_ROUTES.map((route) => route.path).sort()).toEqual(CANADA_LISTS.map((list) => `/fr${list.path}`).sort());
  const canada = TOPIC_ROUTES.filter((route) => route.market === 'ca');
  expect(FRENCH_TOPIC_ROUTES.map((route) => route.path).sort()).toEqual(canada.map((route) => `/fr${route.path}`).sort());
  expect(ENGLISH_PIECES.length).toBeGreaterThan(80);
});

for (const route of FRENCH_TOPIC_ROUTES) {
  test(`${route.path}: French from the shell to the list, with its hreflang and switch`, async ({ page, consoleErrors }) => {
    await open(page, route.path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const key = route.listKey;
    if (!isCanadaListKey(key)) throw new Error(`${key} is not a Canada list`);
    await expect(
      page.getByRole('heading', { level: 2, name: FR_LISTS[key].title.replace(/ ([:»])/g, `${NBSP}$1`) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passer au contenu' })).toBeAttached();
    await expect(page.locator('.wy-card__votes').first()).toHaveText(/^\d{1,3}(\u00a0\d{3})* avis vérifiés$/);
    await expect(page.locator('.wy-card__score').first()).toHaveText(/^\d,\d\d$/);

    const english = route.english!;
    expect(await alternates(page)).toEqual({
      'en-US': route.twin,
      'en-CA': english,
      'fr-CA': route.path,
      'x-default': route.twin,
    });
    const toEnglish = page.getByRole('link', { name: 'English', exact: true });
    await expect(toEnglish).toHaveAttribute('href', english);
    await expect(toEnglish).toHaveAttribute('lang', 'en-CA');
    await expect(toEnglish).toHaveAttribute('hreflang', 'en-CA');

    expect(englishIn(await heard(page)), 'English the site or a widget says, on a French page').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('the English Canada page and its US twin list the same hreflang set, and the switch leads to French and back', async ({
  page,
}) => {
  const french = FRENCH_TOPIC_ROUTES.find((route) => route.english === '/health/glp1-programs-canada')!;
  await open(page, french.path);
  const set = await alternates(page);
  await open(page, '/health/glp1-programs');
  expect(await alternates(page)).toEqual(set);
  await open(page, '/health/glp1-programs-canada');
  expect(await alternates(page)).toEqual(set);

  const toFrench = page.getByRole('link', { name: 'Français', exact: true });
  await expect(toFrench).toHaveAttribute('lang', 'fr-CA');
  await expect(toFrench).toHaveAttribute('hreflang', 'fr-CA');
  await toFrench.click();
  await expect(page).toHaveURL(/\/fr\/health\/glp1-programs-canada$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('GLP-1');
  await expect(page.getByRole('button', { name: /^Ajouter au comparateur/ }).first()).toBeVisible();

  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/health\/glp1-programs-canada$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: /^Add to Compare/ }).first()).toBeVisible();
});

test('a French page compares and explains in French, with French numbers', async ({ page }) => {
  await open(page, '/fr/finance/savings-accounts-canada');
  const add = page.getByRole('button', { name: /^Ajouter au comparateur/ });
  await add.nth(0).click();
  await add.nth(1).click();
  await expect(page.locator('#compare-panel').getByRole('status').first()).toHaveText('2 sur 3 choisis');
  const table = page.locator('#compare-panel').getByRole('table');
  await expect(table.getByRole('rowheader', { name: 'Prix de départ / offre' })).toBeVisible();
  await expect(table.getByText(/^\d,\d\d \/ 5$/).first()).toBeVisible();
  await page
    .getByRole('button', { name: /^Détail de la note/ })
    .first()
    .click();
  await expect(page.getByText(/^Vérifié en [a-zéû]+ \d{4}$/).first()).toBeVisible();
  await expect(page.getByText(/ est la moyenne pondérée de ces notes\u00a0:$/).first()).toBeVisible();
  expect(englishIn(await heard(page))).toEqual([]);
});

test('the sitemap lists the French pages with their hreflang', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const route of FRENCH_TOPIC_ROUTES) expect(xml).toContain(`/fr${route.english}</loc>`);
  expect(xml).toContain('hreflang="fr-CA" href="https://worthy.reviews/fr/health/glp1-programs-canada"');
});

for (const page of ['/about', '/privacy', '/cookies', '/contact']) {
  test(`/fr${page}: the static page in French, its anchors the English ones, with its hreflang and switch`, async ({
    page: browser,
    consoleErrors,
  }) => {
    await open(browser, page);
    const englishIds = await browser.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    const englishH1 = await browser.getByRole('heading', { level: 1 }).textContent();
    await browser.getByRole('link', { name: 'Français', exact: true }).click();
    await expect(browser).toHaveURL(new RegExp(`/fr${page}$`));
    await expect(browser.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(browser.getByRole('heading', { level: 1 })).not.toHaveText(englishH1!);
    // The same sections, under the same anchors (/fr/about#how-we-review opens the same one).
    expect(await browser.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id))).toEqual(englishIds);

    await open(browser, `/fr${page}`);
    expect(await alternates(browser)).toEqual({ 'en-US': page, 'en-CA': page, 'fr-CA': `/fr${page}`, 'x-default': page });
    const toEnglish = browser.getByRole('link', { name: 'English', exact: true });
    await expect(toEnglish).toHaveAttribute('href', page);
    await expect(toEnglish).toHaveAttribute('hreflang', 'en-CA');
    // The footer leads to the French static pages.
    await expect(browser.locator('footer').getByRole('link', { name: 'Confidentialité' })).toHaveAttribute('href', '/fr/privacy');
    expect(englishIn(await heard(browser)), 'English the site says, on a French page').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('a French topic page links to the French method section; the English one to the English', async ({ page }) => {
  await open(page, '/fr/finance/credit-cards-canada');
  await expect(page.getByRole('link', { name: 'Notre méthode en général' })).toHaveAttribute('href', '/fr/about#how-we-review');
  await open(page, '/fr/about#how-we-review');
  await expect(page.locator('#how-we-review')).toBeInViewport();
  await open(page, '/finance/credit-cards-canada');
  await expect(page.getByRole('link', { name: 'Our method in general' })).toHaveAttribute('href', '/about#how-we-review');
});

test('an unknown /fr/… path is the not-found page in French, status 404; an unknown English one stays English', async ({
  page,
}) => {
  const response = await page.goto('/fr/nulle-part');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups! Page introuvable');
  await expect(page).toHaveTitle(/^Page introuvable/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(englishIn(await heard(page))).toEqual([]);
  // A French topic's unknown provider too.
  expect((await page.goto('/fr/digital/vpn-services-canada/nope'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups! Page introuvable');
  expect((await page.goto('/nowhere'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
});

test('a tap before the French words have arrived is said again in French once they are in', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/french-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await open(page, '/fr/finance/savings-accounts-canada');
  const add = page.getByRole('button', { name: /^Ajouter au comparateur/ });
  await add.nth(0).click();
  await add.nth(1).click();
  await expect(page.locator('#compare-panel').getByRole('table')).toBeVisible();
  release();
  await expect(page.locator('#compare-panel').getByRole('rowheader', { name: 'Prix de départ / offre' })).toBeVisible();
  await expect.poll(async () => englishIn(await heard(page))).toEqual([]);
});

test('a French page’s cookie banner shows in French from its first frame, so it never grows as the words arrive', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = { english: false, shift: 0 };
    Object.assign(window, { bannerSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('.ws-cookies')?.textContent?.includes('Your cookie choices')) seen.english = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The words arrive late, as on a slow phone.
  await page.route(/\/assets\/french-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await open(page, '/fr');
  await expect(page.getByRole('region', { name: 'Vos choix de témoins' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(
    await page.evaluate(() => (window as unknown as { bannerSeen: { english: boolean; shift: number } }).bannerSeen),
  ).toEqual({
    english: false,
    shift: 0,
  });
});

test('/fr: the home for Canada in French, its picks from Canada lists in French, each leading to a French page', async ({
  page,
  consoleErrors,
}) => {
  await open(page, '/');
  await page.getByRole('link', { name: 'Français', exact: true }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Découvrez ce qui vaut/);
  expect(await alternates(page)).toEqual({ 'en-US': '/', 'en-CA': '/', 'fr-CA': '/fr', 'x-default': '/' });
  await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', '/');

  // The categories lead to the French hubs; the picks come from Canada lists, in French, and lead to their French pages.
  const categories = page.getByRole('list', { name: 'Catégories' });
  await expect(categories.getByRole('link')).toHaveCount(4);
  for (const href of await categories.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/fr\/categories\/(health|finance|digital|lifestyle)$/);
  const more = page.getByRole('link', { name: /^Voir le classement complet/ });
  await expect(more).toHaveCount(4);
  for (const href of await more.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(FRENCH_TOPIC_ROUTES.map((route) => route.path)).toContain(href);
  const picks = page.locator('#health-picks');
  await expect(picks.getByRole('heading', { level: 3 })).toHaveText(FR_LISTS.glp1_providers_canada.title.replaceAll(' ', NBSP));
  await expect(picks.locator('ol > li')).toHaveCount(3);
  await expect(picks.locator('ol > li').first()).toContainText(/\d,\d avis vérifiés|\d,\d{1,2}/);
  await expect(page.locator('header').getByRole('link', { name: 'Accueil de Worthy' })).toHaveAttribute('href', '/fr');
  expect(englishIn(await heard(page)), 'English on the French home').toEqual([]);
  expect(consoleErrors).toEqual([]);
});

for (const vertical of ['health', 'finance', 'digital', 'lifestyle']) {
  test(`/fr/categories/${vertical}: the hub in French, its cards the Canada topics, each leading to its French page`, async ({
    page,
    consoleErrors,
  }) => {
    await open(page, `/fr/categories/${vertical}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const english = `/categories/${vertical}`;
    expect(await alternates(page)).toEqual({
      'en-US': english,
      'en-CA': english,
      'fr-CA': `/fr${english}`,
      'x-default': english,
    });
    await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', english);
    const canada = FRENCH_TOPIC_ROUTES.filter((route) => route.vertical === vertical);
    const cards = page.locator('.ws-hub-topics').getByRole('link');
    expect((await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).sort()).toEqual(
      canada.map((route) => route.path).sort(),
    );
    // The shell leads to the French hubs, this one marked current.
    await expect(page.locator('header nav a[aria-current="page"]')).toHaveAttribute('href', `/fr${english}`);
    expect(englishIn(await heard(page)), 'English on a French hub').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('a French topic page’s breadcrumbs lead to the French hub and home', async ({ page }) => {
  await open(page, '/fr/digital/vpn-services-canada');
  const trail = page.getByRole('navigation', { name: "Fil d'Ariane" });
  expect(await trail.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/fr',
    '/fr/categories/digital',
  ]);
});

const REVIEWS = PAGES.filter((route): route is ReviewRoute => route.kind === 'review');
const FRENCH_REVIEWS = REVIEWS.filter((route) => route.lang === 'fr-CA');

test('every review of a Canada list has a French twin, and only those', () => {
  const canada = REVIEWS.filter((route) => !route.lang && route.market === 'ca');
  // One per provider of a Canada list, counted from the data files.
  expect(canada).toHaveLength(CANADA_PROVIDERS);
  expect(FRENCH_REVIEWS.map((route) => route.english).sort()).toEqual(canada.map((route) => route.path).sort());
  for (const route of canada) expect(route.french).toBe(`/fr${route.path}`);
  expect(REVIEWS.filter((route) => route.market === 'us').every((route) => !route.french)).toBe(true);
});

/**
 * The French review of every third Canada list, two from each vertical: its second provider, with
 * neighbours above and below. audit-seo reads them all (head, JSON-LD, hreflang); the pages share one component.
 */
const SAMPLED = FRENCH_TOPIC_ROUTES.filter((_, i) => i % 3 === 0).map(
  (topic) => FRENCH_REVIEWS.filter((route) => route.topicPath === topic.path)[1]!,
);

for (const route of SAMPLED) {
  test(`${route.path}: the review in French, its numbers written the French way, with its hreflang, switch and JSON-LD`, async ({
    page,
    consoleErrors,
  }) => {
    await open(page, route.path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(/^Évaluation (de |d')\S/);
    await expect(page.locator('.ws-review__rating')).toHaveText(/^\d,\d\d$/);
    await expect(page.locator('.ws-hero__tagline')).toHaveText(
      /^(1er|\d+e) sur \d+ au classement \u00ab\u00a0.+\u00a0\u00bb, note de \d,\d\d\s\/ 5\.$/,
    );
    await expect(page.locator('.ws-review__checked time')).toHaveText(/^Vérifié en [a-zéû]+ \d{4}$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Notre avis' })).toBeVisible();
    const visit = page.getByRole('link', { name: /^Visiter / });
    await expect(visit).toHaveAttribute('rel', /sponsored/);
    // The breakdown: a French weight and score for each criterion, in the method's French words.
    const criteria = page.locator('.ws-review__criteria > li');
    expect(await criteria.count()).toBeGreaterThanOrEqual(3);
    for (const weight of await criteria.locator('.ws-method__weight').allTextContents()) expect(weight).toMatch(/^\d+\u00a0%$/);
    for (const score of await criteria.locator('.ws-review__criterion-score').allTextContents())
      expect(score).toMatch(/^\d,\d \/ 5$/);
    await expect(page.getByRole('table').getByRole('columnheader', { name: 'Critère (pondération)' })).toBeVisible();

    // Every link to another review or the method stays in French.
    const links = await page
      .locator('.ws-review__alternatives a, .ws-review__method a, .ws-review__table a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
    for (const href of links) expect(href.startsWith('/fr/')).toBe(true);
    const trail = page.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(await trail.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual([
      '/fr',
      `/fr/categories/${route.vertical}`,
      route.topicPath,
    ]);

    const english = route.english!;
    expect(await alternates(page)).toEqual({
      ...(route.twin ? { 'en-US': route.twin } : {}),
      'en-CA': english,
      'fr-CA': route.path,
      'x-default': route.twin ?? english,
    });
    const toEnglish = page.getByRole('link', { name: 'English', exact: true });
    await expect(toEnglish).toHaveAttribute('href', english);
    await expect(toEnglish).toHaveAttribute('hreflang', 'en-CA');

    // Its JSON-LD says what the page shows, in French.
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)));
    const webPage = data.find((item) => item['@type'] === 'WebPage');
    expect(webPage).toMatchObject({ inLanguage: 'fr-CA', name: await h1.textContent() });
    expect(webPage.description).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
    expect(webPage.description).toMatch(/^Évaluation (de |d')\S/);
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement[0]).toMatchObject({ name: 'Accueil', item: 'https://worthy.reviews/fr' });

    expect(englishIn(await heard(page)), 'English the site or a widget says, on a French review').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('a Canada review and its twins list the same hreflang set, and the switch leads to French and back', async ({ page }) => {
  const french = FRENCH_REVIEWS.find((route) => route.path === '/fr/digital/vpn-services-canada/surfshark')!;
  expect(french.twin).toBe('/digital/vpn-services/surfshark');
  await open(page, french.path);
  const set = await alternates(page);
  expect(Object.keys(set).sort()).toEqual(['en-CA', 'en-US', 'fr-CA', 'x-default']);
  await open(page, french.twin!);
  expect(await alternates(page)).toEqual(set);
  await open(page, french.english!);
  expect(await alternates(page)).toEqual(set);

  await page.getByRole('link', { name: 'Français', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/digital\/vpn-services-canada\/surfshark$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Évaluation de Surfshark');
  await expect(page.getByRole('heading', { level: 2, name: 'Points forts et points faibles' })).toBeVisible();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/digital\/vpn-services-canada\/surfshark$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Surfshark review');
});

test('a French topic page’s Read Review leads to the French review', async ({ page }) => {
  await open(page, '/fr/digital/vpn-services-canada');
  const read = page.getByRole('link', { name: /^Lire l'évaluation/ }).first();
  await expect(read).toHaveAttribute('href', /^\/fr\/digital\/vpn-services-canada\/[a-z0-9-]+$/);
});

test('a search from a French page lands on the French health hub, its results in French leading to French pages', async ({
  page,
  consoleErrors,
}) => {
  await open(page, '/fr/digital/vpn-services-canada');
  await page.locator('header').getByRole('button', { name: 'Rechercher', exact: true }).click();
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Rechercher des fournisseurs et des sujets' });
  await box.fill('epargne');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/fr\/categories\/health\?q=epargne$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 2, name: 'Résultats de recherche pour\u00a0« epargne\u00a0»' })).toBeVisible();
  await expect(page.locator('.ws-results__count')).toHaveText(/^\d+ résultats? dans toutes les catégories$/);
  const links = page.locator('.ws-results__list a');
  expect(await links.count()).toBeGreaterThan(0);
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!)))
    expect(href.startsWith('/fr/')).toBe(true);
  expect(englishIn(await heard(page)), 'English on the French search results').toEqual([]);
  expect(consoleErrors).toEqual([]);
});
