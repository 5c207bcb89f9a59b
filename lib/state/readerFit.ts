'use client';
/**
 * A reader's fit for one list (CONTRACT section 16), beside its store's compare selection: the
 * controls write it; the list shows its ranking; the site keeps it in the URL and the embed reads
 * it from attributes. Made only where a list offers the controls, so a list without them carries
 * none of the re-ranking code.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { OUR_FIT, type Fit } from '../fit/fit';
import { afterNextPaint } from '../schedule';
import { fitRanking, type FitRanking } from '../fit/rank';
import type { Provider, ScoringMethod } from '../model';
import type { ListStore } from './listStore';

export interface ReaderFit {
  /** The fit the controls show. */
  readonly fit: ReadonlySignal<Fit>;
  /** The fit the list is ranked under: the controls' own, after the next paint. */
  readonly applied: ReadonlySignal<Fit>;
  /**
   * A reader's change: the controls show it at once, the list is re-ranked after the next paint, so
   * the tap answers on a slow phone before the cards are redrawn (as a compare tap does).
   */
  choose(next: Fit): void;
  /** A fit restored (a shared link, a reload): the controls and the list at once. */
  restore(next: Fit): void;
  /** The store's providers as the applied fit ranks and filters them. */
  readonly ranking: ReadonlySignal<FitRanking>;
  readonly method: ScoringMethod;
  /**
   * The store as the list shows it: the same selection, loading state and top picks (badges are
   * ours, whatever the reader weighs), its providers in the reader's order, filtered, and rated under
   * the reader's weights.
   */
  readonly list: ListStore;
}

export function createReaderFit(store: ListStore, method: ScoringMethod, initial: Fit = OUR_FIT): ReaderFit {
  const fit = signal(initial);
  const applied = signal(initial);
  let pending: (() => void) | null = null;
  const restore = (next: Fit) => {
    pending?.();
    pending = null;
    applied.value = next;
    fit.value = next;
  };
  const choose = (next: Fit) => {
    fit.value = next;
    pending?.();
    pending = afterNextPaint(() => {
      pending = null;
      applied.value = next;
    });
  };
  const ranking = computed(() => fitRanking(store.providers.value, method, applied.value));
  const providers = computed(() => {
    const { rows, changed, nothingWeighed } = ranking.value;
    const { weights } = applied.value;
    const rated = changed && !nothingWeighed && Object.keys(weights).length > 0;
    return rows.map(({ provider, rating }) =>
      rated ? { ...provider, rating, reweighted: { weights, ourRating: provider.rating } } : provider,
    );
  });
  // A compare tap picks our row, not its re-rated copy: the compare panel shows our ratings.
  const ours = (provider: Provider) => store.providers.peek().find((p) => p.name === provider.name) ?? provider;
  return {
    fit,
    applied,
    choose,
    restore,
    method,
    ranking,
    list: { ...store, providers, toggle: (provider) => store.toggle(ours(provider)) },
  };
}
