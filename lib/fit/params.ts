/**
 * A fit as text: the topic page's URL (?w=privacy:3,price:0&need=no_logs&max=price:10&sort=fact:price:asc)
 * and the embed's `weights` attribute ("privacy:3,price:1", CONTRACT section 16). Read against the
 * list's method: an id it lacks or a value out of range is left out and named in `ignored`, so a
 * stale or hand-edited link still opens the list.
 */
import type { ScoringMethod } from '../model';
import { OUR_FIT, isWeight, withWeight, type Fit, type FitFilter, type FitSort, type Weight } from './fit';

export const FIT_PARAMS = ['w', 'need', 'max', 'min', 'sort'] as const;

const NUMERIC = new Set(['money', 'percent', 'number']);

/** "privacy:3,price:1" -> weights of the method's criteria; anything else goes to `ignored`. */
export function readWeights(text: string | null | undefined, method: ScoringMethod, ignored: string[]): Fit['weights'] {
  let fit: Fit = OUR_FIT;
  for (const part of (text ?? '').split(',')) {
    if (!part.trim()) continue;
    const [id = '', value = ''] = part.split(':').map((s) => s.trim());
    const weight = /^\d$/.test(value) ? Number(value) : NaN;
    if (!method.criteria.some((c) => c.id === id) || !isWeight(weight)) ignored.push(part.trim());
    else fit = withWeight(fit, id, weight as Weight);
  }
  return fit.weights;
}

export const writeWeights = (weights: Fit['weights']): string =>
  Object.entries(weights)
    .map(([id, weight]) => `${id}:${weight}`)
    .join(',');

function readSort(text: string | null, method: ScoringMethod, ignored: string[]): FitSort {
  if (!text || text === 'ours') return { by: 'ours' };
  const [kind, id = '', order] = text.split(':');
  if (kind === 'score' && method.criteria.some((c) => c.id === id)) return { by: 'criterion', id };
  if (kind === 'fact' && (order === 'asc' || order === 'desc') && method.facts?.some((f) => f.id === id && f.type !== 'text'))
    return { by: 'fact', id, order };
  ignored.push(`sort=${text}`);
  return { by: 'ours' };
}

export const writeSort = (sort: FitSort): string | null =>
  sort.by === 'ours' ? null : sort.by === 'criterion' ? `score:${sort.id}` : `fact:${sort.id}:${sort.order}`;

function readFilters(params: URLSearchParams, method: ScoringMethod, ignored: string[]): FitFilter[] {
  const facts = new Map((method.facts ?? []).map((f) => [f.id, f]));
  const filters = new Map<string, FitFilter>();
  for (const id of (params.get('need') ?? '').split(',')) {
    if (!id) continue;
    if (facts.get(id)?.type === 'boolean') filters.set(id, { fact: id, is: true });
    else ignored.push(`need=${id}`);
  }
  for (const bound of ['max', 'min'] as const) {
    for (const part of (params.get(bound) ?? '').split(',')) {
      if (!part) continue;
      const [id = '', value = ''] = part.split(':');
      const amount = value.trim() === '' ? NaN : Number(value);
      if (NUMERIC.has(facts.get(id)?.type ?? '') && Number.isFinite(amount) && !filters.has(id))
        filters.set(id, bound === 'max' ? { fact: id, max: amount } : { fact: id, min: amount });
      else ignored.push(`${bound}=${part}`);
    }
  }
  return [...filters.values()];
}

/** The fit a URL's query holds; our ranking when it holds none. */
export function readFit(search: string, method: ScoringMethod, ignored: string[] = []): Fit {
  const params = new URLSearchParams(search);
  if (!FIT_PARAMS.some((name) => params.has(name))) return OUR_FIT;
  return {
    weights: readWeights(params.get('w'), method, ignored),
    filters: readFilters(params, method, ignored),
    sort: readSort(params.get('sort'), method, ignored),
  };
}

/** `search` with the fit written in (and no fit parameter when the fit is ours); other parameters kept. */
export function searchWithFit(search: string, fit: Fit): string {
  const params = new URLSearchParams(search);
  for (const name of FIT_PARAMS) params.delete(name);
  const put = (name: string, value: string | null) => value && params.set(name, value);
  put('w', writeWeights(fit.weights));
  put('need', fit.filters.flatMap((f) => ('is' in f ? [f.fact] : [])).join(','));
  put('max', fit.filters.flatMap((f) => ('max' in f ? [`${f.fact}:${f.max}`] : [])).join(','));
  put('min', fit.filters.flatMap((f) => ('min' in f ? [`${f.fact}:${f.min}`] : [])).join(','));
  put('sort', writeSort(fit.sort));
  const text = params.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}
