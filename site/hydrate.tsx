/**
 * Hydrates the prerendered page with the same content and rows the server used, then runs the live
 * router. The page hydrates in turns (shell/InTurn.tsx), so no task runs long.
 */
import { hydrateRoot } from 'react-dom/client'; // Preact's in the site's build (vite.config.ts, PREACT_FOR_REACT)
import { App } from './App';
import type { PageContent } from './content';
import { dayFromIso, readPageState } from './data/pageState';
import { loadView } from './pages/views';
import { langOfPath, matchRoute } from './routes';
import { loadLanguage, rememberSpoken } from './i18n/language';
import { locationOf } from './router/location';
import { nextTask } from '../lib/schedule';
import { hydrateInTurns } from './shell/InTurn';

export async function hydrate(): Promise<void> {
  const state = readPageState(document);
  const location = locationOf(window.location.href);
  // The prerendered page carries its words; only a page without them (never in production) loads them.
  const content: PageContent = state
    ? state.content
    : await (await import('./content')).loadContent(matchRoute(location.path), langOfPath(location.path));
  // A French page says again what the prerender said; its language's words load after (site/i18n/language.ts).
  rememberSpoken(state?.spoken);
  const [View] = await Promise.all([loadView(content.kind), !state?.spoken && content.lang && loadLanguage(content.lang)]);
  // The view's module was evaluated just now: the first pass of hydration gets a task of its own.
  await nextTask();

  await hydrateInTurns(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <App
        initial={{ location, content, View, providers: state?.providers }}
        renderedOn={state ? dayFromIso(state.renderedOn) : new Date()}
      />,
    );
  });
  // For what the reader does next: the French words, once the page has hydrated.
  if (state?.spoken && content.lang) setTimeout(() => void loadLanguage(content.lang!));
}
