/**
 * Gzipped sizes of the build outputs and the size budgets. The bench (scripts/bench.mjs) prints
 * these figures and the budget test (tests/e2e/budgets.spec.ts) asserts them: both call the
 * functions below, so they can never measure two different things.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1024;

/** Size budgets in gzipped bytes, checked by tests/e2e/budgets.spec.ts and marked in the bench table. */
export const BUDGETS = {
  /**
   * What a partner's page fetches of the embed's code before the reader touches the list: the script
   * alone, Preact as published included. What partners feel is blocking time and taps (the bench's
   * calibrated phones); a kilobyte more is a few milliseconds on a phone's network. The script holds
   * only what a list needs to show: code only its chunks use lives in modules of their own, so it
   * travels with them (the compare table's cells, the weighted mean).
   */
  embedFirstLoad: 19 * KB,
  /**
   * Everything the embed can ever load: the script and all its chunks but Find your fit's (its own
   * budget is below). 27 KB until facts (CONTRACT section 15): a backend's facts are checked in the
   * browser (about 0.6 KB of the backend reader), the compare table and opened breakdown write them
   * (about 0.3 KB), and a huge backend answer is cut at its 100th row before it is parsed (about
   * 0.15 KB).
   */
  embedTotal: 29 * KB,
  /** Find your fit and a long list's pages in the embed (fit="true", or a backend list longer than a page), with their styles. */
  embedListPart: 6 * KB,
  /** What a French list's first load adds to the English one: the French file (its list's data, like the English list's, is counted apart). */
  embedFrenchExtra: 2 * KB,
  /**
   * A page's module entry, every modulepreload and its view chunk: about 31 KB since the site renders
   * with Preact (it was 92 KB with React DOM); the margin is for content, not for another runtime.
   */
  pageJsBeforeInteractive: 36 * KB,
  /** Every stylesheet a page links. */
  pageCss: 15 * KB,
};

/** @param {Uint8Array} buffer */
export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * Files under `dir` (recursively) whose name ends with `ending`, sorted; none when `dir` is missing.
 * @param {string} dir
 * @param {string} ending
 * @returns {Promise<string[]>}
 */
async function filesUnder(dir, ending) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(ending))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/**
 * @param {readonly string[]} files
 * @returns {Promise<number>}
 */
export async function gzipOfFiles(files) {
  let total = 0;
  for (const file of files) total += gzipSize(await readFile(file));
  return total;
}

/**
 * A module and every module it imports statically, transitively (dynamic import() calls, the
 * lazy list chunks, are left out): what importing it loads. Only the package's own relative imports.
 * @param {string} entry
 * @returns {Promise<string[]>}
 */
export async function staticImports(entry) {
  const seen = new Set([entry]);
  for (const file of seen) {
    const code = await readFile(file, 'utf8');
    for (const match of code.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*["'](\.[^"']+)["']/gm)) {
      seen.add(join(file, '..', String(match[1])));
    }
  }
  return [...seen];
}

/**
 * The npm package: its main entry (dist/lib/index.js with the modules it imports, gzipped together
 * as a bundler would ship them; one file per module since 'use client' must stay per module), all
 * its JS including the lazy list chunks, its CSS.
 * @param {string} root
 * @returns {Promise<{ entry: number, js: number, css: number }>}
 */
export async function librarySizes(root) {
  const entry = await staticImports(`${root}/dist/lib/index.js`);
  const joined = Buffer.concat(await Promise.all(entry.map((file) => readFile(file))));
  return {
    entry: gzipSize(joined),
    js: await gzipOfFiles(await filesUnder(`${root}/dist/lib`, '.js')),
    css: await gzipOfFiles(await filesUnder(`${root}/dist/lib`, '.css')),
  };
}

/**
 * The embed's code as a partner's page loads it, gzipped (its lists are JSON, fetched on demand):
 * `firstLoad` the script alone (what every page loads before its reader touches the list, also
 * one holding the list as server HTML), `servedTakeover` the chunk that takes over a list the
 * server rendered (the WordPress plugin's), fetched when its reader first comes to it (a pointer
 * over it, focus in it, a tap), `backendFirstLoad` with the chunk that reads and checks a backend's rows, `total`
 * every file it can ever load (the compare table and score details too) but `listPart`, Find your
 * fit's and a long list's pages, `frenchExtra` what a
 * French list's first load adds: the French chunk, and `frenchDataExtra` how much more its list
 * file holds than the English one (the most of any list: its longer French words, and the
 * widgets' French, which rides with the list rather than in the code).
 * @param {string} root
 * @param {string} [dir]
 * @returns {Promise<{ firstLoad: number, servedTakeover: number, backendFirstLoad: number, total: number, listPart: number, frenchExtra: number, frenchDataExtra: number, files: Record<string, number> }>}
 */
