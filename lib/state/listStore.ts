'use client';
/** One store per list on a page: its providers, whether they are loading, and the compare selection. */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Provider, TopPickRule } from '../model';
import { createCompareSelection, type CompareSelection } from './compareSelection';
import { topPicks } from './topPicks';

export interface ListStore extends CompareSelection {
  readonly providers: ReadonlySignal<readonly Provider[]>;
  readonly isLoading: ReadonlySignal<boolean>;
  readonly topPickNames: ReadonlySignal<ReadonlySet<string>>;
  readonly topPickRule: TopPickRule;
  /** Loads (or reloads) the list; a late answer of an earlier load never overwrites a newer one. */
  refresh(): Promise<void>;
}

export interface ListStoreOptions {
  load: () => Promise<readonly Provider[]>;
  topPick?: TopPickRule;
  /** Providers known already (prerendered or cached): shown at once, without a loading state. */
  initial?: readonly Provider[];
}

export function createListStore({ load, topPick = 'first', initial }: ListStoreOptions): ListStore {
  const providers = signal<readonly Provider[]>(initial ?? []);
  const isLoading = signal(!initial);
  const selection = createCompareSelection();
  let latest = 0;

  return {
    ...selection,
    providers,
    isLoading,
    topPickRule: topPick,
    topPickNames: computed(() => topPicks(providers.value, topPick)),
    async refresh() {
      const ticket = ++latest;
      if (!providers.value.length) isLoading.value = true;
      try {
        const loaded = await load();
        if (ticket !== latest) return;
        providers.value = loaded;
        // Compared providers follow the fresh rows; one that left the list cannot stay compared.
        const byName = new Map(loaded.map((p) => [p.name, p]));
        selection.set(selection.selectedProviders.value.flatMap((p) => byName.get(p.name) ?? []));
      } finally {
        if (ticket === latest) isLoading.value = false;
      }
    },
  };
}
