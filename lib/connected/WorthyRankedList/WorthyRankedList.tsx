'use client';
/**
 * The React twin of the embed (CONTRACT section 5): one list key in, the ranked list and its
 * compare panel out, with serializable props only, so a Next.js Server Component can render it
 * with providers it loaded on the server and the list is in the page's HTML from the start.
 */
import { frenchSources } from '../../i18n/fr-CA/sources';
import { LIBRARY_SOURCES } from './librarySources';
import { FitOptions } from './fitOptions';
import { ListWidget, type ListOptions } from './ListWidget';

export interface WorthyRankedListProps extends ListOptions {
  /** Read this Supabase project (both halves needed), and count clicks there; otherwise the built-in lists. */
  supabaseUrl?: string;
  supabaseKey?: string;
}

/** The same sources with the French words (locale="fr-CA"). */
const FRENCH_SOURCES = frenchSources(LIBRARY_SOURCES);

/**
 * With locale="fr-CA" the list reads its French words itself; `providers` and `method` a host
 * gives are shown as given (a French host gives them in French: lib/data/french.ts).
 */
export function WorthyRankedList({ supabaseUrl, supabaseKey, fit, weights, ...props }: WorthyRankedListProps) {
  const backend = supabaseUrl && supabaseKey ? { url: supabaseUrl, anonKey: supabaseKey } : null;
  return (
    <FitOptions.Provider value={{ fit, weights }}>
      <ListWidget {...props} backend={backend} sources={props.locale === 'fr-CA' ? FRENCH_SOURCES : LIBRARY_SOURCES} />
    </FitOptions.Provider>
  );
}
