/**
 * Search in French, from a French page: the Canada topics and lists, which are the ones in French,
 * leading to the French pages. Loaded only when a search is made on a French page; the build writes
 * its index in (./searchData.ts).
 */
import { searchOver } from './searchCore';
import type { SearchIndex } from './searchData';

export { type SearchResults } from './searchCore';

declare const __SEARCH_INDEX_FR__: SearchIndex;

// Named once: the build writes the index in wherever the constant is named.
const index = __SEARCH_INDEX_FR__;

export const search = searchOver(index.topics, index.listings);
