/**
 * What the tests expect to count, counted from the registry (lib/model/lists.ts) and the built-in
 * data files read straight from disk (lib/data/builtin/<key>.json), never from the loaders, routes
 * or pages under test: a test still fails when the code drops or duplicates a list, a provider or a
 * page, and adding a provider changes no expectation. CONTRACT's own numbers (49 list keys: 25 US,
 * 24 Canada) are pinned once, in tests/unit/registry.test.ts.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LISTS, VERTICALS, type ListRecord } from '../../lib/model';

/** A string path, not a URL: jsdom's URL class (vitest's default environment) is not Node's. */
const BUILTIN_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../lib/data/builtin');

export const US_LISTS: readonly ListRecord[] = LISTS.filter((list) => list.market === 'us');
export const CANADA_LISTS: readonly ListRecord[] = LISTS.filter((list) => list.market === 'ca');

/** A list's built-in rows as its data file holds them; a missing file throws (the loader would give []). */
export function builtinRowsOnDisk(key: string): unknown[] {
  return JSON.parse(readFileSync(join(BUILTIN_DIR, `${key}.json`), 'utf8')) as unknown[];
}

/** How many built-in providers these lists hold together. */
export const providersOf = (lists: readonly ListRecord[]): number =>
  lists.reduce((total, list) => total + builtinRowsOnDisk(list.key).length, 0);

/** Every built-in provider of every list: one English review page each (CONTRACT section 11). */
export const BUILTIN_PROVIDERS = providersOf(LISTS);

/** The providers of the Canada lists: one French review page each (CONTRACT section 13). */
export const CANADA_PROVIDERS = providersOf(CANADA_LISTS);

/** The static pages of CONTRACT section 4. */
export const STATIC_PATHS = ['/about', '/privacy', '/cookies', '/contact'];

/** CONTRACT section 4's pages that show no list (the home, the static pages, the hubs): each has a French twin. */
export const LISTLESS_PATHS: readonly string[] = [
  '/',
  ...STATIC_PATHS,
  ...VERTICALS.map((vertical) => `/categories/${vertical}`),
];

/** The French pages (CONTRACT section 13): a twin of each list-less page, each Canada topic page and each Canada review. */
export const FRENCH_PAGES = LISTLESS_PATHS.length + CANADA_LISTS.length + CANADA_PROVIDERS;

/**
 * Every page the build prerenders (the sitemap lists each once): the list-less pages, /partners, a
 * topic page per list and a review page per built-in provider, then the French pages.
 */
export const SITE_PAGES = LISTLESS_PATHS.length + 1 + LISTS.length + BUILTIN_PROVIDERS + FRENCH_PAGES;
