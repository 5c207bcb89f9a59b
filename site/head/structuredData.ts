/** schema.org objects for JSON-LD, built from what the page shows (never from what it hides). */
import { shownName, type Offering, type Provider } from '../../lib/model';
import type { FaqItem } from '../content/types';
import { SITE_NAME, SITE_URL } from '../config';

/** JSON-LD inside <script>: '<' escaped so no text in it can end the element. */
export const jsonLdText = (data: object): string => JSON.stringify(data).replace(/</g, '\\u003c');

const publisher = () => ({ '@type': 'Organization', name: SITE_NAME, url: `${SITE_URL}/` });

export const ORGANIZATION_DESCRIPTION =
  'Data-driven reviews and honest comparisons of health, finance, digital and lifestyle services.';

/** `description`: ORGANIZATION_DESCRIPTION in the page's language. */
export const organization = (description = ORGANIZATION_DESCRIPTION) => ({
  '@context': 'https://schema.org',
  ...publisher(),
  logo: `${SITE_URL}/favicon.svg`,
  description,
});

/** `home`: the home page's path, '/' or '/fr', whose hubs the search runs on. */
export const webSite = (home = '/') => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: SITE_NAME,
  url: `${SITE_URL}/`,
  potentialAction: {
    '@type': 'SearchAction',
    target: `${SITE_URL}${home === '/' ? '' : home}/categories/health?q={search_term_string}`,
    'query-input': 'required name=search_term_string',
  },
});

/** Home first (`home`: its name and path, in the page's language), then each [name, path]. */
export const breadcrumbs = (
  trail: ReadonlyArray<[name: string, path: string]>,
  home: readonly [string, string] = ['Home', '/'],
) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [home, ...trail].map(([name, path], i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name,
    item: `${SITE_URL}${path}`,
  })),
});

/** schema.org's type for a list's providers (CONTRACT section 9). */
const ITEM_TYPES: Record<Offering, string> = {
  software: 'SoftwareApplication',
  brand: 'Brand',
  financial: 'FinancialProduct',
  prescription: 'Service',
  service: 'Service',
};

/**
 * Only software carries our editorial review: Google's review snippets cover no brand, financial
 * account, drug program or other service, and a review of one is an error under its rules.
 */
const reviewable = (offering: Offering): boolean => offering === 'software';

/** A provider as schema.org names it: its type, name and site; our review of it where its type takes one. */
export function providerItem(provider: Provider, offering: Offering) {
  return {
    '@type': ITEM_TYPES[offering],
    name: shownName(provider),
    url: provider.url,
    ...(provider.features.length ? { description: provider.features.join('. ') } : {}),
    ...(reviewable(offering) && provider.verifiedAt
      ? {
          review: {
            '@type': 'Review',
            author: publisher(),
            datePublished: provider.verifiedAt,
            reviewRating: { '@type': 'Rating', ratingValue: Number(provider.rating.toFixed(2)), bestRating: 5, worstRating: 0 },
            ...notes('positiveNotes', provider.pros),
            ...notes('negativeNotes', provider.cons),
          },
        }
      : {}),
  };
}

/**
 * The ranked list as an ItemList, each provider typed as what it is. No AggregateRating: the vote
 * counts are not reviews collected on this site.
 */
export const rankedItemList = (name: string, path: string, providers: readonly Provider[], offering: Offering) => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name,
  url: `${SITE_URL}${path}`,
  itemListOrder: 'https://schema.org/ItemListOrderDescending',
  numberOfItems: providers.length,
  itemListElement: providers.map((provider, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: providerItem(provider, offering),
  })),
});

/**
 * A review page: a WebPage by Worthy about the provider, dated by the row's check (never the build).
 * No Review or AggregateRating of it here (CONTRACT section 11).
 */
export const reviewPage = (page: {
  /** The page's h1, in its language. */
  name: string;
  path: string;
  description: string;
  verifiedAt: string;
  provider: Provider;
  offering: Offering;
  inLanguage: string;
}) => ({
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  name: page.name,
  url: `${SITE_URL}${page.path}`,
  description: page.description,
  inLanguage: page.inLanguage,
  datePublished: page.verifiedAt,
  dateModified: page.verifiedAt,
  author: publisher(),
  publisher: publisher(),
  about: { '@type': ITEM_TYPES[page.offering], name: shownName(page.provider), url: page.provider.url },
});

/** Google's pros-and-cons markup: an ItemList of the notes, in the order the card shows them. */
const notes = (property: 'positiveNotes' | 'negativeNotes', items: readonly string[] | undefined) =>
  items?.length
    ? {
        [property]: {
          '@type': 'ItemList',
          itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item })),
        },
      }
    : {};

/** A page in a language other than English, as its visible words say it: its name, address and language. */
export const webPageIn = (page: { name: string; description: string; path: string; inLanguage: string }) => ({
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  name: page.name,
  description: page.description,
  url: `${SITE_URL}${page.path}`,
  inLanguage: page.inLanguage,
  isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: `${SITE_URL}/` },
});

export const faqPage = (items: readonly FaqItem[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});
