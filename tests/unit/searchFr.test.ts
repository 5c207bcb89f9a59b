/**
 * Search from a French page (site/search/searchIndexFr.ts): the Canada topics and lists in French,
 * leading to French pages; accents and case do not count; the English index is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { search as searchFr } from '../../site/search/searchIndexFr';
import { search } from '../../site/search/searchIndex';
import { searchHref } from '../../site/search/searchHref';
import { matchRoute } from '../../site/routes';

describe('French search', () => {
  it('finds French topics by their French words, with or without accents', () => {
    const accented = searchFr('épargne');
    const plain = searchFr('EPARGNE');
    expect(accented.topics.length).toBeGreaterThan(0);
    expect(plain).toEqual(accented);
    expect(accented.topics.map((t) => t.href)).toContain('/fr/finance/savings-accounts-canada');
    for (const topic of accented.topics) {
      expect(topic.href.startsWith('/fr/')).toBe(true);
      expect(matchRoute(topic.href)?.kind).toBe('topic');
    }
  });

  it('finds providers by name and by French feature, each leading to its French review and topic page', () => {
    const { providers } = searchFr('surfshark');
    expect(providers[0]).toMatchObject({ name: 'Surfshark', review: '/fr/digital/vpn-services-canada/surfshark' });
    expect(providers[0]!.pages).toEqual([{ title: expect.stringContaining('VPN'), href: '/fr/digital/vpn-services-canada' }]);
    const byFeature = searchFr('préapprobation');
    expect(byFeature.providers.length).toBeGreaterThan(0);
    for (const hit of byFeature.providers) {
      expect(hit.match.toLowerCase()).toContain('préapprobation');
      expect(matchRoute(hit.review)).toMatchObject({ kind: 'review', lang: 'fr-CA' });
    }
  });

  it('a French page searches on the French health hub; English search is as it was', () => {
    expect(searchHref(' épargne ', 'fr-CA')).toBe('/fr/categories/health?q=%C3%A9pargne');
    expect(searchHref('vpn')).toBe('/categories/health?q=vpn');
    expect(search('surfshark').providers[0]).toMatchObject({ review: '/digital/vpn-services/surfshark' });
    expect(search('nothing-matches-this').topics).toEqual([]);
  });
});
