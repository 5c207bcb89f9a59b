/**
 * SEO audit of the prerendered site, read as a crawler reads it (HTTP, no script): every route has
 * a unique title and description, one h1, its canonical URL and Open Graph tags, and is in the
 * sitemap; US/Canada twins point at each other with hreflang; every JSON-LD block parses and
 * carries what its type needs; every outbound link is marked sponsored, noopener, noreferrer.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LISTS, listRecord, VERTICALS } from '../../lib/model';
import { deName, nameInSentence } from '../../lib/i18n/fr-CA/elision';
import { frMonth } from '../../lib/i18n/fr-CA/format';
import {
  ITEM_TYPES,
  PAGES,
  PAGE_PATHS,
  ROUTES,
  ROUTE_PATHS,
  SITE_URL,
  TWIN_PAGES,
  dismissCookieBanner,
  fenceOutbound,
  hydrated,
} from '../support/audit';
import { BUILTIN_PROVIDERS, CANADA_LISTS, FRENCH_PAGES, LISTLESS_PATHS } from '../support/counts';

// ---------------------------------------------------------------------------------------------
// A tiny reader for our own prerendered HTML (React output: double-quoted attributes, escaped text).

type Attrs = Record<string, string>;

const decode = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

const textOf = (markup: string): string =>
  decode(markup.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

function attrsOf(source: string): Attrs {
  const attrs: Attrs = {};
  for (const m of source.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs[m[1]!.toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

interface Page {
  path: string;
  status: number;
  html: string;
  head: string;
  /** The body with every <script> element's content removed: what a reader can see. */
  body: string;
  /** Every start tag, in document order, scripts' contents excluded. */
  tags: { name: string; attrs: Attrs }[];
  jsonLd: { text: string; where: 'head' | 'body' }[];
}

function readPage(path: string, status: number, html: string): Page {
  const split = html.indexOf('</head>');
  const head = html.slice(0, split);
  const body = html.slice(split).replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  const withoutScripts = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  const tags = [...withoutScripts.matchAll(/<([a-zA-Z][\w:-]*)(\s[^>]*)?>/g)].map((m) => ({
    name: m[1]!.toLowerCase(),
    attrs: attrsOf(m[2] ?? ''),
  }));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => ({
    text: m[1]!,
    where: (m.index! < split ? 'head' : 'body') as 'head' | 'body',
  }));
  return { path, status, html, head, body, tags, jsonLd };
}

const find = (page: Page, name: string, where: (attrs: Attrs) => boolean = () => true) =>
  page.tags.filter((tag) => tag.name === name && where(tag.attrs)).map((tag) => tag.attrs);
const meta = (page: Page, key: 'name' | 'property', value: string) =>
  find(page, 'meta', (a) => a[key] === value).map((a) => a.content ?? '');
const titleOf = (page: Page) => [...page.head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decode(m[1]!));
const h1s = (page: Page) => [...page.body.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!));
/** A PNG's IHDR holds its width and height. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
const alternates = (page: Page) =>
  find(page, 'link', (a) => a.rel === 'alternate' && 'hreflang' in a).map((a) => [a.hreflang!, a.href!]);

// ---------------------------------------------------------------------------------------------

const abs = (path: string) => `${SITE_URL}${path}`;
const TWINS: Array<[us: string, ca: string]> = ROUTES.flatMap((route) =>
  route.kind === 'topic' && route.market === 'us' && route.twin ? [[route.path, route.twin] as [string, string]] : [],
);

let cache: Promise<{ pages: Map<string, Page>; notFound: Page; sitemap: string; robots: string }> | undefined;
function site(request: APIRequestContext) {
  cache ??= (async () => {
    const get = async (path: string) => {
      const response = await request.get(path, { maxRedirects: 0 });
      return readPage(path, response.status(), await response.text());
    };
    // A few dozen requests at a time: all of the site's pages at once overflow the server's queue of
    // connections waiting to be accepted (511 on Linux), and one of them is reset.
    const read: Page[] = [];
    for (let at = 0; at < PAGE_PATHS.length; at += 32) read.push(...(await Promise.all(PAGE_PATHS.slice(at, at + 32).map(get))));
    const pages = new Map(read.map((page) => [page.path, page]));
    const [notFound, sitemap, robots] = await Promise.all([
      get('/404.html'),
      request.get('/sitemap.xml').then((r) => r.text()),
      request.get('/robots.txt').then((r) => r.text()),
    ]);
    return { pages, notFound, sitemap, robots };
  })();
  return cache;
}

/** The French pages (CONTRACT section 13): the twins at /fr + the English path, /fr for the home. */
const isFrench = (path: string) => path === '/fr' || path.startsWith('/fr/');

