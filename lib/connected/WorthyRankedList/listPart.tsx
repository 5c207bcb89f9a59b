'use client';
/** The part of a list that only some lists load (`#list-body`): Find your fit, and pages. */
import { useMemo } from '#runtime';
import { OUR_FIT, readWeights, writeWeights } from '../../fit';
import type { ScoringMethod } from '../../model';
import { createReaderFit, type ListStore, type ReaderFit } from '../../state';
import { FitControls, FitRankedList } from '../../widgets/FitControls';
import { PagedList, type RankedListProps } from '../../widgets/RankedList';
import type { FitOptions } from './fitOptions';

export function FullList({ list, fit, weights, folded }: { list: RankedListProps } & FitOptions) {
  const { method, store } = list;
  // The host's weights preset the controls once; after that they are the reader's.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const readerFit = useMemo(() => (fit && method ? readerFitOf(store, method, weights) : null), [fit, method, store]);
  if (!readerFit) return <PagedList {...list} />;
  return (
    <>
      <FitControls
        readerFit={readerFit}
        limit={list.limit}
        headingLevel={list.headingLevel ?? 2}
        idPrefix={`${list.idPrefix ?? 'wy'}fit`}
        folded={folded}
      />
      <FitRankedList readerFit={readerFit} {...list} />
    </>
  );
}

/** The reader's fit for a list, starting from the host's weights (ids of the method's criteria, 0 to 3; the rest ignored with one warning). */
function readerFitOf(store: ListStore, method: ScoringMethod, weights: FitOptions['weights']): ReaderFit {
  const ignored: string[] = [];
  const written = typeof weights === 'string' ? weights : weights && writeWeights(weights as Record<string, never>);
  const preset = written ? readWeights(written, method, ignored) : {};
  if (ignored.length)
    console.warn(`Worthy: weights for what ${method.list} does not score, or not 0 to 3, ignored: ${ignored.join(', ')}`);
  return createReaderFit(store, method, { ...OUR_FIT, weights: preset });
}
