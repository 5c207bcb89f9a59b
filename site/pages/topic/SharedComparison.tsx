/**
 * The comparison as a shareable link. These parts follow the compare selection themselves, so a
 * click on "Add to Compare" re-renders them, the list and the panel, not the whole topic page.
 */
import { useEffect, useRef } from 'react';
import { useValue, type CompareSelection, type ListStore } from '../../../lib/state';
import { useRouter } from '../../router/RouterContext';
import { showToast } from '../../shell/toasts';
import { whenHydrated } from '../../shell/InTurn';
import { afterNextPaint } from '../../../lib/schedule';
import { restoreSelection, searchWithSelection } from './shareLink';
import { useSay } from '../../../lib/i18n/say';

/**
 * A shared link's selection is restored once the rows are known; after that the URL follows the
 * selection. Writing it is the page's own state, not a navigation: it goes straight to history,
 * after the tap has painted, so a compare tap re-renders only what shows the selection (through
 * the router, every tap re-rendered the whole page before it could paint).
 */
export function SelectionInUrl({ store }: { store: ListStore }) {
  const { location } = useRouter();
  const restored = useRef(false);
  const selected = useValue(store.selectedProviders);
  const loaded = useValue(store.providers);

  useEffect(() => {
    if (!loaded.length) return;
    if (!restored.current) {
      restored.current = true;
      // Once every card has hydrated as the server rendered it, unselected (see shell/InTurn.tsx).
      whenHydrated(() => store.set(restoreSelection(location.search, loaded)));
      return;
    }
    return rewriteSearchAfterPaint((search) => searchWithSelection(search, selected));
  }, [selected, loaded, location, store]);

  return null;
}

/**
 * Rewrites the page's query after the next paint, straight in history (the page's own state, not a
 * navigation); the compare selection and Find your fit (FitInUrl.tsx) each keep their part of it.
 * Returns a cancel.
 */
export function rewriteSearchAfterPaint(rewrite: (search: string) => string): () => void {
  return afterNextPaint(() => {
    const { pathname, search, hash } = window.location;
    const next = rewrite(search);
    if (next !== search) window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
  });
}

/** "Copy link to this comparison", once two or more providers are compared. */
export function CopyComparisonLink({ selection }: { selection: CompareSelection }) {
  const say = useSay();
  if (useValue(selection.selectedProviders).length < 2) return null;

  const copyLink = async () => {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      showToast(say('Comparison link copied. Anyone who opens it sees the same providers side by side.'));
    } catch {
      showToast(say('Copy this link to share the comparison: {0}', url));
    }
  };

  return (
    <p className="ws-share">
      <button type="button" className="wy-button wy-button--ghost wy-button--small" onClick={copyLink}>
        {say('Copy link to this comparison')}
      </button>
    </p>
  );
}