test('the route table has the pages of the contract plus /partners, a twin pair per Canada list, and their French pages', () => {
  const english = ROUTE_PATHS.filter((path) => !isFrench(path));
  // The home, the static pages, the hubs and a topic page per list of the registry.
  expect([...english].sort()).toEqual([...LISTLESS_PATHS, '/partners', ...LISTS.map((list) => list.path)].sort());
  expect(new Set(ROUTE_PATHS).size).toBe(ROUTE_PATHS.length);
  expect(TWINS.map(([, ca]) => ca).sort()).toEqual(CANADA_LISTS.map((list) => list.path).sort());
  for (const [us, ca] of TWINS) expect(ca).toBe(`${us}-canada`);
  // Every Canada topic page, the static pages, the hubs and the home.
  expect(ROUTE_PATHS.filter(isFrench).sort()).toEqual(
    [...TWINS.map(([, ca]) => ca), ...LISTLESS_PATHS].map((path) => (path === '/' ? '/fr' : `/fr${path}`)).sort(),
  );
});

test('every route answers 200 with a unique title and description, one h1, canonical and Open Graph tags', async ({
  request,
}) => {
  const { pages } = await site(request);
  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  for (const page of pages.values()) {
    const where = page.path;
    expect.soft(page.status, `${where} status`).toBe(200);
    const [title = '', ...moreTitles] = titleOf(page);
    expect.soft(moreTitles, `${where}: one <title>`).toEqual([]);
    expect.soft(title.trim().length, `${where}: title not empty`).toBeGreaterThan(10);
    const [description = '', ...moreDescriptions] = meta(page, 'name', 'description');
    expect.soft(moreDescriptions, `${where}: one meta description`).toEqual([]);
    expect.soft(description.length, `${where}: description "${description}" is 50–160 characters`).toBeGreaterThanOrEqual(50);
    expect.soft(description.length, `${where}: description "${description}" is 50–160 characters`).toBeLessThanOrEqual(160);
    titles.set(title, [...(titles.get(title) ?? []), where]);
    descriptions.set(description, [...(descriptions.get(description) ?? []), where]);

    const headings = h1s(page);
    expect.soft(headings.length, `${where}: exactly one h1 (found ${JSON.stringify(headings)})`).toBe(1);
    expect.soft(headings[0] ?? '', `${where}: h1 has text`).not.toBe('');

    const canonical = find(page, 'link', (a) => a.rel === 'canonical').map((a) => a.href);
    expect.soft(canonical, `${where}: canonical`).toEqual([abs(where)]);
    expect.soft(meta(page, 'property', 'og:url'), `${where}: og:url`).toEqual([abs(where)]);
    expect.soft(meta(page, 'property', 'og:title'), `${where}: og:title`).toEqual([title]);
    expect.soft(meta(page, 'property', 'og:description'), `${where}: og:description`).toEqual([description]);
    expect.soft(meta(page, 'name', 'robots').join(), `${where}: indexable`).not.toContain('noindex');
    expect.soft(find(page, 'html')[0]?.lang, `${where}: <html lang>`).toBe(isFrench(where) ? 'fr-CA' : 'en');
  }
  const duplicates = (map: Map<string, string[]>) => [...map].filter(([, paths]) => paths.length > 1);
  expect.soft(duplicates(titles), 'titles shared by several routes').toEqual([]);
  expect.soft(duplicates(descriptions), 'descriptions shared by several routes').toEqual([]);
  expect(titles.size).toBe(PAGES.length);
});

