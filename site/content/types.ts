/**
 * The words of the site as data. A topic page is one `TopicWords` record in its topic's file
 * (site/content/topics/), joined with the registry into a `TopicContent`: the one TopicPage
 * component renders all 49 of them. A Canada page writes all its words out; what it shares with
 * its US page word for word is a named constant in their file.
 */
import type { ListKey, Market, SupplementStack, TopPickRule, Vertical } from '../../lib/model';

export type { Market, Vertical } from '../../lib/model';

/** A titled card with a short body: checklist items, tips, how-to-choose, routine steps. */
export interface InfoCard {
  title: string;
  body: string;
}

export interface FaqItem {
  question: string;
  /** Plain text; may hold several sentences. */
  answer: string;
}

/** A supplement brand card of the NAD+ page (SPEC: Top Rated $45-60, Best Value $35-50, Premium $60-70). */
export interface BrandCard {
  label: 'Top Rated' | 'Best Value' | 'Premium';
  brand: string;
  product: string;
  /** Monthly price range, such as '$45-60'. */
  priceRange: string;
  url: string;
  summary: string;
}

/** The parts a topic page may hold beyond its list and compare panel, in page order. */
export type TopicSection =
  /** Paragraphs under a heading: an introduction or an explainer. */
  | { kind: 'prose'; title: string; paragraphs: readonly string[] }
  /** Three or four titled cards: a checklist, tips, how-to-choose, a routine blueprint. */
  | { kind: 'cards'; title: string; intro?: string; cards: readonly InfoCard[] }
  /** A plain checklist of short lines (the supplements shopping checklist). */
  | { kind: 'checklist'; title: string; intro?: string; items: readonly string[] }
  | { kind: 'faq'; title: string; items: readonly FaqItem[] }
  | { kind: 'stacks'; title: string; intro?: string; stacks: readonly SupplementStack[] }
  | { kind: 'brands'; title: string; intro?: string; brands: readonly BrandCard[] };

export interface CompareWords {
  /** Such as 'Compare Programs' or 'Compare VPN Services'. */
  title: string;
  /** Such as 'Select up to three VPN services to compare price, promo, rating and features.' */
  description: string;
  /** GLP-1 and NAD+ only: shown when exactly one provider is chosen. */
  oneProviderPrompt?: { title: string; hint: string };
}

/**
 * What a topic content file writes: the list the page ranks and the page's own words. Where the
 * page lives, its market, vertical, twin, top-pick rule and list title come from the registry
 * (lib/model/lists.ts) and are never restated here.
 */
export interface TopicWords {
  listKey: ListKey;
  /** The page's h1. */
  title: string;
  /** The <title> and og:title; the h1 when absent. */
  metaTitle?: string;
  /** Meta description: one or two sentences, at most about 155 characters. */
  description: string;
  tagline: string;
  /**
   * SPEC section 9's refresh note for the pages that have one ('Policy data refreshed weekly.').
   * The hero adds what the data's own dates show (site/pages/topic/trustLine.ts); pages without a
   * note say only that.
   */
  trustNote?: string;
  compare: CompareWords;
  /** Sections shown between the hero and the ranked list (for example the NAD+ introduction). */
  lead?: readonly TopicSection[];
  /** Sections shown after the compare panel, in order. */
  sections: readonly TopicSection[];
}

/** A topic page as the site renders it: its words plus what the registry says of its list (site/content/topicPage.ts). */
export interface TopicContent extends TopicWords {
  path: string;
  vertical: Vertical;
  market: Market;
  /** The hero's category badge, such as 'Health & Wellness' or 'Finance & Wealth'. */
  badge: string;
  /** The ranked list's title, such as 'Top VPN Services'. */
  listTitle: string;
  topPick: TopPickRule;
  /** The other market's version of this page, when there is one. */
  twin?: string;
  /** A French page (CONTRACT section 13); `english` is then its English page. */
  lang?: 'fr-CA';
  english?: string;
  /** An English Canada page's French twin. */
  french?: string;
  /** What the list's method scores, when not the registry's English ('Programmes GLP-1 au Canada'). */
  scoredTopic?: string;
}
