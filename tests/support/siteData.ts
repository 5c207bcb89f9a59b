/**
 * The site modules the end-to-end tests compare pages with, in one module that Vite loads
 * (tests/support/site.ts siteData()): some of them import JSON, import.meta.glob or import.meta.env,
 * which Playwright's own loader cannot run.
 */
export { homeSections } from '../../site/content/homeLists';
export { healthTopics } from '../../site/content/topics/health';
export { financeTopics } from '../../site/content/topics/finance';
export { digitalTopics } from '../../site/content/topics/digital';
export { lifestyleTopics } from '../../site/content/topics/lifestyle';
export { SITE_URL } from '../../site/config';
