// @vitest-environment node
/**
 * Find your fit (CONTRACT section 16) on every built-in list: ratings under a reader's weights are
 * the weighted mean the method's math gives, the order follows them with ties in our order, filters
 * keep exactly the providers whose facts meet them, sorts put "not disclosed" last, and the URL
 * holds the whole state.
 */
import { describe, expect, it } from 'vitest';
import { loadBuiltinList } from '../../lib/data';
import {
  OUR_FIT,
  fitRanking,
  presetsOf,
  readFit,
  readWeights,
  searchWithFit,
  withFilter,
  withWeight,
  type Fit,
  type Weight,
} from '../../lib/fit';
import { numberOf } from '../../lib/format';
import { LIST_KEYS, type Provider, type ScoringMethod } from '../../lib/model';
import { theirRating } from '../support/fitMath';

const lists = (await Promise.all(LIST_KEYS.map(async (key) => ({ key, ...(await loadBuiltinList(key, () => {})) })))).filter(
  (list): list is typeof list & { method: ScoringMethod } => Boolean(list.method),
);

const names = (rows: { provider: Provider }[]) => rows.map((r) => r.provider.name);

it('reads every list with a method', () => {
  expect(lists.length).toBe(LIST_KEYS.length);
});

describe.each(lists)('$key', ({ providers, method }) => {
  it('is our ranking, ratings and all, until the reader changes something', () => {
    const ours = fitRanking(providers, method, OUR_FIT);
    expect(ours.changed).toBe(false);
    expect(names(ours.rows)).toEqual(providers.map((p) => p.name));
    expect(ours.rows.map((r) => r.rating)).toEqual(providers.map((p) => p.rating));
    // Setting a weight back to ours is no change at all.
    const back = withWeight(withWeight(OUR_FIT, method.criteria[0]!.id, 3), method.criteria[0]!.id, 1);
    expect(back).toEqual(OUR_FIT);
  });

  it.each([0, 2, 3] as Weight[])('rates and ranks by the weighted mean when one criterion counts ×%i', (weight) => {
    for (const criterion of method.criteria) {
      const fit = withWeight(OUR_FIT, criterion.id, weight);
      const { rows, hidden, changed } = fitRanking(providers, method, fit);
      expect(changed).toBe(true);
      expect(hidden).toBe(0);
      for (const row of rows) expect(row.rating).toBe(theirRating(row.provider, method, { [criterion.id]: weight }));
      for (let i = 1; i < rows.length; i++) {
        const [before, after] = [rows[i - 1]!, rows[i]!];
        expect(before.rating).toBeGreaterThanOrEqual(after.rating);
        // Equal ratings keep our order.
        if (before.rating === after.rating) expect(before.ourRank).toBeLessThan(after.ourRank);
      }
    }
  });

  it('keeps ratings and order ours when every criterion is ignored, and says so', () => {
    let fit: Fit = OUR_FIT;
    for (const c of method.criteria) fit = withWeight(fit, c.id, 0);
    const result = fitRanking(providers, method, fit);
    expect(result.nothingWeighed).toBe(true);
    expect(names(result.rows)).toEqual(providers.map((p) => p.name));
  });

  it('filters on each boolean fact and each bound, counting what it hides', () => {
    for (const fact of method.facts ?? []) {
      const valueOf = (p: Provider) => p.facts?.[fact.id]?.value;
      if (fact.type === 'boolean') {
        const { rows, hidden } = fitRanking(providers, method, withFilter(OUR_FIT, fact.id, { fact: fact.id, is: true }));
        expect(names(rows)).toEqual(providers.filter((p) => valueOf(p) === true).map((p) => p.name));
        expect(hidden).toBe(providers.length - rows.length);
      }
      if (['money', 'percent', 'number'].includes(fact.type)) {
        const disclosed = providers.map((p) => numberOf(valueOf(p))).filter((n): n is number => n !== null);
        if (!disclosed.length) continue;
        const middle = [...disclosed].sort((a, b) => a - b)[Math.floor(disclosed.length / 2)]!;
        const atMost = fitRanking(providers, method, withFilter(OUR_FIT, fact.id, { fact: fact.id, max: middle }));
        expect(names(atMost.rows)).toEqual(
          providers.filter((p) => numberOf(valueOf(p)) !== null && numberOf(valueOf(p))! <= middle).map((p) => p.name),
        );
        const atLeast = fitRanking(providers, method, withFilter(OUR_FIT, fact.id, { fact: fact.id, min: middle }));
        expect(names(atLeast.rows)).toEqual(
          providers.filter((p) => numberOf(valueOf(p)) !== null && numberOf(valueOf(p))! >= middle).map((p) => p.name),
        );
      }
    }
  });

  it('sorts by a fact either way with "not disclosed" last, and by a criterion best first', () => {
    for (const fact of (method.facts ?? []).filter((f) => ['money', 'percent', 'number'].includes(f.type))) {
      for (const order of ['asc', 'desc'] as const) {
        const { rows } = fitRanking(providers, method, { ...OUR_FIT, sort: { by: 'fact', id: fact.id, order } });
        const values = rows.map((r) => numberOf(r.provider.facts?.[fact.id]?.value));
        const firstNull = values.indexOf(null);
        if (firstNull >= 0) expect(values.slice(firstNull).every((v) => v === null)).toBe(true);
        const known = values.filter((v): v is number => v !== null);
        expect(known).toEqual([...known].sort((a, b) => (order === 'asc' ? a - b : b - a)));
      }
    }
    const criterion = method.criteria[0]!;
    const { rows } = fitRanking(providers, method, { ...OUR_FIT, sort: { by: 'criterion', id: criterion.id } });
    const scores = rows.map((r) => r.provider.scores![criterion.id]!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('writes its whole state to the URL and reads it back, keeping other parameters', () => {
    const boolean = method.facts?.find((f) => f.type === 'boolean');
    const number = method.facts?.find((f) => ['money', 'percent', 'number'].includes(f.type));
    let fit = withWeight(withWeight(OUR_FIT, method.criteria[0]!.id, 3), method.criteria[1]!.id, 0);
    if (boolean) fit = withFilter(fit, boolean.id, { fact: boolean.id, is: true });
    if (number) fit = withFilter(fit, number.id, { fact: number.id, max: 12.5 });
    fit = {
      ...fit,
      sort: number ? { by: 'fact', id: number.id, order: 'desc' } : { by: 'criterion', id: method.criteria[2]!.id },
    };
    const search = searchWithFit('?compare=a,b', fit);
    expect(search).toContain('compare=a,b');
    expect(readFit(search, method)).toEqual(fit);
    expect(searchWithFit(search, OUR_FIT)).toBe('?compare=a,b');
  });

  it('offers presets that are only weights of this method', () => {
    const presets = presetsOf(method);
    expect(presets.length).toBeGreaterThanOrEqual(2);
    for (const preset of presets) {
      expect(Object.keys(preset.weights).sort()).toEqual(method.criteria.map((c) => c.id).sort());
      expect(Object.values(preset.weights).every((w) => [0, 1, 2, 3].includes(w))).toBe(true);
      expect(Object.values(preset.weights).some((w) => w !== 1)).toBe(true);
    }
    const numbers = presets.find((p) => p.id === 'numbers');
    if (numbers) for (const c of method.criteria) expect(numbers.weights[c.id]).toBe(c.computed ? 1 : 0);
  });
});

describe('reading a fit a person wrote', () => {
  const vpn = lists.find((l) => l.key === 'vpn_providers')!.method;

  it('takes the weights of the list’s criteria and names everything else it ignores', () => {
    const ignored: string[] = [];
    expect(readWeights('privacy:3, streaming:0,price:1,speed:9,devices:,:2', vpn, ignored)).toEqual({ privacy: 3, streaming: 0 });
    expect(ignored).toEqual(['price:1', 'speed:9', 'devices:', ':2']);
  });

  it('opens our ranking from a link with no fit, and ignores a malformed one part by part', () => {
    expect(readFit('?compare=x', vpn)).toEqual(OUR_FIT);
    const ignored: string[] = [];
    const fit = readFit('?w=privacy:3&need=nope,devices&max=devices:abc&sort=fact:nope:asc', vpn, ignored);
    expect(fit.weights).toEqual({ privacy: 3 });
    expect(fit.filters).toEqual([]);
    expect(fit.sort).toEqual({ by: 'ours' });
    expect(ignored).toEqual(['need=nope', 'need=devices', 'max=devices:abc', 'sort=fact:nope:asc']);
  });
});
