'use client';
/**
 * What a widget says, in the reader's language (CONTRACT section 13). Each text is written in
 * English where it is used, `say('Rank {0}', rank)`, and that English is its key in every other
 * language's dictionary (./fr-CA/widgetWords.ts), so an English page needs no dictionary at all
 * and a text without a translation still reads (tests/unit/widgetWords.test.ts finds none).
 * Values are given as English writes them ('4.74', '44,870', 'November 2026'); another language
 * writes them its own way.
 */
import { createContext, useContext } from '#runtime';
import { fill } from './fill';

/** The languages the widgets speak: `locale` on every widget, `lang` on the embed. */
export type Locale = 'en' | 'fr-CA';

export type Say = (english: string, ...values: ReadonlyArray<string | number>) => string;

export { fill };

export const english: Say = (text, ...values) => fill(text, values);

const SayContext = createContext<Say>(english);

/** Sets the language of every widget inside. */
export const SayIn = SayContext.Provider;

export const useSay = (): Say => useContext(SayContext);
