/**
 * The built site as a crawler and a static host see it (CONTRACT sections 2 and 4): every route's
 * real content in its HTML before any script runs, clean hydration, a real 404, the sitemap,
 * robots.txt and cache headers.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { home } from '../../site/content/home';
import { homeCategories } from '../../site/content/homeCategories';
import { hubs } from '../../site/content/hubs';
import { topicCards } from '../../site/content/topicCards';
import { staticPages } from '../../site/content/staticPages';
import type { TopicContent } from '../../site/content/types';
import { builtinFrenchNames, builtinNames } from '../support/wordpress';
import { ROUTES, type Route } from '../../site/routes';
import { PAGES } from '../support/audit';
import { BUILTIN_PROVIDERS, CANADA_PROVIDERS, SITE_PAGES } from '../support/counts';
import { expect, h1, routerReady, siteData, test } from '../support/site';

/** SPEC's '2025' titles name the year of the build (CONTRACT section 9); the tests run on the build's day. */
const BUILD_YEAR = new Date().getFullYear();

const PARTNERS_H1 = 'Add Worthy rankings to your blog';
const SECTION_TITLES = [
  'Top GLP-1 & NAD+ Providers',
  `Best Credit Cards of ${BUILD_YEAR}`,
  'Top VPN Services',
  'Best Travel Booking Sites',
];

async function allTopics(): Promise<Map<string, TopicContent>> {
  const data = await siteData();
  return new Map(data.topicPages.map((t) => [t.path, t]));
}

/** What a page shows, read from the DOM in one go. */
interface Snapshot {
  h1: string[];
  h2: string[];
  tiles: string[];
  picks: string[];
  pickCards: number;
  ranked: string[];
  headerLinks: string[];
  footerLinks: string[];
  main: string;
}