test('every URL a page advertises to browsers, crawlers and share sheets resolves on the site', async ({ request }) => {
  const { pages, notFound, sitemap, robots } = await site(request);
  const advertised = new Set<string>();
  const add = (url: string | undefined) => {
    if (!url) return;
    const absolute = new URL(url, SITE_URL);
    if (absolute.origin === new URL(SITE_URL).origin) advertised.add(absolute.pathname);
  };
  for (const page of [...pages.values(), notFound]) {
    for (const link of find(page, 'link')) add(link.href);
    for (const tag of find(page, 'meta', (a) => /^(og|twitter):/.test(a.property ?? a.name ?? ''))) {
      if (/^https?:\/\//.test(tag.content ?? '')) add(tag.content);
    }
    // The scripts the inline loader adds after the first frame, and every URL inside JSON-LD.
    for (const m of page.html.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="([^"]+)"/g)) add(decode(m[1]!));
    for (const { text } of page.jsonLd)
      for (const m of text.matchAll(/"(https?:\/\/[^"]+)"/g)) add(m[1]!.replace(/\{[^}]*\}/g, 'x'));
  }
  for (const m of sitemap.matchAll(/(?:<loc>|href=")(https?:\/\/[^<"]+)/g)) add(decode(m[1]!));
  for (const m of robots.matchAll(/^Sitemap: (.+)$/gm)) add(m[1]!);
  expect([...advertised]).toEqual(
    expect.arrayContaining(['/og-image.png', '/favicon-48.png', '/apple-touch-icon.png', '/favicon.svg', '/sitemap.xml']),
  );
  const broken: string[] = [];
  for (const path of advertised) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${path} → ${response.status()}`);
  }
  expect(broken).toEqual([]);
  const image = await request.get('/og-image.png');
  expect(image.headers()['content-type']).toBe('image/png');
  const png = await image.body();
  // The 1200×630 the og:image:width and height tags promise.
  expect(pngSize(png)).toEqual([1200, 630]);
});

test('every page links PNG icons of the sizes it names, never the SVG, which browsers decode on the page’s main thread as it loads', async ({
  request,
}) => {
  const { pages, notFound } = await site(request);
  /** Each icon's path and every size its links name (two pages naming two sizes are both checked). */
  const icons = new Map<string, Set<string>>();
  for (const page of [...pages.values(), notFound]) {
    const links = find(page, 'link', (a) => a.rel === 'icon' || a.rel === 'apple-touch-icon');
    expect(
      links.map((link) => `${link.rel} ${link.href}`),
      page.path,
    ).toEqual(['icon /favicon-48.png', 'apple-touch-icon /apple-touch-icon.png']);
    for (const link of links) icons.set(link.href!, (icons.get(link.href!) ?? new Set()).add(link.sizes!));
  }
  for (const [path, sizes] of icons) {
    const response = await request.get(path);
    expect(response.headers()['content-type'], path).toBe('image/png');
    const size = pngSize(await response.body()).join('x');
    for (const named of sizes) expect(size, path).toBe(named);
  }
});

test('no page links to a page, fragment or file the site does not have (review pages included)', async ({ request }) => {
  const { pages } = await site(request);
  const origin = new URL(SITE_URL).origin;
  const broken: string[] = [];
  const files = new Set<string>();
  let checked = 0;
  for (const page of pages.values()) {
    for (const { href = '' } of find(page, 'a')) {
      if (!href || /^(mailto|tel):/.test(href)) continue;
      const url = new URL(href, abs(page.path));
      if (url.origin !== origin) continue;
      checked++;
      if (/\.[a-z0-9]+$/i.test(url.pathname)) {
        files.add(url.pathname);
        continue;
      }
      const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
      const target = pages.get(path);
      if (!target) broken.push(`${page.path} → ${href}`);
      else if (url.hash && !target.html.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`))
        broken.push(`${page.path} → ${href} (no such fragment)`);
    }
  }
  for (const file of files) {
    const status = (await request.head(file)).status();
    if (status !== 200) broken.push(`${file} → ${status}`);
  }
  expect(broken).toEqual([]);
  // Every review page links to its neighbours and alternatives: thousands of internal links.
  expect(checked).toBeGreaterThan(5_000);
});

