/**
 * Numbers, money, percentages and dates in Canadian French, written out as Intl's fr-CA writes them
 * (the OQLF's decimal comma and non-breaking spaces, '99 $', lowercase months) without Intl: its
 * first fr-CA formatter loads the locale's data, 25–30 ms on a fast machine, four times that on a
 * slow phone, inside the French page's first hydration. tests/unit/frenchFormats.test.ts holds
 * every function to Intl's output. One rule Intl lacks is written here too: the first day of a
 * month is '1er' ('1er novembre 2026').
 */

/**
 * What fr-CA puts between thousands and before '%' or '$' (typography.ts's NBSP, written again: the
 * embed's French chunk and its backend chunk both read this file, and may share only what its script holds).
 */
const NBSP = '\u00a0';

/** '1234567' → '1 234 567' (lib/format/rating.ts's thousands, with fr-CA's space: the embed's chunks cannot share it either). */
const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);

/**
 * `value` × 10^`shift` to `digits` decimals, with a decimal comma. Rounded as Intl rounds: half away
 * from zero on the shortest decimal that reads back as the number, digit by digit (0.015 → '0,02',
 * where toFixed gives '0.01' from the binary value just below it), and shifted in decimal too (a
 * share of 0.07 is 7 %, never the 7.000000000000001 of 0.07 × 100).
 */
function decimal(value: number, digits: number, { keepZeros = true, shift = 0 } = {}): string {
  const [mantissa = '', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const significant = mantissa.replace('.', '');
  // How many of the significant digits stand before the cut, after `digits` decimals.
  const kept = Number(exponent) + 1 + shift + digits;
  let units = kept > 0 ? significant.slice(0, kept).padEnd(kept, '0') : '0';
  if (kept >= 0 && (significant[kept] ?? '0') >= '5') units = plusOne(units);
  units = units.replace(/^0+/, '').padStart(digits + 1, '0');
  const fraction = units.slice(units.length - digits);
  const shown = keepZeros ? fraction : fraction.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped(units.slice(0, units.length - digits))}${shown ? `,${shown}` : ''}`;
}

/** A string of digits, plus one: '129' → '130', '99' → '100'. */
function plusOne(digits: string): string {
  const last = digits.search(/9*$/) - 1;
  return last < 0
    ? `1${'0'.repeat(digits.length)}`
    : `${digits.slice(0, last)}${Number(digits[last]) + 1}${'0'.repeat(digits.length - last - 1)}`;
}

/** '4,66' for two digits, '39 870' for none. */
export const frNumber = (value: number, digits = 0): string => decimal(value, digits);

/** A rating out of 5, as the cards show it: '4,66'. */
export const frRating = (rating: number): string => frNumber(rating, 2);

/** A share of 1 as a percentage: 0.045 → '4,5 %', 0.05 → '5 %'. */
export const frPercent = (share: number, digits = 1): string =>
  `${decimal(share, digits, { keepZeros: false, shift: 2 })}${NBSP}%`;

/** Canadian dollars: '99 $' for whole dollars, '1 234,56 $' otherwise. */
export const frMoney = (amount: number): string => `${decimal(amount, Number.isInteger(amount) ? 0 : 2)}${NBSP}$`;

/** The months in order, as French names them (lowercase). */
export const FR_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

const parts = (iso: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // 2026-02-30 would roll over to March: a day that does not exist is no date.
  return date.toISOString().slice(0, 10) === iso ? date : null;
};

/** '25 novembre 2026'; '1er novembre 2026'; null for a text that is not a yyyy-mm-dd date. */
export function frDate(iso: string): string | null {
  const date = parts(iso);
  if (!date) return null;
  const day = date.getUTCDate();
  return `${day === 1 ? '1er' : day} ${FR_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** 'novembre 2026', as a card's check date reads. */
export function frMonth(iso: string): string | null {
  const date = parts(iso);
  return date ? `${FR_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : null;
}

/** A rank as French writes it: 1 → '1er', 2 → '2e'. */
export const frOrdinal = (rank: number): string => (rank === 1 ? '1er' : `${rank}e`);
