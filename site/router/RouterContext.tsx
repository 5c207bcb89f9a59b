/** The current location and a way to move, for any component under the App. */
import { createContext, useContext } from 'react';
import type { SiteLocation } from './location';

export interface Router {
  location: SiteLocation;
  /** Goes to a same-site URL without a reload; `replace` swaps the history entry instead of adding one. */
  navigate(href: string, options?: { replace?: boolean }): void;
}

export const RouterContext = createContext<Router>({
  location: { path: '/', search: '', hash: '' },
  navigate: () => {},
});

export const useRouter = (): Router => useContext(RouterContext);
