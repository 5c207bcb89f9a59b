'use client';
/**
 * `#fit` in the package: the list, with "Find your fit" above it when the host asks (`fit`,
 * CONTRACT section 16). The controls and the re-ranking are a chunk of their own, loaded only by a
 * list that asks for them; until it arrives (a moment) the list shows our ranking.
 */
import { createContext, useContext, useEffect, useState } from '#runtime';
import type { ReaderFit } from '../../state';
import { RankedList, type RankedListProps } from '../../widgets/RankedList';
import type * as FitPart from './fitPart';

type Part = typeof FitPart;

export interface FitOptions {
  fit?: boolean;
  weights?: Readonly<Record<string, number>>;
}

/**
 * The host's `fit` and `weights` (WorthyRankedList sets them around its list). A context, not props
 * through ListWidget, which the embed shares: its first load then carries none of this.
 */
export const FitOptions = createContext<FitOptions>({});

let loaded: Part | null = null;
const loadPart = (): Promise<Part> => import('./fitPart').then((part) => (loaded = part));

export function ListBody(list: RankedListProps) {
  const { fit = false, weights } = useContext(FitOptions);
  const [part, setPart] = useState(loaded);
  useEffect(() => {
    if (fit && !part)
      void loadPart().then(setPart, (error: unknown) => console.error('Worthy: could not load Find your fit', error));
  }, [fit, part]);
  const [readerFit, setReaderFit] = useState<ReaderFit | null>(null);
  const { method, store } = list;
  useEffect(() => {
    if (fit && part && method) setReaderFit(part.readerFitOf(store, method, weights));
    // The host's weights preset the controls once; after that they are the reader's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fit, part, method, store]);

  if (!fit || !part || !readerFit) return <RankedList {...list} />;
  return (
    <>
      <part.FitControls
        readerFit={readerFit}
        limit={list.limit}
        headingLevel={list.headingLevel}
        idPrefix={`${list.idPrefix ?? 'wy'}fit`}
      />
      <part.FitRankedList readerFit={readerFit} {...list} />
    </>
  );
}
