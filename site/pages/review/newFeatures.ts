/**
 * The features a review page lists: those its facts table and its pros do not already say. The
 * page shows every fact and the pros too, and "Certificate of analysis published for each lot"
 * read under Features and again under Pros is the same sentence twice. A feature that repeats one
 * stated fact (its label and value; a "No" or "Not disclosed" states nothing a feature could
 * repeat) or one pro (lib/format/repeats.ts) is left out; one that says more stays.
 */
import { repeats, statedFactWords, words } from '../../../lib/format/repeats';
import type { Say } from '../../../lib/i18n/say';
import type { Provider, ScoringMethod } from '../../../lib/model';

export function newFeatures(provider: Provider, method: ScoringMethod | null, say: Say): string[] {
  const said = [
    ...(method?.facts ?? []).flatMap(
      (definition) => statedFactWords(definition, provider.facts?.[definition.id]?.value, say) ?? [],
    ),
    ...(provider.pros ?? []).map(words),
  ];
  return provider.features.filter((feature) => !said.some((text) => repeats(feature, text)));
}
