/**
 * The topic page wrapper of SPEC section 7: each page hands it its path and provider list. It
 * keeps the rows in the table store (so a return visit shows them at once) and describes the
 * visible ranking to search engines as an ItemList.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { ListStore } from '../../../lib/state';
import { tableStore } from '../../data/tableStore';
import { isoDay } from '../../data/pageState';
import { useToday } from '../../data/today';
import { rankedItemList } from '../../head/structuredData';
import { JsonLd } from './JsonLd';

export function PageWrapper({ path, listTitle, store, children }: { path: string; listTitle: string; store: ListStore; children: ReactNode }) {
  useSignals();
  const providers = store.providers.value;
  if (providers.length) tableStore.initialise(path, providers);
  const today = isoDay(useToday());
  return (
    <>
      {children}
      {providers.length > 0 && <JsonLd data={rankedItemList(listTitle, path, providers, today)} />}
    </>
  );
}
