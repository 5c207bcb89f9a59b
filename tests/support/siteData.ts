/**
 * The site modules the end-to-end tests compare pages with, in one module that Vite loads
 * (tests/support/site.ts siteData()): some of them import JSON, import.meta.glob or import.meta.env,
 * which Playwright's own loader cannot run.
 */
import { allTopicPages } from '../../site/content/allTopics';

export { homeSections } from '../../site/content/homeLists';
export { SITE_URL } from '../../site/config';

/** The topic pages as the site renders them, in the registry's order. */
export const topicPages = allTopicPages();
