/**
 * The scoring columns of a row (CONTRACT sections 7 and 9) and the rules that explain a rating:
 * rows without them stay valid, bad entries are repaired with one warning, a rating that disagrees
 * with its scores is flagged but still shown.
 */
import { describe, expect, it, vi } from 'vitest';
import { toProvider, toProviders } from '../../lib/data';
import { bestScores, checkedLabel, formatScore, formatWeight, hasBreakdown, weightedMean } from '../../lib/format';
import type { ScoringMethod } from '../../lib/model';
import { trustLine } from '../../site/pages/topic/trustLine';
import { aProvider, aRow } from '../support/provider';

const METHOD: ScoringMethod = {
  list: 'vpn_providers',
  criteria: [
    { id: 'privacy', label: 'Audited privacy', weight: 40, rubric: '5: audited; 1: not.' },
    { id: 'speed', label: 'Speed', weight: 35, rubric: '5: fast; 1: slow.' },
    { id: 'price', label: 'Price after renewal', weight: 25, rubric: '5: cheap; 1: dear.' },
  ],
};
const SCORES = { privacy: 4.8, speed: 4.5, price: 4.0 }; // 0.4*4.8 + 0.35*4.5 + 0.25*4.0 = 4.495 -> 4.5

const validate = (rows: unknown[], method: ScoringMethod | null = METHOD) => {
  const warn = vi.fn();
  return { providers: toProviders('vpn_providers', rows, warn, method), warn };
};

describe('the weighted mean', () => {
  it('is the weights times the scores over 100, to two decimals', () => {
    expect(weightedMean(METHOD, SCORES)).toBe(4.5);
    expect(weightedMean(METHOD, { privacy: 5, speed: 4, price: 4.2 })).toBe(4.45);
  });

  it('is unknown while a criterion has no score', () => {
    expect(weightedMean(METHOD, { privacy: 5, speed: 4 })).toBeNull();
    expect(weightedMean(METHOD, undefined)).toBeNull();
  });
});

