/**
 * Whether a rating can be explained, and the weighted mean that explains it (CONTRACT section 9).
 * Apart from ./scores.ts: a card needs only these two, and the embed loads the rest when a reader
 * first opens a breakdown or compares.
 */
import type { Provider, ScoringMethod } from '../model';

/** The weighted mean of the scores, to two decimals; null when a criterion has no score. */
export function weightedMean(method: ScoringMethod, scores: Provider['scores']): number | null {
  if (!scores) return null;
  let sum = 0;
  for (const { id, weight } of method.criteria) {
    const score = scores[id];
    if (score === undefined) return null;
    sum += weight * score;
  }
  return Math.round(sum) / 100;
}

/** Whether a provider can show a breakdown: a score for every criterion of the method. */
export const hasBreakdown = (method: ScoringMethod | null | undefined, provider: Provider): method is ScoringMethod =>
  Boolean(method && provider.scores && method.criteria.every((c) => provider.scores![c.id] !== undefined));
