import type { Fact } from './facts';

/** A provider as the widgets show it (SPEC section 3). */
export interface Provider {
  /** Unique identity within a list: what compare, clicks and review links know it by. */
  name: string;
  /** The name a French page shows where the provider trades under a French one (Banque Scotia); `name` stays its identity. */
  displayName?: string;
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
  /** Criterion id -> score from 0 to 5 under the list's scoring method (CONTRACT section 9). */
  scores?: Readonly<Record<string, number>>;
  /** Short editorial pros and cons. */
  pros?: readonly string[];
  cons?: readonly string[];
  /** yyyy-mm-dd: when the row's price, rate and offer were last checked. */
  verifiedAt?: string;
  /** Fact id -> its value, source and check date, for the facts of the list's method (CONTRACT section 15). */
  facts?: Readonly<Record<string, Fact>>;
  /** Criterion id -> one sentence on why a judged criterion got its score. */
  reasons?: Readonly<Record<string, string>>;
  /**
   * A backend row's French words (its optional `fr` column, CONTRACT section 13), as the backend
   * sent them: read, capped and typeset only where French is shown (lib/data/french.ts).
   */
  fr?: unknown;
  /**
   * Set only on a reader's side, never from data: the provider as Find your fit re-rates it
   * (`rating` is then theirs), with the weights it used and our own rating, for "How we scored it".
   */
  reweighted?: { weights: Readonly<Record<string, number>>; ourRating: number };
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
  /** Optional columns (CONTRACT section 7); rows without them stay valid. */
  scores?: Record<string, number> | null;
  pros?: string[] | null;
  cons?: string[] | null;
  verified_at?: string | null;
  facts?: Record<string, unknown> | null;
  reasons?: Record<string, string> | null;
}

/** The name a reader sees: its French trade name on a French page that has one, its name otherwise. */
export const shownName = (provider: Provider): string => provider.displayName ?? provider.name;
