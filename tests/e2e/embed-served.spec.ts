/**
 * A list already in the page as HTML (the WordPress plugin renders the widget's own markup and
 * stylesheet into a declarative shadow root): the embed draws the live list off the page and,
 * once the reader comes to the list (a pointer over it, focus in it, a tap), fetches the takeover
 * chunk and swaps it in at once, the same markup, so nothing moves; it never trades it for a failed
 * list. Until then the page has fetched the embed's script alone.
 * The markup here is the live widget's own, as the plugin's is (tests/e2e/wordpress-reader.spec.ts
 * checks that they match).
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { embedTest as test } from '../support/embedTest';
import type { EmbedServers } from '../support/embedServers';
import { countLayoutShift, layoutShift } from '../support/layoutShift';
import { partnerPage } from '../support/partnerPage';

const ELEMENT = 'worthy-ranked-list category="vpn_providers" limit="3"';
/** The plugin's stylesheet, opened with the mark of the build it came from. */
const PLUGIN_CSS = readFileSync(new URL('../../dist/wordpress/worthy-rankings/generated/widget.css', import.meta.url), 'utf8');

/** The live widget's markup for ELEMENT, as a server would render it. */
async function liveMarkup(page: Page, servers: EmbedServers): Promise<string> {
  await page.goto(
    servers.publish(
      '/live',
      partnerPage({ body: `<script src="${servers.scriptUrl}"></script><${ELEMENT}></worthy-ranked-list>` }),
    ),
  );
  const markup = await page.waitForFunction(() => {
    const mount = document.querySelector('worthy-ranked-list')?.shadowRoot?.lastElementChild;
    // Whole: every card drawn (they follow the header a frame each) and its scores explained.
    const whole = mount?.querySelector('.wy-list__items') && !mount.querySelector('.wy-card--placeholder');
    return whole && mount!.querySelector('.wy-breakdown__toggle') ? mount!.innerHTML : null;
  });
  return String(await markup.jsonValue());
}

/** Holds back the requests for `url` until the returned function is called. */
async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A partner page holding the list as server HTML, with `before` above it. */
function servedPage(servers: EmbedServers, markup: string, { css = PLUGIN_CSS, before = '' } = {}): string {
  const served = `<template shadowrootmode="open"><style>${css}</style><div>${markup}</div></template>`;
  return servers.publish(
    '/served',
    partnerPage({
      body: `${before}<script src="${servers.scriptUrl}" async></script><${ELEMENT}>${served}</worthy-ranked-list>`,
    }),
  );
}

// Every page records the count its list reports live with (worthy:ready, CONTRACT section 6), however early it comes.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    document.addEventListener('worthy:ready', (event) =>
      Object.assign(window, { worthyReady: (event as CustomEvent<{ count: number }>).detail.count }),
    ),
  );
});

/** Resolves with the count once the page's list has reported itself live. */
const whenLive = async (page: Page) =>
  (await page.waitForFunction(() => (window as unknown as { worthyReady?: number }).worthyReady)).jsonValue();

/** The served (or live) list's markup as it stands. */
const mountMarkup = (page: Page) =>
  page.evaluate(() => document.querySelector('worthy-ranked-list')!.shadowRoot!.lastElementChild!.innerHTML);

/** Marks the served nodes, so a test can tell them from the live list's. */
const markServedNodes = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('worthy-ranked-list')!.shadowRoot!;
    for (const node of root.querySelectorAll('ol, article')) Object.assign(node, { servedByServer: true });
  });

const servedNodesShown = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelector('worthy-ranked-list')!.shadowRoot!.querySelectorAll('ol, article')].some(
      (node) => (node as Element & { servedByServer?: boolean }).servedByServer,
    ),
  );

/** The embed's files this page has fetched, by name. */
function embedFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const file = /\/(worthy-embed[^/]*\.js)$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) files.push(file);
  });
  return files;
}

