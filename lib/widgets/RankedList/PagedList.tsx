'use client';
/**
 * A long list in pages (a backend list may hold 300 providers): its first CARDS_PER_PAGE cards,
 * and a page more each time the reader asks or scrolls near the end, so neither the first load nor
 * a re-ranking draws every card at once. A lazily loaded part: a list of a page or less needs none of it.
 */
import { useEffect, useRef, useState } from '#runtime';
import { useLocaleSay } from '#widget-locale';
import { useValue } from '../../state';
import { afterNextPaint } from '../../schedule';
import { CARDS_PER_PAGE, RankedList, type RankedListProps } from './RankedList';

export interface PagedListProps extends RankedListProps {
  /** The order the pages are cut from (a reader's fit): a new one starts again at the first page. */
  order?: unknown;
}

export function PagedList({ order, ...props }: PagedListProps) {
  const say = useLocaleSay(props.locale);
  const count = useValue(props.store.providers).length;
  const [more, setMore] = useState({ order, pages: 1 });
  const pages = more.order === order ? more.pages : 1;
  const all = props.limit ? Math.min(props.limit, count) : count;
  const shown = Math.min(all, pages * CARDS_PER_PAGE);
  return (
    <>
      <RankedList {...props} limit={shown || props.limit} />
      {shown < all && (
        <ShowMore
          label={say('Show {0} more ({1} in all)', Math.min(CARDS_PER_PAGE, all - shown), all)}
          onMore={() => setMore({ order, pages: pages + 1 })}
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
