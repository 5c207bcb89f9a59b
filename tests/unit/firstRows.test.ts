/**
 * A long backend answer is cut at its READ_LIMIT-th row before it is parsed (lib/data/source.ts):
 * the rows kept are exactly the first ones, whatever their strings hold; a short answer, or one
 * that is not a list, is parsed whole as before.
 */
import { describe, expect, it } from 'vitest';
import { CUT_FROM_CHARS, firstRows } from '../../lib/data/source';
import { READ_LIMIT } from '../../lib/data/limits';

const row = (i: number) => ({
  name: `Provider ${i}`,
  promo: 'Save [20%] on {plans} "now" \\ today \\"quoted\\" \\\\',
  features: ['a]', '{b'],
  n: i,
});
const long = (count: number) => JSON.stringify(Array.from({ length: count }, (_, i) => row(i)));

describe('firstRows', () => {
  it('keeps exactly the first rows of a long array, brackets, braces, quotes and backslashes in strings included', () => {
    const text = long(40_000);
    expect(text.length).toBeGreaterThan(CUT_FROM_CHARS);
    expect(firstRows(text, 100)).toEqual(Array.from({ length: 100 }, (_, i) => row(i)));
  });

  it('parses a short answer whole, and a long one with fewer rows than asked', () => {
    expect(firstRows(long(3), 100)).toEqual([row(0), row(1), row(2)]);
    const fewer = long(40_000);
    expect((firstRows(fewer, 50_000) as unknown[]).length).toBe(40_000);
  });

  it('leaves a long answer that is not a list of rows to fail as it would have', () => {
    const object = JSON.stringify({ rows: Array.from({ length: 40_000 }, (_, i) => row(i)) });
    expect(firstRows(object, 100)).not.toBeInstanceOf(Array);
    expect(() => firstRows(`${long(40_000)} trailing`.slice(0, CUT_FROM_CHARS + 1000), 50_000)).toThrow(SyntaxError);
  });

  it('leaves room for READ_LIMIT rows of 10 KB each before it cuts anything', () => {
    expect(CUT_FROM_CHARS).toBeGreaterThan(READ_LIMIT * 10 * 1024);
  });
});
