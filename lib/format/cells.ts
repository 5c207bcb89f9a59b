/**
 * What the card headline shows when fields are missing (SPEC section 5); the comparison table's
 * cells are ./compareCells.ts, apart, so a page nobody compares on never loads them.
 */
import type { Provider } from '../model';

/** The fields a card's headline and the comparison table's offer cells read. */
export type Offer = Pick<Provider, 'promo' | 'promoCode' | 'promoDetail' | 'startingPrice'>;

/** What a card's headline says when its provider has no price or offer. */
export const STOCK_HEADLINE = 'Exclusive Savings Available';

/** Card headline: startingPrice, else promo, else promoDetail, else a stock line (in the card's language). */
export const cardHeadline = (p: Offer, stock: string = STOCK_HEADLINE): string =>
  p.startingPrice || p.promo || p.promoDetail || stock;

/** Home cards show only the first three features. */
export const HOME_FEATURE_COUNT = 3;
export const homeFeatures = (p: Pick<Provider, 'features'>): string[] => p.features.slice(0, HOME_FEATURE_COUNT);
