// @vitest-environment node
/**
 * The site's French words (site/i18n/french.ts) are complete: every text the shell and the topic
 * page say, in place (`say('…')`, either branch of a choice) or through a name, has its French
 * (its own, or the widgets'), and the site's dictionary holds nothing no page says.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGET_WORDS } from '../../lib/i18n/fr-CA/widgetWords';
import { VERTICAL_NAMES } from '../../lib/model';
import { footerBlurb, trustPoints } from '../../site/content/footer';
import { frenchSite, SITE_WORDS } from '../../site/i18n/french';
import { METHOD_INTRO, TIE_RULE } from '../../site/pages/topic/HowWeScore';
import { COOKIE_NOTICE } from '../../site/shell/CookieBanner';
import { NOT_FOUND_DESCRIPTION, SHARE_IMAGE } from '../../site/head/head';
import { ORGANIZATION_DESCRIPTION } from '../../site/head/structuredData';
import nadBrands from '../../site/content/data/nad-brands.json';

const site = new URL('../../site/', import.meta.url).pathname;
const files = [
  'App.tsx',
  'pages/StaticPage.tsx',
  'pages/Home.tsx',
  'pages/CategoryHub.tsx',
  'pages/SearchResults.tsx',
  'pages/NotFound.tsx',
  ...['shell', 'pages/topic', 'pages/review'].flatMap((dir) => readdirSync(join(site, dir)).map((file) => `${dir}/${file}`)),
]
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => readFileSync(join(site, file), 'utf8'));

/** Every quoted text inside say(…), and the footer's link labels (said by label). */
function textsInPlace(): string[] {
  const code = files.join('\n');
  const calls = [...code.matchAll(/\bsay\(((?:[^()]|\([^()]*\))*)\)/g)].map((match) => match[1]!);
  // Every text, not the values a choice compares with (topic.market === 'us').
  const quoted = calls.flatMap((args) =>
    [...args.replace(/===\s*'[^']*'/g, '').matchAll(/'([^']+)'/g)].map((match) => match[1]!),
  );
  const labels = [...code.matchAll(/\['([^']+)', '\/[^']*'\]/g)].map((match) => match[1]!);
  const mailboxes = [...code.matchAll(/\['([^']+)', emails\.\w+, '([^']+)'\]/g)].flatMap((match) => [match[1]!, match[2]!]);
  return [...quoted, ...labels, ...mailboxes];
}

const NAMED = [
  // The review page's title (site/head/head.ts).
  '{0} Review: {1}',
  COOKIE_NOTICE,
  NOT_FOUND_DESCRIPTION,
  'Page not found',
  // The share card and the home's Organization (site/head/).
  SHARE_IMAGE.alt,
  ORGANIZATION_DESCRIPTION,
  // A brand tile's label (site/pages/topic/sections.tsx says each).
  ...nadBrands.map((brand) => brand.label),
  METHOD_INTRO,
  TIE_RULE,
  footerBlurb,
  ...trustPoints.flatMap((point) => [point.title, point.body]),
  ...Object.values(VERTICAL_NAMES).flatMap((names) => [names.short, names.long]),
];

describe('the site in French', () => {
  const said = new Set([...textsInPlace(), ...NAMED]);

  it('finds the texts the pages say (the scan itself works)', () => {
    for (const text of ['Skip to content', 'Close menu', 'Open menu', 'About Us', 'Last Updated:', 'View the US version'])
      expect(said).toContain(text);
  });

  it('has French for every text the shell and the topic page say', () => {
    const missing = [...said].filter((text) => !Object.hasOwn(SITE_WORDS, text) && !Object.hasOwn(WIDGET_WORDS, text));
    expect(missing).toEqual([]);
  });

  it('holds nothing no page says', () => {
    const unused = Object.keys(SITE_WORDS).filter(
      (text) => !said.has(text) && !Object.values(VERTICAL_NAMES).some((n) => n.topicBadge === text),
    );
    expect(unused).toEqual([]);
  });

  it('says the site in French, typeset, with the widgets’ words too', () => {
    expect(frenchSite('Skip to content')).toBe('Passer au contenu');
    expect(frenchSite('Prices, rates and offers checked {0}.', 'October–November 2026')).toBe(
      'Prix, taux et offres vérifiés en octobre–novembre 2026.',
    );
    expect(frenchSite('{0}', 'November 26, 2026')).toBe('26 novembre 2026');
    expect(frenchSite('{0}', 'November 1, 2026')).toBe('1er novembre 2026');
    expect(frenchSite('Top Rated')).toBe('Meilleur choix');
    expect(frenchSite(VERTICAL_NAMES.finance.long)).toBe('Finances et patrimoine');
  });
});
