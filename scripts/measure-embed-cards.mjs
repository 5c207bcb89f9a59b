#!/usr/bin/env node
/**
 * How much room the embed's loading placeholders hold: as much as the tallest real card needs at
 * the list's width, so nothing moves when the list arrives. Builds the embed, renders every
 * built-in list in Chromium at list widths from 248 to 1248 px (embeds 280 to 1280 px wide), takes
 * the tallest card at each width and writes lib/connected/WorthyRankedList/cardHeights.css: the placeholder's
 * min-height as container-query steps, each a little taller than the tallest card it covers.
 *
 *   node scripts/measure-embed-cards.mjs
 *
 * Run it after a change that makes cards taller or shorter; tests/e2e/embed-reserve.spec.ts fails
 * when a card outgrows the room held for it.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { buildEmbed } from './embed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(root, 'lib/connected/WorthyRankedList/cardHeights.css');
/** Embed widths measured, every 4 px: a phone's column to a wide desktop one. */
const EMBED_WIDTHS = Array.from({ length: 251 }, (_, i) => 280 + 4 * i);
/** Where the cards switch to their wide layout (ProviderCard.css): the steps never span it. */
const WIDE_FROM_PX = 43 * 16;
/** A new step wherever one step would hold more than this much extra room (px). */
const SLACK_PX = 64;

/** @typedef {{ width: number, listWidth: number, tallest: number, tallestIn: string }} Sample */
/** @typedef {{ from: number, height: number }} Step */

/** @param {number} px */
const rem = (px) => `${Number((px / 16).toFixed(4))}rem`;

/**
 * The built embed and its lists, served from one origin as the site serves them.
 * @param {string} dir
 */
async function serveEmbed(dir) {
  const keys = (await readdir(join(dir, 'data'))).map((file) => file.replace(/\.json$/, '')).sort();
  const page = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
    <style>body { margin: 0 } #lists { width: 1280px }</style></head>
    <body><div id="lists">${keys.map((key) => `<worthy-ranked-list category="${key}"></worthy-ranked-list>`).join('')}</div>
    <script src="/worthy-embed.js"></script></body></html>`;
  /** @type {Record<string, string>} */
  const types = { '.js': 'text/javascript', '.json': 'application/json' };
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end(page);
    const body = /^\/[\w/-]+\.(js|json)$/.test(path) ? await readFile(join(dir, path)).catch(() => null) : null;
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': types[extname(path)] }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/`, keys, close: () => server.close() };
}

/**
 * The tallest card of every list at each embed width, with the list's (the container's) width.
 * @param {string} url
 * @param {string[]} keys
 * @returns {Promise<Sample[]>}
 */
async function measure(url, keys) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(url);
    await page.waitForFunction(
      (count) => {
        const hosts = [...document.querySelectorAll('worthy-ranked-list')];
        // Every card drawn: they follow the header a frame each, in placeholders until then.
        return (
          hosts.length === count &&
          hosts.every(
            (host) =>
              host.shadowRoot?.querySelector('.wy-list__items') && !host.shadowRoot.querySelector('.wy-card--placeholder'),
          )
        );
      },
      keys.length,
      { timeout: 30_000 },
    );
    return await page.evaluate((widths) => {
      const lists = /** @type {HTMLElement} */ (document.getElementById('lists'));
      const roots = [...document.querySelectorAll('worthy-ranked-list')].map((host) => ({
        category: host.getAttribute('category') ?? '',
        shadow: /** @type {ShadowRoot} */ (host.shadowRoot),
      }));
      return widths.map((width) => {
        lists.style.width = `${width}px`;
        let tallest = 0;
        let tallestIn = '';
        for (const { category, shadow } of roots) {
          for (const card of shadow.querySelectorAll('article.wy-card')) {
            const height = card.getBoundingClientRect().height;
            if (height > tallest) [tallest, tallestIn] = [height, category];
          }
        }
        const list = /** @type {Element} */ (roots[0]?.shadow.querySelector('.wy-list'));
        return { width, listWidth: list.getBoundingClientRect().width, tallest, tallestIn };
      });
    }, EMBED_WIDTHS);
  } finally {
    await browser.close();
  }
}

/**
 * Steps from the narrowest width up: each holds the tallest card from where it starts until the
 * next (cards only get shorter as they get wider, within one layout), and a new one starts where
 * the cards have become SLACK_PX shorter, or switch to their wide layout.
 * @param {Sample[]} samples
 * @returns {Step[]}
 */
function steps(samples) {
  /** @type {Step[]} */
  const result = [];
  for (const { listWidth, tallest } of samples) {
    const height = Math.ceil(tallest);
    const last = result.at(-1);
    const newLayout = last && last.from < WIDE_FROM_PX && listWidth >= WIDE_FROM_PX;
    if (!last || newLayout || last.height - height > SLACK_PX) result.push({ from: listWidth, height });
    else last.height = Math.max(last.height, height);
  }
  return result;
}

/**
 * The first step is the placeholder's own min-height; each further one a container query.
 * @param {Step[]} table
 * @param {number} narrowest list width measured (px)
 * @param {number} widest
 */
function css(table, narrowest, widest) {
  /** @param {number} height */
  const rule = (height) => `.wy-list > * {\n  --wy-card-room: ${rem(height)};\n}`;
  return [
    '/*',
    ' * Generated by scripts/measure-embed-cards.mjs: do not edit. The room of a card: the height of',
    " * the tallest built-in card at the list's width (measured every 4 px from",
    ` * ${narrowest} to ${widest} px; narrower lists may need more), held by each loading placeholder`,
    ' * and by each card not laid out yet (WorthyRankedList.css).',
    ' */',
    ...table.map(({ from, height }, index) =>
      index === 0 ? rule(height) : `@container (width >= ${rem(from)}) {\n  ${rule(height).replace(/\n/g, '\n  ')}\n}`,
    ),
    '',
  ].join('\n');
}

const dir = await mkdtemp(join(tmpdir(), 'worthy-embed-'));
try {
  await buildEmbed({ outDir: dir });
  const server = await serveEmbed(dir);
  try {
    const samples = await measure(server.url, server.keys);
    const table = steps(samples);
    await writeFile(OUT, css(table, samples[0]?.listWidth ?? 0, samples.at(-1)?.listWidth ?? 0));
    for (const { from, height } of table) console.log(`lists from ${from} px wide: ${height} px`);
    const tallest = samples.reduce((a, b) => (b.tallest > a.tallest ? b : a));
    console.log(`tallest card: ${tallest.tallest.toFixed(1)} px (${tallest.tallestIn}, ${tallest.listWidth} px list)`);
    console.log(`wrote ${OUT}`);
  } finally {
    server.close();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
