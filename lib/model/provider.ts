/** A provider as the widgets show it (SPEC section 3). */
export interface Provider {
  /** Unique identity within a list. */
  name: string;
  /** http(s) image URL, or null: the card then draws a monogram. */
  logo: string | null;
  /** Outbound link, always http(s). */
  url: string;
  /** Link to a review page, or null. */
  review: string | null;
  promo: string;
  promoCode: string | null;
  promoDetail: string;
  /** 0 to 5. */
  rating: number;
  /** Non-negative integer count. */
  userVotes: number;
  features: string[];
  startingPrice?: string;
  isWorthyPartner: boolean;
}

/**
 * A row as the backend returns it: snake_case columns plus display_order.
 * Typed loosely on purpose: rows are untrusted until `toProvider` has checked them.
 */
export interface ProviderRow {
  name: string;
  logo: string | null;
  url: string;
  review: string | null;
  promo: string | null;
  promo_code: string | null;
  promo_detail: string | null;
  rating: number;
  user_votes: number;
  features: string[];
  starting_price: string | null;
  is_worthy_partner: boolean;
  display_order: number;
}
