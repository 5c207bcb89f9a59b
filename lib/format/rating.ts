/** Ranked cards: two decimals ('4.91'). */
export const formatRating = (rating: number): string => rating.toFixed(2);

/** Comparison table: two decimals out of five ('4.91 / 5'). */
export const formatTableRating = (rating: number): string => `${rating.toFixed(2)} / 5`;

/** Home cards: one decimal ('4.9'). */
export const formatHomeRating = (rating: number): string => rating.toFixed(1);

/** '81450' → '81,450', without Intl.NumberFormat and its locale data load at start-up. */
export const formatCount = (count: number): string => String(Math.round(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A figure as English writes it, '1,234.5', with `decimals` digits after the point, or up to
 * `decimals` with trailing zeros dropped when `exact` is false; without Intl.NumberFormat, whose
 * first use costs a phone tens of milliseconds to load locale data.
 */
export function formatFigure(amount: number, decimals: number, exact = true): string {
  const fixed = Math.abs(amount).toFixed(decimals);
  const [whole = '0', fraction = ''] = fixed.split('.');
  const kept = exact ? fraction : fraction.replace(/0+$/, '');
  const sign = amount < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${kept ? `.${kept}` : ''}`;
}

/** '81,450 verified reviews'. */
export const formatVotes = (votes: number): string => `${formatCount(votes)} verified reviews`;
