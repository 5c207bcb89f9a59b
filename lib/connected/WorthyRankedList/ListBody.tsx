'use client';
/**
 * `#list-body` in the package and the site: the list of a widget, and the part of it that only some
 * lists load: "Find your fit" above it when the host asks (`fit`, CONTRACT section 16), and pages
 * for a list longer than one (a backend list may hold 300 providers). That part is a chunk of its
 * own (./listPart.tsx), so a short list that does not offer the controls downloads none of it.
 */
import { useContext, useEffect, useState } from '#runtime';
import { useValue } from '../../state';
import { CARDS_PER_PAGE, RankedList, type RankedListProps } from '../../widgets/RankedList';
import { FitOptions } from './fitOptions';
import type * as ListPart from './listPart';

let loaded: typeof ListPart | null = null;

export function ListBody(list: RankedListProps) {
  const options = useContext(FitOptions);
  const count = useValue(list.store.providers).length;
  const long = Math.min(count, list.limit ?? count) > CARDS_PER_PAGE;
  const wanted = (!!options.fit && !!list.method) || long;
  const [part, setPart] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (wanted && !part)
      void import('./listPart').then(
        (chunk) => setPart((loaded = chunk)),
        (error: unknown) => {
          console.error('Worthy: could not load the rest of the list', error);
          setFailed(true);
        },
      );
  }, [wanted, part]);
  // Until the part arrives, a long list shows its first page (a moment); without it, every card.
  if (!wanted || !part) return <RankedList {...list} limit={long && !failed ? CARDS_PER_PAGE : list.limit} />;
  return <part.FullList list={list} {...options} />;
}
