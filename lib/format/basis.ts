/**
 * What a criterion's score rests on (CONTRACT section 15), in one line: the facts it is computed
 * from, with the provider's values, or the editors' reason for a judgment.
 */
import type { Criterion, Provider, ScoringMethod } from '../model';
import type { Say } from '../i18n/say';
import { factText } from './facts';

/** The facts a criterion's score is read from, in order (none for a judged criterion). */
export const factsRead = (criterion: Criterion): string[] =>
  !criterion.computed
    ? []
    : 'points' in criterion.computed
      ? [criterion.computed.fact]
      : [...new Set(criterion.computed.checks.map((check) => check.fact))];

export function scoreBasis(criterion: Criterion, method: ScoringMethod, provider: Provider, say: Say): string {
  if (!criterion.computed) {
    const reason = provider.reasons?.[criterion.id];
    return reason ? say('Judged: {0}', reason) : say('Judged by our editors');
  }
  const facts = factsRead(criterion).map((id) => {
    const definition = method.facts?.find((fact) => fact.id === id);
    if (!definition) return id;
    const value = provider.facts?.[id]?.value;
    const text = factText(definition, value, say);
    // French quotes the label (« Frais annuels » (120 $)): a label's capital cannot start a word mid-sentence there.
    // Nor can a value's: "Yes", "No" and "Not disclosed" are a table cell's words, lower-case in a sentence ("(yes)").
    return say('{0} ({1})', definition.label, typeof value === 'boolean' || value == null ? lowerFirst(text) : text);
  });
  return say('Computed from {0}', facts.join(', '));
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Every text a score's basis is said with, for the French dictionary's completeness test. */
export const BASIS_TEXTS: readonly string[] = ['Computed from {0}', '{0} ({1})', 'Judged: {0}', 'Judged by our editors'];
