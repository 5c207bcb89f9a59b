/**
 * The site's client router: history API navigation, same-site links intercepted at the document so
 * every one navigates without a reload, back and forward, scroll to the top (or to the fragment) and
 * focus on the main area after each navigation, and the head kept in step.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Provider } from '../../lib/model';
import type { PageContent } from '../content';
import { loadView, type View } from '../pages/views';
import { langOfPath, matchRoute } from '../routes';
import { loadLanguage, sayFor } from '../i18n/language';
import { fragmentId, internalHref, locationOf, type SiteLocation } from './location';
import type { Router } from './RouterContext';
import { whenHydrated } from '../shell/InTurn';

export interface RouterState {
  location: SiteLocation;
  content: PageContent;
  /** The page kind's component. */
  View: View;
  /** A topic page's prerendered rows (first page only; later pages load their own). */
  providers?: readonly Provider[];
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function useSiteRouter(initial: RouterState): { state: RouterState; router: Router } {
  const [state, setState] = useState<RouterState>(initial);
  const ticket = useRef(0);
  const scrollNext = useRef(false);

  const show = useCallback(async (href: string, scroll: boolean) => {
    const location = locationOf(href, window.location.origin);
    const mine = ++ticket.current;
    const route = matchRoute(location.path);
    let content: PageContent;
    let View: View;
    try {
      // The content loader (and its map of page chunks) is fetched with the first navigation, not at start-up.
      const lang = langOfPath(location.path);
      [content] = await Promise.all([
        import('../content').then(({ loadContent }) => loadContent(route, lang)),
        lang && loadLanguage(lang),
      ]);
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
    void import('../head/head').then(({ applyHead, headFor }) => applyHead(headFor(route, content, sayFor(content.lang))));
  }, []);

  const navigate = useCallback<Router['navigate']>(
    (href, options = {}) => {
      const target = locationOf(href, window.location.origin);
      if (options.replace) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
      if (target.path === state.location.path) {
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
    // Links navigate in place from now on; before this a click is a full page load. Tests wait for
    // it, once every part of the page has hydrated.
    whenHydrated(() => {
      document.documentElement.dataset.router = 'ready';
    });
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
  return { state, router };
}
