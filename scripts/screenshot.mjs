#!/usr/bin/env node
/**
 * Screenshots for looking at the product: node scripts/screenshot.mjs <url> <out.png> [width] [--full]
 * Uses Debian's Chromium, as the end-to-end tests do.
 */
import { chromium } from '@playwright/test';

const [url, out, width = '1280', ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [--full] [--dark]');
  process.exit(1);
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
  deviceScaleFactor: 1,
  colorScheme: flags.includes('--dark') ? 'dark' : 'light',
});
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
console.log(`saved ${out}`);
