// @vitest-environment node
/** The built-in lists are the product's content and seed the backend: hold them to the row rules. */
import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { isHttpUrl, loadBuiltinMethod, loadBuiltinRows, toProviders } from '../../lib/data';
import { isCanadaListKey, LIST_KEYS, LISTS, type ListKey } from '../../lib/model';
import { builtinRowsOnDisk } from '../support/counts';

const lists = await Promise.all(LIST_KEYS.map(async (key) => [key, await loadBuiltinRows(key)] as const));
type Row = Record<string, unknown>;

const HEALTH_KEYS = new Set<ListKey>(LISTS.filter((list) => list.vertical === 'health').map((list) => list.key));

/** Health lists describe the service, never an outcome: no weight, cure or ageing promises. */
const OUTCOME_PROMISES = [
  /\blos(e|es|ing)\b/i,
  /\blbs?\b/i,
  /\bpounds\b/i,
  /\bkg\b/i,
  /\brevers(e|es|ing)\b/i,
  /\bcur(e|es|ing)\b/i,
  /anti-?ag(e|eing|ing)/i,
  /\bde-?ag(e|eing|ing)\b/i,
  /\byounger\b/i,
  /fountain of youth/i,
  /\bmiracle/i,
  /\bmelts?\b/i,
  /\bburn(s|ing)? fat/i,
  /fat[- ]burn/i,
  /guaranteed (results|weight)/i,
  /\bdetox/i,
  /\bheals?\b/i,
];

/** Every text a visitor reads on a card or in the compare table. */
const texts = (row: Row): string[] =>
  [
    row.name,
    row.promo,
    row.promo_detail,
    row.promo_code,
    row.starting_price,
    ...(row.features as unknown[]),
    ...((row.pros ?? []) as unknown[]),
    ...((row.cons ?? []) as unknown[]),
  ].filter((text): text is string => typeof text === 'string');

describe('built-in provider lists', () => {
  it('has exactly one file per list key', () => {
    const files = readdirSync(new URL('../../lib/data/builtin', import.meta.url)).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LIST_KEYS].sort());
  });

  it('loads every provider of every list, 6 to 8 each', () => {
    // Counted against the files themselves: the loader gives [] for a file it cannot find.
    expect(lists.map(([key, rows]) => [key, rows.length])).toEqual(LIST_KEYS.map((key) => [key, builtinRowsOnDisk(key).length]));
    const outside = lists.filter(([, rows]) => rows.length < 6 || rows.length > 8).map(([key, rows]) => `${key}: ${rows.length}`);
    expect(outside).toEqual([]);
  });

  // Ratings now come from the scores (tests/unit/scoringData.test.ts), so only their range is held to SPEC's 4-4.91.
  it('reaches both ends of the SPEC vote range somewhere: 81,450 and 2,896 votes', () => {
    const rows = lists.flatMap(([, r]) => r as Row[]);
    expect(rows.some((r) => r.user_votes === 81450)).toBe(true);
    expect(rows.some((r) => r.user_votes === 2896)).toBe(true);
  });

  describe.each(lists.map(([key, rows]) => ({ key, rows: rows as Row[] })))('$key', ({ key, rows }) => {
    const canada = isCanadaListKey(key as ListKey);

    it('passes the row validator, scores checked against its method, with zero warnings and at least 6 providers', async () => {
      const warn = vi.fn();
      const providers = toProviders(key, rows, warn, await loadBuiltinMethod(key as ListKey));
      expect(warn.mock.calls).toEqual([]);
      expect(providers.length).toBe(rows.length);
      expect(rows.length).toBeGreaterThanOrEqual(6);
    });

    it('has unique names, https URLs without tracking, no logo, its review page on the flagship, and 3-6 features', () => {
      expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
      for (const row of rows) {
        expect(isHttpUrl(row.url) && String(row.url).startsWith('https://'), `${row.name}: ${row.url}`).toBe(true);
        expect(String(row.url), String(row.name)).not.toMatch(/[?#]/);
        expect(row.logo).toBeNull();
        // Which page exactly: tests/unit/reviewPages.test.ts.
        expect(String(row.review)).toMatch(/^https:\/\/worthy\.reviews\/[a-z]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
        expect((row.features as string[]).length, String(row.name)).toBeGreaterThanOrEqual(3);
        expect((row.features as string[]).length, String(row.name)).toBeLessThanOrEqual(6);
      }
    });

    // Ratings are the weighted means of scores computed from facts (CONTRACT section 15), wherever
    // the numbers lead: no longer held to SPEC's 4.0-4.91, which described judged scores.
    it('keeps ratings within 1-5 and votes within 2,896-81,450, not all alike', () => {
      for (const row of rows) {
        expect(row.rating as number, String(row.name)).toBeGreaterThanOrEqual(1);
        expect(row.rating as number, String(row.name)).toBeLessThanOrEqual(5);
        expect(Number.isInteger(row.user_votes), String(row.name)).toBe(true);
        expect(row.user_votes as number, String(row.name)).toBeGreaterThanOrEqual(2896);
        expect(row.user_votes as number, String(row.name)).toBeLessThanOrEqual(81450);
      }
      expect(new Set(rows.map((r) => r.rating)).size).toBeGreaterThan(1);
      expect(new Set(rows.map((r) => r.user_votes)).size).toBeGreaterThan(1);
    });

    it('ranks by display_order 1..n and marks at most two Worthy partners (CONTRACT section 9)', () => {
      expect(rows.map((r) => r.display_order).sort((a, b) => Number(a) - Number(b))).toEqual(rows.map((_, i) => i + 1));
      expect(rows.filter((r) => r.is_worthy_partner === true).length).toBeLessThanOrEqual(2);
    });

    it(`prices in the market's currency (${canada ? 'CA$' : '$'}) with a number`, () => {
      for (const row of rows) {
        const price = String(row.starting_price);
        expect(price, String(row.name)).toMatch(/\d/);
        // A rate (APY, interest, a management fee) carries no currency; every amount carries the market's.
        if (/^\d+(\.\d+)?%/.test(price)) continue;
        if (canada) {
          expect(price, `${row.name}: ${price}`).toMatch(/CA\$\d/);
          expect(price.replaceAll('CA$', ''), `${row.name}: ${price}`).not.toContain('$');
        } else {
          expect(price, `${row.name}: ${price}`).toMatch(/\$\d/);
          expect(price, `${row.name}: ${price}`).not.toContain('CA$');
        }
      }
    });

    it('has a promo and a promo code only as real text (or null), and offer details on every row', () => {
      for (const row of rows) {
        for (const field of ['promo', 'promo_code'] as const) {
          if (row[field] === null) continue;
          expect(typeof row[field], `${row.name} ${field}`).toBe('string');
          expect(String(row[field]).trim(), `${row.name} ${field}`).not.toBe('');
        }
        expect(typeof row.promo_detail, String(row.name)).toBe('string');
        expect(String(row.promo_detail).trim(), String(row.name)).not.toBe('');
      }
    });

    if (HEALTH_KEYS.has(key)) {
      it('makes no medical outcome promises', () => {
        for (const row of rows) {
          for (const text of texts(row)) {
            for (const promise of OUTCOME_PROMISES) expect(text, `${row.name}: ${text}`).not.toMatch(promise);
          }
        }
      });
    }
  });
});
