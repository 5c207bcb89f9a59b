/**
 * Every topic page at once, for tests and tools. It imports all topic files eagerly, so nothing
 * the client loads imports it: the site loads one topic file per page (site/content/index.ts).
 */
import { LISTS } from '../../lib/model';
import type { TopicContent, TopicWords } from './types';
import { topicPage } from './topicPage';

/**
 * The pages each topic file writes, keyed by file ('./vpn-services.ts'): one file per topic,
 * named after its US page's slug, holding that page and its Canada twin.
 */
export const topicFiles = import.meta.glob<readonly TopicWords[]>('./topics/*.ts', { eager: true, import: 'pages' });

/** The 49 topic pages as the site renders them, in the registry's order. */
export function allTopicPages(): TopicContent[] {
  const words = Object.values(topicFiles).flat();
  return LISTS.map((list) => {
    const page = words.find((w) => w.listKey === list.key);
    if (!page) throw new Error(`No topic words for ${list.key}`);
    return topicPage(page);
  });
}
