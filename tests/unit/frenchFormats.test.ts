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

  it('are made once per page for each purpose, however many figures and dates a page formats', () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const shownOnce = [frMoney(99), frMoney(12.5), frPercent(0.045), frRating(4.66), frDate('2026-11-25'), frMonth('2026-11-25')];
    for (let card = 0; card < 50; card++) {
      expect([frMoney(99), frMoney(12.5), frPercent(0.045), frRating(4.66), frDate('2026-11-25'), frMonth('2026-11-25')]).toEqual(
        shownOnce,
      );
    }
    // Four number purposes (whole dollars, cents, a percentage, a rating) and two date ones, each made at most once.
    expect(numbers.mock.calls.length).toBeLessThanOrEqual(4);
    expect(dates.mock.calls.length).toBeLessThanOrEqual(2);
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
