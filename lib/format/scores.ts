/**
 * How a rating is explained (CONTRACT section 9): the weighted mean of a provider's scores under
 * its list's method, each criterion's weight and score as shown, and the best score of a row.
 */
import type { Provider, ScoringMethod } from '../model';
import { monthOfIsoDay } from './dates';

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

/** '30%'. */
export const formatWeight = (weight: number): string => `${weight}%`;

/** '4.6 / 5'. */
export const formatScore = (score: number): string => `${score.toFixed(1)} / 5`;

/** Whether a provider can show a breakdown: a score for every criterion of the method. */
export const hasBreakdown = (method: ScoringMethod | null | undefined, provider: Provider): method is ScoringMethod =>
  Boolean(method && provider.scores && method.criteria.every((c) => provider.scores![c.id] !== undefined));

/** 'Checked November 2026' from '2026-11-22'; null for anything that is not a date. */
export function checkedLabel(verifiedAt: string | undefined): string | null {
  const month = monthOfIsoDay(verifiedAt);
  return month && `Checked ${month}`;
}

/**
 * The names holding the highest score of each criterion among the compared providers: the compare
 * table marks them. A tie marks every holder; a criterion nobody scored marks nobody.
 */
export function bestScores(method: ScoringMethod, providers: readonly Provider[]): Map<string, Set<string>> {
  const best = new Map<string, Set<string>>();
  for (const { id } of method.criteria) {
    let top = -Infinity;
    for (const p of providers) top = Math.max(top, p.scores?.[id] ?? -Infinity);
    best.set(id, new Set(providers.filter((p) => top > -Infinity && p.scores?.[id] === top).map((p) => p.name)));
  }
  return best;
}
