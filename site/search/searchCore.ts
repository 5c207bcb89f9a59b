/**
 * Search over an index of topics and providers (English: ./searchIndex.ts; French: ./searchIndexFr.ts):
 * topics by title, description or niche, providers by name or feature, each linking to its page.
 * Case and accents do not count: « epargne » finds « Épargne ».
 */
import { reviewPath, slugsOf, type ListRecord, type Provider } from '../../lib/model';

export interface TopicHit {
  title: string;
  description: string;
  href: string;
  category: string;
}

export interface ProviderHit {
  name: string;
  /** Why it matched: the name itself or the first matching feature. */
  match: string;
  /** Its review page (on the first list that ranks it). */
  review: string;
  /** The pages that rank it, in the index's order. */
  pages: ReadonlyArray<{ title: string; href: string }>;
}

export interface SearchResults {
  topics: TopicHit[];
  providers: ProviderHit[];
}

/** A topic, with the words it is found by. */
export interface IndexedTopic extends TopicHit {
  niches: readonly string[];
}

/** A provider as one list ranks it. */
export interface Listing {
  name: string;
  features: readonly string[];
  review: string;
  page: { title: string; href: string };
}

/**
 * A list's providers as the index holds them: each leading to its review, the list's page named
 * `title`; `at` gives a path in the index's language (the French twin's, or the path itself).
 */
export function listingsOf(
  list: ListRecord,
  providers: readonly Provider[],
  title: string,
  at: (path: string) => string = (path) => path,
): Listing[] {
  const slugs = slugsOf(providers.map((provider) => provider.name));
  return providers.map(({ name, features }) => ({
    name,
    features,
    review: at(reviewPath(list, slugs.get(name)!)),
    page: { title, href: at(list.path) },
  }));
}

export const MAX_PROVIDER_HITS = 24;

/** Lowercase, without accents, typeset spaces as plain ones. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .toLowerCase();

export function searchOver(topics: readonly IndexedTopic[], listings: readonly Listing[]): (term: string) => SearchResults {
  const foldedTopics = topics.map((topic) => ({
    topic,
    haystack: fold([topic.title, topic.description, ...topic.niches].join(' ')),
  }));
  return (term) => {
    const needle = fold(term.trim());
    if (!needle) return { topics: [], providers: [] };
    const topicHits = foldedTopics
      .filter(({ haystack }) => haystack.includes(needle))
      .map(({ topic: { title, description, href, category } }) => ({ title, description, href, category }));

    const byName = new Map<string, ProviderHit & { pages: Array<{ title: string; href: string }> }>();
    for (const { name, features, page, review } of listings) {
      const nameMatch = fold(name).includes(needle);
      const feature = nameMatch ? undefined : features.find((f) => fold(f).includes(needle));
      if (!nameMatch && !feature) continue;
      const hit = byName.get(name) ?? { name, match: feature ?? name, review, pages: [] };
      if (!hit.pages.some((p) => p.href === page.href)) hit.pages.push(page);
      byName.set(name, hit);
    }
    // Name matches first: a reader typing a brand wants that brand before brands that mention it.
    const providerHits = [...byName.values()].sort(
      (a, b) => Number(b.match === b.name) - Number(a.match === a.name) || a.name.localeCompare(b.name),
    );
    return { topics: topicHits, providers: providerHits.slice(0, MAX_PROVIDER_HITS) };
  };
}
