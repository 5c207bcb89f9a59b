/** What the card headline and the comparison table show when fields are missing (SPEC section 5). */
import type { Provider } from '../model';

export const DASH = '—';

type Offer = Pick<Provider, 'promo' | 'promoCode' | 'promoDetail' | 'startingPrice'>;

/** Promo cell: promoCode, else promo, else promoDetail, else a dash. */
export const promoCell = (p: Offer): string => p.promoCode || p.promo || p.promoDetail || DASH;

/** Starting price cell: a dash when missing. */
export const priceCell = (p: Offer): string => p.startingPrice || DASH;

/** What a card's headline says when its provider has no price or offer. */
export const STOCK_HEADLINE = 'Exclusive Savings Available';

/** Card headline: startingPrice, else promo, else promoDetail, else a stock line (in the card's language). */
export const cardHeadline = (p: Offer, stock: string = STOCK_HEADLINE): string =>
  p.startingPrice || p.promo || p.promoDetail || stock;

/** Home cards show only the first three features. */
export const HOME_FEATURE_COUNT = 3;
export const homeFeatures = (p: Pick<Provider, 'features'>): string[] => p.features.slice(0, HOME_FEATURE_COUNT);
