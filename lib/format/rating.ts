/** Ranked cards: two decimals ('4.91'). */
export const formatRating = (rating: number): string => rating.toFixed(2);

/** Comparison table: two decimals out of five ('4.91 / 5'). */
export const formatTableRating = (rating: number): string => `${rating.toFixed(2)} / 5`;

/** Home cards: one decimal ('4.9'). */
export const formatHomeRating = (rating: number): string => rating.toFixed(1);

/** '81450' → '81,450', without Intl.NumberFormat and its locale data load at start-up. */
export const formatCount = (count: number): string => String(Math.round(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '81,450 verified reviews'. */
export const formatVotes = (votes: number): string => `${formatCount(votes)} verified reviews`;
