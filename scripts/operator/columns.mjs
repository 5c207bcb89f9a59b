/**
 * The columns of public.providers a built-in row carries (besides list_key), in the table's
 * order: what the data check accepts in a row of lib/data/builtin/<key>.json.
 * tests/db/schema.test.ts holds the table itself to them.
 */
const ROW_COLUMNS = [
  'name',
  'logo',
  'url',
  'review',
  'promo',
  'promo_code',
  'promo_detail',
  'rating',
  'user_votes',
  'features',
  'starting_price',
  'is_worthy_partner',
  'display_order',
  'scores',
  'pros',
  'cons',
  'verified_at',
];

/** A row's facts and reasons (CONTRACT section 15): columns added after `fr`, so they come last. */
const FACT_COLUMNS = ['facts', 'reasons'];

export const PROVIDER_COLUMNS = [...ROW_COLUMNS, ...FACT_COLUMNS];

/**
 * Every column seed.sql inserts and data:push compares: a row's own, then `fr`, its French words,
 * which live beside the list in lib/data/fr/<key>.json (scripts/operator/frenchWords.mjs).
 */
export const TABLE_COLUMNS = [...ROW_COLUMNS, 'fr', ...FACT_COLUMNS];
