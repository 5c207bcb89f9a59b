#!/usr/bin/env node
/**
 * Renders the share card (card.html) to site/public/og-image.png at 1200×630, the size Open Graph
 * and X's large summary card expect. Run it after changing the card; the PNG is committed.
 */
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const card = new URL('./card.html', import.meta.url).href;
const out = fileURLToPath(new URL('../../site/public/og-image.png', import.meta.url));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
await page.goto(card);
await page.screenshot({ path: out, type: 'png' });
await browser.close();
console.log(`wrote ${out}`);
