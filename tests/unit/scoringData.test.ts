// @vitest-environment node
/**
 * The built-in lists obey their published methods (CONTRACT section 9): a method per list whose weights
 * sum to 100, every rating the weighted mean of its scores, ranks that follow ratings, at most two
 * partner badges, every row dated, pros and cons on every row, and promos that are offers.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadBuiltinMethod, loadBuiltinRows } from '../../lib/data';
import { computedScore, computedWeight, weightedMean } from '../../lib/format';
import { LIST_KEYS, type Fact, type ScoringMethod } from '../../lib/model';

type Row = {
  name: string;
  rating: number;
  display_order: number;
  is_worthy_partner: boolean;
  promo: string | null;
  scores?: Record<string, number>;
  pros?: string[];
  cons?: string[];
  verified_at?: string;
  facts?: Record<string, Fact>;
  reasons?: Record<string, string>;
};

const lists = await Promise.all(
  LIST_KEYS.map(async (key) => ({
    key,
    method: (await loadBuiltinMethod(key)) as ScoringMethod,
    rows: (await loadBuiltinRows(key)) as Row[],
  })),
);

/**
 * Words of a tagline, not an offer. An offer names what the reader gets (a discount, a free period,
 * a bonus, a rate, a credit); these phrases describe the product or invite a click.
 */
const TAGLINE =
  /\b(get (a|an|your) (quote|estimate)|in minutes|easy to use|award-winning|for every budget|trusted by|the best way|join (now|today)|sign up today|learn more|shop now|explore|discover|no-fee checking)\b/i;
const OFFER =
  /\d|free|off\b|bonus|credit|trial|discount|cash ?back|waived|match|intro|first (month|box|year)|save|lower|points|promotional|rebate|grant/i;

describe('the scoring methods', () => {
  it('exist for every list key, one file each and no other', () => {
    expect(lists.filter((l) => !l.method).map((l) => l.key)).toEqual([]);
    const files = readdirSync(new URL('../../lib/data/methods', import.meta.url)).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LIST_KEYS].sort());
  });

  it.each(lists)(
    '$key: 3-6 criteria, integer weights of at least 10 summing to 100, a label and a one-sentence rubric each',
    ({ key, method }) => {
      expect(method.list).toBe(key);
      expect(method.criteria.length).toBeGreaterThanOrEqual(3);
      expect(method.criteria.length).toBeLessThanOrEqual(6);
      expect(method.criteria.reduce((sum, c) => sum + c.weight, 0)).toBe(100);
      expect(new Set(method.criteria.map((c) => c.id)).size).toBe(method.criteria.length);
      for (const c of method.criteria) {
        expect(c.id).toMatch(/^[a-z][a-z0-9_]*$/);
        expect(Number.isInteger(c.weight) && c.weight >= 10, `${c.id} weight ${c.weight}`).toBe(true);
        expect(c.label.length, c.label).toBeLessThanOrEqual(28);
        expect(c.rubric, c.id).toMatch(/^5: .+; 1: .+\.$/);
        // A computed criterion's rubric states its formula (CONTRACT section 15), so it may run longer.
        expect(c.rubric.length, c.id).toBeLessThanOrEqual(c.computed ? 300 : 220);
      }
    },
  );
});

describe.each(lists)('$key obeys its method', ({ method, rows }) => {
  it('rates every row as the weighted mean of its scores (0-5, one decimal)', () => {
    for (const row of rows) {
      for (const c of method.criteria) {
        const score = row.scores?.[c.id];
        expect(
          typeof score === 'number' && score >= 0 && score <= 5 && Math.round(score * 10) === score * 10,
          `${row.name} ${c.id}: ${score}`,
        ).toBe(true);
      }
      expect(weightedMean(method, row.scores), row.name).toBe(row.rating);
    }
  });

  it('computes at least 60% of its weight from facts, each stored score equal to its formula, and gives each judged score a reason', () => {
    expect(computedWeight(method.criteria)).toBeGreaterThanOrEqual(60);
    for (const row of rows) {
      for (const c of method.criteria) {
        if (c.computed) expect(row.scores?.[c.id], `${row.name} ${c.id}`).toBe(computedScore(c.computed, row.facts));
        else expect(row.reasons?.[c.id], `${row.name} ${c.id}`).toMatch(/\S/);
      }
    }
  });

  it('ranks by rating: no higher rating below a lower one, so #1 is the highest', () => {
    const ranked = [...rows].sort((a, b) => a.display_order - b.display_order);
    const inversions = ranked.flatMap((row, i) =>
      i > 0 && row.rating > ranked[i - 1]!.rating ? [`${ranked[i - 1]!.name} above ${row.name}`] : [],
    );
    expect(inversions).toEqual([]);
    expect(ranked[0]!.rating).toBe(Math.max(...rows.map((r) => r.rating)));
  });

  it('gives at most two partner badges', () => {
    expect(rows.filter((r) => r.is_worthy_partner).length).toBeLessThanOrEqual(2);
  });

  it('dates every row and gives it 2-3 pros and 1-2 cons, each short and specific', () => {
    for (const row of rows) {
      expect(row.verified_at, row.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.pros?.length, `${row.name} pros`).toBeGreaterThanOrEqual(2);
      expect(row.pros?.length, `${row.name} pros`).toBeLessThanOrEqual(3);
      expect(row.cons?.length, `${row.name} cons`).toBeGreaterThanOrEqual(1);
      expect(row.cons?.length, `${row.name} cons`).toBeLessThanOrEqual(2);
      for (const note of [...row.pros!, ...row.cons!]) {
        expect(note.length, note).toBeLessThanOrEqual(90);
        expect(note, note).not.toMatch(/^(great|good|easy to use|pricey|expensive|some users)\b/i);
      }
    }
  });

  it('shows a promo only when it is an offer, not a tagline', () => {
    for (const row of rows) {
      if (row.promo === null) continue;
      expect(row.promo, row.name).not.toMatch(TAGLINE);
      expect(row.promo, row.name).toMatch(OFFER);
    }
  });
});
