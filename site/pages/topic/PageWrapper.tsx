/**
 * The topic page wrapper of SPEC section 7: each page hands it its path and provider list, and it
 * describes the visible ranking to search engines as an ItemList. (The rows reach the table store
 * from useTopicStore.)
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { isoDay } from '../../../lib/format';
import type { ListStore } from '../../../lib/state';
import { useToday } from '../../data/today';
import { rankedItemList } from '../../head/structuredData';
import { JsonLd } from './JsonLd';

export function PageWrapper({
  path,
  listTitle,
  store,
  children,
}: {
  path: string;
  listTitle: string;
  store: ListStore;
  children: ReactNode;
}) {
  useSignals();
  const providers = store.providers.value;
  const today = isoDay(useToday());
  return (
    <>
      {children}
      {providers.length > 0 && <JsonLd data={rankedItemList(listTitle, path, providers, today)} />}
    </>
  );
}