test('404.html is noindex, has no canonical and one h1', async ({ request }) => {
  const { notFound } = await site(request);
  expect(meta(notFound, 'name', 'robots')).toEqual(['noindex']);
  expect(find(notFound, 'link', (a) => a.rel === 'canonical')).toEqual([]);
  expect(alternates(notFound)).toEqual([]);
  expect(h1s(notFound)).toEqual(['Oops! Page not found']);
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<meta name="robots" content="noindex">');
});

test('sitemap.xml lists every route once and nothing else; robots.txt points at it', async ({ request }) => {
  const { sitemap, robots } = await site(request);
  expect(sitemap.startsWith('<?xml')).toBe(true);
  expect(sitemap).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(locs).toHaveLength(new Set(locs).size);
  expect([...locs].sort()).toEqual(PAGE_PATHS.map(abs).sort());
  for (const block of sitemap.match(/<url>[\s\S]*?<\/url>/g) ?? [])
    expect(block).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots.split('\n')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
});

test('the home, the hubs, the static pages, the topic twin pairs and the providers on both lists of a pair, each with its French page, and every other Canada page with its French one, have reciprocal hreflang in the head and the sitemap; other pages have none', async ({
  request,
}) => {
  const { pages, sitemap } = await site(request);
  const inSitemap = new Map(
    (sitemap.match(/<url>[\s\S]*?<\/url>/g) ?? []).map((block) => [
      block.match(/<loc>([^<]*)<\/loc>/)![1]!,
      [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\s*\/>/g)].map((m) => [m[1]!, m[2]!]),
    ]),
  );
  const twinPaths = new Set(TWIN_PAGES.flat());
  const topicPairs = new Set(TWINS.map(([us]) => us));
  expect(TWIN_PAGES.length).toBeGreaterThan(TWINS.length + 50);
  expect(TWINS.every(([us]) => topicPairs.has(us) && twinPaths.has(us))).toBe(true);
  const checkSet = (paths: string[], expected: string[][]) => {
    for (const path of paths) {
      twinPaths.add(path);
      expect.soft(alternates(pages.get(path)!).sort(), `${path}: hreflang in the head`).toEqual([...expected].sort());
      expect.soft((inSitemap.get(abs(path)) ?? []).sort(), `${path}: hreflang in the sitemap`).toEqual([...expected].sort());
    }
  };
  // A topic or a provider on both lists of a pair, and the Canada page's French twin: en-US, en-CA, fr-CA, x-default → US.
  for (const [us, ca] of TWIN_PAGES) {
    const french = `/fr${ca}`;
    checkSet(
      [us, ca, french],
      [
        ['en-US', abs(us)],
        ['en-CA', abs(ca)],
        ['fr-CA', abs(french)],
        ['x-default', abs(us)],
      ],
    );
  }
  // A provider only on a Canada list, and its French review: en-CA, fr-CA, x-default → the English page.
  const canadaOnly = PAGES.filter((route) => route.kind === 'review' && route.market === 'ca' && !route.lang && !route.twin);
  expect(canadaOnly.length).toBeGreaterThan(20);
  for (const { path } of canadaOnly) {
    checkSet(
      [path, `/fr${path}`],
      [
        ['en-CA', abs(path)],
        ['fr-CA', abs(`/fr${path}`)],
        ['x-default', abs(path)],
      ],
    );
  }
  // The home, a hub or a static page and its French twin: one English page for both markets, fr-CA, x-default → English.
  const paths = ['/', '/about', '/privacy', '/cookies', '/contact', ...VERTICALS.map((vertical) => `/categories/${vertical}`)];
  for (const english of paths) {
    const french = english === '/' ? '/fr' : `/fr${english}`;
    const expected = [
      ['en-US', abs(english)],
      ['en-CA', abs(english)],
      ['fr-CA', abs(french)],
      ['x-default', abs(english)],
    ];
    for (const path of [english, french]) {
      twinPaths.add(path);
      expect.soft(alternates(pages.get(path)!).sort(), `${path}: hreflang in the head`).toEqual([...expected].sort());
      expect.soft((inSitemap.get(abs(path)) ?? []).sort(), `${path}: hreflang in the sitemap`).toEqual([...expected].sort());
    }
  }
  for (const page of pages.values()) {
    if (twinPaths.has(page.path)) continue;
    expect.soft(alternates(page), `${page.path}: no hreflang`).toEqual([]);
    expect.soft(inSitemap.get(abs(page.path)), `${page.path}: no hreflang in the sitemap`).toEqual([]);
  }
});

