/**
 * The one gate every row passes, from the backend or built in: rows are untrusted input.
 * Each bad field has one stated outcome (CONTRACT section 7):
 *   name missing or blank          -> row dropped
 *   url not http(s)                -> row dropped
 *   rating not a finite number     -> row dropped
 *   rating outside 0-5             -> clamped to 0-5
 *   logo / review not http(s)      -> null
 *   user_votes negative/non-integer-> 0
 *   features not a list            -> []
 *   non-string or blank features   -> removed
 *   promo / promo_detail not text  -> ''
 *   promo_code / starting_price not text or blank -> null / absent
 *   same name twice in a list      -> the later row dropped
 * A dropped or repaired row gives one console warning naming the list and the row.
 */
import type { Provider } from '../model';

export type RowVerdict =
  | { provider: Provider; repairs: string[] }
  | { provider: null; reason: string };

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | null => text(value) || null;

export function toProvider(row: unknown): RowVerdict {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) {
    return { provider: null, reason: 'row is not an object' };
  }
  const r = row as Record<string, unknown>;
  const name = text(r.name);
  if (!name) return { provider: null, reason: 'name is missing or blank' };
  if (!isHttpUrl(r.url)) return { provider: null, reason: 'url is not http(s)' };
  if (typeof r.rating !== 'number' || !Number.isFinite(r.rating)) {
    return { provider: null, reason: 'rating is not a number' };
  }

  const repairs: string[] = [];
  const rating = Math.min(5, Math.max(0, r.rating));
  if (rating !== r.rating) repairs.push(`rating ${r.rating} clamped to ${rating}`);

  const link = (field: 'logo' | 'review'): string | null => {
    const value = r[field];
    if (value === null || value === undefined || value === '') return null;
    if (isHttpUrl(value)) return value;
    repairs.push(`${field} is not http(s), set to null`);
    return null;
  };

  let userVotes = r.user_votes;
  if (typeof userVotes !== 'number' || !Number.isInteger(userVotes) || userVotes < 0) {
    repairs.push('user_votes is not a non-negative integer, set to 0');
    userVotes = 0;
  }

  let features: string[] = [];
  if (Array.isArray(r.features)) {
    features = r.features.filter((f): f is string => typeof f === 'string' && f.trim() !== '').map((f) => f.trim());
    if (features.length !== r.features.length) repairs.push('non-text features removed');
  } else if (r.features !== null && r.features !== undefined) {
    repairs.push('features is not a list, set to []');
  }

  for (const field of ['promo', 'promo_detail'] as const) {
    if (r[field] !== null && r[field] !== undefined && typeof r[field] !== 'string') {
      repairs.push(`${field} is not text, set to ''`);
    }
  }

  const startingPrice = optionalText(r.starting_price);
  const provider: Provider = {
    name,
    logo: link('logo'),
    url: r.url,
    review: link('review'),
    promo: text(r.promo),
    promoCode: optionalText(r.promo_code),
    promoDetail: text(r.promo_detail),
    rating,
    userVotes: userVotes as number,
    features,
    ...(startingPrice ? { startingPrice } : {}),
    isWorthyPartner: r.is_worthy_partner === true,
  };
  return { provider, repairs };
}
