#!/usr/bin/env node
/**
 * Screenshots for looking at the product: node scripts/screenshot.mjs <url> <out.png> [width] [--full]
 * Uses Debian's Chromium, as the end-to-end tests do.
 */
import { chromium } from '@playwright/test';

const [url, out, width = '1280', ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [--full] [--dark] [--slices=N]');
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
// Parts below the first screen render on demand (content-visibility: auto) and skip again once
// out of view; a full-page capture shows them all, as a reader scrolling through sees them.
if (flags.includes('--full') || flags.some((f) => f.startsWith('--slices='))) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}
await page.waitForTimeout(300);
const slices = Number(flags.find((f) => f.startsWith('--slices='))?.split('=')[1] ?? 0);
if (slices) {
  // Tall pages at phone width are unreadable as one image: one file per screenful of 1600 px.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let i = 0; i < slices && i * 1600 < height; i++) {
    const file = out.replace(/\.png$/, `-${i}.png`);
    await page.screenshot({
      path: file,
      fullPage: true,
      clip: { x: 0, y: i * 1600, width: Number(width), height: Math.min(1600, height - i * 1600) },
    });
    console.log(`saved ${file}`);
  }
} else {
  await page.screenshot({ path: out, fullPage: flags.includes('--full') });
}
await browser.close();
console.log(`saved ${out}`);
