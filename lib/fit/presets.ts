/**
 * Starting points a reader can pick, each only a set of weights derived from the list's method, so
 * a preset never says more than the method does:
 *   'numbers'  the criteria computed from facts at our weight, judged ones ignored: only what the
 *              providers state decides (where a list has both kinds)
 *   'cost'     the criteria on what a reader pays three times ours (where a list scores cost)
 *   'focus'    the method's heaviest other criterion three times ours
 */
import type { Criterion, ScoringMethod } from '../model';
import type { Weight } from './fit';

export interface Preset {
  id: 'numbers' | 'cost' | 'focus';
  /** English, as the widgets say it ('{0}' is the focused criterion's label). */
  name: string;
  /** The criterion a 'focus' preset names. */
  criterion?: Criterion;
  weights: Readonly<Record<string, Weight>>;
}

/** Each preset's name as the widgets say it. */
export const PRESET_NAMES = { numbers: 'Only the numbers', cost: 'Lowest cost', focus: '{0} first' } as const;

/** Criteria that score what a reader pays: price, fees, renewal, cost per terabyte, FX spreads. */
const COST = /^(price|price_per_tb|renewal_price|pricing|cost|fees|fx)$/;

const only = (method: ScoringMethod, weightOf: (c: Criterion) => Weight) =>
  Object.fromEntries(method.criteria.map((c) => [c.id, weightOf(c)]));

export function presetsOf(method: ScoringMethod): Preset[] {
  const presets: Preset[] = [];
  const computed = method.criteria.filter((c) => c.computed);
  if (computed.length && computed.length < method.criteria.length) {
    presets.push({ id: 'numbers', name: PRESET_NAMES.numbers, weights: only(method, (c) => (c.computed ? 1 : 0)) });
  }
  const cost = method.criteria.filter((c) => COST.test(c.id));
  if (cost.length)
    presets.push({ id: 'cost', name: PRESET_NAMES.cost, weights: only(method, (c) => (cost.includes(c) ? 3 : 1)) });
  const focus = [...method.criteria].filter((c) => !cost.includes(c)).sort((a, b) => b.weight - a.weight)[0];
  if (focus) {
    presets.push({
      id: 'focus',
      name: PRESET_NAMES.focus,
      criterion: focus,
      weights: only(method, (c) => (c === focus ? 3 : 1)),
    });
  }
  return presets;
}
