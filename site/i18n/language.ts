/**
 * The language a page speaks: English by default, French for the pages under /fr.
 *
 * The French words (./french.ts, about 3.6 KB gzipped) would add to a French page's first load
 * what an English page never loads, so a prerendered French page carries what it said instead:
 * each text the server said, with its values, and what it came out as
 * (`spoken`, in the page state, recorded by `recordWords`). Hydration says exactly that again; the
 * French words load right after, for what the reader does next. A French page reached by
 * navigation loads them first (loadLanguage).
 */
import { english, type Say } from '../../lib/i18n/say';
import type { SiteLang } from '../routes';

/** What the prerendered page said: text and values (joined by U+001F) → what they came out as. */
export type SpokenWords = Record<string, string>;

let french: Say | null = null;
let spoken: SpokenWords = {};
/** Whether something was said in English while the French words were on their way (a tap right after load). */
let missed = false;
const waiting = new Set<() => void>();

const keyOf = (text: string, values: ReadonlyArray<string | number>) => [text, ...values].join('\u001f');

export async function loadLanguage(lang: SiteLang): Promise<void> {
  if (lang !== 'fr-CA' || french) return;
  french = (await import('./french')).frenchSite;
  if (missed) for (const saySomethingAgain of waiting) saySomethingAgain();
  missed = false;
}

/** Calls `again` if the page said something in English before its French words arrived, so it says it again in French. */
export function whenWordsArrive(again: () => void): () => void {
  waiting.add(again);
  return () => waiting.delete(again);
}

/** French: the full words once loaded, else what the prerendered page said (English for anything else). */
const frenchNow: Say = (text, ...values) => {
  if (french) return french(text, ...values);
  const said = spoken[keyOf(text, values)];
  if (said !== undefined) return said;
  missed = true;
  return english(text, ...values);
};

/** How a page in `lang` says things (a new function once the French words are in: whatever renders with it is in French). */
export const sayFor = (lang: SiteLang | undefined): Say => (lang === 'fr-CA' ? (french ?? frenchNow) : english);

/** The browser: what the prerendered page said, to say it again while hydrating. */
export function rememberSpoken(words: SpokenWords | undefined): void {
  spoken = words ?? {};
}

/** The prerender: `say`, keeping each text it says and what it came out as in `into`. */
export const recordWords =
  (say: Say, into: SpokenWords): Say =>
  (text, ...values) =>
    (into[keyOf(text, values)] = say(text, ...values));
