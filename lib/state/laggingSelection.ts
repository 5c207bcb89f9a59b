'use client';
/**
 * The compare selection as the parts away from the tapped card see it: the same selection, after
 * the next paint. A compare tap then updates the card (its button, its border) before the browser
 * paints, and the compare panel (and on the site the floating tray and the share link) right
 * after, so the tap shows at once on a slow phone instead of waiting for all of them.
 */
import { computed, effect, signal } from '@preact/signals-react';
import { useEffect, useState } from '#runtime';
import type { Provider } from '../model';
import { afterNextPaint } from '../schedule';
import { MAX_COMPARED, type CompareSelection } from './compareSelection';

export function useLaggingSelection(selection: CompareSelection): CompareSelection {
  const [shown] = useState(() => signal<readonly Provider[]>(selection.selectedProviders.peek()));
  const [lagging] = useState<CompareSelection>(() => ({
    ...selection,
    selectedProviders: shown,
    canSelectMore: computed(() => shown.value.length < MAX_COMPARED),
  }));

  useEffect(() => {
    let cancel: (() => void) | undefined;
    const stop = effect(() => {
      const next = selection.selectedProviders.value;
      cancel?.();
      cancel = afterNextPaint(() => {
        shown.value = next;
      });
    });
    return () => {
      stop();
      cancel?.();
    };
  }, [selection, shown]);

  return lagging;
}
