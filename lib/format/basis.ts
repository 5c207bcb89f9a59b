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
    // French quotes the label (« Frais annuels » (120 $)): a label's capital cannot start a word mid-sentence there.
    return definition ? say('{0} ({1})', definition.label, factText(definition, provider.facts?.[id]?.value, say)) : id;
  });
  return say('Computed from {0}', facts.join(', '));
}

/** Every text a score's basis is said with, for the French dictionary's completeness test. */
export const BASIS_TEXTS: readonly string[] = ['Computed from {0}', '{0} ({1})', 'Judged: {0}', 'Judged by our editors'];
