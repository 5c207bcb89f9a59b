/**
 * One list store per topic page. It starts from rows already known (the table store, or the
 * prerendered snapshot) so there is no loading flash, then refreshes from the backend when one is
 * configured; without a backend and without known rows it loads the built-in list.
 */
import { useEffect, useState } from 'react';
import type { Provider } from '../../../lib/model';
import { createListStore, type ListStore } from '../../../lib/state';
import { BACKEND_CONFIGURED } from '../../config';
import type { TopicContent } from '../../content/types';
import { tableStore } from '../../data/tableStore';
import { whenHydrated } from '../../shell/InTurn';

export function useTopicStore(topic: TopicContent, prerendered: readonly Provider[] | undefined): ListStore {
  // Made once per page: TopicView keys the page by its path, so another topic is a new component
  // with a new store, and the prerendered rows only matter for this first one.
  const [store] = useState(() =>
    createListStore({
      // The loader (validation, sources, cache) is fetched with the first refresh, not before the page is interactive.
      load: () =>
        Promise.all([import('../../data/providers'), import('../../i18n/topicProviders')]).then(
          ([{ providerLoader }, { topicProviders }]) => topicProviders(topic.listKey, topic.lang, providerLoader),
        ),
      topPick: topic.topPick,
      initial: tableStore.get(topic.path) ?? prerendered,
    }),
  );

  useEffect(() => {
    // The rows this page starts with (prerendered) are kept for a return visit, as later loads are.
    if (store.providers.value.length) tableStore.initialise(topic.path, store.providers.value);
    if (store.providers.value.length && !BACKEND_CONFIGURED) return;
    let live = true;
    // Fresh rows wait until the page has hydrated the prerendered ones (see shell/InTurn.tsx).
    whenHydrated(() => {
      if (!live) return;
      void store.refresh().then(() => {
        if (live && store.providers.value.length) tableStore.set(topic.path, store.providers.value);
      });
    });
    return () => {
      live = false;
    };
  }, [store, topic.path]);

  return store;
}
