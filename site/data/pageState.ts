/**
 * What the prerendered HTML hands to the client so hydration renders exactly what the server did:
 * the day it was rendered (dates and the home rotation depend on it) and a topic page's rows.
 */
import type { Provider } from '../../lib/model';
import type { PageContent } from '../content';
import type { SpokenWords } from '../i18n/language';

export const PAGE_STATE_ID = 'wy-page-state';

export interface PageState {
  /** yyyy-mm-dd, the render day in the site's time zone. */
  renderedOn: string;
  /** The page's words, so the first load needs no content script (client navigations load them). */
  content: PageContent;
  providers?: readonly Provider[];
  /** A French page's words as the prerender said them (site/i18n/language.ts). */
  spoken?: SpokenWords;
}

/** JSON safe inside a <script> element: no '</script>' or '<!--' can close or confuse it. */
export const serializePageState = (state: PageState): string => JSON.stringify(state).replace(/</g, '\\u003c');

export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

export function dayFromIso(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, (m ?? 1) - 1, d ?? 1, 12);
}