export async function embedSizes(root, dir = `${root}/dist/embed`) {
  const scripts = [...(await filesUnder(dir, '.js')), ...(await filesUnder(dir, '.css'))];
  /** @type {Record<string, number>} */
  const files = {};
  for (const file of scripts) files[relative(dir, file)] = gzipSize(await readFile(file));
  const chunk = (/** @type {string} */ name) =>
    Object.entries(files).find(([file]) => file.startsWith(`worthy-embed-${name}-`))?.[1] ?? 0;
  const firstLoad = files['worthy-embed.js'] ?? 0;
  let frenchDataExtra = 0;
  for (const file of await filesUnder(`${dir}/lists/fr-CA`, '.json')) {
    const english = await readFile(`${dir}/lists/${relative(`${dir}/lists/fr-CA`, file)}`);
    frenchDataExtra = Math.max(frenchDataExtra, gzipSize(await readFile(file)) - gzipSize(english));
  }
  return {
    firstLoad,
    servedTakeover: chunk('takeover'),
    backendFirstLoad: firstLoad + chunk('backendLoader'),
    // Find your fit's part has a budget of its own.
    total: Object.values(files).reduce((sum, size) => sum + size, 0) - chunk('listPartChunk'),
    listPart: chunk('listPartChunk'),
    frenchExtra: chunk('french'),
    frenchDataExtra,
    files,
  };
}

/**
 * The embed script's own size, gzipped (what every partner page loads first).
 * @param {string} root
 * @param {string} [dir]
 * @returns {Promise<number>}
 */
export async function embedSize(root, dir = `${root}/dist/embed`) {
  return (await embedSizes(root, dir)).firstLoad;
}

/**
 * Scripts a page loads before it is interactive: its module entry and every modulepreload (the view chunk is one).
 * @param {string} html
 * @returns {string[]}
 */
export function initialScripts(html) {
  /** @type {Set<string>} */
  const found = new Set();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) found.add(/** @type {string} */ (match[1]));
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    found.add(/** @type {string} */ (match[1]));
  return [...found];
}

/**
 * The stylesheets a page links.
 * @param {string} html
 * @returns {string[]}
 */
export function stylesheets(html) {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => /** @type {string} */ (m[1]));
}

/**
 * The URL path a prerendered file answers: index.html -> /, about/index.html -> /about, 404.html -> /404.
 * @param {string} site
 * @param {string} file
 * @returns {string}
 */
export function pathOfPage(site, file) {
  return (
    '/' +
    relative(site, file)
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')
  );
}

/**
 * The sizes of one prerendered page, gzipped.
 * @typedef {object} PageSize
 * @property {string} path URL path: '/', '/about', '/404'
 * @property {number} html
 * @property {number} js JS before interactive: module entry + modulepreloads
 * @property {number} css
 * @property {string[]} scripts
 * @property {string[]} styles
 */

/**
 * For each prerendered page (every route plus 404.html): gzipped HTML, JS before interactive, CSS,
 * and the files counted. A referenced file missing from dist/site throws, so a broken link never
 * counts as 0 bytes.
 * @param {string} root
 * @returns {Promise<PageSize[]>}
 */
export async function pageSizes(root) {
  const site = `${root}/dist/site`;
  /** @type {PageSize[]} */
  const pages = [];
  for (const file of await filesUnder(site, '.html')) {
    if (relative(site, file).startsWith('embed/')) continue;
    const html = await readFile(file, 'utf8');
    const local = (/** @type {string} */ url) => join(site, url.replace(/^\//, '').replace(/[?#].*$/, ''));
    const scripts = initialScripts(html);
    const styles = stylesheets(html);
    pages.push({
      path: pathOfPage(site, file),
      html: gzipSize(Buffer.from(html)),
      js: await gzipOfFiles(scripts.map(local)),
      css: await gzipOfFiles(styles.map(local)),
      scripts,
      styles,
    });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Every size over its budget, as readable lines ("/about: JS before interactive 37.2 KB > 36 KB"); empty when all fit.
 * @param {{ embed: { firstLoad: number, total: number }, pages: readonly Pick<PageSize, 'path' | 'js' | 'css'>[] }} sizes
 * @returns {string[]}
 */
export function overBudget({ embed, pages }) {
  const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;
  /** @type {string[]} */
  const over = [];
  if (embed.firstLoad > BUDGETS.embedFirstLoad)
    over.push(`embed first load ${kb(embed.firstLoad)} > ${kb(BUDGETS.embedFirstLoad)}`);
  if (embed.total > BUDGETS.embedTotal) over.push(`embed, everything it can load ${kb(embed.total)} > ${kb(BUDGETS.embedTotal)}`);
  for (const page of pages) {
    if (page.js > BUDGETS.pageJsBeforeInteractive)
      over.push(`${page.path}: JS before interactive ${kb(page.js)} > ${kb(BUDGETS.pageJsBeforeInteractive)}`);
    if (page.css > BUDGETS.pageCss) over.push(`${page.path}: CSS ${kb(page.css)} > ${kb(BUDGETS.pageCss)}`);
  }
  return over;
}
