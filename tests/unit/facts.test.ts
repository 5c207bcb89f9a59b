/**
 * Facts (CONTRACT section 15): the two formulas a computed score follows, how a row's facts are
 * read when they are untrusted, and how a value is written in English and in French.
 */
import { describe, expect, it } from 'vitest';
import { computedScore, computedWeight, factText } from '../../lib/format';
import { english } from '../../lib/i18n/say';
import { french } from '../../lib/i18n/fr-CA/widgetWords';
import { toProvider } from '../../lib/data/toProvider';
import type { Fact, FactDefinition, ScoringMethod } from '../../lib/model';

const fact = (value: Fact['value']): Fact => ({ value, source: 'https://example.com/pricing', checked: '2026-11-22' });
const facts = (values: Record<string, Fact['value']>) =>
  Object.fromEntries(Object.entries(values).map(([id, v]) => [id, fact(v)]));
const NBSP = '\u00a0';

describe('a score computed from points', () => {
  const points = {
    fact: 'renewal',
    points: [
      [60, 5],
      [120, 3],
      [180, 1],
    ] as [number, number][],
  };
  it('interpolates in a straight line between points, to one decimal', () => {
    expect(computedScore(points, facts({ renewal: 60 }))).toBe(5);
    expect(computedScore(points, facts({ renewal: 90 }))).toBe(4);
    expect(computedScore(points, facts({ renewal: 150 }))).toBe(2);
    expect(computedScore(points, facts({ renewal: 100 }))).toBe(3.7);
  });
  it('clamps to the first and last score, reads a range by its lower end, and gives a fact not disclosed the lowest score', () => {
    expect(computedScore(points, facts({ renewal: 10 }))).toBe(5);
    expect(computedScore(points, facts({ renewal: 900 }))).toBe(1);
    expect(computedScore(points, facts({ renewal: { min: 90, max: 200 } }))).toBe(4);
    expect(computedScore(points, facts({ renewal: null }))).toBe(1);
    expect(computedScore(points, undefined)).toBe(1);
    expect(
      computedScore(
        {
          fact: 'x',
          points: [
            [0, 2],
            [10, 4],
          ],
        },
        facts({ x: null }),
      ),
    ).toBe(2);
  });
  it('rounds halves up, whatever binary fractions do', () => {
    // 4.35 is 4.34999… in binary; the rule says 4.4.
    expect(
      computedScore(
        {
          fact: 'x',
          points: [
            [0, 4.35],
            [1, 4.35],
          ],
        },
        facts({ x: 0 }),
      ),
    ).toBe(4.4);
  });
});

describe('a score computed from checks', () => {
  const checks = {
    checks: [
      { fact: 'no_fee', is: true },
      { fact: 'minimum', max: 0 },
      { fact: 'devices', min: 5 },
      { fact: 'logs', is: false },
    ],
  };
  it('is 1 + 4 × the share of checks passed, to one decimal', () => {
    expect(computedScore(checks, facts({ no_fee: true, minimum: 0, devices: 10, logs: false }))).toBe(5);
    expect(computedScore(checks, facts({ no_fee: true, minimum: 0, devices: 3, logs: true }))).toBe(3);
    expect(computedScore(checks, facts({ no_fee: false, minimum: 25, devices: 3, logs: true }))).toBe(1);
    expect(computedScore({ checks: checks.checks.slice(0, 3) }, facts({ no_fee: true, minimum: 5, devices: 1 }))).toBe(2.3);
  });
  it('fails a check on a fact not disclosed, even `is: false`', () => {
    expect(computedScore(checks, facts({ no_fee: null, minimum: null, devices: null, logs: null }))).toBe(1);
  });
});

it('counts the weight of computed criteria', () => {
  const criteria = [
    { id: 'a', label: 'A', weight: 40, rubric: '', computed: { checks: [{ fact: 'x', is: true }] } },
    { id: 'b', label: 'B', weight: 35, rubric: '' },
    {
      id: 'c',
      label: 'C',
      weight: 25,
      rubric: '',
      computed: {
        fact: 'y',
        points: [
          [0, 1],
          [1, 5],
        ] as [number, number][],
      },
    },
  ];
  expect(computedWeight(criteria)).toBe(65);
});

