/**
 * How a list orders providers of equal rating (CONTRACT section 11): the higher score on the
 * method's heaviest criterion first, then on the next heaviest (equal weights in the method's
 * order); providers equal on every criterion go by name. `npm run data:rescore` orders the
 * built-in lists by it, `data:check` holds them to it, and review pages state it where a tie shows.
 */
import type { Criterion, ScoringMethod } from '../model';

interface Scored {
  name: string;
  scores?: Readonly<Record<string, number>> | null;
}

/** The method's criteria from the heaviest: the order a tie is settled in. */
export const tieBreakOrder = (method: ScoringMethod): Criterion[] =>
  method.criteria
    .map((criterion, index) => ({ criterion, index }))
    .sort((a, b) => b.criterion.weight - a.criterion.weight || a.index - b.index)
    .map(({ criterion }) => criterion);

/** The criterion that settles a tie between two providers; null when only their names can. */
export function decidingCriterion(a: Scored, b: Scored, method: ScoringMethod): Criterion | null {
  return tieBreakOrder(method).find(({ id }) => (a.scores?.[id] ?? 0) !== (b.scores?.[id] ?? 0)) ?? null;
}

/** A sort comparator for providers of equal rating: negative when `a` goes first. */
export function tieOrder(method: ScoringMethod): (a: Scored, b: Scored) => number {
  return (a, b) => {
    const criterion = decidingCriterion(a, b, method);
    return criterion ? (b.scores?.[criterion.id] ?? 0) - (a.scores?.[criterion.id] ?? 0) : a.name.localeCompare(b.name, 'en');
  };
}
