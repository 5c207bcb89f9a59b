/**
 * THE route table: every path of the site (CONTRACT section 4). The router, the prerender,
 * the sitemap, the nav, Surprise Me and the SEO checks all read it; adding a page is one line here.
 * It holds no page content, so it stays small in the first bundle; each page loads its words lazily.
 */
import { LISTS, VERTICALS, isSlug, type ListKey, type Market, type Vertical } from '../lib/model';

export { VERTICALS, VERTICAL_NAMES } from '../lib/model';

export type StaticPath = '/about' | '/privacy' | '/cookies' | '/contact';

const STATIC_PATHS: readonly StaticPath[] = ['/about', '/privacy', '/cookies', '/contact'];

/** A page's language other than English: French pages live at /fr + the English path (CONTRACT section 13). */
export type SiteLang = 'fr-CA';

export const FRENCH_PREFIX = '/fr';
export const frenchPath = (path: string): string => (path === '/' ? FRENCH_PREFIX : `${FRENCH_PREFIX}${path}`);

/**
 * `path` (with any #fragment) on the page in `lang`: a French page's links lead to the French twin
 * of a page that has one (the static pages, a Canada topic page), else to the English page.
 */
export function pathIn(lang: SiteLang | undefined, path: string): string {
  if (!lang) return path;
  const [page = '', fragment] = path.split('#');
  const french = frenchPath(page);
  return byFrench(french) ? `${french}${fragment === undefined ? '' : `#${fragment}`}` : path;
}

/** The language of a path: French under /fr, else English (undefined). */
export const langOfPath = (path: string): SiteLang | undefined =>
  path === FRENCH_PREFIX || path.startsWith(`${FRENCH_PREFIX}/`) ? 'fr-CA' : undefined;

export type Route =
  /** The home and the hubs: a French one (`lang`) names its English page, which names it back (`french`). */
  | { kind: 'home'; path: string; lang?: SiteLang; english?: string; french?: string }
  | { kind: 'hub'; path: string; vertical: Vertical; lang?: SiteLang; english?: string; french?: string }
  /** `page`: which static page; a French one (`lang`) names its English page, which names it back (`french`). */
  | { kind: 'static'; path: string; page: StaticPath; lang?: SiteLang; english?: string; french?: string }
  | { kind: 'partners'; path: '/partners' }
  /**
   * `twin`: the other market's page; `lang`: a French page (a Canada list's), whose `english` is
   * its English page; an English Canada page with a French twin names it in `french`.
   */
  | {
      kind: 'topic';
      path: string;
      vertical: Vertical;
      market: Market;
      listKey: ListKey;
      twin?: string;
      lang?: SiteLang;
      english?: string;
      french?: string;
    }
  /**
   * A provider's review page, `<topic path>/<slug>` (CONTRACT section 11). Matched by its shape; whether
   * the list has a provider of that slug is known once the list is loaded (site/content/review.ts), and
   * a slug it has not is the not-found page. `twin`: the same provider's page on the twin list, if any;
   * `lang`, `english` and `french` as for its topic page (a Canada list's review has a French twin).
   */
  | {
      kind: 'review';
      path: string;
      vertical: Vertical;
      market: Market;
      listKey: ListKey;
      slug: string;
      topicPath: string;
      twin?: string;
      lang?: SiteLang;
      english?: string;
      french?: string;
    };

export const hubPath = (vertical: Vertical): string => `/categories/${vertical}`;

/** One topic page per list of the registry (lib/model/lists.ts), and a French one per Canada list. */
const topicRoutes: Route[] = LISTS.flatMap((list): Route[] => {
  const english: Route = {
    kind: 'topic',
    path: list.path,
    vertical: list.vertical,
    market: list.market,
    listKey: list.key,
    ...(list.twin ? { twin: list.twin.path } : {}),
    ...(list.market === 'ca' ? { french: frenchPath(list.path) } : {}),
  };
  if (list.market !== 'ca') return [english];
  const french: Route = { ...english, path: frenchPath(list.path), lang: 'fr-CA', english: list.path };
  delete french.french;
  return [english, french];
});

export const ROUTES: readonly Route[] = [
  { kind: 'home', path: '/', french: FRENCH_PREFIX },
  ...STATIC_PATHS.map((page): Route => ({ kind: 'static', path: page, page, french: frenchPath(page) })),
  ...VERTICALS.map((vertical): Route => ({
    kind: 'hub',
    path: hubPath(vertical),
    vertical,
    french: frenchPath(hubPath(vertical)),
  })),
  ...topicRoutes,
  { kind: 'partners', path: '/partners' },
  // The French home and hubs show the Canada topics; the static pages are the same pages in French.
  { kind: 'home', path: FRENCH_PREFIX, lang: 'fr-CA', english: '/' },
  ...VERTICALS.map((vertical): Route => ({
    kind: 'hub',
    path: frenchPath(hubPath(vertical)),
    vertical,
    lang: 'fr-CA',
    english: hubPath(vertical),
  })),
  ...STATIC_PATHS.map((page): Route => ({ kind: 'static', path: frenchPath(page), page, lang: 'fr-CA', english: page })),
];

export type TopicRoute = Extract<Route, { kind: 'topic' }>;
export type ReviewRoute = Extract<Route, { kind: 'review' }>;

/** The English topic pages, one per list. */
export const TOPIC_ROUTES = ROUTES.filter((r): r is TopicRoute => r.kind === 'topic' && !r.lang);

/** The French topic pages, one per Canada list. */
export const FRENCH_TOPIC_ROUTES = ROUTES.filter((r): r is TopicRoute => r.kind === 'topic' && r.lang === 'fr-CA');

/** Surprise Me picks among these 25 (SPEC section 2). */
export const US_TOPIC_PATHS: readonly string[] = TOPIC_ROUTES.filter((r) => r.market === 'us').map((r) => r.path);

const byPath = new Map(ROUTES.map((route) => [route.path, route]));
const byFrench = (path: string) => byPath.has(path) && langOfPath(path) === 'fr-CA';

/** The review route a slug under a topic page would be (its page exists only if the list has that slug). */
export function reviewRoute(topic: TopicRoute, slug: string, twin?: string): ReviewRoute {
  const under = (path: string | undefined) => path && `${path}/${slug}`;
  // The topic's fields, its paths with the slug below them (an unset one stays unset).
  return {
    ...topic,
    kind: 'review',
    path: `${topic.path}/${slug}`,
    slug,
    topicPath: topic.path,
    twin,
    english: under(topic.english),
    french: under(topic.french),
  };
}

/** The route of a path; a trailing slash is tolerated, anything unknown is null (not-found). */
export function matchRoute(pathname: string): Route | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = byPath.get(path);
  if (route) return route;
  const cut = path.lastIndexOf('/');
  const topic = byPath.get(path.slice(0, cut));
  const slug = path.slice(cut + 1);
  return topic?.kind === 'topic' && isSlug(slug) ? reviewRoute(topic, slug) : null;
}
