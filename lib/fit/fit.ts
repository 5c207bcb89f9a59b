/**
 * A reader's "Find your fit" (CONTRACT section 16): how much each criterion counts for them, which
 * facts a provider must meet, and what the list is sorted by. The default is our ranking.
 *
 * A weight is a multiple of our method's weight: 1 counts a criterion as we do (so our weights are
 * the default), 2 and 3 count it twice and three times as much, 0 ignores it. A reader thus tunes
 * the published method rather than replacing it, and "Privacy ×3" means the same on every list.
 */
import type { FactCheck } from '../model';

export type Weight = 0 | 1 | 2 | 3;
export const WEIGHTS: readonly Weight[] = [0, 1, 2, 3];
/** Our own weight for a criterion. */
export const OUR_WEIGHT: Weight = 1;

/** A filter is a check on one fact, as the method's computed criteria use them: is true, at most, at least. */
export type FitFilter = FactCheck;

/** Our ranking; a criterion's score, best first; or a fact's value in the order a reader picks. */
export type FitSort = { by: 'ours' } | { by: 'criterion'; id: string } | { by: 'fact'; id: string; order: 'asc' | 'desc' };

export interface Fit {
  /** Criterion id -> the reader's weight; a criterion not named keeps ours (1). */
  weights: Readonly<Record<string, Weight>>;
  filters: readonly FitFilter[];
  sort: FitSort;
}

/** A change to a reader's fit as it stands when they act (a control drawn before a newer change never undoes it). */
export type FitUpdate = (change: (fit: Fit) => Fit) => void;

export const OUR_FIT: Fit = { weights: {}, filters: [], sort: { by: 'ours' } };

export const weightOf = (fit: Fit, criterion: string): Weight => fit.weights[criterion] ?? OUR_WEIGHT;

/** Whether any weight differs from ours. */
export const isReweighted = (fit: Fit): boolean => Object.values(fit.weights).some((weight) => weight !== OUR_WEIGHT);

/** Whether the reader has changed anything: the list is then "Your ranking". */
export const isOurs = (fit: Fit): boolean => !isReweighted(fit) && fit.filters.length === 0 && fit.sort.by === 'ours';

export const isWeight = (value: unknown): value is Weight => WEIGHTS.includes(value as Weight);

/** The fit with one criterion's weight set (our weight is not stored, so a fit back at ours equals OUR_FIT). */
export function withWeight(fit: Fit, criterion: string, weight: Weight): Fit {
  const { [criterion]: _, ...others } = fit.weights;
  return { ...fit, weights: weight === OUR_WEIGHT ? others : { ...others, [criterion]: weight } };
}

/** The fit with the filter on one fact replaced (null removes it). */
export function withFilter(fit: Fit, fact: string, filter: FitFilter | null): Fit {
  const others = fit.filters.filter((f) => f.fact !== fact);
  return { ...fit, filters: filter ? [...others, filter] : others };
}
