/**
 * A list's words in Canadian French (CONTRACT section 13): built in as lib/data/fr/<key>.json
 * for the 24 Canada lists, or a backend row's `fr` column. Only French pages and widgets import
 * this module, so an English page or embed never loads a French word. The scores, ranks, prices
 * in numbers and links are the row's own; only words change, and a word the French lacks stays
 * English. Every French text is typeset here (lib/i18n/fr-CA/typography.ts), built in or not.
 */
import type { Provider, ScoringMethod } from '../model';
import type { LoadedList } from './loader';
import { typeset } from '../i18n/fr-CA/typography';
import { readFrenchWords } from './frenchWords';
import { inFrench } from './inFrench';
import { listInFrench, type FrenchList } from './frenchList';

export { readFrenchWords, type FrenchWords } from './frenchWords';
export { inFrench } from './inFrench';
export { listInFrench, type FrenchList } from './frenchList';

const files = import.meta.glob<FrenchList>('./fr/*.json', { import: 'default' });

/** The built-in French words of a list; null for a list without them (every US list). */
export function loadBuiltinFrench(key: string): Promise<FrenchList | null> {
  const file = files[`./fr/${key}.json`];
  return file ? file() : Promise.resolve(null);
}

/**
 * A loaded list's providers in French: a backend's rows with their own `fr` words, built-in rows
 * with the list's French file (none for a list without one: English as loaded).
 */
export async function loadedListInFrench(key: string, list: LoadedList): Promise<Provider[]> {
  if (list.source === 'backend') return list.providers.map((provider) => inFrench(provider, readFrenchWords(provider.fr)));
  return listInFrench(list.providers, await loadBuiltinFrench(key));
}

/** The scoring method with its labels and rubrics in French where the file has them. */
export function methodInFrench(method: ScoringMethod, french: FrenchList | null): ScoringMethod {
  if (!french) return method;
  return {
    ...method,
    criteria: method.criteria.map((criterion) => {
      const words = french.criteria[criterion.id];
      return words ? { ...criterion, label: typeset(words.label), rubric: typeset(words.rubric) } : criterion;
    }),
    ...(method.facts && {
      facts: method.facts.map((fact) => {
        const words = french.facts?.[fact.id];
        return words
          ? { ...fact, label: typeset(words.label), ...(fact.unit && words.unit && { unit: typeset(words.unit) }) }
          : fact;
      }),
    }),
  };
}
