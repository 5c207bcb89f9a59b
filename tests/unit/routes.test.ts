/** The route table (CONTRACT section 4, SPEC section 2) and its agreement with the topic content. */
import { describe, expect, it } from 'vitest';
import { searchHref } from '../../site/search/searchHref';
import { LIST_KEYS, isCanadaListKey, isListKey } from '../../lib/model';
import { allTopicPages } from '../../site/content/allTopics';
import { ROUTES, TOPIC_ROUTES, US_TOPIC_PATHS, VERTICAL_NAMES, hubPath, langOfPath, matchRoute, pathIn } from '../../site/routes';

/** SPEC section 2, literally. */
const SPEC_TOPICS: Record<string, string[]> = {
  health: ['glp1-programs', 'nad-therapy', 'telehealth-services', 'supplements', 'sleep-optimization', 'fitness-programs'],
  finance: ['credit-cards', 'savings-accounts', 'investment-platforms', 'mortgages-loans', 'insurance', 'tax-accounting'],
  digital: ['vpn-services', 'web-hosting', 'ai-saas-tools', 'cybersecurity', 'cloud-storage', 'developer-tools', 'form-builders'],
  lifestyle: [
    'travel-booking',
    'home-services',
    'online-education',
    'dating-relationships',
    'food-beverage',
    'subscription-boxes',
  ],
};
const US_PATHS = Object.entries(SPEC_TOPICS).flatMap(([vertical, slugs]) => slugs.map((slug) => `/${vertical}/${slug}`));
const CANADA_PATHS = US_PATHS.filter((p) => p !== '/digital/form-builders').map((p) => `${p}-canada`);
const CONTRACT_PATHS = [
  '/',
  '/about',
  '/privacy',
  '/cookies',
  '/contact',
  '/categories/health',
  '/categories/finance',
  '/categories/digital',
  '/categories/lifestyle',
  ...US_PATHS,
  ...CANADA_PATHS,
];

/** The English pages; the French twins are checked apart (below). */
const paths = ROUTES.filter((r) => !('lang' in r && r.lang)).map((r) => r.path);

describe('the French pages (CONTRACT section 13)', () => {
  it('are /fr + each Canada topic path, French, each naming its English page, which names it back', () => {
    const french = ROUTES.filter((r) => r.kind === 'topic' && r.lang);
    expect(french.map((r) => r.path).sort()).toEqual(CANADA_PATHS.map((path) => `/fr${path}`).sort());
    for (const route of french) {
      if (route.kind !== 'topic') continue;
      expect(route.lang).toBe('fr-CA');
      const english = matchRoute(route.english!);
      expect(english?.kind === 'topic' && english.french, route.path).toBe(route.path);
      expect(matchRoute(route.path)).toBe(route);
      expect(matchRoute(`${route.path}/`)).toBe(route);
    }
  });

  it('has the four static pages in French, each naming its English page, which names it back', () => {
    for (const page of ['/about', '/privacy', '/cookies', '/contact'] as const) {
      const french = matchRoute(`/fr${page}`);
      expect(french).toMatchObject({ kind: 'static', page, lang: 'fr-CA', english: page });
      expect(matchRoute(page)).toMatchObject({ kind: 'static', page, french: `/fr${page}` });
    }
  });

  it('leads a French page to French twins where there are some', () => {
    expect(pathIn('fr-CA', '/about#how-we-review')).toBe('/fr/about#how-we-review');
    expect(pathIn('fr-CA', '/privacy')).toBe('/fr/privacy');
    expect(pathIn('fr-CA', '/health/glp1-programs-canada')).toBe('/fr/health/glp1-programs-canada');
    expect(pathIn('fr-CA', '/health/glp1-programs')).toBe('/health/glp1-programs');
    expect(pathIn('fr-CA', '/partners')).toBe('/partners');
    expect(pathIn(undefined, '/about')).toBe('/about');
  });

  it('knows the language of a path', () => {
    expect(langOfPath('/fr')).toBe('fr-CA');
    expect(langOfPath('/fr/health/glp1-programs-canada')).toBe('fr-CA');
    expect(langOfPath('/fr/digital/vpn-services-canada/surfshark')).toBe('fr-CA');
    expect(langOfPath('/france')).toBeUndefined();
    expect(langOfPath('/health/glp1-programs-canada')).toBeUndefined();
    expect(matchRoute('/fr/health/glp1-programs')).toBeNull();
  });

  it('matches a review under a French topic page as its French review, naming its English page, which names it back', () => {
    expect(matchRoute('/fr/digital/vpn-services-canada/surfshark')).toEqual({
      kind: 'review',
      path: '/fr/digital/vpn-services-canada/surfshark',
      vertical: 'digital',
      market: 'ca',
      listKey: 'vpn_providers_canada',
      slug: 'surfshark',
      topicPath: '/fr/digital/vpn-services-canada',
      lang: 'fr-CA',
      english: '/digital/vpn-services-canada/surfshark',
    });
    expect(matchRoute('/digital/vpn-services-canada/surfshark')).toMatchObject({
      french: '/fr/digital/vpn-services-canada/surfshark',
    });
    const us = matchRoute('/digital/vpn-services/surfshark');
    expect(us).toMatchObject({ kind: 'review', market: 'us' });
    expect((us as { french?: string }).french).toBeUndefined();
    // A US list has no French page, so neither do its reviews.
    expect(matchRoute('/fr/digital/vpn-services/surfshark')).toBeNull();
    expect(matchRoute('/fr/digital/vpn-services-canada/Not_A_Slug')).toBeNull();
  });
});

