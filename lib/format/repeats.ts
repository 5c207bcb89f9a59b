/**
 * Whether a bullet says again what a text already says, measured on words rather than sentences:
 * "Up to 10 devices at once" under "Devices: Up to 10" is the same news. A bullet repeats a text
 * when at least REPEAT_SHARE of its words, small words aside, are in it. The data check refuses a
 * feature that repeats a headline fact or the offer its card shows (scripts/operator/repeats.mjs);
 * a review page leaves out of its feature list what its facts table or its pros already say.
 */

import type { FactDefinition, FactValue } from '../model';
import type { Say } from '../i18n/say';
import { factText } from './facts';

/** Below it, a bullet that only names a subject ("Antivirus", then "Lightweight alongside other antivirus") adds something. */
export const REPEAT_SHARE = 0.7;

/** Words with no meaning of their own in a bullet, English and French (accents removed, as words() reads them). */
const SMALL_WORDS = new Set(
  (
    'a an and are at by for from in is it its of on or per plus the with you your ' +
    'au aux avec d de des du en et l la le les ou par pour sur un une vos votre'
  ).split(' '),
);

/**
 * A text's words: lowercase, accents removed, a figure apart from its unit ("5GB" is 5 and gb, as
 * "5 GB" is), small words left out, a plural's final s too ("servers" is "server").
 */
export function words(text: string): Set<string> {
  const bare = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/(\d)(?=\p{L})/gu, '$1 ');
  const all = (bare.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !SMALL_WORDS.has(word));
  return new Set(all.map((word) => (word.length > 3 ? word.replace(/s$/, '') : word)));
}

/** The share of `bullet`'s words that are in `said` (0 for a bullet without words). */
export function sharedShare(bullet: string, said: ReadonlySet<string>): number {
  const own = words(bullet);
  if (own.size === 0) return 0;
  let shared = 0;
  for (const word of own) if (said.has(word)) shared++;
  return shared / own.size;
}

/** Whether `bullet` says again what `said` (a text's words, from words()) says. */
export const repeats = (bullet: string, said: ReadonlySet<string>): boolean => sharedShare(bullet, said) >= REPEAT_SHARE;

/**
 * The words a fact shows beside its label, as a card or a review page writes it (factText), label
 * included; null for a "No" or "Not disclosed", which states nothing a bullet could repeat.
 */
export function statedFactWords(definition: FactDefinition, value: FactValue | undefined, say: Say): Set<string> | null {
  return value == null || value === false ? null : words(`${definition.label} ${factText(definition, value, say)}`);
}
