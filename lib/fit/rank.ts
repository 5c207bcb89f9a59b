/**
 * Re-ranking under a reader's fit: one pure function over the rows (in our order), the list's method
 * and the fit, used by the site, the package and the embed alike.
 */
import { numberOf, passes } from '../format/computed';
import type { FactValue, Provider, ScoringMethod } from '../model';
import { isOurs, isReweighted, weightOf, type Fit, type FitSort } from './fit';

export interface FitRow {
  provider: Provider;
  /** Its place in our ranking, 1-based (badges, click counts and links keep it). */
  ourRank: number;
  /** Its rating under the reader's weights, rounded as ours (two decimals); ours when they are ours. */
  rating: number;
}

export interface FitRanking {
  /** The providers the filters keep, in the reader's order. */
  rows: FitRow[];
  /** How many the filters hide. */
  hidden: number;
  /** Whether the list differs from our ranking (it is then "Your ranking"). */
  changed: boolean;
  /** Every weight is 0: nothing to rate by, so ratings stay ours. */
  nothingWeighed: boolean;
}

/** Two decimals, as a stored rating (an integer-weighted sum over 100, rounded). */
const toHundredth = (value: number): number => Math.round(value * 100 + 1e-9) / 100;

/**
 * The weighted mean of a provider's scores under the reader's weights; its own rating when it has
 * no score for some criterion (a backend row may lack them) or every weight is 0.
 */
export function fitRating(provider: Provider, method: ScoringMethod, fit: Fit): number {
  let sum = 0;
  let total = 0;
  for (const { id, weight } of method.criteria) {
    const score = provider.scores?.[id];
    if (score === undefined) return provider.rating;
    const counted = weight * weightOf(fit, id);
    sum += counted * score;
    total += counted;
  }
  return total ? toHundredth(sum / total) : provider.rating;
}

/** Sort keys: a number or text compared in the sort's direction; null (not disclosed, no score) goes last. */
function sortKey(sort: FitSort, row: FitRow): number | string | null {
  if (sort.by === 'criterion') return row.provider.scores?.[sort.id] ?? null;
  if (sort.by === 'fact') return factKey(row.provider.facts?.[sort.id]?.value);
  return row.rating;
}

function factKey(value: FactValue | undefined): number | string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value.toLowerCase();
  if (Array.isArray(value)) return value.length;
  return numberOf(value);
}

/** Higher first, except a fact sorted low to high. Text sorts A to Z when "low to high". */
function compareKeys(a: number | string | null, b: number | string | null, ascending: boolean): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  // Plain comparison, not localeCompare: a collator's first use loads locale data, slow on a phone.
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : 1;
  return ascending ? order : -order;
}

export function fitRanking(providers: readonly Provider[], method: ScoringMethod | null | undefined, fit: Fit): FitRanking {
  const all = providers.map((provider, index) => ({ provider, ourRank: index + 1, rating: provider.rating }));
  if (isOurs(fit) || !method) return { rows: all, hidden: 0, changed: false, nothingWeighed: false };
  const nothingWeighed = method.criteria.every(({ id }) => weightOf(fit, id) === 0);
  const reweighted = isReweighted(fit) && !nothingWeighed;
  const rows = all
    .filter(({ provider }) => fit.filters.every((filter) => passes(filter, provider.facts?.[filter.fact]?.value)))
    .map((row) => (reweighted ? { ...row, rating: fitRating(row.provider, method, fit) } : row));
  const { sort } = fit;
  const ascending = sort.by === 'fact' && sort.order === 'asc';
  // Array.prototype.sort is stable: equal values keep our order.
  if (sort.by !== 'ours' || reweighted) rows.sort((a, b) => compareKeys(sortKey(sort, a), sortKey(sort, b), ascending));
  return { rows, hidden: all.length - rows.length, changed: true, nothingWeighed };
}
