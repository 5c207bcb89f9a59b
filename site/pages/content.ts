/**
 * Loads the words a page needs, one chunk per page kind (and per vertical for topic pages),
 * so the first bundle carries no copy and stays within the JS budget.
 */
import type { CategoryCard, TopicCard } from '../../lib/model';
import type { HubContent } from '../content/hubs';
import type { HomeSection } from '../content/homeLists';
import type { CONTACT_EMAILS, StaticPageContent } from '../content/staticPages';
import type { TopicContent, Vertical } from '../content/types';
import type { home as homeWords } from '../content/home';
import type { Route } from '../routes';

export type PageContent =
  | { kind: 'home'; words: typeof homeWords; sections: readonly HomeSection[]; categories: readonly CategoryCard[] }
  | { kind: 'hub'; hub: HubContent; cards: readonly TopicCard[] }
  | { kind: 'static'; page: StaticPageContent; emails: typeof CONTACT_EMAILS }
  | { kind: 'partners' }
  | { kind: 'topic'; topic: TopicContent }
  | { kind: 'notfound' };

const topicsOf: Record<Vertical, () => Promise<readonly TopicContent[]>> = {
  health: () => import('../content/topics/health').then((m) => m.healthTopics),
  finance: () => import('../content/topics/finance').then((m) => m.financeTopics),
  digital: () => import('../content/topics/digital').then((m) => m.digitalTopics),
  lifestyle: () => import('../content/topics/lifestyle').then((m) => m.lifestyleTopics),
};

export async function loadContent(route: Route | null): Promise<PageContent> {
  switch (route?.kind) {
    case 'home': {
      const [{ home }, { homeSections }, { homeCategories }] = await Promise.all([
        import('../content/home'),
        import('../content/homeLists'),
        import('../content/homeCategories'),
      ]);
      return { kind: 'home', words: home, sections: homeSections, categories: homeCategories };
    }
    case 'hub': {
      const [{ hubs }, { topicCards }] = await Promise.all([import('../content/hubs'), import('../content/topicCards')]);
      return { kind: 'hub', hub: hubs[route.vertical], cards: topicCards[route.vertical] };
    }
    case 'static': {
      const { staticPages, CONTACT_EMAILS: emails } = await import('../content/staticPages');
      return { kind: 'static', page: staticPages[route.path], emails };
    }
    case 'partners':
      return { kind: 'partners' };
    case 'topic': {
      const topic = (await topicsOf[route.vertical]()).find((t) => t.path === route.path);
      if (!topic) throw new Error(`No content for ${route.path}`);
      return { kind: 'topic', topic };
    }
    default:
      return { kind: 'notfound' };
  }
}
