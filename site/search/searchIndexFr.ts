/**
 * Search in French, from a French page: the Canada topics and lists, which are the ones in French,
 * with their French titles, descriptions, niches and features, leading to the French pages.
 * Loaded only when a search is made on a French page.
 */
import { toProviders } from '../../lib/data';
import { listInFrench, type FrenchList } from '../../lib/data/french';
import { FR_LISTS, FR_VERTICAL_NAMES } from '../../lib/i18n/fr-CA/lists';
import { typeset } from '../../lib/i18n/fr-CA/typography';
import { LISTS, reviewPath, slugsOf, type CanadaListKey } from '../../lib/model';
import { frenchCardWords } from '../content/fr/topicCards';
import { frenchPath } from '../routes';
import { searchOver, type IndexedTopic, type Listing } from './searchCore';

export { type SearchResults } from './searchCore';

const rows = import.meta.glob<readonly unknown[]>('../../lib/data/builtin/*_canada.json', { eager: true, import: 'default' });
const french = import.meta.glob<FrenchList>('../../lib/data/fr/*.json', { eager: true, import: 'default' });

const CANADA = LISTS.filter((list) => list.market === 'ca');
const keyOf = (list: (typeof CANADA)[number]) => list.key as CanadaListKey;

const topics: IndexedTopic[] = CANADA.map((list) => {
  const card = frenchCardWords[keyOf(list)];
  return {
    title: typeset(FR_LISTS[keyOf(list)].label),
    description: typeset(card.description),
    href: frenchPath(list.path),
    category: FR_VERTICAL_NAMES[list.vertical].long,
    niches: card.niches,
  };
});

const listings: Listing[] = CANADA.flatMap((list) => {
  const providers = listInFrench(
    toProviders(list.key, rows[`../../lib/data/builtin/${list.key}.json`] ?? [], () => {}),
    french[`../../lib/data/fr/${list.key}.json`] ?? null,
  );
  const slugs = slugsOf(providers.map((provider) => provider.name));
  return providers.map(({ name, features }) => ({
    name,
    features,
    review: frenchPath(reviewPath(list, slugs.get(name)!)),
    page: { title: typeset(FR_LISTS[keyOf(list)].label), href: frenchPath(list.path) },
  }));
});

export const search = searchOver(topics, listings);
