/**
 * Loads the words a page needs, one chunk per page kind (and per topic pair for topic pages),
 * so the first bundle carries no copy and stays within the JS budget.
 */
import { loadBuiltinMethod } from '../../lib/data/builtin';
import { listRecord, type CategoryCard, type ListKey, type ScoringMethod, type TopicCard } from '../../lib/model';
import type { HubContent } from './hubs';
import type { HomeSection } from './homeLists';
import type { CONTACT_EMAILS, StaticPageContent } from './staticPages';
import type { TopicContent, TopicWords } from './types';
import { topicPage } from './topicPage';
import type { HomeContent } from './home';
import type { Route, SiteLang } from '../routes';
import { loadReview, type ReviewContent } from './review';

/** A page's words, and its language when not English (`lang`, CONTRACT section 13). */
export type PageContent = PageWords & { lang?: SiteLang };

type PageWords =
  /** `other`: the page in the other language. */
  | { kind: 'home'; words: HomeContent; sections: readonly HomeSection[]; categories: readonly CategoryCard[]; other?: string }
  | { kind: 'hub'; hub: HubContent; cards: readonly TopicCard[]; other?: string }
  /** `other`: the page in the other language. */
  | { kind: 'static'; page: StaticPageContent; emails: typeof CONTACT_EMAILS; other?: string }
  | { kind: 'partners' }
  /** `method`: the list's published scoring method (CONTRACT section 9), shown under 'How We Score'. */
  | { kind: 'topic'; topic: TopicContent; method: ScoringMethod | null }
  | { kind: 'review'; review: ReviewContent }
  | { kind: 'notfound' };

/** One lazy chunk per topic file: the words of a US page and its Canada twin. */
const topicFiles = import.meta.glob<readonly TopicWords[]>('./topics/*.ts', { import: 'pages' });

async function loadTopic(key: ListKey): Promise<TopicContent> {
  const pages = await topicFiles[`./topics/${listRecord(key).topicSlug}.ts`]?.();
  const words = pages?.find((page) => page.listKey === key);
  if (!words) throw new Error(`No content for ${listRecord(key).path}`);
  return topicPage(words);
}

/**
 * The words of the page at `route` (null: no such page) in `lang`, the language of its path. (The
 * language's own words, site/i18n/language.ts, are the caller's to load, beside these.)
 */
export async function loadContent(route: Route | null, lang?: SiteLang): Promise<PageContent> {
  const words = await loadWords(route);
  return lang ? { ...words, lang } : words;
}

async function loadWords(route: Route | null): Promise<PageWords> {
  switch (route?.kind) {
    case 'home': {
      if (route.lang) {
        const { loadFrenchHome } = await import('./frenchHome');
        const home: PageWords = { ...(await loadFrenchHome()), other: route.english };
        return home;
      }
      const [{ home }, { homeSections }, { homeCategories }] = await Promise.all([
        import('../content/home'),
        import('../content/homeLists'),
        import('../content/homeCategories'),
      ]);
      return { kind: 'home', words: home, sections: homeSections, categories: homeCategories, other: route.french };
    }
    case 'hub': {
      if (route.lang) {
        const { loadFrenchHub } = await import('./frenchHome');
        const hub: PageWords = { ...(await loadFrenchHub(route.vertical)), other: route.english };
        return hub;
      }
      const [{ hubs }, { topicCards }] = await Promise.all([import('../content/hubs'), import('../content/topicCards')]);
      return { kind: 'hub', hub: hubs[route.vertical], cards: topicCards[route.vertical], other: route.french };
    }
    case 'static': {
      const { staticPages, CONTACT_EMAILS: emails } = await import('../content/staticPages');
      if (!route.lang) return { kind: 'static', page: staticPages[route.page], emails, other: route.french };
      const { frenchStaticPage } = await import('./frenchStatic');
      return { kind: 'static', page: frenchStaticPage(route.page, staticPages), emails, other: route.english };
    }
    case 'partners':
      return { kind: 'partners' };
    case 'topic': {
      if (route.lang) return import('./frenchTopic').then(({ loadFrenchTopic }) => loadFrenchTopic(route));
      const [topic, method] = await Promise.all([loadTopic(route.listKey), loadBuiltinMethod(route.listKey)]);
      return { kind: 'topic', topic: route.french ? { ...topic, french: route.french } : topic, method };
    }
    case 'review': {
      if (route.lang) {
        const { loadFrenchReview } = await import('./frenchReview');
        const french = await loadFrenchReview(route);
        return french ? { kind: 'review', review: french } : { kind: 'notfound' };
      }
      const review = await loadReview(route.listKey, route.slug, () => loadTopic(route.listKey).then((topic) => topic.title));
      if (!review) return { kind: 'notfound' };
      return { kind: 'review', review: route.french ? { ...review, french: route.french } : review };
    }
    default:
      return { kind: 'notfound' };
  }
}
