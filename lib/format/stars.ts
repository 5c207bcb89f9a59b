/** Star rules of SPEC section 9: always five stars. */
export const STAR_COUNT = 5;

/**
 * Ranked cards and the table: star i (1-based) is full when the rating is at least i,
 * or within 0.1 below it. Compared in hundredths so 4.9 fills the fifth star despite float error.
 */
export function starFills(rating: number): boolean[] {
  const hundredths = Math.round(rating * 100);
  return Array.from({ length: STAR_COUNT }, (_, i) => hundredths >= (i + 1) * 100 - 10);
}

/** Home cards: floor(rating) stars are filled. */
export function homeStarFills(rating: number): boolean[] {
  const filled = Math.floor(rating);
  return Array.from({ length: STAR_COUNT }, (_, i) => i < filled);
}
