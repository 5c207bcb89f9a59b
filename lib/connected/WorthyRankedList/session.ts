'use client';
/**
 * One list's life in one widget: its store, where its providers came from, and the reports to
 * the host (ready once, compare on each change of names). Kept apart from the component so a
 * re-render, or React running an effect twice in development, reports nothing twice.
 */
import { effect } from '@preact/signals-react';
import type { Backend } from '../../data/backends';
import type { ListLoader, ListSource } from '../../data/loader';
import type { ListKey, Provider, TopPickRule } from '../../model';
import { createListStore, type ListStore } from '../../state/listStore';
import type { ListCallbacks } from './events';

export type Report = <K extends keyof ListCallbacks>(name: K, detail: Parameters<NonNullable<ListCallbacks[K]>>[0]) => void;

export interface ListSession {
  store: ListStore;
  /** Starts following the list (loading it unless the host gave its providers); returns the stop. */
  follow(report: Report, limit: number | undefined, settled: () => void): () => void;
  /** A provider's place in the list, from 1 (0 when it has left the list). */
  rankOf(name: string): number;
  /** The host gave new providers (a fresh server render, say): they replace the list, compared ones stay compared. */
  update(providers: readonly Provider[] | undefined): void;
}

export interface SessionOptions {
  key: ListKey;
  topPick: TopPickRule;
  loader: ListLoader;
  /** The host's providers, already loaded (on its server, say): shown at once, not loaded again. */
  providers: readonly Provider[] | undefined;
  /** Where they came from, when the host knows (it loaded them with this loader); else guessed from `backend`. */
  providersSource?: ListSource;
  backend: Backend | null;
}

export function openSession({ key, topPick, loader, providers, providersSource, backend }: SessionOptions): ListSession {
  // Host-given providers came from the host's backend when it names one, else from the built-in lists.
  let source: ListSource = providersSource ?? (providers && backend ? 'backend' : 'builtin');
  let given = providers;
  let loading: Promise<void> | null = null;
  let ready = false;
  const store = createListStore({
    topPick,
    initial: providers,
    load: () =>
      given
        ? Promise.resolve(given)
        : loader.read(key).then((list) => {
            source = list.source;
            return list.providers;
          }),
  });
  const names = () => store.selectedProviders.value.map((p) => p.name);
  let compared = names().join('\n');

  return {
    store,
    rankOf: (name) => store.providers.value.findIndex((p) => p.name === name) + 1,
    update(providers) {
      if (!providers || providers === given) return;
      given = providers;
      void store.refresh();
    },
    follow(report, limit, settled) {
      const stopReady = effect(() => {
        const count = Math.min(store.providers.value.length, limit ?? Infinity);
        if (ready || store.isLoading.value || !count) return;
        ready = true;
        report('onReady', { category: key, count, source });
      });
      const stopCompare = effect(() => {
        const selected = names();
        if (selected.join('\n') === compared) return;
        compared = selected.join('\n');
        report('onCompare', { category: key, selected });
      });
      loading ??= providers
        ? Promise.resolve()
        : store.refresh().catch((error: unknown) => console.error('Worthy: the list could not be loaded', error));
      void loading.then(settled);
      return () => {
        stopReady();
        stopCompare();
      };
    },
  };
}
