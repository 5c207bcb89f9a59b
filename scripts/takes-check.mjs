#!/usr/bin/env node
/**
 * Checks "Our take" as it is written (CONTRACT section 11): every provider has one in each language
 * its pages use, 60–160 words, and every number in it is one its review page shows. Prints one line
 * per problem; exit 1 when there is any.
 *
 *   node scripts/takes-check.mjs en|fr [list_key …]     (no key: every list of that language)
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { importTs } from './tsModule.mjs';

const [lang, ...keys] = process.argv.slice(2);
if (lang !== 'en' && lang !== 'fr') {
  console.error('Usage: node scripts/takes-check.mjs en|fr [list_key …]');
  process.exit(2);
}
/** @param {string} path */
const json = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
const lists = keys.length
  ? keys
  : readdirSync(lang === 'fr' ? 'lib/data/fr' : 'lib/data/builtin').map((file) => file.replace(/\.json$/, ''));

const { reportTakes } = await importTs('site/reviews/takesReport.ts');
const lines = lists.flatMap((key) =>
  reportTakes(
    {
      key,
      rows: json(`lib/data/builtin/${key}.json`) ?? [],
      method: json(`lib/data/methods/${key}.json`),
      french: json(`lib/data/fr/${key}.json`),
      takes: json(`site/content/takes/${lang}/${key}.json`) ?? {},
    },
    lang,
  ),
);
for (const line of lines) console.log(line);
console.log(lines.length ? `${lines.length} problems` : `All takes of ${lists.length} lists are fine.`);
process.exit(lines.length ? 1 : 0);
