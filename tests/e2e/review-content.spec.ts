/**
 * What the built review pages say, read from the build as a search engine's tools would: two pages
 * of one list share at most a quarter of their sentences (scripts/reviewSimilarity.mjs), and every
 * page's structured data passes Google's rich-result rules under Adobe's validator with no error
 * (scripts/structuredData.mjs), and no page lists a feature its pros say again
 * (site/pages/review/newFeatures.ts). No browser: these read dist/site.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { repeats, words } from '../../lib/format/repeats';
import { listSimilarity, unescape } from '../../scripts/reviewSimilarity.mjs';
import { structuredDataErrors } from '../../scripts/structuredData.mjs';
import { BUILTIN_PROVIDERS, CANADA_LISTS, CANADA_PROVIDERS, US_LISTS } from '../support/counts';

const site = fileURLToPath(new URL('../../dist/site', import.meta.url));

test('two review pages of a list share at most a quarter of their sentences, in English and French', () => {
  const lists = listSimilarity(site);
  // Every list with two or more pages is measured: each US and Canada list in English, each Canada list in French.
  expect(lists.filter((list) => list.lang === 'en')).toHaveLength(US_LISTS.length + CANADA_LISTS.length);
  expect(lists.filter((list) => list.lang === 'fr')).toHaveLength(CANADA_LISTS.length);
  for (const list of lists) expect(list.max, `${list.list}: the most alike pair of pages`).toBeLessThanOrEqual(0.25);
});

test('structured data has no error under Google’s rich-result rules on any page', async () => {
  test.setTimeout(120_000);
  expect(await structuredDataErrors(site)).toEqual([]);
});

/** The items of the first list between `marker` and the next `end` in `html`, as text. */
function itemsAfter(html: string, marker: string, end: string): string[] {
  const at = html.indexOf(marker);
  if (at < 0) return [];
  const part = html.slice(at, html.indexOf(end, at));
  const list = /<ul>([\s\S]*?)<\/ul>/.exec(part)?.[1] ?? '';
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item = '']) => unescape(item.replace(/<[^>]+>/g, '')));
}

test('no review page lists a feature its pros say again, in English and French', () => {
  const pages = readdirSync(site, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => readFileSync(join(site, file), 'utf8'))
    .filter((html) => html.includes('class="ws-review__keyfacts"'));
  expect(pages).toHaveLength(BUILTIN_PROVIDERS + CANADA_PROVIDERS);
  const repeated = pages.flatMap((html) => {
    // The key facts' first list is the features; the first pro note's, the pros (before "Best for").
    const features = itemsAfter(html, 'class="ws-review__keyfacts"', '</dl>');
    const pros = itemsAfter(html, 'ws-review__note--pro"', '</div>').map(words);
    return features.filter((feature) => pros.some((pro) => repeats(feature, pro)));
  });
  expect(repeated).toEqual([]);
});
