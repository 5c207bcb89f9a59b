/**
 * Search across all verticals (the spec sends every search to the health hub), in English: every
 * topic page and every built-in list. Loaded only when a search is made; the build writes its index
 * in (./searchData.ts).
 */
import { searchOver } from './searchCore';
import type { SearchIndex } from './searchData';

export { MAX_PROVIDER_HITS, type ProviderHit, type SearchResults, type TopicHit } from './searchCore';

declare const __SEARCH_INDEX_EN__: SearchIndex;

// Named once: the build writes the index in wherever the constant is named.
const index = __SEARCH_INDEX_EN__;

export const search = searchOver(index.topics, index.listings);
