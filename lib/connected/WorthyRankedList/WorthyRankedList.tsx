'use client';
/**
 * The React twin of the embed (CONTRACT section 5): one list key in, the ranked list and its
 * compare panel out, with serializable props only, so a Next.js Server Component can render it
 * with providers it loaded on the server and the list is in the page's HTML from the start.
 */
import type { Provider, ScoringMethod } from '../../model';
import type { ListCallbacks } from './events';
import { LIBRARY_SOURCES } from './librarySources';
import { ListWidget, type Theme } from './ListWidget';

export interface WorthyRankedListProps extends ListCallbacks {
  /** A list key, such as 'vpn_providers'. */
  category: string;
  /** The list, loaded already (toProviders on the server): rendered at once. Without it the list loads in the browser. */
  providers?: readonly Provider[];
  /** The list's scoring method (loadBuiltinMethod on the server), so "How we scored it" is in the first HTML too. */
  method?: ScoringMethod | null;
  /** Shows at most this many providers. */
  limit?: number;
  /** Shows the compare buttons and panel (default true). */
  compare?: boolean;
  theme?: Theme;
  /** A partner id: outbound links then carry utm_source=<partner>&utm_medium=embed. */
  partner?: string;
  /** Defaults to the list's own title, such as 'Top VPN Services'. */
  title?: string;
  /** Read this Supabase project (both halves needed); otherwise the built-in lists. */
  supabaseUrl?: string;
  supabaseKey?: string;
}

export function WorthyRankedList({ supabaseUrl, supabaseKey, ...props }: WorthyRankedListProps) {
  const backend = supabaseUrl && supabaseKey ? { url: supabaseUrl, anonKey: supabaseKey } : null;
  return <ListWidget {...props} backend={backend} sources={LIBRARY_SOURCES} />;
}
