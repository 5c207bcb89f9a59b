/**
 * Size budgets of the production build, in gzipped bytes. They run with the browser tests because
 * `npm test` builds just before them; they read dist/ only and open no page. The bench
 * (`npm run bench`) prints the same figures through the same functions of scripts/sizes.mjs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { BUDGETS, embedSizes, pageSizes, type PageSize } from '../../scripts/sizes.mjs';
import { PAGES } from '../support/audit';

const root = fileURLToPath(new URL('../..', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const built = existsSync(`${root}/dist/site/index.html`) && existsSync(`${root}/dist/embed/worthy-embed.js`);

test.describe('size budgets (gzip)', () => {
  let pages: PageSize[] = [];
  test.beforeAll(async () => {
    // A missing build fails every budget: skipping would pass a run that measured nothing.
    expect(
      built,
      'dist/site or dist/embed is missing: run `npm run build` first (npm test builds before the browser tests)',
    ).toBe(true);
    pages = await pageSizes(root);
  });

  test(`the embed's first load is at most ${kb(BUDGETS.embedFirstLoad)}, and all it can ever load at most ${kb(BUDGETS.embedTotal)}`, async () => {
    const embed = await embedSizes(root);
    expect(embed.firstLoad, 'worthy-embed.js is empty or missing').toBeGreaterThan(0);
    expect(embed.firstLoad, `worthy-embed.js is ${kb(embed.firstLoad)}`).toBeLessThanOrEqual(BUDGETS.embedFirstLoad);
    expect(embed.total, `all of the embed's code is ${kb(embed.total)}`).toBeLessThanOrEqual(BUDGETS.embedTotal);
    expect(embed.listPart, 'the chunk of Find your fit and pages is missing').toBeGreaterThan(0);
    expect(embed.listPart, `Find your fit's chunk is ${kb(embed.listPart)}`).toBeLessThanOrEqual(BUDGETS.embedListPart);
    // The rest comes only when asked for: the compare table and score details, a backend's row
    // checks, French, Find your fit and a long list's pages, taking over a list the server rendered,
    // and the dark and automatic palettes.
    expect(Object.keys(embed.files).sort()).toEqual([
      expect.stringMatching(/^worthy-embed-backendLoader-[\w-]+\.js$/),
      expect.stringMatching(/^worthy-embed-extras-[\w-]+\.js$/),
      expect.stringMatching(/^worthy-embed-french-[\w-]+\.js$/),
      expect.stringMatching(/^worthy-embed-listPartChunk-[\w-]+\.js$/),
      expect.stringMatching(/^worthy-embed-takeover-[\w-]+\.js$/),
      expect.stringMatching(/^worthy-embed-themeStyles-[\w-]+\.js$/),
      'worthy-embed.js',
    ]);
  });

  test(`a French list's first load is at most ${kb(BUDGETS.embedFrenchExtra)} more than the English one`, async () => {
    const embed = await embedSizes(root);
    expect(embed.frenchExtra, 'the French chunk is missing').toBeGreaterThan(0);
    expect(embed.frenchExtra, `the French chunk is ${kb(embed.frenchExtra)}`).toBeLessThanOrEqual(BUDGETS.embedFrenchExtra);
    // Its list file holds more than the English one (longer words, and the widgets' French): data, as the English list's is.
    expect(embed.frenchDataExtra).toBeGreaterThan(0);
  });

  // An Intl formatter or collator loads locale data on first use: about 60 ms on this machine
  // unthrottled, a long task of several hundred on a low-tier phone. English figures are written by
  // hand (lib/format/rating.ts formatFigure); only French, which needs its rules, may use Intl.
  // The site's pages are held to the same in tests/e2e/locale-data.spec.ts, where they run.
  const LOCALE_DATA = /\bIntl\.|\.toLocale(?:String|LowerCase|UpperCase|DateString|TimeString)\(|\.localeCompare\(/;

  test('an English list in the embed loads no locale data: no Intl, toLocaleString or localeCompare outside the French chunk', async () => {
    const { files } = await embedSizes(root);
    const english = Object.keys(files).filter((name) => !name.startsWith('worthy-embed-french-'));
    expect(english).toContain('worthy-embed.js');
    for (const name of english) expect(readFileSync(`${root}/dist/embed/${name}`, 'utf8'), name).not.toMatch(LOCALE_DATA);
  });

  test('the embed parses in the browsers of partners’ readers: no regular-expression lookbehind (Safari before 16.4)', async () => {
    const { files } = await embedSizes(root);
    for (const name of Object.keys(files))
      expect(readFileSync(`${root}/dist/embed/${name}`, 'utf8'), name).not.toMatch(/\(\?<[=!]/);
  });

  test('every page (review pages too) and the not-found page is measured', () => {
    const measured = new Set(pages.map((p) => p.path));
    const missing = [...PAGES.map((r) => r.path), '/404'].filter((path) => !measured.has(path));
    expect(measured.size).toBeGreaterThanOrEqual(PAGES.length + 1);
    expect(missing, 'routes without a prerendered page in dist/site').toEqual([]);
    for (const page of pages) expect(page.scripts.length, `${page.path} loads no module script`).toBeGreaterThan(0);
  });

  test(`every page's JS before interactive is at most ${kb(BUDGETS.pageJsBeforeInteractive)}`, () => {
    const over = pages
      .filter((p) => p.js > BUDGETS.pageJsBeforeInteractive)
      .map((p) => `${p.path}: ${kb(p.js)} (${p.scripts.length} scripts)`);
    expect(over).toEqual([]);
  });

  test(`every page's CSS is at most ${kb(BUDGETS.pageCss)}`, () => {
    const over = pages.filter((p) => p.css > BUDGETS.pageCss).map((p) => `${p.path}: ${kb(p.css)}`);
    expect(over).toEqual([]);
    for (const page of pages) expect(page.styles.length, `${page.path} links no stylesheet`).toBeGreaterThan(0);
  });
});