test('the live list replaces the served one in one step once the reader comes to it: same markup, nothing moved, focus kept, buttons working', async ({
  page,
  servers,
}) => {
  const markup = await liveMarkup(page, servers);
  const fetched = embedFiles(page);
  const release = await holdBack(page, '**/worthy-embed.js');
  await countLayoutShift(page);
  await page.goto(servedPage(servers, markup), { waitUntil: 'domcontentloaded' });
  const list = page.locator('worthy-ranked-list');
  await expect(list.locator('article.wy-card')).toHaveCount(3);
  await markServedNodes(page);
  const served = await mountMarkup(page);
  // A reader on the second provider's Visit link while the embed arrives stays on it.
  const visit = list.getByRole('link', { name: /^Visit / }).nth(1);
  await visit.focus();
  const live = whenLive(page);
  release();
  expect(await live).toBe(3);
  // Drawn, but the served list stays until the reader comes to it: the page has fetched the script alone.
  await page.waitForTimeout(300);
  expect(await servedNodesShown(page)).toBe(true);
  expect(fetched).toEqual(['worthy-embed.js']);
  await list.getByRole('heading', { level: 3 }).first().hover();
  await expect.poll(() => servedNodesShown(page)).toBe(false);
  expect(fetched).toEqual(['worthy-embed.js', expect.stringMatching(/^worthy-embed-takeover-[\w-]+\.js$/)]);
  // The same nodes, attributes and text (in any attribute order) as the served list's.
  expect(
    await page.evaluate((html) => {
      const served = document.createElement('div');
      served.innerHTML = html;
      // Adjacent text the live list wrote in pieces, as one text node as the parser makes it, and
      // without the room each live card was given (the served card's height, checked below).
      const live = document.querySelector('worthy-ranked-list')!.shadowRoot!.lastElementChild!.cloneNode(true) as Element;
      live.normalize();
      for (const card of live.querySelectorAll('ol > li')) card.removeAttribute('style');
      return served.isEqualNode(live);
    }, served),
  ).toBe(true);
  expect(await layoutShift(page)).toBe(0);
  await expect(visit).toBeFocused();
  // The plugin's stylesheet is this build's: it stays, and no second copy is adopted.
  expect(await list.evaluate((element) => element.shadowRoot!.adoptedStyleSheets.length)).toBe(0);
  await expect(list.locator('style')).toHaveCount(1);
  // Live now: compare works, and the table arrives with the embed's second file.
  const compare = list.getByRole('button', { name: /^Add to Compare/ });
  await compare.nth(0).click();
  await compare.nth(1).click();
  await expect(list.getByRole('table')).toBeVisible();
});

test('a served list with another build’s styles gets this build’s', async ({ page, servers }) => {
  const markup = await liveMarkup(page, servers);
  await page.goto(servedPage(servers, markup, { css: '/*wy:000000000000*/.wy-widget{outline:9px solid red}' }));
  await whenLive(page);
  const list = page.locator('worthy-ranked-list');
  // A keyboard reader reaching the list: focus in it takes it over.
  await list
    .getByRole('link', { name: /^Visit / })
    .first()
    .focus();
  await expect(list.locator('style')).toHaveCount(0);
  expect(await list.evaluate((element) => element.shadowRoot!.adoptedStyleSheets.length)).toBeGreaterThan(0);
  await expect(list.locator('.wy-widget')).not.toHaveCSS('outline-width', '9px');
});

test('a served element asked for another list drops the served markup and styles, and shows that list', async ({
  page,
  servers,
}) => {
  const markup = await liveMarkup(page, servers);
  const release = await holdBack(page, '**/embed/lists/vpn_providers.json');
  await page.goto(servedPage(servers, markup));
  const list = page.locator('worthy-ranked-list');
  await expect(list.locator('style')).toHaveCount(1);
  // Still served when the partner's own script changes the list.
  await list.evaluate((element) => element.setAttribute('category', 'credit_card_providers'));
  release();
  await expect(list.locator('article.wy-card')).toHaveCount(3);
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText('Top Credit Cards');
  await expect(list.locator('style')).toHaveCount(0);
  expect(await list.evaluate((element) => element.shadowRoot!.adoptedStyleSheets.length)).toBeGreaterThan(0);
  // The VPN list that arrived late did not come back over it.
  await page.waitForTimeout(300);
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText('Top Credit Cards');
});

test('a tap on a served button before the list is live counts once it is', async ({ page, servers }) => {
  const markup = await liveMarkup(page, servers);
  // The list's providers are held back, so the tap lands on the served markup.
  const release = await holdBack(page, '**/embed/lists/**');
  await page.goto(servedPage(servers, markup));
  const list = page.locator('worthy-ranked-list');
  await expect(list.getByRole('button', { name: /^Add to Compare/ }).first()).toBeVisible();
  const live = whenLive(page);
  await list
    .getByRole('button', { name: /^Add to Compare/ })
    .first()
    .click();
  release();
  await live;
  await expect(list.getByText('1 of 3 selected')).toBeVisible();
  await expect(list.getByRole('button', { name: /^Remove from Compare/ })).toHaveCount(1);
});

test('a first tap on a served button, the live list drawn and waiting, takes it over and counts', async ({ page, servers }) => {
  const markup = await liveMarkup(page, servers);
  await page.goto(servedPage(servers, markup));
  await whenLive(page);
  await markServedNodes(page);
  const list = page.locator('worthy-ranked-list');
  await list
    .getByRole('button', { name: /^Add to Compare/ })
    .nth(1)
    .dispatchEvent('click');
  await expect(list.getByText('1 of 3 selected')).toBeVisible();
  await expect(list.getByRole('button', { name: /^Remove from Compare/ })).toHaveCount(1);
  expect(await servedNodesShown(page)).toBe(false);
});

test('a live list that cannot load leaves the served list on screen, whole', async ({ page, servers }) => {
  const markup = await liveMarkup(page, servers);
  await page.route('**/embed/lists/**', (route) => route.abort());
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(servedPage(servers, markup));
  const list = page.locator('worthy-ranked-list');
  await expect.poll(() => errors.some((error) => error.includes('lists/vpn_providers.json'))).toBe(true);
  await page.waitForTimeout(500);
  await expect(list.locator('article.wy-card')).toHaveCount(3);
  await expect(list.getByText('No providers available right now.')).toHaveCount(0);
  await expect(list.getByRole('link', { name: /^Visit Provider/ }).first()).toBeVisible();
});
