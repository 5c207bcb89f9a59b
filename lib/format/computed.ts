/**
 * A criterion's score read off the provider's facts (CONTRACT section 15), the one rule that
 * `npm run data:rescore` writes, `data:check` holds the data to, and "How we scored it" explains
 * (which facts a criterion reads: ./basis.ts, apart so the embed's breakdown carries none of this).
 */
import type { Computation, Criterion, Fact, FactCheck, FactValue } from '../model';

/** To one decimal, halves up; the epsilon keeps 4.35 (stored as 4.3499…) from rounding down. */
export const toTenth = (score: number): number => Math.round(score * 10 + 1e-9) / 10;

/** The number a formula reads from a value: itself, or a range's lower end; null for anything else. */
export function numberOf(value: FactValue | undefined): number | null {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) return (value as { min: number }).min;
  return null;
}

function interpolate(points: ReadonlyArray<readonly [number, number]>, x: number | null): number {
  const scores = points.map(([, score]) => score);
  if (x === null) return Math.min(...scores);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  const at = points.findIndex(([px]) => px >= x);
  const [x0, s0] = points[at - 1]!;
  const [x1, s1] = points[at]!;
  return s0 + ((x - x0) / (x1 - x0)) * (s1 - s0);
}

/** Whether a fact passes one check; a fact not disclosed fails. */
export function passes(check: FactCheck, value: FactValue | undefined): boolean {
  if ('is' in check) return value === check.is;
  const number = numberOf(value);
  if (number === null) return false;
  return 'max' in check ? number <= check.max : number >= check.min;
}

/** The score a computation gives these facts, 1 to 5 to one decimal. */
export function computedScore(computation: Computation, facts: Readonly<Record<string, Fact>> | undefined): number {
  const valueOf = (id: string) => facts?.[id]?.value;
  if ('points' in computation) return toTenth(interpolate(computation.points, numberOf(valueOf(computation.fact))));
  const passed = computation.checks.filter((check) => passes(check, valueOf(check.fact))).length;
  return toTenth(1 + (4 * passed) / computation.checks.length);
}

/** The share of a method's weight its computed criteria carry, 0 to 100. */
export const computedWeight = (criteria: readonly Criterion[]): number =>
  criteria.filter((criterion) => criterion.computed).reduce((sum, { weight }) => sum + weight, 0);
