/** Ranked cards: two decimals ('4.91'). */
export const formatRating = (rating: number): string => rating.toFixed(2);

/** Comparison table: two decimals out of five ('4.91 / 5'). */
export const formatTableRating = (rating: number): string => `${rating.toFixed(2)} / 5`;

/** Home cards: one decimal ('4.9'). */
export const formatHomeRating = (rating: number): string => rating.toFixed(1);

const usNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '81,450 verified reviews'. */
export const formatVotes = (votes: number): string => `${usNumber.format(votes)} verified reviews`;
