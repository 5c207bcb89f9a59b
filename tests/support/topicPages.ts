/**
 * What the topic-page end-to-end tests (tests/e2e/topic-*.spec.ts) check against: the topic
 * records, each list's built-in providers in display order, and a few page helpers.
 *
 * The records are the site's own topic pages, loaded through Vite (siteData): the topic files are
 * found with import.meta.glob, which Playwright's loader cannot run.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { sortRows, toProviders } from '../../lib/data/toProviders';
import { factText, formatLongDate } from '../../lib/format';
import { english } from '../../lib/i18n/say';
import type { Provider, ScoringMethod } from '../../lib/model';
import type { TopicContent } from '../../site/content/types';
import { TOPIC_ROUTES, type TopicRoute } from '../../site/routes';
import { routerReady } from './ready';
import { siteData } from './site';

const { topicPages } = await siteData();

export { TOPIC_ROUTES, type TopicRoute };

export const TOPICS: ReadonlyMap<string, TopicContent> = new Map(topicPages.map((t) => [t.path, t]));

export function topic(path: string): TopicContent {
  const record = TOPICS.get(path);
  if (!record) throw new Error(`No topic record for ${path}`);
  return record;
}

/** The raw built-in rows of a list key (snake_case, as the backend would send them). */
export function builtinRows(key: string): Record<string, unknown>[] {
  return JSON.parse(readFileSync(new URL(`../../lib/data/builtin/${key}.json`, import.meta.url), 'utf8'));
}

/** A list's published scoring method (CONTRACT section 9). */
export function builtinMethod(key: string): ScoringMethod {
  return JSON.parse(readFileSync(new URL(`../../lib/data/methods/${key}.json`, import.meta.url), 'utf8'));
}

/** A list as the site shows it without a backend: validated, display_order asc then rating desc. */
export function builtinProviders(key: string): Provider[] {
  return toProviders(key, sortRows(builtinRows(key)), () => {}, builtinMethod(key));
}

/** A provider's facts as the compare table's rows write them, in the method's order (CONTRACT section 15). */
export const factCells = (method: ScoringMethod, chosen: readonly Provider[]): string[][] =>
  (method.facts ?? []).map((fact) => chosen.map((p) => factText(fact, p.facts?.[fact.id]?.value, english)));

/** The five short Canada pages of SPEC section 2: no checklist or tips section. */
export const SHORT_CANADA_PAGES: readonly string[] = [
  '/lifestyle/home-services-canada',
  '/lifestyle/online-education-canada',
  '/lifestyle/dating-relationships-canada',
  '/lifestyle/food-beverage-canada',
  '/lifestyle/subscription-boxes-canada',
];

/**
 * The day a built-in list was last checked, in long US form (CONTRACT section 9: the latest
 * `verified_at` or fact check date among its rows), read from the data file itself.
 */
export function lastCheckedLong(key: string): string {
  const days = (builtinRows(key) as { verified_at: string; facts?: Record<string, { checked: string }> }[]).flatMap((row) => [
    row.verified_at,
    ...Object.values(row.facts ?? {}).map((fact) => fact.checked),
  ]);
  const [year, month, day] = days.sort().at(-1)!.split('-').map(Number);
  return formatLongDate(new Date(year!, month! - 1, day));
}

export const OUTBOUND_REL_PARTS = ['sponsored', 'noopener', 'noreferrer'];

/** Every `rel` token an outbound link must carry, plus a new tab. */
export async function expectOutbound(link: ReturnType<Page['locator']>, href?: string): Promise<void> {
  await expect(link).toHaveAttribute('target', '_blank');
  const rel = ((await link.getAttribute('rel')) ?? '').split(/\s+/);
  expect(rel).toEqual(expect.arrayContaining(OUTBOUND_REL_PARTS));
  if (href !== undefined) await expect(link).toHaveAttribute('href', href);
}

/** Resolves once the page is hydrated and its router live, so clicks reach handlers. */
export const waitForHydration = routerReady;

/** Navigates inside the app (the router intercepts same-site link clicks): no page load. */
export async function clientNavigate(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    const link = document.createElement('a');
    link.href = to;
    link.textContent = 'test navigation';
    link.id = 'e2e-client-nav';
    document.body.append(link);
    link.click();
    link.remove();
  }, href);
  await page.waitForURL((url) => url.pathname === new URL(href, 'http://x').pathname);
}

/** The cookie choice is saved (no banner over the page) and outbound sites answer with a stub. */
async function prepareContext(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addInitScript(() => {
    try {
      localStorage.setItem(
        'worthy-cookie-consent',
        JSON.stringify({ essential: true, performance: false, marketing: false, savedAt: '2025-01-01T00:00:00.000Z' }),
      );
    } catch {
      // about:blank and opaque origins have no storage.
    }
  });
  // A regular expression (not a predicate) so the browser side matches it: the site's own
  // requests are never routed through the test process.
  const host = new URL(baseURL ?? 'http://127.0.0.1').host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await context.route(new RegExp(`^https?://(?!${host}/)`), (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>outbound</title>' }),
  );
}

/** `test` with the site's cookie choice saved and no real outbound traffic. */
export const test = base.extend<{ prepared: void }>({
  prepared: [
    async ({ context, baseURL }, use) => {
      await prepareContext(context, baseURL);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