// ---------------------------------------------------------------------------------------------
// Structured data

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The list a topic page ranks. */
function listOf(page: Page) {
  const route = PAGES.find((r) => r.path === page.path);
  if (route?.kind !== 'topic') throw new Error(`${page.path} is no topic page`);
  return listRecord(route.listKey);
}
const monthOf = (day: string) => new Date(`${day}T12:00:00`).toLocaleString('en-US', { month: 'long', year: 'numeric' });

/** Every problem with one JSON-LD object, as readable lines (empty when it is complete). */
function jsonLdProblems(data: Json, page: Page): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => ok || problems.push(what);
  const nonEmpty = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);
  need(data['@context'] === 'https://schema.org', '@context is https://schema.org');
  need(nonEmpty(data['@type']), '@type');
  need(!JSON.stringify(data).includes('aggregateRating'), 'no aggregateRating');
  const visible = textOf(page.body);

  switch (data['@type']) {
    case 'Organization':
    case 'WebSite':
      need(nonEmpty(data.name), `${data['@type']}.name`);
      need(data.url === `${SITE_URL}/`, `${data['@type']}.url is the site root`);
      break;
    case 'BreadcrumbList': {
      const items = list(data.itemListElement);
      need(items.length >= 2, 'BreadcrumbList has Home and the page');
      items.forEach((item, i) => {
        need(isObject(item) && item['@type'] === 'ListItem', `breadcrumb ${i + 1} is a ListItem`);
        if (!isObject(item)) return;
        need(item.position === i + 1, `breadcrumb ${i + 1} position`);
        need(nonEmpty(item.name), `breadcrumb ${i + 1} name`);
        need(isUrl(item.item) && String(item.item).startsWith(SITE_URL), `breadcrumb ${i + 1} item is an absolute site URL`);
      });
      const last = items.at(-1);
      need(isObject(last) && last.item === abs(page.path), 'the last breadcrumb is the page itself');
      const first = items[0];
      // Home in the page's language: the French home for a French page.
      need(
        isObject(first) && first.item === (isFrench(page.path) ? `${SITE_URL}/fr` : `${SITE_URL}/`),
        'the first breadcrumb is Home',
      );
      break;
    }
    case 'ItemList': {
      const items = list(data.itemListElement);
      need(items.length > 0, 'ItemList has items');
      need(data.numberOfItems === undefined || data.numberOfItems === items.length, 'numberOfItems matches');
      items.forEach((entry, i) => {
        const where = `ItemList item ${i + 1}`;
        need(isObject(entry) && entry.position === i + 1, `${where} position`);
        const product = isObject(entry) ? entry.item : undefined;
        const { offering } = listOf(page);
        need(isObject(product) && product['@type'] === ITEM_TYPES[offering], `${where} is a ${ITEM_TYPES[offering]}`);
        if (!isObject(product)) return;
        // Review markup only where Google's review snippets apply (CONTRACT section 9).
        if (offering !== 'software') {
          need(!('review' in product), `${where} (${offering}) carries no Review`);
          return;
        }
        need(nonEmpty(product.name), `${where} name`);
        need(
          nonEmpty(product.name) && visible.includes(String(product.name)),
          `${where} "${String(product.name)}" is shown on the page`,
        );
        const review = product.review;
        need(isObject(review) && review['@type'] === 'Review', `${where} has a Review`);
        if (!isObject(review)) return;
        need(isObject(review.author) && nonEmpty(review.author.name), `${where} review.author.name`);
        need(
          typeof review.datePublished === 'string' && /^\d{4}-\d{2}-\d{2}/.test(review.datePublished),
          `${where} review.datePublished`,
        );
        const rating = review.reviewRating;
        need(isObject(rating), `${where} review.reviewRating`);
        if (!isObject(rating)) return;
        const { ratingValue, bestRating, worstRating } = rating as {
          ratingValue: unknown;
          bestRating: unknown;
          worstRating: unknown;
        };
        need(
          typeof ratingValue === 'number' && typeof bestRating === 'number' && typeof worstRating === 'number',
          `${where} ratingValue/bestRating/worstRating are numbers`,
        );
        need(
          Number(worstRating) <= Number(ratingValue) && Number(ratingValue) <= Number(bestRating),
          `${where} rating within worst..best`,
        );
        // Pros and cons as Google's markup (CONTRACT section 9): every built-in provider has both.
        for (const property of ['positiveNotes', 'negativeNotes']) {
          const notes = review[property];
          need(isObject(notes) && notes['@type'] === 'ItemList', `${where} review.${property} is an ItemList`);
          const names = isObject(notes)
            ? list(notes.itemListElement).map((note) => (isObject(note) ? note.name : undefined))
            : [];
          need(names.length > 0 && names.every(nonEmpty), `${where} review.${property} names each note`);
        }
        need(!('aggregateRating' in product), `${where} carries no AggregateRating`);
      });
      break;
    }
    case 'WebPage': {
      const route = PAGES.find((r) => r.path === page.path);
      const french = isFrench(page.path);
      if (french) {
        // A French page names itself, in its language, as its h1 does (CONTRACT section 13).
        need(data.url === abs(page.path), 'WebPage.url is the page');
        need(data.inLanguage === 'fr-CA', 'WebPage.inLanguage is fr-CA');
        need(data.name === h1s(page)[0], 'WebPage.name is the h1');
        need(meta(page, 'name', 'description')[0] === data.description, 'WebPage.description is the meta description');
        if (route?.kind !== 'review') break;
      }
      // A review page (CONTRACT section 11): by Worthy, about the provider, dated by the row's check.
      need(route?.kind === 'review', 'WebPage only on review pages');
      need(data.url === abs(page.path), 'WebPage.url is the page');
      need(/^\d{4}-\d{2}-\d{2}$/.test(String(data.datePublished)), 'WebPage.datePublished is a date');
      need(data.dateModified === data.datePublished, 'WebPage.dateModified is the check date too');
      const checked = french
        ? `Vérifié en ${frMonth(String(data.datePublished))}`
        : `Checked ${monthOf(String(data.datePublished))}`;
      need(visible.includes(checked), 'the page shows the same check month');
      for (const role of ['author', 'publisher'])
        need(isObject(data[role]) && (data[role] as Json).name === 'Worthy', `WebPage.${role} is Worthy`);
      const about = data.about;
      need(
        isObject(about) &&
          nonEmpty(about.name) &&
          h1s(page)[0] === (french ? `Évaluation ${deName(nameInSentence(String(about.name)))}` : `${String(about.name)} review`),
        'WebPage.about names the provider of the h1',
      );
      need(!JSON.stringify(data).includes('"Review"'), 'no Review of the provider');
      break;
    }
    case 'FAQPage': {
      const questions = list(data.mainEntity);
      need(questions.length > 0, 'FAQPage has questions');
      questions.forEach((question, i) => {
        const where = `FAQ ${i + 1}`;
        need(
          isObject(question) && question['@type'] === 'Question' && nonEmpty(question.name),
          `${where} is a Question with a name`,
        );
        if (!isObject(question)) return;
        const answer = question.acceptedAnswer;
        need(isObject(answer) && answer['@type'] === 'Answer' && nonEmpty(answer.text), `${where} acceptedAnswer.text`);
        need(
          nonEmpty(question.name) && visible.includes(String(question.name)),
          `${where} "${String(question.name)}" is shown on the page`,
        );
        if (isObject(answer) && nonEmpty(answer.text))
          // As the page's text reads it: any run of white space (a French non-breaking one too) as one space.
          need(visible.includes(String(answer.text).replace(/\s+/g, ' ')), `${where} answer is in the page`);
      });
      break;
    }
    default:
      problems.push(`an unexpected @type ${JSON.stringify(data['@type'])}`);
  }
  return problems;
}

