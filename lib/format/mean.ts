/**
 * The weighted mean that explains a rating (CONTRACT section 9). A module of its own: the embed
 * scores rows only when it reads a backend, so its first load carries none of it.
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
