/**
 * The component of each page kind, each in its own chunk: a page loads only its own code
 * (the prerender modulepreloads it), which keeps the first bundle to Preact, the shell and the router.
 */
import type { ComponentType } from 'react';
import type { Provider } from '../../lib/model';
import type { PageContent } from '../content';
import { NotFound } from './NotFound';

export interface ViewProps<C extends PageContent = PageContent> {
  content: C;
  /** A topic page's prerendered rows. */
  providers?: readonly Provider[];
}

export type View = ComponentType<ViewProps>;

type Kind = PageContent['kind'];
type ContentOf<K extends Kind> = Extract<PageContent, { kind: K }>;

/** Narrows the shared props to the view's own content kind. */
const as = <K extends Kind>(kind: K, Component: ComponentType<ViewProps<ContentOf<K>>>): View =>
  function PageView(props) {
    return props.content.kind === kind ? <Component {...(props as ViewProps<ContentOf<K>>)} /> : null;
  };

const loaders: Record<Kind, () => Promise<View>> = {
  home: () => import('./Home').then((m) => as('home', m.HomePage)),
  hub: () => import('./CategoryHub').then((m) => as('hub', m.CategoryHub)),
  static: () => import('./StaticPage').then((m) => as('static', m.StaticPage)),
  partners: () => import('./Partners').then((m) => as('partners', m.PartnersPage)),
  topic: () => import('./topic/TopicPage').then((m) => as('topic', m.TopicView)),
  review: () => import('./review/ReviewPage').then((m) => as('review', m.ReviewView)),
  notfound: async () => NotFound,
};

/** Source modules of each view, for the prerender's modulepreload links (keys of Vite's manifest). */
export const VIEW_MODULES: Record<Kind, string | null> = {
  home: 'pages/Home.tsx',
  hub: 'pages/CategoryHub.tsx',
  static: 'pages/StaticPage.tsx',
  partners: 'pages/Partners.tsx',
  topic: 'pages/topic/TopicPage.tsx',
  review: 'pages/review/ReviewPage.tsx',
  notfound: null,
};

const cache = new Map<Kind, Promise<View>>();

export function loadView(kind: Kind): Promise<View> {
  let view = cache.get(kind);
  if (!view) {
    view = loaders[kind]();
    cache.set(kind, view);
    view.catch(() => cache.delete(kind));
  }
  return view;
}