test('every JSON-LD block parses and carries the fields its type needs', async ({ request }) => {
  const { pages, notFound } = await site(request);
  const seen = new Map<string, number>();
  for (const page of pages.values()) {
    const types: string[] = [];
    for (const [i, block] of page.jsonLd.entries()) {
      let data: unknown;
      try {
        data = JSON.parse(block.text);
      } catch (error) {
        expect.soft(String(error), `${page.path}: JSON-LD block ${i + 1} parses`).toBe('');
        continue;
      }
      expect.soft(isObject(data), `${page.path}: JSON-LD block ${i + 1} is an object`).toBe(true);
      if (!isObject(data)) continue;
      types.push(String(data['@type']));
      seen.set(String(data['@type']), (seen.get(String(data['@type'])) ?? 0) + 1);
      expect.soft(jsonLdProblems(data, page), `${page.path}: ${String(data['@type'])} problems`).toEqual([]);
    }
    const route = PAGES.find((r) => r.path === page.path)!;
    if (route.kind === 'home') {
      expect.soft(types, '/: Organization and WebSite').toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    } else {
      expect
        .soft(
          types.filter((t) => t === 'BreadcrumbList'),
          `${page.path}: one BreadcrumbList`,
        )
        .toHaveLength(1);
    }
    if (route.kind === 'topic')
      expect
        .soft(
          types.filter((t) => t === 'ItemList'),
          `${page.path}: one ItemList`,
        )
        .toHaveLength(1);
    const hasFaq = /class="ws-faq"/.test(page.body);
    expect.soft(types.includes('FAQPage'), `${page.path}: FAQPage exactly when the page shows FAQs`).toBe(hasFaq);
  }
  expect(notFound.jsonLd).toEqual([]);
  // One ranked list per topic page, French ones too; a WebPage per review page and per French page
  // (French: the Canada lists' review and topic pages, the static pages, the hubs and the home).
  expect(seen.get('ItemList')).toBe(LISTS.length + CANADA_LISTS.length);
  expect(seen.get('WebPage')).toBe(BUILTIN_PROVIDERS + FRENCH_PAGES);
  expect(seen.get('FAQPage') ?? 0).toBeGreaterThan(0);
});