const snapshot = (page: Page) =>
  page.evaluate((): Snapshot => {
    const texts = (selector: string) =>
      [...document.querySelectorAll(selector)].map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim());
    return {
      h1: texts('h1'),
      h2: texts('main h2'),
      tiles: texts('main .wy-tile__title'),
      picks: texts('#top-picks h3'),
      pickCards: document.querySelectorAll('#top-picks ol > li').length,
      ranked: texts('main ol.wy-list__items > li .wy-card__name'),
      headerLinks: [...document.querySelectorAll('header nav a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`),
      footerLinks: [...document.querySelectorAll('footer a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`),
      main: (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' '),
    };
  });

/** Checks one route's prerendered page with scripts off: its h1 and its main content. */
async function expectPrerendered(page: Page, route: Route, topics: Map<string, TopicContent>) {
  const response = await page.goto(route.path, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), route.path).toBe(200);
  const shown = await snapshot(page);
  const where = `prerendered ${route.path}`;
  const french = route.path === '/fr' || route.path.startsWith('/fr/');
  expect(shown.headerLinks, where).toContain(french ? 'Finances /fr/categories/finance' : 'Finance /categories/finance');
  expect(shown.footerLinks, where).toContain(french ? 'Confidentialité /fr/privacy' : 'Privacy /privacy');
  switch (route.kind) {
    case 'home': {
      if (french) {
        // The French home (tests/e2e/french-pages.spec.ts reads its words): prerendered, with its categories and picks.
        expect(shown.h1, where).toHaveLength(1);
        expect(shown.tiles, where).toHaveLength(4);
        expect(shown.pickCards, where).toBe(12);
        break;
      }
      expect(shown.h1, where).toEqual([home.hero.title]);
      expect(shown.tiles, where).toEqual(homeCategories.map((c) => c.title));
      expect(shown.picks, where).toEqual(SECTION_TITLES);
      expect(shown.pickCards, where).toBe(12);
      break;
    }
    case 'static': {
      if (french) {
        // A French page (tests/e2e/french-pages.spec.ts reads its words): prerendered, with its sections.
        expect(shown.h1, where).toHaveLength(1);
        expect(shown.h2.length, where).toBeGreaterThanOrEqual(staticPages[route.page].sections.length);
        break;
      }
      const content = staticPages[route.page];
      expect(shown.h1, where).toEqual([content.title]);
      expect(shown.h2, where).toEqual(expect.arrayContaining(content.sections.map((s) => s.title)));
      for (const section of content.sections)
        for (const paragraph of section.paragraphs) expect(shown.main, where).toContain(paragraph);
      break;
    }
    case 'hub': {
      if (french) {
        // A French hub: its Canada topics, prerendered.
        expect(shown.h1, where).toHaveLength(1);
        expect(shown.tiles.length, where).toBe(
          ROUTES.filter((r) => r.kind === 'topic' && r.lang && r.vertical === route.vertical).length,
        );
        break;
      }
      expect(shown.h1, where).toEqual([hubs[route.vertical].title]);
      expect(shown.tiles, where).toEqual(topicCards[route.vertical].map((c) => c.title));
      expect(shown.h2, where).toContain(hubs[route.vertical].info.title);
      break;
    }
    case 'partners': {
      expect(shown.h1, where).toEqual([PARTNERS_H1]);
      expect(shown.h2, where).toContain('Build your snippet');
      break;
    }
    case 'topic': {
      if (french) {
        // A French page (tests/e2e/french-pages.spec.ts reads its words): the same list, prerendered.
        expect(shown.h1, where).toHaveLength(1);
        expect(shown.ranked, where).toEqual(builtinFrenchNames(route.listKey));
        break;
      }
      const topic = topics.get(route.path);
      expect(topic, `content for ${route.path}`).toBeDefined();
      expect(shown.h1, where).toEqual([topic!.title]);
      expect(shown.h2, where).toContain(topic!.listTitle);
      expect(shown.main, where).toContain(topic!.tagline);
      const names = builtinNames(route.listKey);
      expect(names.length, route.listKey).toBeGreaterThan(0);
      expect(shown.ranked, where).toEqual(names);
      break;
    }
  }
}

async function checkRoutes(browser: Browser, routes: readonly Route[]) {
  const topics = await allTopics();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const route of routes) await expectPrerendered(page, route, topics);
  await context.close();
}

test.describe('with JavaScript disabled every route shows its h1 and main content', () => {
  // A dozen page loads each: generous for a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test('home, static pages, hubs and partners', async ({ browser }) => {
    // The French home, hubs and static pages too (nine).
    const routes = ROUTES.filter((r) => r.kind !== 'topic');
    expect(routes).toHaveLength(10 + 9);
    await checkRoutes(browser, routes);
  });
  for (const vertical of ['health', 'finance', 'digital', 'lifestyle']) {
    test(`${vertical} topic pages, providers in an ordered list`, async ({ browser }) => {
      const routes = ROUTES.filter((r) => r.kind === 'topic' && r.vertical === vertical);
      expect(routes.length).toBeGreaterThanOrEqual(vertical === 'digital' ? 13 : 12);
      await checkRoutes(browser, routes);
    });
  }
});

test('every route has its own title, description and canonical URL', async ({ request }) => {
  const { SITE_URL } = await siteData();
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of ROUTES) {
    const html = await (await request.get(route.path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
    expect(title, route.path).toBeTruthy();
    expect(description, route.path).toBeTruthy();
    expect(canonical, route.path).toBe(`${SITE_URL}${route.path}`);
    titles.add(title!);
    descriptions.add(description!);
  }
  expect(titles.size).toBe(ROUTES.length);
  expect(descriptions.size).toBe(ROUTES.length);
});

const HYDRATED_PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['a hub', '/categories/finance'],
  ['a hub with a search', '/categories/health?q=vpn'],
  ['a static page', '/cookies'],
  ['a topic page', '/health/nad-therapy'],
  ['a Canada topic page', '/finance/savings-accounts-canada'],
  ['a French topic page', '/fr/finance/savings-accounts-canada'],
  ['a review page', '/digital/vpn-services/surfshark'],
  ['a French review page', '/fr/digital/vpn-services-canada/surfshark'],
  ['the partners page', '/partners'],
];

/**
 * Before any script runs: every element the server rendered, and its text (a textarea's text is its
 * initial value, which hydration moves into the value itself, so it is left out); and every text
 * node, each with what it says.
 */
