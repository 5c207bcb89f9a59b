/**
 * Find your fit's math as CONTRACT section 16 words it, worked out for the tests on their own (not
 * with lib/fit): a reader's rating is Σ(ours × theirs × score) ÷ Σ(ours × theirs), to two decimals
 * with halves up as our stored ratings round; in integers (scores have one decimal), so no floating
 * point error can hide a wrong rounding. Their order: rating, highest first; equal ratings in ours.
 */
import type { Provider, ScoringMethod } from '../../lib/model';

export function theirRating(provider: Provider, method: ScoringMethod, weights: Readonly<Record<string, number>>): number {
  const parts = method.criteria.map((c) => ({
    w: c.weight * (weights[c.id] ?? 1),
    tenths: Math.round(provider.scores![c.id]! * 10),
  }));
  const total = parts.reduce((sum, p) => sum + p.w, 0);
  const hundredthsTimesTotal = parts.reduce((sum, p) => sum + p.w * p.tenths, 0) * 10;
  return Math.floor((2 * hundredthsTimesTotal + total) / (2 * total)) / 100;
}

export function theirOrder(
  providers: readonly Provider[],
  method: ScoringMethod,
  weights: Readonly<Record<string, number>>,
): Array<{ name: string; rating: number }> {
  return providers
    .map((p, i) => ({ name: p.name, rating: theirRating(p, method, weights), i }))
    .sort((a, b) => b.rating - a.rating || a.i - b.i)
    .map(({ name, rating }) => ({ name, rating }));
}
