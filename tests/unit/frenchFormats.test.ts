// @vitest-environment node
/**
 * Canadian French formats and typography (OQLF): what Intl gives, the rule it lacks ('1er'), and
 * the spacing rules applied to French text wherever it is shown.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frDate, frMoney, frMonth, frNumber, frOrdinal, frPercent, frRating } from '../../lib/i18n/fr-CA/format';
import { NBSP, typeset } from '../../lib/i18n/fr-CA/typography';

/** Writes a non-breaking space as '~', so the expectations show where each one is. */
const shown = (text: string) => text.replaceAll(NBSP, '~');

describe('French formats', () => {
  it('writes numbers with a decimal comma and non-breaking spaces between thousands', () => {
    expect(frRating(4.66)).toBe('4,66');
    expect(frRating(4.5)).toBe('4,50');
    expect(shown(frNumber(39870))).toBe('39~870');
    expect(shown(frNumber(1234567))).toBe('1~234~567');
  });

  it('writes money and percentages after the number', () => {
    expect(shown(frMoney(99))).toBe('99~$');
    expect(shown(frMoney(1234.56))).toBe('1~234,56~$');
    expect(shown(frMoney(12.5))).toBe('12,50~$');
    expect(shown(frPercent(0.045))).toBe('4,5~%');
    expect(shown(frPercent(0.3))).toBe('30~%');
  });

  it('writes dates in full, the first of a month as 1er', () => {
    expect(frDate('2026-11-25')).toBe('25 novembre 2026');
    expect(frDate('2026-11-01')).toBe('1er novembre 2026');
    expect(frDate('2026-08-11')).toBe('11 août 2026');
    expect(frDate('2026-02-30')).toBeNull();
    expect(frDate('not a date')).toBeNull();
    expect(frMonth('2026-11-22')).toBe('novembre 2026');
    expect([1, 2, 10].map(frOrdinal)).toEqual(['1er', '2e', '10e']);
  });
});

describe('French formatters', () => {
  afterEach(() => vi.restoreAllMocks());

  // Intl's fr-CA is the reference; the functions write the same without loading it.
  const intl = {
    number: (digits: number) => new Intl.NumberFormat('fr-CA', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    percent: (digits: number) => new Intl.NumberFormat('fr-CA', { style: 'percent', maximumFractionDigits: digits }),
    money: (cents: number) =>
      new Intl.NumberFormat('fr-CA', {
        style: 'currency',
        currency: 'CAD',
        minimumFractionDigits: cents,
        maximumFractionDigits: 2,
      }),
    date: new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    month: new Intl.DateTimeFormat('fr-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
  // Whole and fractional values of every size a page shows, ties of rounding (x.xx5) among them, and negatives.
  const values = [
    ...Array.from({ length: 2001 }, (_, i) => i / 400),
    ...Array.from({ length: 400 }, (_, i) => Math.round(1.37 ** (i / 8) * 1000) / 1000),
    0.005,
    0.015,
    0.125,
    1.005,
    2.675,
    4.995,
    999.995,
    1234.5,
    99999.99,
    1e6,
    123456789,
    -0.04,
    -1234.5,
    -0,
  ];

  it('write every number, rating, percentage and amount as Intl writes fr-CA', () => {
    for (const value of values) {
      for (const digits of [0, 1, 2]) {
        expect(frNumber(value, digits), `${value} to ${digits}`).toBe(intl.number(digits).format(value));
        expect(frPercent(value / 100, digits), `${value} %`).toBe(intl.percent(digits).format(value / 100));
      }
      expect(frRating(value)).toBe(intl.number(2).format(value));
      expect(frMoney(value), `${value} $`).toBe(intl.money(Number.isInteger(value) ? 0 : 2).format(value));
    }
  });

  it('write every day of four years, and its month, as Intl writes fr-CA (the first as 1er)', () => {
    for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      const iso = date.toISOString().slice(0, 10);
      const expected = intl.date.format(date);
      expect(frDate(iso)).toBe(date.getUTCDate() === 1 ? expected.replace(/^1 /, '1er ') : expected);
      expect(frMonth(iso)).toBe(intl.month.format(date));
    }
  });

  it('never make an Intl formatter: its fr-CA data costs a slow phone 100 ms in the first hydration', async () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    // A fresh copy of the module: a formatter it made once and kept would be made here.
    vi.resetModules();
    const fresh = await import('../../lib/i18n/fr-CA/format');
    const card = [
      fresh.frMoney(99),
      fresh.frMoney(12.5),
      fresh.frPercent(0.045),
      fresh.frRating(4.66),
      fresh.frNumber(39870),
      fresh.frDate('2026-11-25'),
      fresh.frMonth('2026-11-25'),
    ];
    expect(card).toEqual(['99\u00a0$', '12,50\u00a0$', '4,5\u00a0%', '4,66', '39\u00a0870', '25 novembre 2026', 'novembre 2026']);
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });
});

describe('French typography', () => {
  it.each([
    ['Promo : 20 % de rabais', 'Promo~: 20~% de rabais'],
    ['Promo: 20% de rabais', 'Promo~: 20~% de rabais'],
    ['À partir de 99 $/mois', 'À partir de 99~$/mois'],
    ['« Meilleur choix »', '«~Meilleur choix~»'],
    ['Essai gratuit ; annulable en tout temps !', 'Essai gratuit; annulable en tout temps!'],
    ['Vraiment ?', 'Vraiment?'],
    ['39 870 avis vérifiés', '39~870 avis vérifiés'],
    ['1 234 567 utilisateurs', '1~234~567 utilisateurs'],
    ['Voir https://worthy.reviews/about à 9 h', 'Voir https://worthy.reviews/about à 9 h'],
    ['Forfaits de 2 à 10 Go', 'Forfaits de 2 à 10 Go'],
    ['En 2026 2 nouveaux forfaits', 'En 2026 2 nouveaux forfaits'],
  ])('%s', (source, expected) => {
    expect(shown(typeset(source))).toBe(expected);
    expect(typeset(typeset(source))).toBe(typeset(source));
  });
});
