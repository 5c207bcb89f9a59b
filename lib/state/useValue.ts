'use client';
/**
 * A component's view of a signal (a list store's providers, a selection): its value now, and a
 * render again whenever it changes. Plain hooks and the signal's own subscribe, so it works alike
 * in React (the npm package), preact/compat (the site) and Preact's core (the embed), with no
 * render tracking to install: a component says which signals it shows.
 */
import type { ReadonlySignal } from '@preact/signals-react';
import { useLayoutEffect, useState } from '#runtime';

export function useValue<T>(source: ReadonlySignal<T>): T {
  const [, show] = useState<T>(() => source.peek());
  // Subscribing calls back at once: a change between this render and now renders again.
  useLayoutEffect(() => source.subscribe((value) => show(() => value)), [source]);
  return source.peek();
}
