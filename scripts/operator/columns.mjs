/**
 * The columns of public.providers a list row carries (besides list_key), in the table's order:
 * what seed.sql inserts, what the data check accepts in a row and what data:push compares.
 * tests/db/schema.test.ts holds the table itself to them.
 */
export const PROVIDER_COLUMNS = [
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
