/** What the script and its French file (./french.ts) say to each other about a list's language. */
import type { ReactElement } from 'react';
import type { LoadedList } from '../data/loader';
import type { ScoringMethod } from '../model/method';

/** How a list shows in its language: English as it is; French wraps it, with its own sources. */
export type Wrap = (widget: ReactElement) => ReactElement;

/** A list read in its language: providers, method and, for another language than English, how to wrap it. */
export type Reading = [LoadedList, ScoringMethod | null, Wrap?];

/** What a French list file carries of the widgets' words: their keys, space apart, and their French, typeset, in the same order. */
export interface WordTable {
  keys: string;
  words: readonly string[];
}
