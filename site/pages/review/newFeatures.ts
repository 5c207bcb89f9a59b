/**
 * The features a review page lists: those its facts table and its pros do not already say. Cards
 * show the features as they are (they have no pros); a review page shows every fact and the pros
 * too, and "Certificate of analysis published for each lot" read under Features and again under
 * Pros is the same sentence twice. A feature that repeats one fact row or one pro
 * (lib/format/repeats.ts) is left out; one that says more stays.
 */
import { factText } from '../../../lib/format';
import { repeats, words } from '../../../lib/format/repeats';
import type { Say } from '../../../lib/i18n/say';
import type { Provider, ScoringMethod } from '../../../lib/model';

export function newFeatures(provider: Provider, method: ScoringMethod | null, say: Say): string[] {
  const said = [
    ...(method?.facts ?? []).map((definition) =>
      words(`${definition.label} ${factText(definition, provider.facts?.[definition.id]?.value, say)}`),
    ),
    ...(provider.pros ?? []).map(words),
  ];
  return provider.features.filter((feature) => !said.some((text) => repeats(feature, text)));
}
