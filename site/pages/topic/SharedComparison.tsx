/**
 * The comparison as a shareable link. These parts follow the compare selection themselves, so a
 * click on "Add to Compare" re-renders them, the list and the panel, not the whole topic page.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import type { ListStore } from '../../../lib/state';
import { useRouter } from '../../router/RouterContext';
import { showToast } from '../../shell/toasts';
import { restoreSelection, searchWithSelection } from './shareLink';

/** A shared link's selection is restored once the rows are known; after that the URL follows the selection. */
export function SelectionInUrl({ store }: { store: ListStore }) {
  useSignals();
  const { location, navigate } = useRouter();
  const restored = useRef(false);
  const selected = store.selectedProviders.value;
  const loaded = store.providers.value;

  useEffect(() => {
    if (!loaded.length) return;
    if (!restored.current) {
      restored.current = true;
      store.set(restoreSelection(location.search, loaded));
      return;
    }
    const search = searchWithSelection(location.search, selected);
    if (search !== location.search) navigate(`${location.path}${search}${location.hash}`, { replace: true });
  }, [selected, loaded, location, navigate, store]);

  return null;
}

/** "Copy link to this comparison", once two or more providers are compared. */
export function CopyComparisonLink({ store }: { store: ListStore }) {
  useSignals();
  if (store.selectedProviders.value.length < 2) return null;

  const copyLink = async () => {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      showToast('Comparison link copied. Anyone who opens it sees the same providers side by side.');
    } catch {
      showToast(`Copy this link to share the comparison: ${url}`);
    }
  };

  return (
    <p className="ws-share">
      <button type="button" className="wy-button wy-button--ghost wy-button--small" onClick={copyLink}>
        Copy link to this comparison
      </button>
    </p>
  );
}
