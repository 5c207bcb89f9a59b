/**
 * The <head> of every page: title, description, canonical URL, Open Graph, hreflang between
 * US and Canada twins, and site-level structured data. The prerender writes it as HTML;
 * the client updates title, description and canonical on each navigation.
 */
import type { PageContent } from '../content';
import { SITE_NAME, SITE_URL } from '../config';
import { VERTICAL_NAMES, frenchPath, hubPath, pathIn, type Route, type SiteLang } from '../routes';
import { english, type Say } from '../../lib/i18n/say';
import { listRecord, shownName } from '../../lib/model';
import { rankedList } from '../reviews/verdict';
import { verdictIn } from '../reviews/verdictIn';
import {
  breadcrumbs,
  jsonLdText,
  ORGANIZATION_DESCRIPTION,
  organization,
  reviewPage,
  webPageIn,
  webSite,
} from './structuredData';

export interface Alternate {
  hreflang: 'en-US' | 'en-CA' | 'fr-CA' | 'x-default';
  href: string;
}

export interface HeadInfo {
  title: string;
  description: string;
  /** Open Graph's locale: fr_CA on a French page, en_CA on an English Canada list's, en_US elsewhere. */
  locale?: 'en_US' | 'en_CA' | 'fr_CA';
  /** The share card's description in the page's language. */
  imageAlt?: string;
  /** Absolute URL; absent on the not-found page. */
  canonical?: string;
  alternates: Alternate[];
  jsonLd: object[];
  noindex?: boolean;
}

export const absolute = (path: string): string => `${SITE_URL}${path === '/' ? '/' : path}`;

const withSite = (title: string): string => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

export const PARTNERS_TITLE = 'Add Worthy Rankings to Your Blog';
export const PARTNERS_DESCRIPTION =
  'Embed a ranked, always-current Worthy provider list on your blog with one script tag. Pick a list, theme it, copy the snippet.';

/** `say`: how the page speaks (its language's words: site/i18n/language.ts). */
export const NOT_FOUND_DESCRIPTION =
  'The page you asked for does not exist. Browse Worthy’s reviews of health, finance, digital and lifestyle services.';

export function headFor(route: Route | null, content: PageContent, say: Say = english): HeadInfo {
  return { ...pageHead(route, content, say), locale: localeOf(route), imageAlt: say(SHARE_IMAGE.alt) };
}

/** Open Graph's locale of a route (CONTRACT section 13): the page's language, and its market where it has one. */
function localeOf(route: Route | null): HeadInfo['locale'] {
  if (route && 'lang' in route && route.lang) return 'fr_CA';
  return route && 'market' in route && route.market === 'ca' ? 'en_CA' : 'en_US';
}

function pageHead(route: Route | null, content: PageContent, say: Say): HeadInfo {
  if (!route || content.kind === 'notfound') {
    return {
      title: withSite(say('Page not found')),
      description: say(NOT_FOUND_DESCRIPTION),
      alternates: [],
      jsonLd: [],
      noindex: true,
    };
  }
  const canonical = absolute(route.path);
  switch (content.kind) {
    case 'home': {
      const { words } = content;
      const inFrench =
        content.lang &&
        webPageIn({ name: words.hero.title, description: words.description, path: route.path, inLanguage: content.lang });
      return {
        title: words.metaTitle,
        description: words.description,
        canonical,
        alternates: pageAlternates(route),
        jsonLd: [organization(say(ORGANIZATION_DESCRIPTION)), webSite(route.path), ...(inFrench ? [inFrench] : [])],
      };
    }
    case 'hub':
      return {
        title: withSite(content.hub.metaTitle),
        description: content.hub.description,
        canonical,
        alternates: pageAlternates(route),
        jsonLd: trailJsonLd(content, [[content.hub.title, route.path]], content.hub.description, say),
      };
    case 'static':
      return {
        title: withSite(content.page.metaTitle),
        description: content.page.description,
        canonical,
        alternates: pageAlternates(route),
        jsonLd: trailJsonLd(content, [[content.page.title, route.path]], content.page.description, say),
      };
    case 'partners':
      return {
        title: withSite(PARTNERS_TITLE),
        description: PARTNERS_DESCRIPTION,
        canonical,
        alternates: [],
        jsonLd: [breadcrumbs([['Partners', route.path]])],
      };
    case 'topic': {
      const { topic } = content;
      const title = withSite(topic.metaTitle ?? topic.title);
      const trail: Array<[string, string]> = [
        [say(VERTICAL_NAMES[topic.vertical].long), hubPath(topic.vertical)],
        [topic.title, topic.path],
      ];
      return {
        title,
        description: topic.description,
        canonical,
        alternates: pageAlternates(route),
        jsonLd: trailJsonLd(content, trail, topic.description, say),
      };
    }
    case 'review': {
      const { review, lang } = content;
      const ranked = rankedList(review.providers);
      const subject = ranked.find(({ provider }) => provider.name === review.name)!;
      const description = verdictIn(lang).summary(subject, ranked.length, review.scoredTopic);
      const { provider } = subject;
      const shown = shownName(provider);
      // Inside a sentence, as the page's h1 says it: « Évaluation de la Banque Scotia ».
      const named = verdictIn(lang).name(provider);
      const trail: Array<[string, string]> = [
        [say(VERTICAL_NAMES[review.vertical].long), pathIn(lang, hubPath(review.vertical))],
        [review.topicTitle, review.topicPath],
        [shown, review.path],
      ];
      return {
        // A provider on several lists (a US one and its Canada twin, GLP-1 and telehealth) has a review on each.
        title: withSite(say('{0} Review: {1}', named, review.scoredTopic)),
        description,
        canonical,
        alternates: listPageAlternates({ ...review, twin: review.twinPath, lang }),
        jsonLd: [
          breadcrumbs(trail, [say('Home'), pathIn(lang, '/')]),
          ...(provider.verifiedAt
            ? [
                reviewPage({
                  name: say('{0} review', named),
                  path: review.path,
                  description,
                  verifiedAt: provider.verifiedAt,
                  provider,
                  offering: listRecord(review.listKey).offering,
                  inLanguage: lang ?? 'en',
                }),
              ]
            : []),
        ],
      };
    }
  }
}