describe('a row with scores', () => {
  it('keeps its scores, pros, cons and check date', () => {
    const { providers, warn } = validate([
      aRow({
        rating: 4.5,
        scores: SCORES,
        pros: ['Audited twice', ' WireGuard '],
        cons: ['Pricey renewal'],
        verified_at: '2026-11-22',
      }),
    ]);
    expect(providers[0]).toMatchObject({
      scores: SCORES,
      pros: ['Audited twice', 'WireGuard'],
      cons: ['Pricey renewal'],
      verifiedAt: '2026-11-22',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('stays valid without any of them: no breakdown, nothing invented', () => {
    const { providers, warn } = validate([aRow()]);
    expect(providers[0]).not.toHaveProperty('scores');
    expect(providers[0]).not.toHaveProperty('pros');
    expect(providers[0]).not.toHaveProperty('verifiedAt');
    expect(hasBreakdown(METHOD, providers[0]!)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores unknown criteria, drops non-numbers and clamps out-of-range scores, in one warning', () => {
    const { providers, warn } = validate([
      aRow({ rating: 4.5, scores: { privacy: 7, speed: 'fast', price: -1, vibes: 5, extra: 3 } }),
    ]);
    expect(providers[0]!.scores).toEqual({ privacy: 5, price: 0 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(
      /repaired: scores: 2 for criteria the method lacks, ignored; scores: 1 not numbers, dropped; scores: 2 clamped to 0-5/,
    );
  });

  it('drops scores, pros, cons or a check date of the wrong shape', () => {
    const { providers, warn } = validate([aRow({ scores: [4, 5], pros: 'great', cons: [42, ''], verified_at: '2026-02-30' })]);
    expect(providers[0]).not.toHaveProperty('scores');
    expect(providers[0]).not.toHaveProperty('pros');
    expect(providers[0]).not.toHaveProperty('cons');
    expect(providers[0]).not.toHaveProperty('verifiedAt');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(
      /scores is not an object, dropped; pros is not a list, dropped; non-text cons removed; verified_at is not a yyyy-mm-dd date, dropped/,
    );
  });

  it('keeps at most five pros and cuts a long one', () => {
    const { providers } = validate([aRow({ pros: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], cons: ['x'.repeat(300)] })]);
    expect(providers[0]!.pros).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(providers[0]!.cons![0]!.length).toBeLessThanOrEqual(120);
  });

  it('flags a rating more than 0.05 from its scores but still shows the row’s rating', () => {
    const { providers, warn } = validate([
      aRow({ rating: 4.7, scores: SCORES }),
      aRow({ name: 'Close', rating: 4.54, scores: SCORES }),
    ]);
    expect(providers.map((p) => p.rating)).toEqual([4.7, 4.54]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(
      /"Acme VPN" rating 4.7 is 0.20 from its scores' weighted mean 4.50 \(the rating shows\)/,
    );
  });

  it('without a method keeps the numeric scores as they are and checks nothing else', () => {
    const verdict = toProvider(aRow({ rating: 1, scores: { anything: 3.5 } }));
    expect(verdict.provider?.scores).toEqual({ anything: 3.5 });
    expect(verdict.provider && verdict.notes).toEqual([]);
  });

  it('looks only at the method’s criteria, however many keys a hostile row sends', () => {
    const huge = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]));
    const { providers } = validate([aRow({ rating: 4.5, scores: { ...huge, ...SCORES } })]);
    expect(providers[0]!.scores).toEqual(SCORES);
  });
});

describe('showing a breakdown', () => {
  it('formats weights and scores as the card shows them', () => {
    expect(formatWeight(30)).toBe('30%');
    expect(formatScore(4.6)).toBe('4.6 / 5');
    expect(formatScore(5)).toBe('5.0 / 5');
  });

  it('needs a score for every criterion of the method', () => {
    expect(hasBreakdown(METHOD, aProvider({ scores: SCORES }))).toBe(true);
    expect(hasBreakdown(METHOD, aProvider({ scores: { privacy: 5 } }))).toBe(false);
    expect(hasBreakdown(null, aProvider({ scores: SCORES }))).toBe(false);
  });

  it('says when a row was checked, in month and year', () => {
    expect(checkedLabel('2026-11-22')).toBe('Checked November 2026');
    expect(checkedLabel('2027-01-01')).toBe('Checked January 2027');
    expect(checkedLabel('yesterday')).toBeNull();
    expect(checkedLabel(undefined)).toBeNull();
  });

  it('marks the best score of each criterion among compared providers, ties included', () => {
    const a = aProvider({ name: 'A', scores: { privacy: 4.8, speed: 4.1, price: 3.9 } });
    const b = aProvider({ name: 'B', scores: { privacy: 4.8, speed: 4.6, price: 3.2 } });
    const c = aProvider({ name: 'C' });
    const best = bestScores(METHOD, [a, b, c]);
    expect([...best.get('privacy')!]).toEqual(['A', 'B']);
    expect([...best.get('speed')!]).toEqual(['B']);
    expect([...best.get('price')!]).toEqual(['A']);
    expect([...bestScores(METHOD, [c]).get('speed')!]).toEqual([]);
  });
});

describe('the topic hero’s trust line', () => {
  const rows = (...dates: (string | undefined)[]) =>
    dates.map((verifiedAt, i) => aProvider({ name: `P${i}`, ...(verifiedAt ? { verifiedAt } : {}) }));

  it('says only what the rows’ check dates show', () => {
    expect(trustLine(undefined, rows('2026-11-22', '2026-11-02'))).toBe('Prices, rates and offers checked November 2026.');
    expect(trustLine(undefined, rows('2026-11-22', '2026-10-30'))).toBe(
      'Prices, rates and offers checked October–November 2026.',
    );
    expect(trustLine(undefined, rows('2027-01-05', '2026-12-30'))).toBe(
      'Prices, rates and offers checked December 2026 – January 2027.',
    );
  });

  it('follows the page’s SPEC refresh note, and shows the note alone for rows without dates', () => {
    expect(trustLine('Policy data refreshed weekly.', rows('2026-11-22'))).toBe(
      'Policy data refreshed weekly. Prices, rates and offers checked November 2026.',
    );
    expect(trustLine('Policy data refreshed weekly.', rows(undefined))).toBe('Policy data refreshed weekly.');
    expect(trustLine(undefined, rows(undefined))).toBeNull();
  });
});
