/** Ranked cards: two decimals ('4.91'). */
export const formatRating = (rating: number): string => rating.toFixed(2);

/** Comparison table: two decimals out of five ('4.91 / 5'). */
export const formatTableRating = (rating: number): string => `${rating.toFixed(2)} / 5`;

/** Home cards: one decimal ('4.9'). */
export const formatHomeRating = (rating: number): string => rating.toFixed(1);

/** Commas between thousands: '81450' → '81,450'. */
const thousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '81450' → '81,450', without Intl.NumberFormat and its locale data load at start-up. */
export const formatCount = (count: number): string => thousands(String(Math.round(count)));

/**
 * A figure as English writes it, '1,234.5', with `decimals` (at most 2) digits after the point, or
 * up to `decimals` with trailing zeros dropped when `exact` is false; without Intl.NumberFormat,
 * whose first use costs a phone tens of milliseconds to load locale data.
 */
export const formatFigure = (amount: number, decimals: number, exact = true): string =>
  // Number() drops the zeros toFixed leaves: '12.50' → 12.5.
  thousands(exact ? amount.toFixed(decimals) : String(Number(amount.toFixed(decimals))));

/** '81,450 verified reviews'. */
export const formatVotes = (votes: number): string => `${formatCount(votes)} verified reviews`;
