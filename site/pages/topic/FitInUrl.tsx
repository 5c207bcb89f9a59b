/**
 * A topic page's Find your fit lives in its URL (CONTRACT section 16): a reload or a shared link
 * restores it once the page has hydrated as the server rendered it (our ranking), and each change
 * is written back after the change has painted, as the compare selection is (SharedComparison.tsx).
 * No cookie, no storage.
 */
import { useEffect, useRef } from 'react';
import { readFit, searchWithFit } from '../../../lib/fit';
import { useValue, type ReaderFit } from '../../../lib/state';
import { useRouter } from '../../router/RouterContext';
import { whenHydrated } from '../../shell/InTurn';
import { rewriteSearchAfterPaint } from './SharedComparison';

export function FitInUrl({ readerFit }: { readerFit: ReaderFit }) {
  const { location } = useRouter();
  const restored = useRef(false);
  const fit = useValue(readerFit.fit);

  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      whenHydrated(() => {
        const ignored: string[] = [];
        readerFit.restore(readFit(location.search, readerFit.method, ignored));
        if (ignored.length) console.warn(`Worthy: this link's fit names what the list lacks, ignored: ${ignored.join(', ')}`);
      });
      return;
    }
    return rewriteSearchAfterPaint((search) => searchWithFit(search, fit));
  }, [fit, location, readerFit]);

  return null;
}
