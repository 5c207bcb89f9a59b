/**
 * What a search looks through: topics with the words they are found by, and each list's providers
 * by name and feature. Computed at build time (vite.config.ts searchIndexes) and written into the
 * search's own module (./searchIndex.ts, ./searchIndexFr.ts), so a search loads names, features and
 * links, not every list's rows: those were about 165 KB gzipped, and a request for each of the
 * 49 files. The build's config reads the files and hands them in: it runs this module with Vite's
 * module runner, which is closed once the module is evaluated, so lib/data's lazy loaders cannot run here.
 */
import { listInFrench, type FrenchList } from '../../lib/data/frenchList';
import { toProviders } from '../../lib/data/toProviders';
import { FR_LISTS, FR_VERTICAL_NAMES } from '../../lib/i18n/fr-CA/lists';
import { typeset } from '../../lib/i18n/fr-CA/typography';
import { LISTS, VERTICALS, VERTICAL_NAMES, listLabel, type CanadaListKey, type ListKey, type TopicCard } from '../../lib/model';
import { frenchTopicCards } from '../content/frenchTopicCards';
import { topicCards } from '../content/topicCards';
import { frenchPath } from '../routes';
import { listingsOf, type IndexedTopic, type Listing } from './searchCore';

export interface SearchIndex {
  topics: IndexedTopic[];
  listings: Listing[];
}

/** A built-in list's rows as lib/data/builtin/<key>.json holds them. */
export type RowsOf = (key: ListKey) => readonly unknown[];
/** A Canada list's French words (lib/data/fr/<key>.json), null where it has none. */
export type FrenchOf = (key: ListKey) => FrenchList | null;

const indexed = (card: TopicCard, category: string): IndexedTopic => ({
  title: card.title,
  description: card.description,
  href: card.href,
  category,
  niches: card.niches,
});

/** Every topic page and every built-in list, in English. */
export function englishSearchIndex(rowsOf: RowsOf): SearchIndex {
  return {
    topics: VERTICALS.flatMap((vertical) => topicCards[vertical].map((card) => indexed(card, VERTICAL_NAMES[vertical].long))),
    listings: LISTS.flatMap((list) =>
      listingsOf(
        list,
        toProviders(list.key, rowsOf(list.key), () => {}),
        listLabel(list),
      ),
    ),
  };
}

/**
 * The Canada topics and lists, which are the ones in French, with their French titles,
 * descriptions, niches and features, leading to the French pages.
 */
export function frenchSearchIndex(rowsOf: RowsOf, frenchOf: FrenchOf): SearchIndex {
  return {
    topics: VERTICALS.flatMap((vertical) =>
      frenchTopicCards(vertical).map((card) => indexed(card, FR_VERTICAL_NAMES[vertical].long)),
    ),
    listings: LISTS.filter((list) => list.market === 'ca').flatMap((list) =>
      listingsOf(
        list,
        listInFrench(
          toProviders(list.key, rowsOf(list.key), () => {}),
          frenchOf(list.key),
        ),
        typeset(FR_LISTS[list.key as CanadaListKey].label),
        frenchPath,
      ),
    ),
  };
}
