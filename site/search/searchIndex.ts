/**
 * Search across all verticals (the spec sends every search to the health hub), in English: every
 * topic page and every built-in list. Loaded only when a search is made; it carries every built-in list.
 */
import { toProviders } from '../../lib/data';
import { LISTS, VERTICALS, VERTICAL_NAMES, listLabel } from '../../lib/model';
import { topicCards } from '../content/topicCards';
import { listingsOf, searchOver, type IndexedTopic } from './searchCore';

export { MAX_PROVIDER_HITS, type ProviderHit, type SearchResults, type TopicHit } from './searchCore';

const rows = import.meta.glob<readonly unknown[]>('../../lib/data/builtin/*.json', { eager: true, import: 'default' });

const topics: IndexedTopic[] = VERTICALS.flatMap((vertical) =>
  topicCards[vertical].map((card) => ({
    title: card.title,
    description: card.description,
    href: card.href,
    category: VERTICAL_NAMES[vertical].long,
    niches: card.niches,
  })),
);

const listings = LISTS.flatMap((list) =>
  listingsOf(
    list,
    toProviders(list.key, rows[`../../lib/data/builtin/${list.key}.json`] ?? [], () => {}),
    listLabel(list),
  ),
);

export const search = searchOver(topics, listings);
