/** Renders one path to HTML at build time (scripts/prerender.mjs), with its head and hydration state. */
import { renderToString } from 'react-dom/server'; // Preact's in the site's build (vite.config.ts, PREACT_FOR_REACT)
import type { Provider } from '../lib/model';
import { App } from './App';
import { providerLoader } from './data/providers';
import { isoDay } from '../lib/format';
import { serializePageState, PAGE_STATE_ID, type PageState } from './data/pageState';
import { headFor, headHtml } from './head/head';
import { loadContent } from './content';
import { VIEW_MODULES, loadView } from './pages/views';
import { FRENCH_TOPIC_ROUTES, ROUTES, TOPIC_ROUTES, langOfPath, matchRoute, reviewRoute, type Route } from './routes';
import { topicProviders } from './i18n/topicProviders';
import { loadLanguage, recordWords, sayFor, type SpokenWords } from './i18n/language';
import { allReviews } from './content/review';
import { locationOf } from './router/location';

export { sitemapXml, robotsTxt } from './head/sitemap';

export interface RenderedPage {
  html: string;
  head: string;
  /** The hydration state, placed after the app's root element. */
  state: string;
  /** The source module of the page's view, whose chunk the HTML should preload. */
  viewModule: string | null;
  status: 200 | 404;
  /** The page's language, for <html lang>. */
  lang: 'en' | 'fr-CA';
}

export async function render(path: string, today = new Date()): Promise<RenderedPage> {
  const route = matchRoute(path);
  const lang = langOfPath(path);
  const [content] = await Promise.all([loadContent(route, lang), lang && loadLanguage(lang)]);
  const View = await loadView(content.kind);
  const providers: readonly Provider[] | undefined =
    route?.kind === 'topic' ? await topicProviders(route.listKey, route.lang, providerLoader) : undefined;
  // A French page keeps what it says, to say it again while it hydrates (site/i18n/language.ts).
  const spoken: SpokenWords = {};
  const say = lang ? recordWords(sayFor(lang), spoken) : undefined;
  const app = renderToString(
    <App initial={{ location: locationOf(path), content, View, providers }} renderedOn={today} say={say} />,
  );
  const state: PageState = {
    renderedOn: isoDay(today),
    content,
    ...(providers ? { providers } : {}),
    ...(say ? { spoken } : {}),
  };
  return {
    html: app,
    head: headHtml(headFor(route, content, sayFor(lang))),
    state: `<script type="application/json" id="${PAGE_STATE_ID}">${serializePageState(state)}</script>`,
    viewModule: VIEW_MODULES[content.kind],
    status: content.kind === 'notfound' ? 404 : 200,
    lang: content.lang ?? 'en',
  };
}

const topicByKey = new Map(TOPIC_ROUTES.map((route) => [route.listKey, route]));
const frenchTopicByKey = new Map(FRENCH_TOPIC_ROUTES.map((route) => [route.listKey, route]));

/**
 * Every page: the route table's and a review page for each built-in provider (CONTRACT section 11),
 * with a French one for each of a Canada list's (section 13).
 */
export const ALL_ROUTES: readonly Route[] = [
  ...ROUTES,
  ...(await allReviews()).flatMap(({ key, slug, twinPath }) => {
    const french = frenchTopicByKey.get(key);
    return [reviewRoute(topicByKey.get(key)!, slug, twinPath), ...(french ? [reviewRoute(french, slug, twinPath)] : [])];
  }),
];

export const paths = ALL_ROUTES.map((route) => route.path);
