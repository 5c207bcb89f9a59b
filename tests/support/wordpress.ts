/**
 * Helpers for the WordPress plugin tests (tests/e2e/wordpress-*.spec.ts): the test WordPress
 * (tests/support/wordpressServer.mjs), its users and posts, the lists as the plugin should show
 * them, the PHP problems WP_DEBUG prints, and small stand-ins for a Worthy site that is hostile,
 * unreachable or counting its requests.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { sortRows, toProviders } from '../../lib/data/toProviders';
import type { ListKey } from '../../lib/model';
import { WORDPRESS_DIR, WORDPRESS_PORT } from './wordpressPaths.mjs';

export const WORDPRESS = `http://127.0.0.1:${WORDPRESS_PORT}`;
export const PASSWORD = 'worthy-test';

/** A post written by tests/wordpress/setup.php, by its slug. */
export const postUrl = (slug: string): string => `${WORDPRESS}/?name=${slug}`;

/** The providers of a built-in list in the order, and with the repairs, of the widget's validator. */
export function builtinNames(key: ListKey): string[] {
  const rows = JSON.parse(readFileSync(new URL(`../../lib/data/builtin/${key}.json`, import.meta.url), 'utf8')) as unknown[];
  return toProviders(key, sortRows(rows), () => {}).map((provider) => provider.name);
}

/** The names a French page shows for a Canada list: each provider's French trade name where it has one. */
export function builtinFrenchNames(key: ListKey): string[] {
  const french = JSON.parse(readFileSync(new URL(`../../lib/data/fr/${key}.json`, import.meta.url), 'utf8')) as {
    rows: Record<string, { display_name?: string }>;
  };
  return builtinNames(key).map((name) => french.rows[name]?.display_name ?? name);
}

/** What WP_DEBUG prints into a page for a PHP notice, warning, deprecation or error. */
const PHP_PROBLEM =
  /<b>(Notice|Warning|Deprecated|Fatal error|Parse error)<\/b>:|\b(PHP )?(Notice|Warning|Deprecated|Fatal error): /;

export function phpProblems(html: string): string[] {
  return html.split('\n').filter((line) => PHP_PROBLEM.test(line));
}

/** Lines of WordPress's debug.log (WP_DEBUG_LOG) that name this plugin. */
export function pluginLogLines(): string[] {
  try {
    return readFileSync(`${WORDPRESS_DIR}/wp-content/debug.log`, 'utf8')
      .split('\n')
      .filter((line) => /worthy/i.test(line));
  } catch {
    return [];
  }
}

export async function logIn(page: Page, user: string, password = PASSWORD): Promise<void> {
  // Back to a plain file once logged in: the dashboard WordPress would show takes seconds here, and
  // every caller goes on to a page of its own.
  const landing = `${WORDPRESS}/worthy-ready.txt`;
  await page.goto(`${WORDPRESS}/wp-login.php?redirect_to=${encodeURIComponent(landing)}`);
  await page.getByLabel('Username or Email Address').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(landing);
}

/** Makes the plugin read lists from another Worthy site for this context's requests (tests/wordpress/flagship-switch.php). */
export async function useFlagship(context: BrowserContext, site: string): Promise<void> {
  await context.addCookies([{ name: 'worthy_test_site', value: site, url: WORDPRESS }]);
}

/** The cookie that puts the test WordPress in French (Canada) for a request (tests/wordpress/locale-switch.php). */
export const FRENCH_SITE = { name: 'worthy_test_locale', value: 'fr_CA', url: WORDPRESS };

/** Reads the test WordPress as a site in French (Canada) for this context's requests. */
export async function useFrenchSite(context: BrowserContext): Promise<void> {
  await context.addCookies([FRENCH_SITE]);
}

/**
 * Each list's markup on the page, attributes sorted, ids replaced by their order (the server and
 * the widget number them apart), without the room a live card was given when it replaced the
 * served one (style): the served lists' (`live` false, scripts off) or the live widgets'.
 */
export const listMarkup = (page: Page, live: boolean): Promise<string[]> =>
  page.locator('worthy-ranked-list').evaluateAll((lists, live) => {
    const canonical = (root: Node): string => {
      const ids = new Map<string, string>();
      const id = (value: string) => ids.get(value) ?? (ids.set(value, `id${ids.size}`), `id${ids.size - 1}`);
      const walk = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
        if (!(node instanceof Element)) return '';
        const attributes = [...node.attributes]
          .filter(({ name }) => name !== 'style')
          .map(({ name, value }) => `${name}="${/^(id|aria-controls|aria-labelledby)$/.test(name) ? id(value) : value}"`)
          .sort();
        return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
      };
      return walk(root);
    };
    return lists.map((list) => {
      const root = list.shadowRoot!;
      // The server's rendering sits in a <div> after its <style>; the live one in the embed's mount <div>.
      const holder = live ? root.lastElementChild! : [...root.children].find((child) => child.localName === 'div')!;
      return `${list.getAttribute('category')}\n${canonical(holder.firstElementChild!)}`;
    });
  }, live);

