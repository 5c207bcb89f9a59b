'use client';
/**
 * A card that renders after the list does, in a placeholder of its size until then: a list loaded
 * in the reader's browser then builds its cards one a frame, with the page free to answer input in
 * between, instead of in one long task (the embed asks for it on partners' pages).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { afterPaint } from '../shared/afterPaint';

let lastTurn = Promise.resolve();

/**
 * Each card's turn comes in a task after the frame that showed the card before it: cards given
 * tasks alone were laid out together, several in one frame, the longest task of a low-end phone.
 */
const nextTurn = () => (lastTurn = lastTurn.then(() => new Promise<void>((go) => afterPaint(go))));

export function Later({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void nextTurn().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready ? children : <div className="wy-card wy-card--placeholder" aria-hidden="true" />;
}
