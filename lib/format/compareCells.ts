/** What the comparison table shows when fields are missing (SPEC section 5). */
import type { Offer } from './cells';

export const DASH = '—';

/** Promo cell: promoCode, else promo, else promoDetail, else a dash. */
export const promoCell = (p: Offer): string => p.promoCode || p.promo || p.promoDetail || DASH;

/** Starting price cell: a dash when missing. */
export const priceCell = (p: Offer): string => p.startingPrice || DASH;
