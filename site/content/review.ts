/**
 * A review page's content: the provider's whole built-in list (its neighbours and alternatives are
 * part of the page), the list's method, and where the page sits. Review pages are built from the
 * built-in data, the numbers the seed gives the backend too, so every page is prerendered whole.
 */
import { loadBuiltinList } from '../../lib/data/builtin';
import {
  LISTS,
  listRecord,
  reviewPath,
  scoredTopic,
  slugsOf,
  type ListKey,
  type ListRecord,
  type Provider,
  type ScoringMethod,
} from '../../lib/model';
import { loadTake } from './takes';
import type { Market, Vertical } from './types';

export interface ReviewContent {
  listKey: ListKey;
  /** The reviewed provider's name. */
  name: string;
  path: string;
  topicPath: string;
  /** The topic page's h1, for the breadcrumb. */
  topicTitle: string;
  /** What the list ranks, such as 'VPN Services in Canada'. */
  scoredTopic: string;
  vertical: Vertical;
  market: Market;
  /** The whole list in ranked order. */
  providers: readonly Provider[];
  /** "Our take" in the page's language; null where none is written. */
  take: string | null;
  method: ScoringMethod | null;
  /** Each provider's slug, by name. */
  slugs: Readonly<Record<string, string>>;
  /** The same provider's review on the twin list, if it is on it. */
  twinPath?: string;
  /** The page in the other language: a French review's English page, a Canada review's French one. */
  english?: string;
  french?: string;
}

/** A slug as both markets' lists would share it: 'hr-block-canada' and 'hr-block' name one provider. */
const sameProvider = (slug: string): string => slug.replace(/-canada$/, '');

/** The same provider's review path on the list's twin, when the twin lists it. */
function twinPathOf(list: ListRecord, slug: string, twinSlugs: Map<string, string> | undefined): string | undefined {
  const twinSlug = twinSlugs && [...twinSlugs.values()].find((s) => sameProvider(s) === sameProvider(slug));
  return twinSlug && list.twin ? reviewPath(list.twin, twinSlug) : undefined;
}

async function slugsOfList(
  key: ListKey,
): Promise<{ providers: Provider[]; method: ScoringMethod | null; slugs: Map<string, string> }> {
  const { providers, method } = await loadBuiltinList(key);
  return { providers, method, slugs: slugsOf(providers.map((provider) => provider.name)) };
}

/**
 * The review of `slug` on list `key`, or null when the list has no provider of that slug.
 * `topicTitle` loads the topic page's h1.
 */
export async function loadReview(key: ListKey, slug: string, topicTitle: () => Promise<string>): Promise<ReviewContent | null> {
  const list = listRecord(key);
  const [{ providers, method, slugs }, title, twin] = await Promise.all([
    slugsOfList(key),
    topicTitle(),
    list.twin ? slugsOfList(list.twin.key) : null,
  ]);
  const name = [...slugs].find(([, s]) => s === slug)?.[0];
  if (!name) return null;
  const take = await loadTake('en', key, name);
  const twinPath = twinPathOf(list, slug, twin?.slugs);
  return {
    listKey: key,
    name,
    path: reviewPath(list, slug),
    topicPath: list.path,
    topicTitle: title,
    scoredTopic: scoredTopic(list),
    vertical: list.vertical,
    market: list.market,
    providers,
    take,
    method,
    slugs: Object.fromEntries(slugs),
    ...(twinPath ? { twinPath } : {}),
  };
}

/**
 * Every review page of the built-in data, with its twin: the prerender's, the sitemap's and the
 * search's list of them.
 */
export async function allReviews(): Promise<
  Array<{ key: ListKey; slug: string; name: string; path: string; twinPath?: string }>
> {
  const lists = new Map(await Promise.all(LISTS.map(async (list) => [list.key, await slugsOfList(list.key)] as const)));
  return LISTS.flatMap((list) => {
    const { slugs } = lists.get(list.key)!;
    const twin = list.twin ? lists.get(list.twin.key) : undefined;
    return [...slugs].map(([name, slug]) => {
      const twinPath = twinPathOf(list, slug, twin?.slugs);
      return { key: list.key, slug, name, path: reviewPath(list, slug), ...(twinPath ? { twinPath } : {}) };
    });
  });
}