export interface StandIn {
  url: string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** A stand-in Worthy site on a free port: `answer` gives each path's status and body (null: never answer). */
export async function standInSite(answer: (path: string) => { status: number; body: string } | null): Promise<StandIn> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const reply = answer(request.url ?? '');
    if (!reply) return; // hangs, as a site that accepted the connection and died
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: the connection is refused at once. */
export async function closedPort(): Promise<string> {
  const site = await standInSite(() => null);
  await site.close();
  return site.url;
}

/**
 * Collects layout shifts from the first paint on, keeping those that moved the list or anything
 * after it (a theme's own web fonts may shift its header; that is not the plugin's doing).
 */
export async function watchListShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { __worthyShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
        const first = document.querySelector('worthy-ranked-list');
        const moved = entry.sources
          .map((source) => source.node)
          .filter((node): node is Node => Boolean(node))
          .filter((node) => {
            const host = node.getRootNode() instanceof ShadowRoot ? (node.getRootNode() as ShadowRoot).host : node;
            return first && (first === host || first.compareDocumentPosition(host) & Node.DOCUMENT_POSITION_FOLLOWING);
          });
        if (moved.length) shifts.push({ value: entry.value, sources: moved.map((node) => node.nodeName) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const listShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __worthyShifts: { value: number; sources: string[] }[] }).__worthyShifts);

/**
 * Records each list that reports itself live (worthy:ready, CONTRACT section 6): call before the
 * page loads, since a served list is taken over as soon as its providers arrive.
 */
export async function trackLiveLists(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const live = new Set<EventTarget>();
    Object.assign(window, { worthyLiveLists: live });
    document.addEventListener('worthy:ready', (event) => live.add(event.target!));
  });
}

/**
 * Waits until `count` lists are on the page and each has been taken over live (trackLiveLists must
 * have been called): it has reported ready, the reader has come to it (the pointer over its first
 * heading: a served list is taken over only then, lib/embed/element.ts), and its live cards have
 * replaced the served ones (each live card carries the room its served twin held). A list the
 * embed draws afresh instead (one the server did not render) is live once every card has had its turn.
 */
export async function liveListsReady(page: Page, count: number): Promise<void> {
  const wait = (swapped: boolean) =>
    page.waitForFunction(
      ([expected, swapped]) => {
        const live = (window as unknown as { worthyLiveLists: Set<EventTarget> }).worthyLiveLists;
        const lists = [...document.querySelectorAll('worthy-ranked-list')];
        const isSwapped = (list: Element) => {
          const root = list.shadowRoot;
          // Drawn afresh, the list keeps no served <style> (the embed's sheets are adopted).
          // (`:scope` matches nothing in a shadow root's querySelector: its children are read instead.)
          if (root && ![...root.children].some((child) => child.localName === 'style'))
            return !!root.querySelector('ol > li') && !root.querySelector('.wy-card--placeholder');
          return !root?.querySelector('ol > li:not([style])');
        };
        return lists.length === expected && lists.every((list) => live.has(list) && (!swapped || isSwapped(list)));
      },
      [count, swapped] as const,
      { timeout: 30_000, polling: 200 },
    );
  await wait(false);
  const lists = page.locator('worthy-ranked-list');
  for (let i = 0; i < count; i++) await lists.nth(i).locator('h3').first().hover();
  await wait(true);
}

/**
 * How long the editor's canvas may take to show the block's first preview. The canvas runs
 * WordPress's own scripts one after another before ours (wp-polyfill-inert, regenerator-runtime,
 * wp-polyfill), and the test WordPress, in WebAssembly, once answered each of them in 16-20 s while
 * other tests used it (a trace of a failed run: every WordPress asset of the canvas took that long,
 * the embed from the Worthy site 7-11 ms once its turn came); a reader's WordPress serves them as files.
 */
export const FIRST_PREVIEW_TIMEOUT = 60_000;

/**
 * Opens a new post as `user` and inserts Worthy's block, found in the inserter by `blockTitle`
 * (its title in the editor's language). The set-up marks the welcome guide as seen; the editor
 * still shows it when that preference has not reached it yet.
 */
export async function insertWorthyBlock(page: Page, user: string, blockTitle: string): Promise<void> {
  await logIn(page, user);
  await page.goto(`${WORDPRESS}/wp-admin/post-new.php`);
  await expect(page.frameLocator('iframe[name="editor-canvas"]').getByRole('textbox', { name: 'Add title' })).toBeVisible({
    timeout: 20_000,
  });
  const welcome = page.getByRole('dialog', { name: /Welcome to the block editor/ });
  if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  await page.getByPlaceholder('Search').fill('Worthy');
  await page.getByRole('option', { name: blockTitle }).click();
}

/**
 * The height of the served list once scrolled through (a card out of sight holds a placeholder's
 * room until the reader nears it, WorthyRankedList.css), with the page back at the top and the
 * shifts seen so far (watchListShifts) forgotten.
 */
export const servedListHeight = (list: Locator): Promise<number> =>
  list.evaluate(async (element) => {
    element.scrollIntoView({ block: 'end' });
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    window.scrollTo(0, 0);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    (window as unknown as { __worthyShifts: unknown[] }).__worthyShifts.length = 0;
    return element.getBoundingClientRect().height;
  });
