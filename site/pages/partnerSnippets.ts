/** The code a partner copies from /partners: the script tag, or the React form for an npm project. */
import type { ListKey } from '../../lib/model';
import { SITE_URL } from '../config';

export type Theme = 'light' | 'dark' | 'auto';
export type SnippetForm = 'script' | 'react';

export interface SnippetOptions {
  category: ListKey;
  /** '' for every provider. */
  limit: string;
  compare: boolean;
  theme: Theme;
  /** Letters, digits, - and _ only (the builder strips the rest). */
  partner: string;
}

export const EMBED_PATH = '/embed/worthy-embed.js';

export function embedSnippet(options: SnippetOptions): string {
  const attributes = [
    `category="${options.category}"`,
    options.limit ? `limit="${options.limit}"` : '',
    options.compare ? '' : 'compare="false"',
    options.theme === 'light' ? '' : `theme="${options.theme}"`,
    options.partner ? `partner="${options.partner}"` : '',
  ].filter(Boolean);
  return `<script src="${SITE_URL}${EMBED_PATH}" async></script>\n<worthy-ranked-list ${attributes.join(' ')}></worthy-ranked-list>`;
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

export const snippet = (form: SnippetForm, options: SnippetOptions): string =>
  form === 'react' ? reactSnippet(options) : embedSnippet(options);

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
