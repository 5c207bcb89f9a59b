'use client';
/**
 * A card's turn in a list drawn in the reader's browser (RankedList's default `cardTurn`): a
 * placeholder of the card's size until its turn, then the card. The turns are page-wide and come
 * after the next paint (lib/schedule), so a list builds its cards one a frame, the page free to
 * answer input in between, instead of in one long task (the embed asks for it on partners' pages).
 */
import { useEffect, useState } from '#runtime';
import type { ReactNode } from 'react';
import { nextPaint, Turns } from '../../schedule';

/**
 * Every card of the page in one line. Cards given the next task each, rather than the next
 * paint, were laid out several to a frame: the longest task of a low-end phone.
 */
export const cardTurns = new Turns(nextPaint);

/** `hold` keeps the part's room until its turn: by default, a card's placeholder. */
export function Later({ children, hold }: { children: ReactNode; hold?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void cardTurns.take().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready ? children : (hold ?? <div className="wy-card wy-card--placeholder" aria-hidden="true" />);
}
