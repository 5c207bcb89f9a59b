'use client';
/** The part of a list that only some lists load (`#list-body`): Find your fit, and pages. */
import { useMemo } from '#runtime';
import { OUR_FIT, readWeights, writeWeights } from '../../fit';
import type { ScoringMethod } from '../../model';
import { createReaderFit, type ListStore, type ReaderFit } from '../../state';
import { FitControls, FitRankedList } from '../../widgets/FitControls';
import { CARDS_PER_PAGE, PagedList, type RankedListProps } from '../../widgets/RankedList';
import { Later } from '../../widgets/RankedList/Later';
import type { FitOptions } from './fitOptions';

/**
 * `listLater` (the embed's): the list waits for its turn. The controls are drawn first, in a task and
 * a frame of their own, then the list: on a slow phone, one of each was the longest of the load.
 */
export function FullList({ list, fit, weights, folded, listLater }: { list: RankedListProps; listLater?: boolean } & FitOptions) {
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
      {listLater ? (
        <Later hold={<ListRoom cards={Math.min(list.limit ?? Infinity, CARDS_PER_PAGE, store.providers.peek().length)} />}>
          <FitRankedList readerFit={readerFit} {...list} />
        </Later>
      ) : (
        <FitRankedList readerFit={readerFit} {...list} />
      )}
    </>
  );
}

/**
 * The room of the list's first cards until its turn, as the embed's reserve holds it (its placeholder
 * cards, lib/embed/reserve.ts); its header's room is left to the controls drawn above, which on a
 * wide screen may take a few pixels more than theirs: the page below never moves.
 */
function ListRoom({ cards }: { cards: number }) {
  return (
    <div className="wy-list" aria-hidden="true">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="wy-card wy-card--placeholder" />
      ))}
    </div>
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
