/**
 * How a rating is explained (CONTRACT section 9): each criterion's weight and score as shown, when
 * the row was checked, and the best score of a row. (The mean itself is in ./breakdown.ts.)
 */
import type { Provider, ScoringMethod } from '../model';
import { monthOfIsoDay } from './dates';

/** '30%'. */
export const formatWeight = (weight: number): string => `${weight}%`;

/** '4.6 / 5'. */
export const formatScore = (score: number): string => `${score.toFixed(1)} / 5`;

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
