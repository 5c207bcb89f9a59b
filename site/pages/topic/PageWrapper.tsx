/**
 * The topic page wrapper of SPEC section 7: each page hands it its path and provider list, and it
 * describes the visible ranking to search engines as an ItemList. (The rows reach the table store
 * from useTopicStore.)
 */
import type { ReactNode } from 'react';
import type { Offering } from '../../../lib/model';
import { useValue, type ListStore } from '../../../lib/state';
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
  const providers = useValue(store.providers);
  return (
    <>
      {children}
      {providers.length > 0 && <JsonLd of={(ld) => ld.rankedItemList(listTitle, path, providers, offering)} />}
    </>
  );
}
