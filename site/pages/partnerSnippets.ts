/** The code a partner copies from /partners: the WordPress shortcode, the script tag, or the React form for an npm project. */
import type { ListKey } from '../../lib/model';
import { SITE_URL } from '../config';

export type Theme = 'light' | 'dark' | 'auto';
/** The list's language: French for a Canada list only (the US lists have no French words). */
export type Lang = 'en' | 'fr-CA';
export type SnippetForm = 'wordpress' | 'script' | 'react';

export interface SnippetOptions {
  category: ListKey;
  /** '' for every provider. */
  limit: string;
  compare: boolean;
  theme: Theme;
  /** Letters, digits, - and _ only (the builder strips the rest). */
  partner: string;
  lang: Lang;
}

export const EMBED_PATH = '/embed/worthy-embed.js';
/** The WordPress plugin (wordpress/, CONTRACT section 12), served by the site for download. */
export const PLUGIN_ZIP_PATH = '/wordpress/worthy-rankings.zip';
export const BLOCK_NAME = 'worthy/ranked-list';

/** The attributes every form shares, as name="value" pairs, leaving out the defaults. */
function attributes(options: SnippetOptions): string[] {
  return [
    `category="${options.category}"`,
    options.limit ? `limit="${options.limit}"` : '',
    options.compare ? '' : 'compare="false"',
    options.theme === 'light' ? '' : `theme="${options.theme}"`,
    options.partner ? `partner="${options.partner}"` : '',
    options.lang === 'en' ? '' : `lang="${options.lang}"`,
  ].filter(Boolean);
}

/**
 * The plugin's shortcode, for the classic editor, widgets and page builders (the block needs no
 * code). The plugin renders its lists in English (CONTRACT section 12 has no language), so a French
 * list is the script snippet there (Partners.tsx says so).
 */
export const wordpressShortcode = (options: SnippetOptions): string =>
  `[worthy_list ${attributes({ ...options, lang: 'en' }).join(' ')}]`;

export function embedSnippet(options: SnippetOptions): string {
  return `<script src="${SITE_URL}${EMBED_PATH}" async></script>\n<worthy-ranked-list ${attributes(options).join(' ')}></worthy-ranked-list>`;
}

/** A Next.js App Router page: the list is loaded on the server, so it is in the HTML search engines read. */
export function reactSnippet(options: SnippetOptions): string {
  const props = [
    `category="${options.category}"`,
    '{...list}',
    options.limit ? `limit={${options.limit}}` : '',
    options.compare ? '' : 'compare={false}',
    options.theme === 'light' ? '' : `theme="${options.theme}"`,
    options.partner ? `partner="${options.partner}"` : '',
    options.lang === 'en' ? '' : `locale="${options.lang}"`,
  ].filter(Boolean);
  return [
    '// npm install worthy-widgets',
    "import { loadBuiltinList, WorthyRankedList } from 'worthy-widgets';",
    "import 'worthy-widgets/styles.css';",
    '',
    'export default async function Page() {',
    `  const list = await loadBuiltinList('${options.category}');`,
    `  return <WorthyRankedList ${props.join(' ')} />;`,
    '}',
  ].join('\n');
}

const SNIPPETS: Record<SnippetForm, (options: SnippetOptions) => string> = {
  wordpress: wordpressShortcode,
  script: embedSnippet,
  react: reactSnippet,
};

export const snippet = (form: SnippetForm, options: SnippetOptions): string => SNIPPETS[form](options);

/** Sends each outbound click of any Worthy list on the page to Google Analytics 4. */
export const GA4_EXAMPLE = `<script>
  document.addEventListener('worthy:outbound', (event) => {
    const { category, provider, rank, url } = event.detail;
    gtag('event', 'worthy_outbound', {
      list_key: category,
      provider,
      rank,
      link_url: url,
    });
  });
</script>`;
