/**
 * Search across all verticals (the spec sends every search to the health hub): topics by title,
 * description or niche, and providers by name or feature, each linking to its page.
 * Loaded only when a search is made; it carries every built-in list.
 */
import { toProviders } from '../../lib/data';
import { LISTS, VERTICALS, VERTICAL_NAMES, listLabel, reviewPath, slugsOf } from '../../lib/model';
import { topicCards } from '../content/topicCards';

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
  /** The pages that rank it, US first. */
  pages: ReadonlyArray<{ title: string; href: string }>;
}

export interface SearchResults {
  topics: TopicHit[];
  providers: ProviderHit[];
}

const rows = import.meta.glob<readonly unknown[]>('../../lib/data/builtin/*.json', { eager: true, import: 'default' });

const topics: TopicHit[] = VERTICALS.flatMap((vertical) =>
  topicCards[vertical].map((card) => ({
    title: card.title,
    description: card.description,
    href: card.href,
    category: VERTICAL_NAMES[vertical].long,
    haystack: [card.title, card.description, ...card.niches].join(' ').toLowerCase(),
  })),
);

const listings = LISTS.flatMap((list) => {
  const providers = toProviders(list.key, rows[`../../lib/data/builtin/${list.key}.json`] ?? [], () => {});
  const slugs = slugsOf(providers.map((provider) => provider.name));
  return providers.map((provider) => ({
    provider,
    review: reviewPath(list, slugs.get(provider.name)!),
    page: { title: listLabel(list), href: list.path },
  }));
});

export const MAX_PROVIDER_HITS = 24;

export function search(term: string): SearchResults {
  const needle = term.trim().toLowerCase();
  if (!needle) return { topics: [], providers: [] };
  const topicHits = topics
    .filter((t) => (t as TopicHit & { haystack: string }).haystack.includes(needle))
    .map(({ title, description, href, category }) => ({ title, description, href, category }));

  const byName = new Map<string, ProviderHit & { pages: Array<{ title: string; href: string }> }>();
  for (const { provider, page, review } of listings) {
    const nameMatch = provider.name.toLowerCase().includes(needle);
    const feature = nameMatch ? undefined : provider.features.find((f) => f.toLowerCase().includes(needle));
    if (!nameMatch && !feature) continue;
    const hit = byName.get(provider.name) ?? { name: provider.name, match: feature ?? provider.name, review, pages: [] };
    if (!hit.pages.some((p) => p.href === page.href)) hit.pages.push(page);
    byName.set(provider.name, hit);
  }
  // Name matches first: a reader typing a brand wants that brand before brands that mention it.
  const providerHits = [...byName.values()].sort(
    (a, b) => Number(b.match === b.name) - Number(a.match === a.name) || a.name.localeCompare(b.name),
  );
  return { topics: topicHits, providers: providerHits.slice(0, MAX_PROVIDER_HITS) };
}
