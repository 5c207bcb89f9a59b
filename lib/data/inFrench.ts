/**
 * A provider with its French words, typeset: a module of its own, with nothing but the typesetting,
 * so the embed's French file can carry it (lib/embed/french.ts).
 */
import type { Fact, Provider } from '../model';
import { FLAGSHIP_ORIGIN } from '../model/reviews';
import { typeset } from '../i18n/fr-CA/typography';
import type { FrenchWords } from './frenchWords';

const typesetAll = (items: readonly string[]) => items.map(typeset);

/** A flagship review of a Canada list's provider, whose French twin is at /fr + its path (CONTRACT section 13). */
const CANADA_REVIEW = new RegExp(`^(${FLAGSHIP_ORIGIN.replace(/\./g, '\\.')})(/[a-z]+/[a-z0-9-]+-canada/[a-z0-9-]+)$`);

/**
 * The provider in French: each word the French has, typeset, its French trade name and French site
 * where it has them, and its French review where the flagship has one; the English where it has none.
 * A list of words replaces the English list whole (a list half in each language reads badly).
 * An English promo with no French one stays, so an offer is never hidden by a missing word.
 */
export function inFrench(provider: Provider, words: FrenchWords | null | undefined): Provider {
  const review = provider.review && provider.review.replace(CANADA_REVIEW, '$1/fr$2');
  if (!words) return review === provider.review ? provider : { ...provider, review };
  return {
    ...provider,
    review,
    ...(words.displayName ? { displayName: typeset(words.displayName) } : {}),
    ...(words.url ? { url: words.url } : {}),
    promo: words.promo && provider.promo ? typeset(words.promo) : provider.promo,
    promoDetail: words.promoDetail ? typeset(words.promoDetail) : provider.promoDetail,
    ...(provider.startingPrice
      ? { startingPrice: words.startingPrice ? typeset(words.startingPrice) : provider.startingPrice }
      : {}),
    features: words.features ? typesetAll(words.features) : provider.features,
    ...(provider.pros ? { pros: words.pros ? typesetAll(words.pros) : provider.pros } : {}),
    ...(provider.cons ? { cons: words.cons ? typesetAll(words.cons) : provider.cons } : {}),
    ...(provider.facts && words.facts ? { facts: factsInFrench(provider.facts, words.facts) } : {}),
    ...(provider.reasons && words.reasons ? { reasons: reasonsInFrench(provider.reasons, words.reasons) } : {}),
  };
}

/** A text or list fact takes its French words where they are of its kind; figures, sources and dates stay. */
function factsInFrench(facts: NonNullable<Provider['facts']>, words: NonNullable<FrenchWords['facts']>): Provider['facts'] {
  const french: Record<string, Fact> = {};
  for (const [id, fact] of Object.entries(facts)) {
    const word = words[id];
    const fits = typeof fact.value === 'string' ? typeof word === 'string' : Array.isArray(fact.value) && Array.isArray(word);
    french[id] = fits
      ? { ...fact, value: typeof word === 'string' ? typeset(word) : typesetAll(word as readonly string[]) }
      : fact;
  }
  return french;
}

function reasonsInFrench(
  reasons: NonNullable<Provider['reasons']>,
  words: NonNullable<FrenchWords['reasons']>,
): Provider['reasons'] {
  return Object.fromEntries(Object.entries(reasons).map(([id, reason]) => [id, words[id] ? typeset(words[id]) : reason]));
}
