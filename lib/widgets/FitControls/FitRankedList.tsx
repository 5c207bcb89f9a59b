'use client';
/**
 * A ranked list under a reader's fit: their order, filters and ratings, headed "Your ranking" while
 * it differs from ours. Apart from RankedList so a list nobody can re-rank carries none of this.
 * A long list (a backend list may hold 300 providers) shows its first cards, and more as the reader
 * scrolls near the end or asks: a re-ranking then redraws a page of cards, never all of them.
 */
import { useEffect, useRef, useState } from '#runtime';
import { useLocaleSay } from '#widget-locale';
import { useValue, type ReaderFit } from '../../state';
import { afterNextPaint } from '../../schedule';
import { RankedList, type RankedListProps } from '../RankedList';

export const YOUR_RANKING = 'Your ranking';
export const NONE_FIT = 'No provider meets your filters. Loosen one, or go back to our ranking.';
/** Cards shown at first, and added each time the reader comes near the end. */
export const CARDS_PER_PAGE = 20;

export function FitRankedList({ readerFit, ...props }: Omit<RankedListProps, 'store'> & { readerFit: ReaderFit }) {
  const say = useLocaleSay(props.locale);
  const fit = useValue(readerFit.fit);
  const { changed, hidden, rows } = useValue(readerFit.ranking);
  // Pages shown, for the fit they were opened under: a new fit starts again at the first page.
  const [more, setMore] = useState({ fit, pages: 1 });
  const pages = more.fit === fit ? more.pages : 1;
  const all = props.limit ? Math.min(props.limit, rows.length) : rows.length;
  const shown = Math.min(all, pages * CARDS_PER_PAGE);
  return (
    <>
      <RankedList
        {...props}
        limit={shown || props.limit}
        store={readerFit.list}
        title={changed ? say(YOUR_RANKING) : props.title}
        emptyText={hidden ? NONE_FIT : props.emptyText}
      />
      {shown < all && (
        <ShowMore
          label={say('Show {0} more ({1} in all)', Math.min(CARDS_PER_PAGE, all - shown), all)}
          onMore={() => setMore({ fit, pages: pages + 1 })}
        />
      )}
    </>
  );
}

/** The button that adds a page of cards; it does so by itself once it comes near the screen. */
function ShowMore({ label, onMore }: { label: string; onMore: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;
  useEffect(() => {
    const target = button.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    let cancel = () => {};
    const watch = new IntersectionObserver(
      (entries) => {
        // After the next paint: the cards just added are drawn before the next page is asked for.
        if (entries.some((entry) => entry.isIntersecting)) cancel = afterNextPaint(() => latest.current());
      },
      { rootMargin: '600px 0px' },
    );
    watch.observe(target);
    return () => {
      cancel();
      watch.disconnect();
    };
  }, [label]);
  return (
    <p className="wy-list__more">
      <button ref={button} type="button" className="wy-button wy-button--ghost" onClick={onMore}>
        {label}
      </button>
    </p>
  );
}
