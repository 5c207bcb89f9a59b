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
 * needs to show the list, in one request. The method's rubrics stay out: no widget shows them
 * (the topic page's "How We Score" does), and they are the longest words of the file.
 * @param {import('../lib/model/lists.ts').ListRecord} list
 * @param {import('../lib/model/provider.ts').Provider[]} providers
 * @param {import('../lib/model/method.ts').ScoringMethod | null} method
 */
export const listFile = (list, providers, method) => ({
  title: list.title,
  label: list.label,
  topPick: list.topPick,
  providers,
  method: method && { ...method, criteria: method.criteria.map(({ rubric, ...criterion }) => (void rubric, criterion)) },
});

/**
 * The widgets' words in French as a French list file carries them (lib/embed/french.ts): each
 * text's key (from its English), space apart, and its French, typeset, in the same order. A text
 * the same in both languages ('Promo') is left out: it is found in English. Two texts with one key
 * fail the build.
 * @param {Readonly<Record<string, string>>} widgetWords English → French
 * @param {(english: string) => string} wordKey
 * @param {(text: string) => string} typeset
 * @returns {import('../lib/embed/language.ts').WordTable}
 */
export function frenchWordTable(widgetWords, wordKey, typeset) {
  const taken = new Set();
  const keys = [];
  const words = [];
  for (const [english, french] of Object.entries(widgetWords)) {
    const key = wordKey(english);
    if (taken.has(key)) throw new Error(`lib/embed/wordKey.ts gives "${english}" the key of another text`);
    taken.add(key);
    if (french === english) continue;
    keys.push(key);
    words.push(typeset(french));
  }
  return { keys: keys.join(' '), words };
}

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
  const { LISTS, isCanadaListKey } = /** @type {typeof import('../lib/model/lists.ts')} */ (await load('lib/model/lists.ts'));
  const { listInFrench, methodInFrench } = /** @type {typeof import('../lib/data/french.ts')} */ (
    await load('lib/data/french.ts')
  );
  const { FR_LISTS } = /** @type {typeof import('../lib/i18n/fr-CA/lists.ts')} */ (await load('lib/i18n/fr-CA/lists.ts'));
  const { typeset } = /** @type {typeof import('../lib/i18n/fr-CA/typography.ts')} */ (
    await load('lib/i18n/fr-CA/typography.ts')
  );
  const words = frenchWordTable(
    /** @type {typeof import('../lib/i18n/fr-CA/widgetWords.ts')} */ (await load('lib/i18n/fr-CA/widgetWords.ts')).WIDGET_WORDS,
    /** @type {typeof import('../lib/embed/wordKey.ts')} */ (await load('lib/embed/wordKey.ts')).wordKey,
    typeset,
  );
  await mkdir(`${outDir}/lists/fr-CA`, { recursive: true });
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
    // The same list for a French widget (CONTRACT section 13), with the widgets' words in French:
    // a Canada list's own words in French too, never its numbers, ranks or links; a US list's in English.
    let inFrench = listFile(list, providers, method);
    if (isCanadaListKey(list.key)) {
      const french = JSON.parse(await readFile(`${root}/lib/data/fr/${file}`, 'utf8'));
      const heading = { title: typeset(FR_LISTS[list.key].title), label: typeset(FR_LISTS[list.key].label) };
      inFrench = listFile({ ...list, ...heading }, listInFrench(providers, french), methodInFrench(method, french));
    }
    await writeFile(`${outDir}/lists/fr-CA/${file}`, JSON.stringify({ ...inFrench, words }));
  }
}

/**
 * Writes outDir/worthy-embed.js with its lazy chunks, and beside it one file per list and method,
 * each fetched when a widget shows that list: lists/<key>.json (checked, for the script; lists/fr-CA/<key>.json for a Canada list in French),
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
