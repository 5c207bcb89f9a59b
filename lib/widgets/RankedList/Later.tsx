'use client';
/**
 * A card that renders a task after the list does, in a placeholder of its size until then: a
 * list loaded in the reader's browser then builds its cards a few at a time, with the page free
 * to answer input in between, instead of in one long task (the embed asks for it on partners' pages).
 */
import { useEffect, useState, type ReactNode } from 'react';

export function Later({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true));
    return () => clearTimeout(timer);
  }, [ready]);
  return ready ? children : <div className="wy-card wy-card--placeholder" aria-hidden="true" />;
}
