#!/usr/bin/env node
/** `npm run build`: the library, the embed, the site's client and server bundles, then the prerender. */
import { cp, mkdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = `${root}/vite.config.ts`;
const step = async (label, run) => {
  const started = performance.now();
  await run();
  console.log(`✓ ${label} (${Math.round(performance.now() - started)} ms)`);
};
const quiet = { configFile, logLevel: 'warn' };

await rm(`${root}/dist/server`, { recursive: true, force: true });
await step('library  -> dist/lib', () => build({ ...quiet, mode: 'lib' }));
await step('embed    -> dist/embed', async () => {
  await build({ ...quiet, mode: 'embed' });
  // Built-in lists beside the script: the embed fetches only the one list it shows.
  await mkdir(`${root}/dist/embed/data`, { recursive: true });
  await cp(`${root}/lib/data/builtin`, `${root}/dist/embed/data`, { recursive: true });
});
await step('site     -> dist/site', () => build({ ...quiet, mode: 'production' }));
await step('server   -> dist/server', () => build({ ...quiet, mode: 'production', build: { ssr: 'entry-server.tsx' } }));
await step('embed    -> dist/site/embed', () => cp(`${root}/dist/embed`, `${root}/dist/site/embed`, { recursive: true }));
await step('prerender', async () => {
  const { prerender } = await import('./prerender.mjs');
  const count = await prerender(root);
  console.log(`  ${count} pages`);
});
