/**
 * The language a page speaks: English by default, French for the pages under /fr. The French
 * words (./french.ts) load with a French page's content (site/content/index.ts), so English pages
 * never fetch them and a French page renders, prerendered or navigated to, with them at hand.
 */
import { createContext, useContext } from 'react';
import { english, type Say } from '../../lib/i18n/say';
import type { SiteLang } from '../routes';

let french: Say | null = null;

export async function loadLanguage(lang: SiteLang): Promise<void> {
  if (lang === 'fr-CA' && !french) french = (await import('./french')).frenchSite;
}

/** How a page in `lang` says things; English until that language's words have loaded. */
export const sayFor = (lang: SiteLang | undefined): Say => (lang === 'fr-CA' && french) || english;

const LangContext = createContext<SiteLang | undefined>(undefined);

/** Sets the page's language for the shell around it (App). */
export const PageLang = LangContext.Provider;

/** The page's language: undefined for English. */
export const usePageLang = (): SiteLang | undefined => useContext(LangContext);