// ---------------------------------------------------------------------------------------------
// Outbound links

const REQUIRED_REL = ['sponsored', 'noopener', 'noreferrer'];

function linkProblems(page: Page): string[] {
  const problems: string[] = [];
  for (const a of find(page, 'a')) {
    const href = a.href ?? '';
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    if (href.startsWith('mailto:') || href.startsWith('tel:')) {
      if ('target' in a) problems.push(`${href} has a target (mail links open in the mail app)`);
      continue;
    }
    const url = new URL(href, abs(page.path));
    const outbound = url.origin !== new URL(SITE_URL).origin;
    if (!outbound && a.target === '_blank') {
      // 'Read Review' on the flagship: its own page in a new tab, passing no sponsorship (CONTRACT section 11).
      if (rel.includes('sponsored')) problems.push(`${href}: an internal link marked sponsored`);
      if (!rel.includes('noopener') || !rel.includes('noreferrer'))
        problems.push(`${href}: a new tab without noopener noreferrer`);
      if (!PAGE_PATHS.includes(url.pathname)) problems.push(`${href}: a new tab on no page of the site`);
    } else if (outbound) {
      const missing = REQUIRED_REL.filter((token) => !rel.includes(token));
      if (missing.length)
        problems.push(`<a href="${href}" target="${a.target ?? ''}" rel="${a.rel ?? ''}"> lacks ${missing.join(', ')}`);
      if (outbound && a.target !== '_blank') problems.push(`${href} leaves the site without target="_blank"`);
    }
  }
  return problems;
}

