'use client';
/**
 * The React twin of the embed (CONTRACT section 5): one list key in, the ranked list and its
 * compare panel out, with serializable props only, so a Next.js Server Component can render it
 * with providers it loaded on the server and the list is in the page's HTML from the start.
 */
import { LIBRARY_SOURCES } from './librarySources';
import { ListWidget, type ListOptions } from './ListWidget';

export interface WorthyRankedListProps extends ListOptions {
  /** Read this Supabase project (both halves needed), and count clicks there; otherwise the built-in lists. */
  supabaseUrl?: string;
  supabaseKey?: string;
}

export function WorthyRankedList({ supabaseUrl, supabaseKey, ...props }: WorthyRankedListProps) {
  const backend = supabaseUrl && supabaseKey ? { url: supabaseUrl, anonKey: supabaseKey } : null;
  return <ListWidget {...props} backend={backend} sources={LIBRARY_SOURCES} />;
}
