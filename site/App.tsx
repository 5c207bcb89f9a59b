/**
 * The site's root: the shell around the current page, a small client router (history API, links
 * intercepted at the document so every same-site link navigates without a reload), scroll to top
 * on each navigation, and the head kept in step.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Provider } from '../lib/model';
import { readerDay, TodayContext } from './data/today';
import { loadContent, type PageContent } from './pages/content';
import { ErrorBoundary } from './pages/ErrorPage';
import { loadView, type View } from './pages/views';
import { matchRoute } from './routes';
import { fragmentId, internalHref, locationOf, type SiteLocation } from './router/location';
import { RouterContext, type Router } from './router/RouterContext';
import { LazyCookieBanner } from './shell/LazyCookieBanner';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { Toaster } from './shell/toasts';
import { TooltipProvider } from './shell/Tooltip';

export interface AppState {
  location: SiteLocation;
  content: PageContent;
  View: View;
  /** A topic page's prerendered rows (first page only; later pages load their own). */
  providers?: readonly Provider[];
}

export interface AppProps {
  initial: AppState;
  /** The day the page was rendered: used while hydrating so the markup matches. */
  renderedOn: Date;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function App({ initial, renderedOn }: AppProps) {
  const [state, setState] = useState<AppState>(initial);
  const [today, setToday] = useState(renderedOn);
  const ticket = useRef(0);
  const scrollNext = useRef(false);

  useEffect(() => setToday((day) => readerDay(day, new Date())), []);

  const show = useCallback(async (href: string, scroll: boolean) => {
    const location = locationOf(href, window.location.origin);
    const mine = ++ticket.current;
    const route = matchRoute(location.path);
    let content: PageContent;
    let View: View;
    try {
      content = await loadContent(route);
      View = await loadView(content.kind);
    } catch (error) {
      // A page chunk that cannot load (offline, a new deploy): a full load is the honest fallback.
      console.error('Could not load the page', error);
      window.location.assign(href);
      return;
    }
    if (mine !== ticket.current) return;
    scrollNext.current = scroll;
    setState({ location, content, View });
    void import('./head/head').then(({ applyHead, headFor }) => applyHead(headFor(route, content)));
  }, []);

  const navigate = useCallback<Router['navigate']>(
    (href, options = {}) => {
      const target = locationOf(href, window.location.origin);
      if (options.replace) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
      const samePage = target.path === state.location.path;
      if (samePage) {
        // Only the query or fragment changed (a search, the compare link): keep the page, update the location.
        scrollNext.current = !options.replace;
        setState((s) => ({ ...s, location: target }));
        return;
      }
      void show(href, !options.replace);
    },
    [show, state.location.path],
  );

  useEffect(() => {
    const onPop = () => void show(`${window.location.pathname}${window.location.search}${window.location.hash}`, false);
    const onClick = (event: MouseEvent) => {
      const href = internalHref(event, window.location.origin);
      if (!href) return;
      const target = locationOf(href, window.location.origin);
      const here = window.location;
      // A jump within the same page is the browser's job.
      if (target.hash && target.path === here.pathname && target.search === here.search) return;
      event.preventDefault();
      navigate(href);
    };
    window.addEventListener('popstate', onPop);
    document.addEventListener('click', onClick);
    // Links navigate in place from now on; before this a click is a full page load. Tests wait for it.
    document.documentElement.dataset.router = 'ready';
    return () => {
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('click', onClick);
    };
  }, [navigate, show]);

  useIsomorphicLayoutEffect(() => {
    if (!scrollNext.current) return;
    scrollNext.current = false;
    const target = state.location.hash && document.getElementById(fragmentId(state.location.hash));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [state]);

  const router = useMemo<Router>(() => ({ location: state.location, navigate }), [state.location, navigate]);
  // The same element while only the query or fragment changes (the compare link, a search): the page
  // is not re-rendered; the parts that read the location get it from the router context.
  const page = useMemo(
    () => <state.View content={state.content} providers={state.providers} />,
    [state.View, state.content, state.providers],
  );

  return (
    <RouterContext.Provider value={router}>
      <TodayContext.Provider value={today}>
        <TooltipProvider>
          <a href="#main" className="ws-skip">Skip to content</a>
          <Header />
          <main id="main" tabIndex={-1}>
            <ErrorBoundary key={state.location.path}>
              {page}
            </ErrorBoundary>
          </main>
          <Footer />
          <Toaster />
          <LazyCookieBanner />
        </TooltipProvider>
      </TodayContext.Provider>
    </RouterContext.Provider>
  );
}
