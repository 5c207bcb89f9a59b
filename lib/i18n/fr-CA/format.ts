/**
 * Numbers, money, percentages and dates in Canadian French. Intl does the OQLF's work (decimal
 * comma, non-breaking spaces, '99 $', lowercase months); one rule it lacks is written here: the
 * first day of a month is '1er' ('1er novembre 2026').
 */
const LOCALE = 'fr-CA';

/**
 * Each formatter made once per page, by what it is for: a French page formats a figure, a price and
 * a date on every card, and making a formatter (it loads the locale's data) costs far more than
 * using one.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function made<T extends Intl.NumberFormat | Intl.DateTimeFormat>(purpose: string, make: () => T): T {
  let format = formatters.get(purpose) as T | undefined;
  if (!format) {
    format = make();
    formatters.set(purpose, format);
  }
  return format;
}

/** '4,66' for two digits, '39 870' for none. */
export const frNumber = (value: number, digits = 0): string =>
  made(
    `number ${digits}`,
    () => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(value);

/** A rating out of 5, as the cards show it: '4,66'. */
export const frRating = (rating: number): string => frNumber(rating, 2);

/** A share of 1 as a percentage: 0.045 → '4,5 %'. */
export const frPercent = (share: number, digits = 1): string =>
  made(`percent ${digits}`, () => new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: digits })).format(
    share,
  );

/** Canadian dollars: '99 $' for whole dollars, '1 234,56 $' otherwise. */
export function frMoney(amount: number): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return made(
    `money ${cents}`,
    () =>
      new Intl.NumberFormat(LOCALE, {
        style: 'currency',
        currency: 'CAD',
        minimumFractionDigits: cents,
        maximumFractionDigits: 2,
      }),
  ).format(amount);
}

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
  const text = made(
    'date',
    () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(date);
  return date.getUTCDate() === 1 ? text.replace(/^1(?=\s)/, '1er') : text;
}

/** 'novembre 2026', as a card's check date reads. */
export function frMonth(iso: string): string | null {
  const date = parts(iso);
  return date
    ? made('month', () => new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' })).format(date)
    : null;
}

/** A rank as French writes it: 1 → '1er', 2 → '2e'. */
export const frOrdinal = (rank: number): string => (rank === 1 ? '1er' : `${rank}e`);
