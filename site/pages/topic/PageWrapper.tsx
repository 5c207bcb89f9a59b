/**
 * The topic page wrapper of SPEC section 7: each page hands it its path and provider list, and it
 * describes the visible ranking to search engines as an ItemList. (The rows reach the table store
 * from useTopicStore.)
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Offering } from '../../../lib/model';
import type { ListStore } from '../../../lib/state';
import { JsonLd } from './JsonLd';

export function PageWrapper({
  path,
  listTitle,
  offering,
  store,
  children,
}: {
  path: string;
  listTitle: string;
  offering: Offering;
  store: ListStore;
  children: ReactNode;
}) {
  useSignals();
  const providers = store.providers.value;
  return (
    <>
      {children}
      {providers.length > 0 && <JsonLd of={(ld) => ld.rankedItemList(listTitle, path, providers, offering)} />}
    </>
  );
}
