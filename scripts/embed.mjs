/** The embed build: the script-tag bundle plus the built-in lists and scoring methods it fetches from beside itself. */
import { cp, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** @import { LogLevel } from 'vite' */

const defaultRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Writes outDir/worthy-embed.js, outDir/data/<key>.json and outDir/methods/<key>.json (one list
 * and one method per file, each fetched when a widget shows that list).
 * @param {{ root?: string, outDir?: string, logLevel?: LogLevel }} [options]
 * @returns {Promise<string>} outDir
 */
export async function buildEmbed({ root = defaultRoot, outDir = `${root}/dist/embed`, logLevel = 'warn' } = {}) {
  await build({ configFile: `${root}/vite.config.ts`, logLevel, mode: 'embed', build: { outDir } });
  await mkdir(`${outDir}/data`, { recursive: true });
  await cp(`${root}/lib/data/builtin`, `${outDir}/data`, { recursive: true });
  await mkdir(`${outDir}/methods`, { recursive: true });
  await cp(`${root}/lib/data/methods`, `${outDir}/methods`, { recursive: true });
  return outDir;
}
