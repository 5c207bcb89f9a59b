/** Renders one path to HTML at build time (scripts/prerender.mjs), with its head and hydration state. */
import { renderToString } from 'react-dom/server';
import type { Provider } from '../lib/model';
import { App } from './App';
import { providerLoader } from './data/providers';
import { isoDay, serializePageState, PAGE_STATE_ID, type PageState } from './data/pageState';
import { headFor, headHtml } from './head/head';
import { loadContent } from './pages/content';
import { ROUTES, matchRoute } from './routes';
import { locationOf } from './router/location';

export { ROUTES } from './routes';
export { SITE_URL } from './config';

export interface RenderedPage {
  html: string;
  head: string;
  /** The hydration state, placed after the app's root element. */
  state: string;
  status: 200 | 404;
}

export async function render(path: string, today = new Date()): Promise<RenderedPage> {
  const route = matchRoute(path);
  const content = await loadContent(route);
  const providers: readonly Provider[] | undefined = route?.kind === 'topic' ? await providerLoader.load(route.listKey) : undefined;
  const state: PageState = { renderedOn: isoDay(today), ...(providers ? { providers } : {}) };
  const app = renderToString(<App initial={{ location: locationOf(path), content, providers }} renderedOn={today} />);
  return {
    html: app,
    head: headHtml(headFor(route, content)),
    state: `<script type="application/json" id="${PAGE_STATE_ID}">${serializePageState(state)}</script>`,
    status: route ? 200 : 404,
  };
}

export const paths = ROUTES.map((route) => route.path);
