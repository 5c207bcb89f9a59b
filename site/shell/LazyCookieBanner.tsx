/**
 * The cookie banner is never part of the prerendered page (only the browser knows the saved
 * choice), so its code loads after hydration instead of delaying it.
 */
import { useEffect, useState, type ComponentType } from 'react';

export function LazyCookieBanner() {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    void import('./CookieBanner').then((m) => setBanner(() => m.CookieBanner));
  }, []);
  return Banner ? <Banner /> : null;
}
