/** The site's root: the shell around the current page, with the router (site/router/) and today's date. */
import { useEffect, useMemo, useState } from 'react';
import { OwnPages } from '../lib/widgets/shared/ownPages';
import { SayIn, type Say } from '../lib/i18n/say';
import { readerDay, TodayContext } from './data/today';
import { sayFor, whenWordsArrive } from './i18n/language';
import { PageLang } from './i18n/pageLang';
import { ErrorBoundary } from './pages/ErrorPage';
import { ownPage } from './router/ownPages';
import { RouterContext } from './router/RouterContext';
import { useSiteRouter, type RouterState } from './router/useSiteRouter';
import { LazyCookieBanner } from './shell/LazyCookieBanner';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { InTurn, whenHydrated } from './shell/InTurn';
import { Toaster } from './shell/toasts';
import { TooltipProvider } from './shell/Tooltip';

export type AppState = RouterState;

export interface AppProps {
  initial: AppState;
  /** The day the page was rendered: used while hydrating so the markup matches. */
  renderedOn: Date;
  /** How the page speaks, when not its language's own way (the prerender records a French page's words). */
  say?: Say;
}

export function App({ initial, renderedOn, say: given }: AppProps) {
  const { state, router } = useSiteRouter(initial);
  const [today, setToday] = useState(renderedOn);

  // The reader's day once the page has hydrated the render day (see shell/InTurn.tsx).
  useEffect(() => whenHydrated(() => setToday((day) => readerDay(day, new Date()))), []);
  // Said in English while the French words loaded (a tap just after load): said again once they are in.
  const [, sayAgain] = useState(0);
  useEffect(() => whenWordsArrive(() => sayAgain((count) => count + 1)), []);

  // The same element while only the query or fragment changes (the compare link, a search): the page
  // is not re-rendered; the parts that read the location get it from the router context.
  const { View, content, providers } = state;
  const page = useMemo(() => <View content={content} providers={providers} />, [View, content, providers]);
  const lang = content.lang;
  const say = given ?? sayFor(lang);

  // The document's language follows the page (the prerender writes it; navigation keeps it in step).
  useEffect(() => {
    document.documentElement.lang = lang ?? 'en';
  }, [lang]);

  return (
    <RouterContext.Provider value={router}>
      <PageLang value={lang}>
        <SayIn value={say}>
          <TodayContext.Provider value={today}>
            <TooltipProvider>
              <a href="#main" className="ws-skip">
                {say('Skip to content')}
              </a>
              <InTurn>
                <Header />
              </InTurn>
              <main id="main" tabIndex={-1}>
                <OwnPages value={ownPage}>
                  <ErrorBoundary key={state.location.path}>{page}</ErrorBoundary>
                </OwnPages>
              </main>
              <InTurn>
                <Footer />
              </InTurn>
              <Toaster />
              <LazyCookieBanner />
            </TooltipProvider>
          </TodayContext.Provider>
        </SayIn>
      </PageLang>
    </RouterContext.Provider>
  );
}
