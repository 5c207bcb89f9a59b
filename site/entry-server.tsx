/** Renders one path to HTML at build time (scripts/prerender.mjs), with its head and hydration state. */
import { renderToString } from 'react-dom/server';
import type { Provider } from '../lib/model';
import { App } from './App';
import { providerLoader } from './data/providers';
import { isoDay } from '../lib/format';
import { serializePageState, PAGE_STATE_ID, type PageState } from './data/pageState';
import { headFor, headHtml } from './head/head';
import { loadContent } from './content';
import { VIEW_MODULES, loadView } from './pages/views';
import { ROUTES, matchRoute } from './routes';
import { locationOf } from './router/location';

export { ROUTES } from './routes';
export { sitemapXml, robotsTxt } from './head/sitemap';

export interface RenderedPage {
  html: string;
  head: string;
  /** The hydration state, placed after the app's root element. */
  state: string;
  /** The source module of the page's view, whose chunk the HTML should preload. */
  viewModule: string | null;
  status: 200 | 404;
}

export async function render(path: string, today = new Date()): Promise<RenderedPage> {
  const route = matchRoute(path);
  const content = await loadContent(route);
  const View = await loadView(content.kind);
  const providers: readonly Provider[] | undefined =
    route?.kind === 'topic' ? await providerLoader.load(route.listKey) : undefined;
  const state: PageState = { renderedOn: isoDay(today), content, ...(providers ? { providers } : {}) };
  const app = renderToString(<App initial={{ location: locationOf(path), content, View, providers }} renderedOn={today} />);
  return {
    html: app,
    head: headHtml(headFor(route, content)),
    state: `<script type="application/json" id="${PAGE_STATE_ID}">${serializePageState(state)}</script>`,
    viewModule: VIEW_MODULES[content.kind],
    status: route ? 200 : 404,
  };
}

export const paths = ROUTES.map((route) => route.path);
