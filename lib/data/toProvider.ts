/**
 * The one gate every row passes, from the backend or built in: rows are untrusted input.
 * Each bad field has one stated outcome (CONTRACT section 7; the caps are in limits.ts):
 *   name missing or blank          -> row dropped
 *   name over 80 characters        -> cut at a word, with '…'
 *   url not http(s)                -> row dropped
 *   url over 2048 characters       -> row dropped (counts as not http(s))
 *   rating not a finite number     -> row dropped
 *   rating outside 0-5             -> clamped to 0-5
 *   logo / review not http(s) or over 2048 characters -> null
 *   user_votes negative/non-integer-> 0
 *   features not a list            -> []
 *   non-string or blank features   -> removed
 *   more than 8 features           -> the first 8 kept, the rest not looked at
 *   a feature over 120 characters  -> cut at a word, with '…'
 *   promo / promo_detail not text  -> ''
 *   promo over 120, promo_detail over 240 characters -> cut at a word, with '…'
 *   promo_code / starting_price not text or blank -> null / absent
 *   promo_code over 40, starting_price over 60 characters -> cut at a word, with '…'
 *   same name twice in a list      -> the later row dropped
 *   scores, pros, cons, verified_at -> see scoring.ts
 * A dropped or repaired row gives one console warning naming the list and the row, listing
 * every repair. The caps per list (50 providers, 100 rows looked at) are in toProviders.ts.
 */
import type { Provider, ScoringMethod } from '../model';
import { cappedText, cappedTextList } from './cappedText';
import { MAX_FEATURES, MAX_URL_LENGTH, TEXT_CAPS } from './limits';
import { readScoredFields } from './scoring';

export type RowVerdict =
  /** `notes`: what is worth a warning but changes nothing, such as a rating that disagrees with its scores. */
  { provider: Provider; repairs: string[]; notes: string[] } | { provider: null; reason: string };

/** What keeps a value from being a link: null for an http(s) URL of at most MAX_URL_LENGTH characters. */
function linkProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'is not http(s)';
  // Checked first, so a huge string is never parsed.
  if (value.length > MAX_URL_LENGTH) return `is over ${MAX_URL_LENGTH} characters`;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? null : 'is not http(s)';
  } catch {
    return 'is not http(s)';
  }
}

export function isHttpUrl(value: unknown): value is string {
  return linkProblem(value) === null;
}

/** `method`: the list's scoring method, when known, to check the row's scores against. */
export function toProvider(row: unknown, method?: ScoringMethod | null): RowVerdict {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) {
    return { provider: null, reason: 'row is not an object' };
  }
  const r = row as Record<string, unknown>;
  const repairs: string[] = [];
  const notes: string[] = [];
  const name = cappedText(r.name, TEXT_CAPS.name, 'name', repairs);
  if (!name) return { provider: null, reason: 'name is missing or blank' };
  const urlProblem = linkProblem(r.url);
  if (urlProblem) return { provider: null, reason: `url ${urlProblem}` };
  if (typeof r.rating !== 'number' || !Number.isFinite(r.rating)) {
    return { provider: null, reason: 'rating is not a number' };
  }

  const rating = Math.min(5, Math.max(0, r.rating));
  if (rating !== r.rating) repairs.push(`rating ${r.rating} clamped to ${rating}`);

  const link = (field: 'logo' | 'review'): string | null => {
    const value = r[field];
    if (value === null || value === undefined || value === '') return null;
    const problem = linkProblem(value);
    if (!problem) return value as string;
    repairs.push(`${field} ${problem}, set to null`);
    return null;
  };

  let userVotes = r.user_votes;
  if (typeof userVotes !== 'number' || !Number.isInteger(userVotes) || userVotes < 0) {
    repairs.push('user_votes is not a non-negative integer, set to 0');
    userVotes = 0;
  }

  let features: string[] = [];
  if (Array.isArray(r.features)) {
    features = cappedTextList(r.features, { items: MAX_FEATURES, length: TEXT_CAPS.feature }, 'features', repairs);
  } else if (r.features !== null && r.features !== undefined) {
    repairs.push('features is not a list, set to []');
  }

  for (const field of ['promo', 'promo_detail'] as const) {
    if (r[field] !== null && r[field] !== undefined && typeof r[field] !== 'string') {
      repairs.push(`${field} is not text, set to ''`);
    }
  }

  const startingPrice = cappedText(r.starting_price, TEXT_CAPS.starting_price, 'starting_price', repairs);
  const provider: Provider = {
    name,
    logo: link('logo'),
    url: r.url as string,
    review: link('review'),
    promo: cappedText(r.promo, TEXT_CAPS.promo, 'promo', repairs),
    promoCode: cappedText(r.promo_code, TEXT_CAPS.promo_code, 'promo_code', repairs) || null,
    promoDetail: cappedText(r.promo_detail, TEXT_CAPS.promo_detail, 'promo_detail', repairs),
    rating,
    userVotes: userVotes as number,
    features,
    ...(startingPrice ? { startingPrice } : {}),
    isWorthyPartner: r.is_worthy_partner === true,
    ...readScoredFields(r, rating, method, repairs, notes),
    ...(r.fr !== undefined && r.fr !== null ? { fr: r.fr } : {}),
  };
  return { provider, repairs, notes };
}
