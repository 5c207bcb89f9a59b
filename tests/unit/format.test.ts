import { describe, expect, it } from 'vitest';
import {
  cardHeadline,
  compareButton,
  dailyRotation,
  dayOfYear,
  formatFigure,
  formatHomeRating,
  formatLongDate,
  formatMonthYear,
  formatRating,
  formatTableRating,
  formatVotes,
  homeFeatures,
  homeStarFills,
  priceCell,
  promoCell,
  starFills,
} from '../../lib/format';
import { aProvider } from '../support/provider';

const filled = (fills: boolean[]) => fills.filter(Boolean).length;

describe('stars', () => {
  it('always shows five stars', () => {
    expect(starFills(0)).toHaveLength(5);
    expect(homeStarFills(5)).toHaveLength(5);
  });

  it('fills a star when the rating is at least its index', () => {
    expect(starFills(4)).toEqual([true, true, true, true, false]);
    expect(starFills(5)).toEqual([true, true, true, true, true]);
  });

  it('fills a star when the rating is within 0.1 below its index: 4.9 fills star 5 and 4.89 does not', () => {
    expect(starFills(4.9)[4]).toBe(true);
    expect(starFills(4.89)[4]).toBe(false);
    expect(filled(starFills(3.9))).toBe(4);
    expect(filled(starFills(3.85))).toBe(3);
  });

  it('fills floor(rating) stars on home cards', () => {
    expect(filled(homeStarFills(4.91))).toBe(4);
    expect(filled(homeStarFills(4.2))).toBe(4);
    expect(filled(homeStarFills(5))).toBe(5);
    expect(filled(homeStarFills(0.99))).toBe(0);
  });
});

describe('ratings and votes', () => {
  it('shows two decimals on ranked cards and "/ 5" in the table', () => {
    expect(formatRating(4.9)).toBe('4.90');
    expect(formatRating(4.91)).toBe('4.91');
    expect(formatTableRating(4.91)).toBe('4.91 / 5');
    expect(formatTableRating(4)).toBe('4.00 / 5');
  });

  it('shows one decimal on home cards', () => {
    expect(formatHomeRating(4.91)).toBe('4.9');
    expect(formatHomeRating(4)).toBe('4.0');
  });

  it('writes vote counts with US separators and "verified reviews"', () => {
    expect(formatVotes(81450)).toBe('81,450 verified reviews');
    expect(formatVotes(2896)).toBe('2,896 verified reviews');
    expect(formatVotes(1234567)).toBe('1,234,567 verified reviews');
    expect(formatVotes(0)).toBe('0 verified reviews');
    expect(formatVotes(999)).toBe('999 verified reviews');
    expect(formatVotes(1000)).toBe('1,000 verified reviews');
    expect(formatVotes(100000)).toBe('100,000 verified reviews');
  });
});

describe('cells and headline', () => {
  const offer = { promo: 'P', promoCode: 'CODE', promoDetail: 'D', startingPrice: '$1/mo' };

  it('promo cell: code, else promo, else detail, else a dash', () => {
    expect(promoCell(offer)).toBe('CODE');
    expect(promoCell({ ...offer, promoCode: null })).toBe('P');
    expect(promoCell({ ...offer, promoCode: null, promo: '' })).toBe('D');
    expect(promoCell({ promoCode: null, promo: '', promoDetail: '' })).toBe('—');
  });

  it('starting price cell: a dash when missing', () => {
    expect(priceCell(offer)).toBe('$1/mo');
    expect(priceCell({ ...offer, startingPrice: undefined })).toBe('—');
  });

  it('headline: starting price, else promo, else detail, else "Exclusive Savings Available"', () => {
    expect(cardHeadline(offer)).toBe('$1/mo');
    expect(cardHeadline({ ...offer, startingPrice: undefined })).toBe('P');
    expect(cardHeadline({ ...offer, startingPrice: undefined, promo: '' })).toBe('D');
    expect(cardHeadline({ promoCode: 'X', promo: '', promoDetail: '' })).toBe('Exclusive Savings Available');
  });

  it('home cards show the first three features', () => {
    expect(homeFeatures(aProvider({ features: ['a', 'b', 'c', 'd', 'e'] }))).toEqual(['a', 'b', 'c']);
    expect(homeFeatures(aProvider({ features: ['a'] }))).toEqual(['a']);
  });
});

describe('compare button', () => {
  it('reads "Remove from Compare" when selected', () => {
    expect(compareButton(true, false)).toEqual({ label: 'Remove from Compare', disabled: false });
  });
  it('reads "Add to Compare" when not selected and room remains', () => {
    expect(compareButton(false, true)).toEqual({ label: 'Add to Compare', disabled: false });
  });
  it('reads "Compare Limit Reached" and is disabled at the limit', () => {
    expect(compareButton(false, false)).toEqual({ label: 'Compare Limit Reached', disabled: true });
  });
});

describe('dates and the daily rotation', () => {
  it('writes month and year in long US form', () => {
    expect(formatMonthYear(new Date(2026, 10, 22))).toBe('November 2026');
    expect(formatMonthYear(new Date(2025, 0, 1))).toBe('January 2025');
  });

  it('writes every month as the en-US locale does', () => {
    const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
    const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      const date = new Date(2027, month, month + 9);
      expect(formatMonthYear(date)).toBe(monthYear.format(date));
      expect(formatLongDate(date)).toBe(longDate.format(date));
    }
    expect(formatLongDate(new Date(2026, 10, 2))).toBe('November 2, 2026');
  });

  it('counts the day of the year from 1 on January 1st', () => {
    expect(dayOfYear(new Date(2026, 0, 1))).toBe(1);
    expect(dayOfYear(new Date(2026, 1, 1))).toBe(32);
    expect(dayOfYear(new Date(2026, 11, 31))).toBe(365);
    expect(dayOfYear(new Date(2024, 11, 31))).toBe(366);
  });

  it('shifts the list by the day of year modulo its length and shows the first three', () => {
    const list = ['a', 'b', 'c', 'd', 'e'];
    expect(dailyRotation(list, new Date(2026, 0, 1))).toEqual(['b', 'c', 'd']); // day 1
    expect(dailyRotation(list, new Date(2026, 0, 4))).toEqual(['e', 'a', 'b']); // day 4
    expect(dailyRotation(list, new Date(2026, 0, 5))).toEqual(['a', 'b', 'c']); // day 5: 5 % 5 = 0
  });

  it('shows a different three on consecutive days', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(dailyRotation(list, new Date(2026, 5, 1))).not.toEqual(dailyRotation(list, new Date(2026, 5, 2)));
  });

  it('returns nothing for an empty list and everything for a short one', () => {
    expect(dailyRotation([], new Date())).toEqual([]);
    expect(dailyRotation(['a', 'b'], new Date(2026, 0, 1))).toEqual(['b', 'a']);
  });
});

describe('formatFigure', () => {
  // Intl is the reference here; the widgets do without it, since its first use costs a phone a long task.
  const amounts = [0, 1, 9.99, 12.5, 1234.5, 1234567.891, 0.005, 4.25, 4.3, 99, 100000, 2.999, 0.1, 1e6, -3.5];
  it.each(amounts)('writes %s as Intl does in English, to exactly and to at most two decimals', (amount) => {
    expect(formatFigure(amount, 2)).toBe(amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    expect(formatFigure(amount, 2, false)).toBe(amount.toLocaleString('en-US', { maximumFractionDigits: 2 }));
  });
});
