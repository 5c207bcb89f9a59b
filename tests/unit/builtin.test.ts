// @vitest-environment node
/** The built-in lists are the product's content and seed the backend: hold them to the row rules. */
import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { isHttpUrl, loadBuiltinRows, toProviders } from '../../lib/data';
import { isCanadaListKey, LIST_KEYS, type ListKey } from '../../lib/model';

const lists = await Promise.all(LIST_KEYS.map(async (key) => [key, await loadBuiltinRows(key)] as const));
type Row = Record<string, unknown>;

const HEALTH_KEYS = new Set<string>([
  'glp1_providers',
  'nad_providers',
  'telehealth_service_providers',
  'supplement_providers',
  'sleep_optimization_providers',
  'fitness_program_providers',
  'glp1_providers_canada',
  'nad_providers_canada',
  'telehealth_providers_canada',
  'supplement_providers_canada',
  'sleep_optimization_providers_canada',
  'fitness_providers_canada',
]);

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
  [row.name, row.promo, row.promo_detail, row.promo_code, row.starting_price, ...(row.features as unknown[])].filter(
    (text): text is string => typeof text === 'string',
  );

describe('built-in provider lists', () => {
  it('has exactly one file per list key', () => {
    const files = readdirSync(new URL('../../lib/data/builtin', import.meta.url)).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LIST_KEYS].sort());
  });

  it('prints the count of lists and providers', () => {
    const sizes = lists.map(([, rows]) => rows.length);
    const total = sizes.reduce((a, b) => a + b, 0);
    console.log(`built-in data: ${lists.length} lists, ${total} providers, ${Math.min(...sizes)}-${Math.max(...sizes)} per list`);
    expect(lists).toHaveLength(49);
  });

  it('reaches both ends of the SPEC ranges somewhere: a 4.91 rating, 81,450 and 2,896 votes', () => {
    const rows = lists.flatMap(([, r]) => r as Row[]);
    expect(rows.some((r) => r.rating === 4.91)).toBe(true);
    expect(rows.some((r) => r.user_votes === 81450)).toBe(true);
    expect(rows.some((r) => r.user_votes === 2896)).toBe(true);
  });

  describe.each(lists.map(([key, rows]) => ({ key, rows: rows as Row[] })))('$key', ({ key, rows }) => {
    const canada = isCanadaListKey(key as ListKey);

    it('passes the row validator with zero warnings and at least 6 providers', () => {
      const warn = vi.fn();
      const providers = toProviders(key, rows, warn);
      expect(warn.mock.calls).toEqual([]);
      expect(providers.length).toBe(rows.length);
      expect(rows.length).toBeGreaterThanOrEqual(6);
    });

    it('has unique names, https URLs without tracking, no logo or review, and 3-6 features', () => {
      expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
      for (const row of rows) {
        expect(isHttpUrl(row.url) && String(row.url).startsWith('https://'), `${row.name}: ${row.url}`).toBe(true);
        expect(String(row.url), String(row.name)).not.toMatch(/[?#]/);
        expect(row.logo).toBeNull();
        expect(row.review).toBeNull();
        expect((row.features as string[]).length, String(row.name)).toBeGreaterThanOrEqual(3);
        expect((row.features as string[]).length, String(row.name)).toBeLessThanOrEqual(6);
      }
    });

    it('keeps ratings within 4.0-4.91 and votes within 2,896-81,450, not all alike', () => {
      for (const row of rows) {
        expect(row.rating as number, String(row.name)).toBeGreaterThanOrEqual(4);
        expect(row.rating as number, String(row.name)).toBeLessThanOrEqual(4.91);
        expect(Number.isInteger(row.user_votes), String(row.name)).toBe(true);
        expect(row.user_votes as number, String(row.name)).toBeGreaterThanOrEqual(2896);
        expect(row.user_votes as number, String(row.name)).toBeLessThanOrEqual(81450);
      }
      expect(new Set(rows.map((r) => r.rating)).size).toBeGreaterThan(1);
      expect(new Set(rows.map((r) => r.user_votes)).size).toBeGreaterThan(1);
    });

    it('ranks by display_order 1..n and marks 1-3 Worthy partners', () => {
      expect(rows.map((r) => r.display_order).sort((a, b) => Number(a) - Number(b))).toEqual(rows.map((_, i) => i + 1));
      const partners = rows.filter((r) => r.is_worthy_partner === true).length;
      expect(partners).toBeGreaterThanOrEqual(1);
      expect(partners).toBeLessThanOrEqual(3);
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

    it('has a promo code only as real text, and promo words on every row', () => {
      for (const row of rows) {
        if (row.promo_code !== null) {
          expect(typeof row.promo_code, String(row.name)).toBe('string');
          expect(String(row.promo_code).trim(), String(row.name)).not.toBe('');
        }
        expect(String(row.promo).trim(), String(row.name)).not.toBe('');
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