describe('ROUTES', () => {
  it('has exactly the paths of CONTRACT section 4 and /partners, each once', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...CONTRACT_PATHS, '/partners'].sort());
  });

  it('gives each path the right kind', () => {
    expect(matchRoute('/')).toEqual({ kind: 'home', path: '/', french: '/fr' });
    expect(matchRoute('/fr')).toEqual({ kind: 'home', path: '/fr', lang: 'fr-CA', english: '/' });
    for (const p of ['/about', '/privacy', '/cookies', '/contact']) expect(matchRoute(p)?.kind).toBe('static');
    for (const vertical of ['health', 'finance', 'digital', 'lifestyle'] as const) {
      const french = `/fr${hubPath(vertical)}`;
      expect(matchRoute(`/categories/${vertical}`)).toEqual({ kind: 'hub', path: hubPath(vertical), vertical, french });
      expect(matchRoute(french)).toEqual({ kind: 'hub', path: french, vertical, lang: 'fr-CA', english: hubPath(vertical) });
    }
    expect(matchRoute('/partners')?.kind).toBe('partners');
    expect(TOPIC_ROUTES.map((r) => r.path).sort()).toEqual([...US_PATHS, ...CANADA_PATHS].sort());
  });

  it('has a Canada twin for every US topic but form-builders, each pointing back at its US page and the US page at it', () => {
    const canada = TOPIC_ROUTES.filter((r) => r.market === 'ca');
    expect(canada.map((r) => r.path).sort()).toEqual([...CANADA_PATHS].sort());
    for (const ca of canada) {
      expect(ca.path).toMatch(/-canada$/);
      expect(ca.twin).toBe(ca.path.replace(/-canada$/, ''));
      const us = matchRoute(ca.twin!);
      expect(us?.kind === 'topic' && us.market === 'us' && us.twin).toBe(ca.path);
      expect(us?.kind === 'topic' && us.vertical).toBe(ca.vertical);
    }
  });

  it('gives form-builders no Canada twin', () => {
    const formBuilders = matchRoute('/digital/form-builders');
    expect(formBuilders?.kind).toBe('topic');
    expect(formBuilders && 'twin' in formBuilders ? formBuilders.twin : undefined).toBeUndefined();
    expect(matchRoute('/digital/form-builders-canada')).toBeNull();
  });

  it('US_TOPIC_PATHS holds the US topic pages in SPEC order', () => {
    expect(US_TOPIC_PATHS).toEqual(US_PATHS);
  });

  it('names the categories as SPEC section 1 does (health is Health & Wellness on topic pages)', () => {
    expect(VERTICAL_NAMES).toEqual({
      health: { short: 'Health', long: 'Health & Longevity', topicBadge: 'Health & Wellness' },
      finance: { short: 'Finance', long: 'Finance & Wealth', topicBadge: 'Finance & Wealth' },
      digital: { short: 'Digital', long: 'Digital & Security', topicBadge: 'Digital & Security' },
      lifestyle: { short: 'Lifestyle', long: 'Lifestyle & Services', topicBadge: 'Lifestyle & Services' },
    });
  });
});

describe('matchRoute', () => {
  it('tolerates a trailing slash', () => {
    expect(matchRoute('/about/')?.path).toBe('/about');
    expect(matchRoute('/categories/health/')?.path).toBe('/categories/health');
    expect(matchRoute('/health/glp1-programs-canada/')?.path).toBe('/health/glp1-programs-canada');
    expect(matchRoute('/partners//')?.path).toBe('/partners');
    expect(matchRoute('/')?.kind).toBe('home');
  });

  it('returns null for anything unknown', () => {
    for (const p of [
      '/nope',
      '/About',
      '/categories',
      '/categories/health/extra',
      '/health',
      '/digital/form-builders-canada',
      '/index.html',
      '',
    ]) {
      expect(matchRoute(p), p).toBeNull();
    }
  });
});

describe('list keys', () => {
  it('gives every topic route a list key, US keys to US pages and Canada keys to Canada pages', () => {
    for (const route of TOPIC_ROUTES) {
      expect(isListKey(route.listKey), route.path).toBe(true);
      expect(isCanadaListKey(route.listKey), route.path).toBe(route.market === 'ca');
    }
  });

  it('uses each list key exactly once', () => {
    const keys = TOPIC_ROUTES.map((r) => r.listKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...LIST_KEYS].sort());
  });
});

describe('topic content records', () => {
  const records = allTopicPages();

  it('match the route table one to one: same paths, list keys, verticals, markets and twins', () => {
    expect(records).toHaveLength(TOPIC_ROUTES.length);
    expect(new Set(records.map((t) => t.path)).size).toBe(records.length);
    const fromRecords = records.map((t) => [t.path, t.listKey, t.vertical, t.market, t.twin ?? null]).sort();
    const fromRoutes = TOPIC_ROUTES.map((r) => [r.path, r.listKey, r.vertical, r.market, r.twin ?? null]).sort();
    expect(fromRecords).toEqual(fromRoutes);
  });
});

describe('search term', () => {
  it('does nothing for a blank term', () => {
    expect(searchHref('')).toBeNull();
    expect(searchHref('   \t ')).toBeNull();
  });
  it('trims and URL-encodes the term on the health hub', () => {
    expect(searchHref('  vpn  ')).toBe('/categories/health?q=vpn');
    expect(searchHref('NAD+ & sleep')).toBe('/categories/health?q=NAD%2B%20%26%20sleep');
  });
});
