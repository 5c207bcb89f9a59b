/**
 * The cookie banner is never part of the prerendered page (only the browser knows the saved
 * choice), so its code loads once the page has hydrated instead of delaying it; on a French page,
 * with the French words, so that it never shows in English first and grows when they arrive.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { loadLanguage } from '../i18n/language';
import { usePageLang } from '../i18n/pageLang';
import { whenHydrated } from './InTurn';

export function LazyCookieBanner() {
  const lang = usePageLang();
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    whenHydrated(() => {
      void Promise.all([import('./CookieBanner'), lang && loadLanguage(lang)]).then(([{ CookieBanner }]) =>
        setBanner(() => CookieBanner),
      );
    });
  }, [lang]);
  return Banner ? <Banner /> : null;
}
