/** The embed build: the script-tag bundle plus the built-in lists it fetches from beside itself. */
import { cp, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const defaultRoot = fileURLToPath(new URL('..', import.meta.url));

/** Writes outDir/worthy-embed.js and outDir/data/<key>.json (one list per file, fetched on demand). */
export async function buildEmbed({ root = defaultRoot, outDir = `${root}/dist/embed`, logLevel = 'warn' } = {}) {
  await build({ configFile: `${root}/vite.config.ts`, logLevel, mode: 'embed', build: { outDir } });
  await mkdir(`${outDir}/data`, { recursive: true });
  await cp(`${root}/lib/data/builtin`, `${outDir}/data`, { recursive: true });
  return outDir;
}
