/** A card on a category hub that links to one topic page (SPEC section 3). */
export interface TopicCard {
  /** A short emoji or symbol shown as the card's icon. */
  icon: string;
  title: string;
  description: string;
  badge?: string;
  /** Exactly four niche labels. */
  niches: readonly [string, string, string, string];
  /** Path of the topic page the card opens. */
  href: string;
}

/** A category card on the home page. */
export interface CategoryCard {
  title: string;
  description: string;
  niches: readonly string[];
  badge?: string;
  href: string;
}

export interface SupplementStack {
  name: string;
  description: string;
  products: ReadonlyArray<{ name: string; url: string }>;
}
