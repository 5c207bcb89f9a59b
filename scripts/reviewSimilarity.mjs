#!/usr/bin/env node
/**
 * How much two review pages of one list say alike: for every pair of built review pages of a list,
 * the share of one page's sentences the other has word for word (the larger of the two shares), two
 * ways. "Sentences" are the prose: runs of at least four words ending in . ! or ?. "Fragments" are
 * every block of text of four words or more, headings, labels and table cells included, the stricter
 * count. A third figure masks names and numbers in fragments: what a template shares.
 * tests/e2e/review-similarity.spec.ts holds every pair to at most a quarter of its sentences.
 *
 *   node scripts/reviewSimilarity.mjs [dist/site]     prints the shares per vertical, English and French
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Words a sentence needs to count. */
const MIN_WORDS = 4;

/** @type {Record<string, string>} */
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/**
 * A page's text with its character references read.
 * @param {string} text
 */
export const unescape = (text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, /** @type {string} */ code) => {
    if (code[0] === '#') return String.fromCodePoint(code[1] === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return ENTITIES[code] ?? whole;
  });

/**
 * The text fragments of a page's main content of four words or more, as a reader sees them.
 * @param {string} html
 * @returns {string[]}
 */
export function fragmentsOf(html) {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? html;
  const text = unescape(
    main
      .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, '')
      .replace(/<\/(p|li|h\d|div|tr|td|th|dt|dd|section|caption|figcaption|span)>/g, '\n')
      .replace(/<[^>]+>/g, ''),
  );
  return text
    .split('\n')
    .flatMap((block) => block.split(/(?<=[.!?])\s+(?=\S)/))
    .map((fragment) => fragment.replace(/\s+/g, ' ').trim())
    .filter((fragment) => fragment.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length >= MIN_WORDS);
}

/**
 * The prose sentences of a page's main content: its fragments that end as a sentence does.
 * @param {string} html
 */
export const sentencesOf = (html) => fragmentsOf(html).filter((fragment) => /[.!?]$/.test(fragment));

/**
 * A sentence with its names and numbers masked: what a template shares.
 * @param {string} sentence
 * @param {string[]} names
 */
const masked = (sentence, names) =>
  names.reduce((text, name) => text.replaceAll(name, 'NAME'), sentence).replace(/\d+(?:[.,\s\u00a0\u202f]\d+)*/g, '0');

/**
 * The share of `a`'s sentences that `b` also has.
 * @param {string[]} a
 * @param {Set<string>} b
 */
const shareOf = (a, b) => (a.length ? a.filter((sentence) => b.has(sentence)).length / a.length : 0);

/**
 * @typedef {{ list: string; vertical: string; lang: 'en' | 'fr'; pages: number; mean: number; max: number; fragmentsMean: number; fragmentsMax: number; maskedMean: number }} ListSimilarity
 */

/** @param {number[]} values */
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The larger of the two shares for every pair of pages.
 * @param {string[][]} pages
 */
function pairShares(pages) {
  const sets = pages.map((page) => new Set(page));
  const shares = [];
  for (let i = 0; i < pages.length; i++) {
    for (let j = i + 1; j < pages.length; j++) {
      shares.push(
        Math.max(
          shareOf(/** @type {string[]} */ (pages[i]), /** @type {Set<string>} */ (sets[j])),
          shareOf(/** @type {string[]} */ (pages[j]), /** @type {Set<string>} */ (sets[i])),
        ),
      );
    }
  }
  return shares;
}

/**
 * Every pair of review pages of each list of the built site, in both languages.
 * @param {string} site the built site
 * @returns {ListSimilarity[]}
 */
export function listSimilarity(site) {
  /** @type {ListSimilarity[]} */
  const lists = [];
  for (const lang of /** @type {const} */ (['en', 'fr'])) {
    const base = lang === 'fr' ? join(site, 'fr') : site;
    for (const vertical of ['health', 'finance', 'digital', 'lifestyle']) {
      const hub = join(base, vertical);
      if (!existsSync(hub)) continue;
      for (const topic of readdirSync(hub, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
        const dir = join(hub, topic.name);
        const pages = readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.html')))
          .map((entry) => readFileSync(join(dir, entry.name, 'index.html'), 'utf8'));
        if (pages.length < 2) continue;
        const names = pages
          .map((html) => unescape(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? ''))
          .map((h1) => h1.replace(/ review$|^Évaluation (de |d')/g, ''))
          .filter(Boolean)
          .sort((a, b) => b.length - a.length);
        const sentences = pairShares(pages.map(sentencesOf));
        const fragments = pages.map(fragmentsOf);
        const all = pairShares(fragments);
        const masks = pairShares(fragments.map((page) => page.map((fragment) => masked(fragment, names))));
        lists.push({
          list: `${lang === 'fr' ? '/fr' : ''}/${vertical}/${topic.name}`,
          vertical,
          lang,
          pages: pages.length,
          mean: mean(sentences),
          max: Math.max(...sentences),
          fragmentsMean: mean(all),
          fragmentsMax: Math.max(...all),
          maskedMean: mean(masks),
        });
      }
    }
  }
  return lists;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lists = listSimilarity(process.argv[2] ?? 'dist/site');
  /** @param {number} value */
  const pct = (value) => `${(value * 100).toFixed(0)}%`.padStart(9);
  console.log('lang vertical   lists  sentences: mean  worst | fragments: mean  worst | masked: mean');
  for (const lang of ['en', 'fr']) {
    for (const vertical of ['health', 'finance', 'digital', 'lifestyle']) {
      const some = lists.filter((list) => list.lang === lang && list.vertical === vertical);
      if (!some.length) continue;
      const avg = (/** @type {(list: ListSimilarity) => number} */ pick) => pct(mean(some.map(pick)));
      const worst = (/** @type {(list: ListSimilarity) => number} */ pick) => pct(Math.max(...some.map(pick)));
      console.log(
        `${lang.padEnd(5)}${vertical.padEnd(10)}${String(some.length).padStart(6)}  ${avg((l) => l.mean)}${worst((l) => l.max)}   ${avg((l) => l.fragmentsMean)}${worst((l) => l.fragmentsMax)}  ${avg((l) => l.maskedMean)}`,
      );
    }
  }
}
