'use client';
/**
 * A ranked list under a reader's fit: their order, filters and ratings, headed "Your ranking" while
 * it differs from ours. Apart from RankedList so a list nobody can re-rank carries none of this.
 * In pages (PagedList): a re-ranking redraws the first page of cards, never all of them.
 */
import { useLocaleSay } from '#widget-locale';
import { useValue, type ReaderFit } from '../../state';
import type { RankedListProps } from '../RankedList';
import { PagedList } from '../RankedList/PagedList';

export const YOUR_RANKING = 'Your ranking';
export const NONE_FIT = 'No provider meets your filters. Loosen one, or go back to our ranking.';

export function FitRankedList({ readerFit, ...props }: Omit<RankedListProps, 'store'> & { readerFit: ReaderFit }) {
  const say = useLocaleSay(props.locale);
  const fit = useValue(readerFit.applied);
  const { changed, hidden } = useValue(readerFit.ranking);
  return (
    <PagedList
      {...props}
      order={fit}
      store={readerFit.list}
      title={changed ? say(YOUR_RANKING) : props.title}
      emptyText={hidden ? NONE_FIT : props.emptyText}
    />
  );
}
