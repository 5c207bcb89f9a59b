/**
 * How much of a backend answer is used: a backend that sends too much, or too long a text,
 * cannot freeze a page. Built-in lists stay far inside every cap (tests/unit/builtin.test.ts).
 */

/**
 * Rows asked for with `limit=` (CONTRACT section 7 allows 100 or more). A backend list may hold
 * MAX_PROVIDERS; the other 100 rows leave room for rows the validator drops. A backend that
 * ignores the limit gets only its first READ_LIMIT rows looked at all.
 */
export const READ_LIMIT = 400;

/**
 * Providers kept per list (CONTRACT section 16: a backend list may hold 300). A long list shows a
 * page of cards at a time (lib/widgets/RankedList/PagedList.tsx); click counts record ranks 1-50.
 */
export const MAX_PROVIDERS = 300;

/**
 * The longest text kept per field, in characters; longer text is cut at a word with '…'.
 * About twice the longest built-in value (name 41, promo 64, promo_detail 88, starting_price 29,
 * feature 70 characters), so real data is never cut and a hostile row cannot fill a screen.
 */
export const TEXT_CAPS = {
  name: 80,
  promo: 120,
  promo_detail: 240,
  promo_code: 40,
  starting_price: 60,
  feature: 120,
} as const;

/** Features kept per row (built-in rows have 3 to 6; a card shows a short list). */
export const MAX_FEATURES = 8;

/** Longer URLs count as not http(s): browsers and servers commonly stop at about 2 KB. */
export const MAX_URL_LENGTH = 2048;
