/**
 * One list store per topic page. It starts from rows already known (the table store, or the
 * prerendered snapshot) so there is no loading flash, then refreshes from the backend when one is
 * configured; without a backend and without known rows it loads the built-in list.
 */
import { useEffect, useMemo } from 'react';
import type { Provider } from '../../../lib/model';
import { createListStore, type ListStore } from '../../../lib/state';
import { BACKEND_CONFIGURED } from '../../config';
import type { TopicContent } from '../../content/types';
import { tableStore } from '../../data/tableStore';

export function useTopicStore(topic: TopicContent, prerendered: readonly Provider[] | undefined): ListStore {
  const store = useMemo(
    () =>
      createListStore({
        // The loader (validation, sources, cache) is fetched with the first refresh, not before the page is interactive.
        load: () => import('../../data/providers').then(({ providerLoader }) => providerLoader.load(topic.listKey)),
        topPick: topic.topPick,
        initial: tableStore.get(topic.path) ?? prerendered,
      }),
    // A new page gets a new store; the prerendered rows only matter for the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [topic.path],
  );

  useEffect(() => {
    if (store.providers.value.length && !BACKEND_CONFIGURED) return;
    let live = true;
    void store.refresh().then(() => {
      if (live && store.providers.value.length) tableStore.set(topic.path, store.providers.value);
    });
    return () => {
      live = false;
    };
  }, [store, topic.path]);

  return store;
}
