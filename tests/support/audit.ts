/**
 * Shared by the audit specs (tests/e2e/audit-*.spec.ts): the route list, the public origin the
 * build wrote into canonical URLs, axe-core in a real page, and a network fence for outbound hosts.
 */
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { loadEnv } from 'vite';
import type { Offering } from '../../lib/model';
import { ROUTES, type Route } from '../../site/routes';
import { routerReady } from './ready';
import { siteOrigin } from '../../site/siteOrigin';

export { ROUTES };
export const ROUTE_PATHS: readonly string[] = ROUTES.map((route) => route.path);

/** site/config.ts's SITE_URL, read the way the production build reads it (Vite env files, then the environment). */
const root = fileURLToPath(new URL('../..', import.meta.url));
const env = { ...loadEnv('production', root, 'VITE_'), ...pickViteEnv(process.env) };
export const SITE_URL = siteOrigin(env.VITE_SITE_URL);

/**
 * Every page the build wrote, as the prerender lists them: the route table's, then a review page per
 * built-in provider (the server bundle knows them; they come from the data, not the route table).
 */
export const PAGES: readonly Route[] = (
  (await import(pathToFileURL(`${root}dist/server/entry-server.js`).href)) as { ALL_ROUTES: readonly Route[] }
).ALL_ROUTES;
export const PAGE_PATHS: readonly string[] = PAGES.map((route) => route.path);

/** US and Canada pages of one topic or one provider: [us, ca] paths. */
export const TWIN_PAGES: ReadonlyArray<[us: string, ca: string]> = PAGES.flatMap((route) =>
  (route.kind === 'topic' || route.kind === 'review') && route.market === 'us' && route.twin
    ? [[route.path, route.twin] as [string, string]]
    : [],
);

function pickViteEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((e): e is [string, string] => e[0].startsWith('VITE_') && !!e[1]));
}

/** A saved cookie choice, so the banner stays closed (every page but the first-visit check). */
export const DISMISSED_CONSENT = '{"essential":true,"performance":false,"marketing":false,"savedAt":"x"}';

export async function dismissCookieBanner(context: BrowserContext | Page): Promise<void> {
  await context.addInitScript((value) => window.localStorage.setItem('worthy-cookie-consent', value), DISMISSED_CONSENT);
}

/** Resolves once the page is hydrated and its router live. */
export const hydrated = routerReady;

/**
 * Every request to a host other than the local servers gets an empty 200, so the audits need no
 * network and an outbound click still opens a page. Hosts under the reserved `.invalid` TLD
 * fail, as they would for real (stories use one for the broken-logo case).
 */
export async function fenceOutbound(context: BrowserContext): Promise<string[]> {
  const outbound: string[] = [];
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.fallback();
    outbound.push(url.href);
    if (url.hostname.endsWith('.invalid')) return route.abort('namenotresolved');
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Provider</title>' });
  });
  return outbound;
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Puts axe-core into every page the context opens (cheaper than injecting it after each load). */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: axePath });
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** Runs axe-core on the page as it is now; returns the serious and critical violations only. */
export async function seriousViolations(page: Page, selector = 'html'): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(
    async ({ tags, selector }) => {
      const axe = (window as unknown as { axe: AxeApi }).axe;
      const result = await axe.run(document.querySelector(selector) ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 240), summary: n.failureSummary ?? '' })),
      }));
    },
    { tags: AXE_TAGS, selector },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A readable assertion message: one block per violation, each node's selector, markup and reason. */
export function describeViolations(where: string, violations: AxeFinding[]): string {
  if (!violations.length) return `${where}: no serious or critical violations`;
  const blocks = violations.map((v) =>
    [
      `  [${v.impact}] ${v.id}: ${v.help}`,
      ...v.nodes.slice(0, 6).map((n) => `    at ${n.target}\n      ${n.html}\n      ${n.summary.replace(/\n/g, '\n      ')}`),
      v.nodes.length > 6 ? `    … and ${v.nodes.length - 6} more` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return `${where}: ${violations.length} serious/critical axe violation(s)\n${blocks.join('\n')}`;
}

/** The slice of axe-core's API the audits use (axe.min.js is injected, not imported). */
interface AxeApi {
  run(
    context: Element | Document,
    options: object,
  ): Promise<{
    violations: {
      id: string;
      impact?: string | null;
      help: string;
      nodes: { target: string[]; html: string; failureSummary?: string }[];
    }[];
  }>;
}

/** schema.org's type for each kind of list (CONTRACT section 9), as the audits expect it (written out here, not imported). */
export const ITEM_TYPES: Record<Offering, string> = {
  software: 'SoftwareApplication',
  brand: 'Brand',
  financial: 'FinancialProduct',
  prescription: 'Service',
  service: 'Service',
};
