/** sitemap.xml and robots.txt, written by the prerender from the route table. */
import { SITE_URL } from '../config';
import type { Route } from '../routes';
import { absolute, escapeHtml, pageAlternates } from './head';

/** Escaping for XML text and attributes: HTML's rules plus the apostrophe. */
const escapeXml = (text: string): string => escapeHtml(text).replace(/'/g, '&apos;');

/** Every route, with the same hreflang pairs its page's head lists. */
export function sitemapXml(routes: readonly Route[], today: Date): string {
  const day = today.toISOString().slice(0, 10);
  const entries = routes.map((route) => {
    const alternates = pageAlternates(route);
    return [
      '  <url>',
      `    <loc>${escapeXml(absolute(route.path))}</loc>`,
      `    <lastmod>${day}</lastmod>`,
      ...alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`),
      '  </url>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (): string => `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`;
