/** The embed build: the script-tag bundle plus the lists and scoring methods it fetches from beside itself. */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, runnerImport } from 'vite';

/** @import { LogLevel } from 'vite' */

/** The project, found when first needed (a test that imports listFile runs where this module's URL is not a file's). */
const defaultRoot = () => fileURLToPath(new URL('..', import.meta.url));

/**
 * What lists/<key>.json holds: the list's words from the registry (its title as its topic page
 * shows it, its label, its top-pick rule), its providers and its scoring method: all a widget
 * needs to show the list, in one request.
 * @param {import('../lib/model/lists.ts').ListRecord} list
 * @param {import('../lib/model/provider.ts').Provider[]} providers
 * @param {import('../lib/model/method.ts').ScoringMethod | null} method
 */
export const listFile = (list, providers, method) => ({
  title: list.title,
  label: list.label,
  topPick: list.topPick,
  providers,
  method,
});

/**
 * Each built-in list as the widgets show it: sorted, every row checked and scored against its
 * method by the same code that checks a backend's rows, so the embed's script needs none of it,
 * with the list's words. A built-in row that fails the check fails the build.
 * @param {string} root
 * @param {string} outDir
 */
async function writeCheckedLists(root, outDir) {
  const load = async (/** @type {string} */ path) =>
    (await runnerImport(`${root}/${path}`, { configFile: false, logLevel: 'warn' })).module;
  const { toProviders, sortRows } = /** @type {typeof import('../lib/data/toProviders.ts')} */ (
    await load('lib/data/toProviders.ts')
  );
  const { LISTS } = /** @type {typeof import('../lib/model/lists.ts')} */ (await load('lib/model/lists.ts'));
  await mkdir(`${outDir}/lists`, { recursive: true });
  for (const list of LISTS) {
    const file = `${list.key}.json`;
    const rows = JSON.parse(await readFile(`${root}/lib/data/builtin/${file}`, 'utf8'));
    const method = JSON.parse(await readFile(`${root}/lib/data/methods/${file}`, 'utf8'));
    const providers = toProviders(
      list.key,
      sortRows(rows),
      (problem) => {
        throw new Error(`lib/data/builtin/${file}: ${problem}`);
      },
      method,
    );
    await writeFile(`${outDir}/lists/${file}`, JSON.stringify(listFile(list, providers, method)));
  }
}

/**
 * Writes outDir/worthy-embed.js with its lazy chunks, and beside it one file per list and method,
 * each fetched when a widget shows that list: lists/<key>.json (checked, for the script),
 * data/<key>.json (the raw rows: a backend's fallback, and the WordPress plugin's source) and methods/<key>.json.
 * @param {{ root?: string, outDir?: string, logLevel?: LogLevel }} [options]
 * @returns {Promise<string>} outDir
 */
export async function buildEmbed({ root = defaultRoot(), outDir = `${root}/dist/embed`, logLevel = 'warn' } = {}) {
  await build({ configFile: `${root}/vite.config.ts`, logLevel, mode: 'embed', build: { outDir } });
  await mkdir(`${outDir}/data`, { recursive: true });
  await cp(`${root}/lib/data/builtin`, `${outDir}/data`, { recursive: true });
  await mkdir(`${outDir}/methods`, { recursive: true });
  await cp(`${root}/lib/data/methods`, `${outDir}/methods`, { recursive: true });
  await writeCheckedLists(root, outDir);
  return outDir;
}
