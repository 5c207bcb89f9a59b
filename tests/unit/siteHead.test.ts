// @vitest-environment jsdom
/**
 * Build-time values in every page's head, the sitemap and robots.txt: VITE_SITE_URL must be a bare
 * http(s) origin (else the build stops), and whatever reaches HTML or XML is escaped.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, matchRoute } from '../../site/routes';
import { siteOrigin } from '../../site/siteOrigin';

describe('siteOrigin', () => {
  it('keeps a bare http(s) origin, without a trailing slash', () => {
    expect(siteOrigin('https://worthy.reviews/')).toBe('https://worthy.reviews');
    expect(siteOrigin('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
    expect(siteOrigin('  https://Example.COM  ')).toBe('https://example.com');
  });

  it('falls back to the public origin when unset', () => {
    expect(siteOrigin(undefined)).toBe('https://worthy.reviews');
    expect(siteOrigin('')).toBe('https://worthy.reviews');
  });

  it.each([
    'worthy.reviews',
    'ftp://worthy.reviews',
    'javascript:alert(1)',
    'https://worthy.reviews/blog',
    'https://worthy.reviews/?a=1',
    'https://worthy.reviews/#top',
    'https://user:secret@worthy.reviews',
    'https://x.com/"><script>alert(1)</script>',
  ])('refuses %s with one line naming the setting', (value) => {
    expect(() => siteOrigin(value)).toThrow(/^VITE_SITE_URL must be an absolute http\(s\) origin .*; got /);
  });
});

describe('head, sitemap and robots with an origin that needs escaping', () => {
  // A quote is legal in a URL host, so a valid origin can still break an attribute if unescaped.
  const HOSTILE = 'https://a"b&c.com';

  async function withOrigin() {
    vi.stubEnv('VITE_SITE_URL', HOSTILE);
    vi.resetModules();
    const head = await import('../../site/head/head');
    const { sitemapXml, robotsTxt } = await import('../../site/head/sitemap');
    const { loadContent } = await import('../../site/content');
    return { ...head, sitemapXml, robotsTxt, loadContent };
  }
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('escapes the origin in og:image, og:url and canonical', async () => {
    const { headFor, headHtml, loadContent } = await withOrigin();
    const route = matchRoute('/digital/vpn-services');
    const html = headHtml(headFor(route, await loadContent(route)));
    expect(html).toContain('<meta property="og:image" content="https://a&quot;b&amp;c.com/og-image.png">');
    expect(html).toContain('<link rel="canonical" href="https://a&quot;b&amp;c.com/digital/vpn-services">');
    expect(html).not.toContain('a"b');
  });

  it('escapes the origin in the sitemap, whose XML stays well formed', async () => {
    const { sitemapXml } = await withOrigin();
    const xml = sitemapXml(ROUTES, new Date(2026, 10, 22));
    expect(xml).toContain('<loc>https://a&quot;b&amp;c.com/</loc>');
    expect(xml).not.toMatch(/a"b|&c/);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.getElementsByTagName('url')).toHaveLength(ROUTES.length);
  });
});

describe('the share image every page advertises', () => {
  it('is named in every head with its size', async () => {
    const { headFor, headHtml, SHARE_IMAGE } = await import('../../site/head/head');
    const { loadContent } = await import('../../site/content');
    for (const route of [...ROUTES, null]) {
      const html = headHtml(headFor(route, await loadContent(route)));
      expect(html).toContain(`/og-image.png">`);
      expect(html).toContain(`<meta property="og:image:width" content="${SHARE_IMAGE.width}">`);
    }
  });
});

describe('a page’s locale for the share sheets (Open Graph)', () => {
  it('is fr_CA in French with a French image description, en_CA on a Canada list, en_US elsewhere, with its twins', async () => {
    const { headFor, headHtml } = await import('../../site/head/head');
    const { loadContent } = await import('../../site/content');
    const { frenchSite } = await import('../../site/i18n/french');
    const head = async (path: string, french = false) => {
      const route = matchRoute(path);
      return headHtml(headFor(route, await loadContent(route, french ? 'fr-CA' : undefined), french ? frenchSite : undefined));
    };
    const fr = await head('/fr/digital/vpn-services-canada', true);
    expect(fr).toContain('<meta property="og:locale" content="fr_CA">');
    expect(fr).toContain('<meta property="og:image:alt" content="Worthy\u00a0: découvrez');
    for (const twin of ['en_CA', 'en_US']) expect(fr).toContain(`<meta property="og:locale:alternate" content="${twin}">`);
    const canada = await head('/digital/vpn-services-canada');
    expect(canada).toContain('<meta property="og:locale" content="en_CA">');
    expect(canada).toContain('<meta property="og:locale:alternate" content="fr_CA">');
    expect(canada).toContain('content="Worthy: discover what’s worth your time, money and health"');
    const us = await head('/about');
    expect(us).toContain('<meta property="og:locale" content="en_US">');
    expect(us).toContain('<meta property="og:locale:alternate" content="fr_CA">');
  });
});
