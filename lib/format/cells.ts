/** What the card headline and the comparison table show when fields are missing (SPEC section 5). */
import type { Provider } from '../model';

export const DASH = '—';

type Offer = Pick<Provider, 'promo' | 'promoCode' | 'promoDetail' | 'startingPrice'>;

/** Promo cell: promoCode, else promo, else promoDetail, else a dash. */
export const promoCell = (p: Offer): string => p.promoCode || p.promo || p.promoDetail || DASH;

/** Starting price cell: a dash when missing. */
export const priceCell = (p: Offer): string => p.startingPrice || DASH;

/** Card headline: startingPrice, else promo, else promoDetail, else a stock line. */
export const cardHeadline = (p: Offer): string => p.startingPrice || p.promo || p.promoDetail || 'Exclusive Savings Available';

/** Home cards show only the first three features. */
export const HOME_FEATURE_COUNT = 3;
export const homeFeatures = (p: Pick<Provider, 'features'>): string[] => p.features.slice(0, HOME_FEATURE_COUNT);