const KEEP_SERVER_ELEMENTS = () => {
  const textOf = (element: Element) =>
    element.localName === 'textarea'
      ? ''
      : [...element.querySelectorAll('textarea')].reduce(
          (text, area) => text.replace(area.textContent ?? '', ''),
          element.textContent ?? '',
        );
  /** The text nodes of the page's root, but a textarea's (see above) and the cookie banner's (it renders after hydration). */
  const textNodes = () => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(document.getElementById('root')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('textarea, .ws-cookies')) nodes.push(node as Text);
    }
    return nodes;
  };
  document.addEventListener('DOMContentLoaded', () => {
    const elements = [...document.querySelectorAll('#root *')];
    Object.assign(window, {
      serverElements: elements.map((element) => [element, textOf(element)]),
      serverTexts: textNodes().map((node) => [node, node.data]),
    });
  });
  Object.assign(window, { textOf, textNodes });
};

for (const [label, path] of HYDRATED_PAGES) {
  test(`${label} hydrates the server's HTML as it is, in place, without console errors (${path})`, async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(KEEP_SERVER_ELEMENTS);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const prerendered = await h1(page).textContent();
    await routerReady(page);
    // The cookie banner loads after hydration and shows on a first visit: by then every effect has run.
    await expect(page.getByRole('region', { name: /^(Your cookie choices|Vos choix de témoins)$/ })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await expect(h1(page)).toHaveText(prerendered!);
    // Hydration adopts the server's elements: none is replaced or removed, and (but for a search,
    // whose results only the browser knows) none says anything else.
    const { count, replaced, reworded, texts, rewritten, added } = await page.evaluate(() => {
      const { serverElements, serverTexts, textOf, textNodes } = window as unknown as {
        serverElements: Array<[Element, string]>;
        serverTexts: Array<[Text, string]>;
        textOf: (element: Element) => string;
        textNodes: () => Text[];
      };
      const outline = (element: Element) => element.outerHTML.slice(0, 120);
      const kept = new Set(serverTexts.map(([node]) => node));
      const where = (node: Text) => `${JSON.stringify(node.data.slice(0, 40))} in ${outline(node.parentElement!)}`;
      return {
        count: serverElements.length,
        replaced: serverElements.filter(([element]) => !element.isConnected).map(([element]) => outline(element)),
        reworded: serverElements
          .filter(([element, text]) => element.isConnected && textOf(element) !== text)
          .map(([element]) => outline(element)),
        texts: serverTexts.length,
        rewritten: serverTexts.filter(([node, data]) => !node.isConnected || node.data !== data).map(([node]) => where(node)),
        added: textNodes()
          .filter((node) => !kept.has(node))
          .map(where),
      };
    });
    expect(count).toBeGreaterThan(100);
    expect(texts).toBeGreaterThan(20);
    expect(replaced).toEqual([]);
    // Nor is a text node rewritten or added: text that JSX writes in pieces ('#{rank}', a label and
    // a space) reaches the HTML as one node, which Preact's hydration would cut up again, node by
    // node, in the page's first tasks.
    if (!path.includes('?q=')) {
      expect(reworded).toEqual([]);
      expect(rewritten).toEqual([]);
      expect(added).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('the server answers unknown paths with 404 and 404.html', async ({ request }) => {
  const notFound = readFileSync(new URL('../../dist/site/404.html', import.meta.url), 'utf8');
  expect(notFound).toContain('Oops! Page not found');
  for (const path of ['/nope', '/health/glp1-programs-uk', '/categories/health/extra', '/assets/missing-abc123.js']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toBe(notFound);
  }
});

test('every route answers 200 from its own prerendered file', async ({ request }) => {
  for (const route of ROUTES) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    expect(response.headers()['content-type'], route.path).toContain('text/html');
  }
});

test('sitemap.xml lists every page once (the review pages too), with hreflang between Canada twins', async ({ request }) => {
  const { SITE_URL } = await siteData();
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  const locs = entries.map((entry) => entry.match(/<loc>([^<]*)<\/loc>/)?.[1]);
  // As many pages as the registry and the data make, counted apart from the build's own list.
  expect(PAGES).toHaveLength(SITE_PAGES);
  expect(locs).toHaveLength(PAGES.length);
  expect(new Set(locs).size).toBe(PAGES.length);
  expect([...locs].sort()).toEqual(PAGES.map((r) => `${SITE_URL}${r.path}`).sort());
  // A review per built-in provider in English, and one per provider of a Canada list in French.
  expect(PAGES.filter((r) => r.kind === 'review' && !r.lang)).toHaveLength(BUILTIN_PROVIDERS);
  expect(PAGES.filter((r) => r.kind === 'review' && r.lang === 'fr-CA')).toHaveLength(CANADA_PROVIDERS);
  for (const route of PAGES) {
    const entry = entries[locs.indexOf(`${SITE_URL}${route.path}`)]!;
    if ((route.kind === 'topic' || route.kind === 'review') && (route.twin || route.market === 'ca')) {
      const canada = route.lang ? route.english! : route.market === 'ca' ? route.path : route.twin!;
      if (route.twin)
        expect(entry).toContain(`hreflang="en-US" href="${SITE_URL}${route.market === 'us' ? route.path : route.twin}"`);
      expect(entry).toContain(`hreflang="en-CA" href="${SITE_URL}${canada}"`);
      expect(entry).toContain(`hreflang="fr-CA" href="${SITE_URL}/fr${canada}"`);
    } else if (route.kind === 'static' || route.kind === 'home' || route.kind === 'hub') {
      const english = route.english ?? route.path;
      expect(entry).toContain(`hreflang="en-CA" href="${SITE_URL}${english}"`);
      expect(entry).toContain(`hreflang="fr-CA" href="${SITE_URL}${route.french ?? route.path}"`);
    } else {
      expect(entry).not.toContain('hreflang');
    }
  }
});

test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
  const { SITE_URL } = await siteData();
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toMatch(new RegExp(`^Sitemap: ${SITE_URL.replace(/[.]/g, '\\.')}/sitemap\\.xml$`, 'm'));
});

test('hashed assets are cached for good, HTML only briefly', async ({ request }) => {
  const homeResponse = await request.get('/');
  const htmlCache = homeResponse.headers()['cache-control'] ?? '';
  expect(htmlCache).toMatch(/max-age=0\b|no-cache|no-store/);
  expect(htmlCache).not.toContain('immutable');
  expect((await request.get('/about')).headers()['cache-control']).toBe(htmlCache);

  const html = await homeResponse.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
  expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
  for (const asset of assets) {
    expect(asset).toMatch(/-[A-Za-z0-9_-]{8}\.(js|css)$/);
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    const cache = response.headers()['cache-control'] ?? '';
    expect(cache, asset).toContain('immutable');
    expect(cache, asset).toMatch(/max-age=31536000/);
  }
});

test('dist/site, the folder people upload, holds no dotfile or dot-folder (Vite’s .vite/manifest.json is kept beside the server bundle)', () => {
  const site = fileURLToPath(new URL('../../dist/site', import.meta.url));
  const entries = readdirSync(site, { recursive: true, encoding: 'utf8' });
  expect(entries.length).toBeGreaterThan(60);
  expect(entries.filter((entry) => entry.split('/').some((part) => part.startsWith('.')))).toEqual([]);
});

test('a year in a page or section title is the build year, in the prerendered HTML and after hydration', async ({
  page,
  request,
}) => {
  const stale = String(BUILD_YEAR - 1);
  for (const path of ['/', '/finance/credit-cards', '/health/glp1-programs', '/digital/vpn-services']) {
    const html = await (await request.get(path)).text();
    const titles = [...html.matchAll(/<(title|h1|h2|h3)\b[^>]*>([^<]*)</g)].map((m) => m[2]!);
    expect(
      titles.filter((t) => /\b20\d\d\b/.test(t) && !t.includes(String(BUILD_YEAR))),
      path,
    ).toEqual([]);
    expect(
      titles.some((t) => t.includes(String(BUILD_YEAR))),
      path,
    ).toBe(true);
  }
  await page.goto('/finance/credit-cards');
  await routerReady(page);
  await expect(page.locator('h1')).toHaveText(`Best Credit Cards of ${BUILD_YEAR}`);
  await expect(page).toHaveTitle(new RegExp(`Best Credit Cards of ${BUILD_YEAR}`));
  await expect(page.locator('h1')).not.toContainText(stale);
});
