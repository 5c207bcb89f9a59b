#!/usr/bin/env node
/** `npm run build`: the library, the embed, the site's client and server bundles, the WordPress plugin, then the prerender. */
import { cp, rm, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { execFileSync } from 'node:child_process';
import { buildEmbed } from './embed.mjs';
import { embedSize } from './sizes.mjs';
import { buildWordPressPlugin } from './wordpress.mjs';

/** @import { InlineConfig } from 'vite' */

const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = `${root}/vite.config.ts`;
/**
 * Runs one build step and prints its name and time.
 * @param {string} label
 * @param {() => unknown} run
 */
const step = async (label, run) => {
  const started = performance.now();
  await run();
  console.log(`✓ ${label} (${Math.round(performance.now() - started)} ms)`);
};
/** @type {InlineConfig} */
const quiet = { configFile, logLevel: 'warn' };

// A bad setting (VITE_SITE_URL) fails the build with its one-line reason, not a stack trace.
process.on('uncaughtException', (error) => {
  console.error(`Build failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  process.exit(1);
});

await rm(`${root}/dist/server`, { recursive: true, force: true });
await step('library  -> dist/lib', () => build({ ...quiet, mode: 'lib' }));
await step('embed    -> dist/embed', async () => {
  await buildEmbed({ root });
  console.log(`  worthy-embed.js ${((await embedSize(root)) / 1024).toFixed(1)} KB gzip`);
});
await step('site     -> dist/site', () => build({ ...quiet, mode: 'production' }));
await step('server   -> dist/server', () => build({ ...quiet, mode: 'production', build: { ssr: 'entry-server.tsx' } }));
await step('embed    -> dist/site/embed', () => cp(`${root}/dist/embed`, `${root}/dist/site/embed`, { recursive: true }));
await step('plugin   -> dist/wordpress', async () => {
  const zip = await buildWordPressPlugin({ root });
  // The /partners page offers it for download.
  await cp(zip, `${root}/dist/site/wordpress/worthy-rankings.zip`);
  console.log(`  worthy-rankings.zip ${((await stat(zip)).size / 1024).toFixed(1)} KB`);
});
await step('prerender', () => {
  execFileSync(process.execPath, ['--experimental-websocket', `${root}/scripts/prerender.mjs`], {
    stdio: 'inherit',
    env: process.env,
  });
});