test('every outbound link in the HTML has rel sponsored noopener noreferrer, a review in a new tab noopener noreferrer only; mail links have no target', async ({
  request,
}) => {
  const { pages, notFound } = await site(request);
  let outbound = 0;
  for (const page of [...pages.values(), notFound]) {
    expect.soft(linkProblems(page), `${page.path}: links`).toEqual([]);
    outbound += find(page, 'a', (a) => a.target === '_blank').length;
  }
  expect(outbound).toBeGreaterThan(500);
  expect(find(pages.get('/contact')!, 'a', (a) => (a.href ?? '').startsWith('mailto:')).length).toBeGreaterThan(0);
});

/** Links that exist only after scripts run: the compare table's Visit links and the embed preview on /partners (shadow DOM). */
test('outbound links rendered in the browser carry the same rel', async ({ page, context }) => {
  await dismissCookieBanner(context);
  await fenceOutbound(context);
  const relProblems = () =>
    page.locator('a[target="_blank"], a[href^="http"]').evaluateAll(
      (links, required) =>
        links
          .filter((a) => (a as HTMLAnchorElement).origin !== location.origin)
          .flatMap((a) => {
            const link = a as HTMLAnchorElement;
            const missing = required.filter((token) => !link.relList.contains(token));
            return missing.length || link.target !== '_blank'
              ? [`${link.outerHTML.slice(0, 160)} (missing ${missing.join(', ') || 'target'})`]
              : [];
          }),
      REQUIRED_REL,
    );

  await page.goto('/health/glp1-programs', { waitUntil: 'networkidle' });
  await hydrated(page);
  const add = page.getByRole('button', { name: /^Add to Compare/ });
  for (let i = 0; i < 3; i++) await add.first().click();
  await expect(page.locator('#compare-panel table').getByRole('link', { name: /Visit Provider/ })).toHaveCount(3);
  expect(await relProblems()).toEqual([]);

  await page.goto('/partners', { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.locator('worthy-ranked-list').scrollIntoViewIfNeeded(); // the preview's embed loads as it nears
  const embedded = page.locator('worthy-ranked-list').getByRole('link', { name: /Visit Provider/ });
  await expect(embedded.first()).toBeVisible();
  // Locators pierce the embed's open shadow root; evaluateAll sees those links too.
  const embedProblems = await embedded.evaluateAll(
    (links, required) =>
      links
        .filter(
          (a) =>
            required.some((t) => !(a as HTMLAnchorElement).relList.contains(t)) || (a as HTMLAnchorElement).target !== '_blank',
        )
        .map((a) => a.outerHTML.slice(0, 160)),
    REQUIRED_REL,
  );
  expect(embedProblems).toEqual([]);
  expect(await relProblems()).toEqual([]);
});
