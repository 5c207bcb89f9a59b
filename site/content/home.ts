/** The words of the home page; the category cards come from homeCategories, the lists from lib. */

export interface HomeStat {
  value: string;
  label: string;
}

export interface HomeContent {
  metaTitle: string;
  /** Meta description, 110-155 characters, unique across the site. */
  description: string;
  hero: {
    eyebrow: string;
    /** The page's h1. */
    title: string;
    tagline: string;
    /** Goes to the health category ('Explore Reviews'). */
    primary: string;
    /** Scrolls to the top providers section ('See Top Picks'). */
    secondary: string;
    /** Facts about the site only: nothing that would need a source we do not publish. */
    stats: readonly HomeStat[];
  };
  categoriesTitle: string;
  categoriesIntro: string;
  /** Over the four provider sections. */
  picksTitle: string;
  picksIntro: string;
  /** The closing call: 'Browse All Reviews', 'View Top Picks'. */
  closing: { title: string; body: string; primary: string; secondary: string };
}

export const home = {
  metaTitle: 'Worthy — Honest Reviews of Health, Finance, Digital & Lifestyle Services',
  description:
    'Data-driven reviews and honest comparisons of health, finance, digital and lifestyle services, with transparent scores and prices kept current.',
  hero: {
    eyebrow: 'Independent reviews for the US & Canada',
    title: 'Discover what’s worth your time, money and health',
    tagline:
      'Data-driven reviews and honest comparisons of the services you rely on, from GLP-1 programs to VPNs, with every score explained.',
    primary: 'Explore Reviews',
    secondary: 'See Top Picks',
    stats: [
      { value: '49', label: 'ranked lists' },
      { value: '4', label: 'verticals' },
      { value: 'US & Canada', label: 'markets covered' },
    ],
  },
  categoriesTitle: 'Browse by category',
  categoriesIntro:
    'Four verticals, one scoring method. Pick a category to see every topic we rank, with prices, ratings and side-by-side comparisons.',
  picksTitle: 'Today’s top picks',
  picksIntro:
    'Three providers from each of four popular lists. The lists rotate daily, so tomorrow brings a different three; open a full list for the complete ranking.',
  closing: {
    title: 'Find what’s worth it',
    body: 'Every list is free to read, and every rating shows what went into it. Start with a category or jump back to today’s top picks.',
    primary: 'Browse All Reviews',
    secondary: 'View Top Picks',
  },
} as const satisfies HomeContent;
