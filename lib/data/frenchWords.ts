/**
 * A backend row's French words (its optional `fr` column, CONTRACT section 13), read as the rest of
 * the row is: untrusted, held to the caps of the English fields. A module of its own, so the embed's
 * backend reader checks them without any French typesetting (lib/embed/backendLoader.ts).
 */
import { cappedText, cappedTextList } from './cappedText';
import { MAX_FEATURES, TEXT_CAPS } from './limits';
import { MAX_NOTES, NOTE_LENGTH } from './scoring';
import { FACT_LIST_CAPS, FACT_TEXT_LENGTH, REASON_LENGTH, isSourceUrl } from './facts';

/** A row's words in French; any of them may be missing. */
export interface FrenchWords {
  /** The name it trades under in French (Banque Scotia), where it has one. */
  displayName?: string;
  /** Its French site, where it has one (https). */
  url?: string;
  promo?: string;
  promoDetail?: string;
  startingPrice?: string;
  features?: readonly string[];
  pros?: readonly string[];
  cons?: readonly string[];
  /** Fact id -> the French of a `text` or `list` fact's value (figures need no words). */
  facts?: Readonly<Record<string, string | readonly string[]>>;
  /** Criterion id -> the French of a judged criterion's reason. */
  reasons?: Readonly<Record<string, string>>;
}

/**
 * A row's French words from untrusted input (a backend's `fr` column), held to the caps of the
 * English fields: anything that is not text is left out, so the English shows instead.
 */
export function readFrenchWords(value: unknown): FrenchWords | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const row = value as Record<string, unknown>;
  const ignored: string[] = [];
  const words: FrenchWords = {};
  const text = (field: string, cap: number) => cappedText(row[field], cap, field, ignored) || undefined;
  const list = (field: string, items: number, length: number) =>
    Array.isArray(row[field]) ? cappedTextList(row[field] as unknown[], { items, length }, field, ignored) : [];
  const displayName = text('display_name', TEXT_CAPS.name);
  if (displayName) words.displayName = displayName;
  if (isSourceUrl(row.url)) words.url = row.url;
  const promo = text('promo', TEXT_CAPS.promo);
  const promoDetail = text('promo_detail', TEXT_CAPS.promo_detail);
  const startingPrice = text('starting_price', TEXT_CAPS.starting_price);
  if (promo) words.promo = promo;
  if (promoDetail) words.promoDetail = promoDetail;
  if (startingPrice) words.startingPrice = startingPrice;
  const features = list('features', MAX_FEATURES, TEXT_CAPS.feature);
  const pros = list('pros', MAX_NOTES, NOTE_LENGTH);
  const cons = list('cons', MAX_NOTES, NOTE_LENGTH);
  if (features.length) words.features = features;
  if (pros.length) words.pros = pros;
  if (cons.length) words.cons = cons;
  const facts = wordsById(row.facts, (value, id) =>
    Array.isArray(value) ? cappedTextList(value, FACT_LIST_CAPS, id, ignored) : cappedText(value, FACT_TEXT_LENGTH, id, ignored),
  );
  const reasons = wordsById(row.reasons, (value, id) => cappedText(value, REASON_LENGTH, id, ignored));
  if (facts) words.facts = facts;
  if (reasons) words.reasons = reasons;
  return Object.keys(words).length ? words : null;
}

/** An object of words by id, each read by `read`; empty words left out, null when none is left. */
function wordsById<T extends string | readonly string[]>(
  value: unknown,
  read: (value: unknown, id: string) => T,
): Record<string, T> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const words: Record<string, T> = {};
  // At most 12 facts or 6 criteria per list: more entries are not looked at.
  for (const [id, word] of Object.entries(value).slice(0, 12)) {
    const kept = read(word, id);
    if (kept.length) words[id] = kept;
  }
  return Object.keys(words).length ? words : null;
}
