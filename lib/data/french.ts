/**
 * A list's words in Canadian French (CONTRACT section 13): built in as lib/data/fr/<key>.json
 * for the 24 Canada lists, or a backend row's `fr` column. Only French pages and widgets import
 * this module, so an English page or embed never loads a French word. The scores, ranks, prices
 * in numbers and links are the row's own; only words change, and a word the French lacks stays
 * English. Every French text is typeset here (lib/i18n/fr-CA/typography.ts), built in or not.
 */
import type { Provider, ScoringMethod } from '../model';
import type { LoadedList } from './loader';
import { typeset } from '../i18n/fr-CA/typography';
import { cappedText, cappedTextList } from './cappedText';
import { MAX_FEATURES, TEXT_CAPS } from './limits';
import { MAX_NOTES, NOTE_LENGTH } from './scoring';

/** A row's words in French; any of them may be missing. */
export interface FrenchWords {
  promo?: string;
  promoDetail?: string;
  startingPrice?: string;
  features?: readonly string[];
  pros?: readonly string[];
  cons?: readonly string[];
}

/** A built-in French file: the method's labels and rubrics, and each row's words by provider name. */
export interface FrenchList {
  list: string;
  criteria: Readonly<Record<string, { label: string; rubric: string }>>;
  rows: Readonly<Record<string, unknown>>;
}

const files = import.meta.glob<FrenchList>('./fr/*.json', { import: 'default' });

/** The built-in French words of a list; null for a list without them (every US list). */
export function loadBuiltinFrench(key: string): Promise<FrenchList | null> {
  const file = files[`./fr/${key}.json`];
  return file ? file() : Promise.resolve(null);
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
  return Object.keys(words).length ? words : null;
}

const typesetAll = (items: readonly string[]) => items.map(typeset);

/**
 * The provider in French: each word the French has, typeset; the English where it has none.
 * A list of words replaces the English list whole (a list half in each language reads badly).
 * An English promo with no French one stays, so an offer is never hidden by a missing word.
 */
export function inFrench(provider: Provider, words: FrenchWords | null | undefined): Provider {
  if (!words) return provider;
  return {
    ...provider,
    promo: words.promo && provider.promo ? typeset(words.promo) : provider.promo,
    promoDetail: words.promoDetail ? typeset(words.promoDetail) : provider.promoDetail,
    ...(provider.startingPrice
      ? { startingPrice: words.startingPrice ? typeset(words.startingPrice) : provider.startingPrice }
      : {}),
    features: words.features ? typesetAll(words.features) : provider.features,
    ...(provider.pros ? { pros: words.pros ? typesetAll(words.pros) : provider.pros } : {}),
    ...(provider.cons ? { cons: words.cons ? typesetAll(words.cons) : provider.cons } : {}),
  };
}

/** A built-in list's providers in French, matched by name. */
export function listInFrench(providers: readonly Provider[], french: FrenchList | null): Provider[] {
  if (!french) return [...providers];
  return providers.map((provider) =>
    inFrench(provider, Object.hasOwn(french.rows, provider.name) ? readFrenchWords(french.rows[provider.name]) : null),
  );
}

/** The scoring method with its labels and rubrics in French where the file has them. */
/**
 * A loaded list's providers in French: a backend's rows with their own `fr` words, built-in rows
 * with the list's French file (none for a list without one: English as loaded).
 */
export async function loadedListInFrench(key: string, list: LoadedList): Promise<Provider[]> {
  if (list.source === 'backend') return list.providers.map((provider) => inFrench(provider, readFrenchWords(provider.fr)));
  return listInFrench(list.providers, await loadBuiltinFrench(key));
}

export function methodInFrench(method: ScoringMethod, french: FrenchList | null): ScoringMethod {
  if (!french) return method;
  return {
    ...method,
    criteria: method.criteria.map((criterion) => {
      const words = french.criteria[criterion.id];
      return words ? { ...criterion, label: typeset(words.label), rubric: typeset(words.rubric) } : criterion;
    }),
  };
}