/**
 * A page's breadcrumbs (its trail ends in the page itself); a page in another language names
 * itself in that language too (WebPage with inLanguage), as its h1 and description say.
 */
function trailJsonLd(content: PageContent, trail: Array<[name: string, path: string]>, description: string, say: Say): object[] {
  if (!content.lang) return [breadcrumbs(trail)];
  const [name, path] = trail[trail.length - 1]!;
  const inLang = trail.map(([step, to]): [string, string] => [step, pathIn(content.lang, to)]);
  return [
    webPageIn({ name, description, path, inLanguage: content.lang }),
    breadcrumbs(inLang, [say('Home'), pathIn(content.lang, '/')]),
  ];
}

/** Every page's hreflang set (the sitemap reads it too): the home, hubs, topic, review and static pages with their twins. */
export function pageAlternates(route: Route): Alternate[] {
  switch (route.kind) {
    case 'topic':
    case 'review':
      return listPageAlternates(route);
    case 'home':
    case 'hub':
    case 'static': {
      // One English page for both markets (en-US and en-CA, CONTRACT section 13), and its French twin.
      const english = absolute(route.english ?? route.path);
      return [
        { hreflang: 'en-US', href: english },
        { hreflang: 'en-CA', href: english },
        { hreflang: 'fr-CA', href: absolute(route.french ?? route.path) },
        { hreflang: 'x-default', href: english },
      ];
    }
    default:
      return [];
  }
}

/**
 * A topic or review page's hreflang (CONTRACT sections 11 and 13): a Canada list's page in English
 * (en-CA) and in French (fr-CA), with its US twin (en-US, also x-default) when it has one; every
 * page of the set lists all of them, itself included, so each pair is reciprocal.
 * `twin`: the page on the other market's list; `english`: a French page's English one.
 */
export function listPageAlternates(route: {
  path: string;
  market: 'us' | 'ca';
  twin?: string | undefined;
  lang?: SiteLang | undefined;
  english?: string | undefined;
}): Alternate[] {
  const canada = route.lang ? route.english : route.market === 'ca' ? route.path : route.twin;
  const us = route.market === 'us' ? route.path : route.twin;
  // A US list without a Canada twin has no other page.
  if (!canada) return [];
  return [
    ...(us ? [{ hreflang: 'en-US' as const, href: absolute(us) }] : []),
    { hreflang: 'en-CA', href: absolute(canada) },
    { hreflang: 'fr-CA', href: absolute(frenchPath(canada)) },
    { hreflang: 'x-default', href: absolute(us ?? canada) },
  ];
}

/** The share card (site/public/og-image.png, drawn by scripts/og-image/). */
export const SHARE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Worthy: discover what’s worth your time, money and health',
};

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function headHtml(info: HeadInfo): string {
  const tags = [
    `<title>${escapeHtml(info.title)}</title>`,
    `<meta name="description" content="${escapeHtml(info.description)}">`,
    info.noindex ? '<meta name="robots" content="noindex">' : '',
    info.canonical ? `<link rel="canonical" href="${escapeHtml(info.canonical)}">` : '',
    ...info.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`),
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:locale" content="${info.locale ?? 'en_US'}">`,
    ...info.alternates
      .map((alternate) => alternate.hreflang.replace('-', '_'))
      .filter((locale) => locale !== 'x_default' && locale !== info.locale)
      .map((locale) => `<meta property="og:locale:alternate" content="${locale}">`),
    `<meta property="og:title" content="${escapeHtml(info.title)}">`,
    `<meta property="og:description" content="${escapeHtml(info.description)}">`,
    info.canonical ? `<meta property="og:url" content="${escapeHtml(info.canonical)}">` : '',
    `<meta property="og:image" content="${escapeHtml(absolute(SHARE_IMAGE.path))}">`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}">`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(info.imageAlt ?? SHARE_IMAGE.alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    ...info.jsonLd.map((data) => `<script type="application/ld+json">${jsonLdText(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** After a client-side navigation: what a reader or a share sheet can see of the head. */
export function applyHead(info: HeadInfo, doc: Document = document): void {
  doc.title = info.title;
  doc.querySelector('meta[name="description"]')?.setAttribute('content', info.description);
  setHeadTag(doc, 'link[rel="canonical"]', info.canonical ? { rel: 'canonical', href: info.canonical } : false, 'link');
  setHeadTag(doc, 'meta[name="robots"]', info.noindex && { name: 'robots', content: 'noindex' }, 'meta');
}

/** Keeps one head tag in step: updated when wanted, added when missing, removed when not wanted. */
function setHeadTag(
  doc: Document,
  selector: string,
  attributes: Record<string, string> | false | undefined,
  tag: 'link' | 'meta',
): void {
  let element = doc.head.querySelector(selector);
  if (!attributes) return element?.remove();
  if (!element) element = doc.head.appendChild(doc.createElement(tag));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}
