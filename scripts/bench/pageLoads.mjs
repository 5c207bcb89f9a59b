/**
 * What a real page load fetches: each page opens in a fresh Chromium context (empty cache), waits
 * for the network to go quiet, and sums the gzipped size of every JavaScript response (entry,
 * modulepreloads, lazy chunks the page asks for while loading, the embed on /partners).
 */
import { chromium } from '@playwright/test';
import { gzipSize } from '../sizes.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

/** @import { Response } from '@playwright/test' */

/**
 * @typedef {object} LoadedScript
 * @property {string} url path of the script
 * @property {number} gzip its gzipped size
 */

/**
 * @typedef {object} PageLoad
 * @property {number} js gzipped bytes of every script the load fetched
 * @property {number} files how many scripts
 * @property {LoadedScript[]} scripts
 */

const isScript = (/** @type {Response} */ response) =>
  /\.m?js$/.test(new URL(response.url()).pathname) || /javascript/.test(response.headers()['content-type'] ?? '');

/**
 * @param {string} origin
 * @param {readonly string[]} paths
 * @param {{ settleMs?: number }} [options]
 * @returns {Promise<Record<string, PageLoad>>} by path
 */
export async function measurePageLoads(origin, paths, { settleMs = 1000 } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || CHROMIUM_PATH, args: CHROMIUM_ARGS });
  /** @type {Record<string, PageLoad>} */
  const results = {};
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      /** @type {Promise<LoadedScript | null>[]} */
      const pending = [];
      page.on('response', (response) => {
        if (response.request().method() !== 'GET' || !isScript(response)) return;
        pending.push(
          response.body().then(
            (body) => ({ url: new URL(response.url()).pathname, gzip: gzipSize(body) }),
            () => null,
          ),
        );
      });
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(settleMs);
      const scripts = (await Promise.all(pending)).filter((s) => s !== null);
      results[path] = { js: scripts.reduce((sum, s) => sum + s.gzip, 0), files: scripts.length, scripts };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
