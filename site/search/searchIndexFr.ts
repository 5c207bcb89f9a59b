/**
 * Search in French, from a French page: the Canada topics and lists, which are the ones in French,
 * with their French titles, descriptions, niches and features, leading to the French pages.
 * Loaded only when a search is made on a French page.
 */
import { toProviders } from '../../lib/data';
import { listInFrench, type FrenchList } from '../../lib/data/french';
import { FR_LISTS, FR_VERTICAL_NAMES } from '../../lib/i18n/fr-CA/lists';
import { typeset } from '../../lib/i18n/fr-CA/typography';
import { LISTS, VERTICALS, type CanadaListKey } from '../../lib/model';
import { frenchTopicCards } from '../content/frenchTopicCards';
import { frenchPath } from '../routes';
import { listingsOf, searchOver, type IndexedTopic } from './searchCore';

export { type SearchResults } from './searchCore';

const rows = import.meta.glob<readonly unknown[]>('../../lib/data/builtin/*_canada.json', { eager: true, import: 'default' });
const french = import.meta.glob<FrenchList>('../../lib/data/fr/*.json', { eager: true, import: 'default' });

const topics: IndexedTopic[] = VERTICALS.flatMap((vertical) =>
  frenchTopicCards(vertical).map((card) => ({
    title: card.title,
    description: card.description,
    href: card.href,
    category: FR_VERTICAL_NAMES[vertical].long,
    niches: card.niches,
  })),
);

const listings = LISTS.filter((list) => list.market === 'ca').flatMap((list) =>
  listingsOf(
    list,
    listInFrench(
      toProviders(list.key, rows[`../../lib/data/builtin/${list.key}.json`] ?? [], () => {}),
      french[`../../lib/data/fr/${list.key}.json`] ?? null,
    ),
    typeset(FR_LISTS[list.key as CanadaListKey].label),
    frenchPath,
  ),
);

export const search = searchOver(topics, listings);
