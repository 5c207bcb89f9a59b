#!/usr/bin/env node
/**
 * `npm run bench`: one table of the site's performance figures, also written to dist/bench.json.
 *
 *   sizes (gzip -9)   library JS (main entry, all chunks) and CSS; embed JS + CSS; per route type the
 *                     JS before interactive (entry + modulepreloads, the view chunk among them), the JS
 *                     a real page load fetches (Chromium via Playwright), CSS and HTML; the largest JS
 *                     before interactive over every route
 *   prerender         time to prerender every route (3 runs, median)
 *   interaction       a low-tier and a mid-tier phone (mobile emulation, CPU slowed until Lighthouse's
 *                     benchmarkIndex, run slowed, scores the phone's), 5 runs each: the topic page's first
 *                     compare tap and breakdown open (INP), topic and home load TBT and longest task, and
 *                     the embed's TBT, longest task, layout shift and first taps on a partner page of
 *                     another origin, with and without the list as server HTML (the empty element's shift
 *                     also with the room-holding rule /partners gives)
 *   Lighthouse        mobile preset, Debian Chromium, 3 runs per page type, median and min–max
 *
 * Flags: --build (rebuild first; it also builds when dist/site is missing), --no-lighthouse, --no-interaction,
 * --runs N (Lighthouse runs per page, default 3), --print (print dist/bench.json again, measure nothing).
 * Budgets are marked in the table; the deterministic ones (sizes) are tests in tests/e2e/budgets.spec.ts.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { BUDGETS, embedSizes, librarySizes, overBudget, pageSizes } from './sizes.mjs';
import { measureInteraction } from './bench/interaction.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { measurePageLoads } from './bench/pageLoads.mjs';
import { timePrerender } from './bench/prerenderTime.mjs';
import { LH_BUDGETS, report } from './bench/report.mjs';
import { startServer } from './bench/server.mjs';

/** @import { LighthousePage } from './bench/lighthouse.mjs' */
/** @import { PageLoad } from './bench/pageLoads.mjs' */
/** @import { BenchResult } from './bench/report.mjs' */
/** @import { InteractionFigures } from './bench/interaction.mjs' */

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const benchFile = `${root}/dist/bench.json`;

if (args.includes('--print')) {
  console.log(report(JSON.parse(await readFile(benchFile, 'utf8'))));
  process.exit(0);
}

const withLighthouse = !args.includes('--no-lighthouse');
const withInteraction = !args.includes('--no-interaction');
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 ? Math.max(1, Number(args[runsFlag + 1]) || 3) : 3;
const log = (/** @type {string} */ line) => console.error(line);
const started = performance.now();

/** One page of each kind, the French home, topic and review pages among them; Lighthouse runs on all but the not-found page. */
const PAGE_TYPES = [
  { name: 'home', path: '/', lighthouse: true },
  { name: 'hub', path: '/categories/health', lighthouse: true },
  { name: 'topic', path: '/health/glp1-programs', lighthouse: true },
  { name: 'Canada topic', path: '/finance/savings-accounts-canada', lighthouse: true },
  { name: 'review', path: '/digital/vpn-services/surfshark', lighthouse: true },
  { name: 'static', path: '/about', lighthouse: true },
  { name: 'partners', path: '/partners', lighthouse: true },
  { name: 'French home', path: '/fr', lighthouse: true },
  { name: 'French topic', path: '/fr/finance/savings-accounts-canada', lighthouse: true },
  { name: 'French review', path: '/fr/digital/vpn-services-canada/surfshark', lighthouse: true },
  { name: 'not-found', path: '/404', lighthouse: false },
];

if (
  !existsSync(`${root}/dist/site/index.html`) ||
  !existsSync(`${root}/dist/server/entry-server.js`) ||
  args.includes('--build')
) {
  log('building (node scripts/build.mjs) …');
  execFileSync(process.execPath, [`${root}/scripts/build.mjs`], { stdio: ['ignore', 2, 2] });
}

// Sizes, read from dist.
const library = await librarySizes(root);
const embed = await embedSizes(root);
const pages = await pageSizes(root);
const byPath = new Map(pages.map((p) => [p.path, p]));
const typePages = PAGE_TYPES.map((type) => {
  const page = byPath.get(type.path);
  if (!page) throw new Error(`dist/site has no page for ${type.path}: rebuild with --build`);
  return { name: type.name, page };
});
const routePages = pages.filter((p) => p.path !== '/404');
const largest = routePages.reduce((a, b) => (b.js > a.js ? b : a));
const smallest = routePages.reduce((a, b) => (b.js < a.js ? b : a));
const largestCss = pages.reduce((a, b) => (b.css > a.css ? b : a));

// Prerender time (it rewrites dist/site with the same pages, so it runs before anything reads them over HTTP).
log('prerender ×3 …');
const prerender = await timePrerender(root, 3);

// Page loads and Lighthouse against the production server.
log('serving dist/site (scripts/serve.mjs) …');
const server = await startServer(root);
/** @type {Record<string, PageLoad>} */
let loads = {};
/** @type {LighthousePage[]} */
let lighthouse = [];
/** @type {InteractionFigures | null} */
let interaction = null;
try {
  log('page loads in Chromium …');
  loads = await measurePageLoads(
    server.origin,
    PAGE_TYPES.map((t) => t.path),
  );
  if (withInteraction) {
    log('interaction on a low-tier and a mid-tier phone, 5 runs …');
    interaction = await measureInteraction(server.origin, root, { runs: 5, log });
  }
  if (withLighthouse) {
    log(`Lighthouse, ${runs} run(s) per page …`);
    lighthouse = await runLighthouse(
      root,
      server.origin,
      PAGE_TYPES.filter((t) => t.lighthouse),
      { runs, log },
    );
  }
} finally {
  await server.stop();
}

const cpu = cpus();
/** @type {BenchResult} */
const result = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpu.length,
    model: cpu[0]?.model.trim() ?? 'CPU',
    node: process.version,
    loadavg: loadavg(),
    benchmarkIndex: interaction?.benchmarkIndex.median ?? null,
  },
  units: 'sizes in gzip -9 bytes; times in ms; Lighthouse scores 0–100',
  budgets: { ...BUDGETS, lighthouse: LH_BUDGETS },
  sizes: {
    library,
    embed,
    pageTypes: typePages.map(({ name, page }) => ({
      name,
      ...page,
      loaded: loads[page.path] ?? null,
    })),
    routes: routePages.length,
    maxJsBeforeInteractive: { path: largest.path, js: largest.js },
    minJsBeforeInteractive: { path: smallest.path, js: smallest.js },
    maxCss: { path: largestCss.path, css: largestCss.css },
    pages: pages.map(({ scripts: _scripts, styles: _styles, ...figures }) => figures),
    overBudget: overBudget({ embed, pages }),
  },
  prerender,
  interaction,
  lighthouse: withLighthouse ? { runs, origin: server.origin, pages: lighthouse } : null,
  seconds: Math.round((performance.now() - started) / 1000),
};
await writeFile(benchFile, JSON.stringify(result, null, 2) + '\n');
console.log(report(result));
