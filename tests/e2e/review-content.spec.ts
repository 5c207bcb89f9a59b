/**
 * What the built review pages say, read from the build as a search engine's tools would: two pages
 * of one list share at most a quarter of their sentences (scripts/reviewSimilarity.mjs), and every
 * page's structured data passes Google's rich-result rules under Adobe's validator with no error
 * (scripts/structuredData.mjs). No browser: these read dist/site.
 */
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { listSimilarity } from '../../scripts/reviewSimilarity.mjs';
import { structuredDataErrors } from '../../scripts/structuredData.mjs';
import { CANADA_LISTS, US_LISTS } from '../support/counts';

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
