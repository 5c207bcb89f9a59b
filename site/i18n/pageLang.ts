/** The page's language, for the shell's links: a French page's links lead to French pages where there are some (pathIn). */
import { createContext, useContext } from 'react';
import type { SiteLang } from '../routes';

const PageLangContext = createContext<SiteLang | undefined>(undefined);

export const PageLang = PageLangContext.Provider;

/** Undefined on an English page. */
export const usePageLang = (): SiteLang | undefined => useContext(PageLangContext);