describe('a fact in words', () => {
  const money = (currency: 'USD' | 'CAD', per?: string): FactDefinition => ({
    id: 'p',
    label: 'Price',
    type: 'money',
    currency,
    ...(per && { per }),
  });
  it('writes money with its currency and period, whole dollars without cents', () => {
    expect(factText(money('USD', 'month'), 9.99, english)).toBe('$9.99/mo');
    expect(factText(money('CAD', 'year'), 1234.5, english)).toBe('CA$1,234.50/yr');
    expect(factText(money('USD'), 0, english)).toBe('$0');
    expect(factText(money('USD', 'session'), { min: 50, max: 300 }, english)).toBe('$50–$300 per session');
  });
  it('writes them the Quebec way in French: US dollars named, a non-breaking space before $ and %', () => {
    expect(factText(money('USD', 'month'), 9.99, french)).toBe(`9,99${NBSP}$${NBSP}US/mois`);
    expect(factText(money('CAD', 'year'), 1234.5, french)).toBe(`1${NBSP}234,50${NBSP}$/an`);
    expect(factText({ id: 'r', label: 'Rate', type: 'percent' }, 4.25, french)).toBe(`4,25${NBSP}%`);
  });
  it('writes percentages, counts with their unit, yes or no, lists and texts', () => {
    expect(factText({ id: 'r', label: 'Rate', type: 'percent' }, 4.3, english)).toBe('4.3%');
    expect(factText({ id: 'd', label: 'Devices', type: 'number', unit: 'devices' }, 10, english)).toBe('10 devices');
    // One of a unit is said in the singular, in both languages, the first word of a longer unit
    // too; 'pays' and 'mois' are the same for one.
    const count = (unit: string, value: number) => factText({ id: 'n', label: 'N', type: 'number', unit }, value, english);
    expect([
      count('cities', 1),
      count('provinces', 1),
      count('days', 1),
      count('pays', 1),
      count('mois', 1),
      count('GB', 1),
      count('points or % per $1', 1),
      count('points or % per $1', 1.5),
      count('cities', 3),
    ]).toEqual([
      '1 city',
      '1 province',
      '1 day',
      '1 pays',
      '1 mois',
      '1 GB',
      '1 point or % per $1',
      '1.5 points or % per $1',
      '3 cities',
    ]);
    expect(factText({ id: 'b', label: 'Free plan', type: 'boolean' }, true, english)).toBe('Yes');
    expect(factText({ id: 'b', label: 'Free plan', type: 'boolean' }, false, french)).toBe('Non');
    expect(factText({ id: 'l', label: 'Apps', type: 'list' }, ['iOS', 'Android'], english)).toBe('iOS, Android');
    expect(factText({ id: 't', label: 'Based in', type: 'text' }, 'Panama', english)).toBe('Panama');
  });
  it('says "Not disclosed" for a value the provider does not state, never a guess', () => {
    expect(factText(money('USD'), null, english)).toBe('Not disclosed');
    expect(factText(money('USD'), undefined, french)).toBe('Non divulgué');
  });
});

describe('a row’s facts, read as untrusted input', () => {
  const method: ScoringMethod = {
    list: 'vpn_providers',
    criteria: [{ id: 'price', label: 'Price', weight: 100, rubric: '5: cheap; 1: dear.' }],
    facts: [
      { id: 'price', label: 'Price', type: 'money', currency: 'USD', per: 'month', headline: true },
      { id: 'free', label: 'Free plan', type: 'boolean', headline: true },
      { id: 'apps', label: 'Apps', type: 'list', headline: true },
      { id: 'based', label: 'Based in', type: 'text' },
    ],
  };
  const row = (facts: unknown, reasons?: unknown) => ({
    name: 'Example VPN',
    url: 'https://example.com/',
    rating: 4,
    user_votes: 10,
    facts,
    ...(reasons !== undefined && { reasons }),
  });

  it('keeps typed, sourced, dated facts of the method and nothing else', () => {
    const verdict = toProvider(
      row({ price: fact(4.99), free: fact(null), apps: fact(['iOS']), other: fact(1) }, { price: 'Cheap.' }),
      method,
    );
    expect(verdict.provider?.facts).toEqual({ price: fact(4.99), free: fact(null), apps: fact(['iOS']) });
    expect(verdict.provider?.reasons).toEqual({ price: 'Cheap.' });
    expect(verdict.provider && verdict.repairs).toEqual([]);
  });

  it('drops a fact of the wrong type, without a source or a real date, and says so in the row’s one warning; the row still shows', () => {
    const verdict = toProvider(
      row({
        price: fact('cheap'),
        free: { ...fact(true), source: 'http://example.com/' },
        apps: { ...fact(['iOS']), checked: '2026-02-30' },
        based: fact('Panama'),
      }),
      method,
    );
    expect(verdict.provider?.name).toBe('Example VPN');
    expect(verdict.provider?.facts).toEqual({ based: fact('Panama') });
    expect(verdict.provider && verdict.repairs).toEqual(['facts: price, free, apps of the wrong type or unsourced, dropped']);
  });

  it('ignores facts that are not an object, and facts with no method to type them', () => {
    const notObject = toProvider(row([1, 2]), method);
    expect(notObject.provider?.facts).toBeUndefined();
    expect(notObject.provider && notObject.repairs).toEqual(['facts is not an object, dropped']);
    expect(toProvider(row({ price: fact(4.99) }), null).provider?.facts).toBeUndefined();
  });
});
