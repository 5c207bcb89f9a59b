/** Click counts for the site's own pages (CONTRACT section 10): sent only when the site has a backend. */
import { recordClick } from '../../lib/data';
import type { ListKey } from '../../lib/model';
import { BACKEND_CONFIGURED, SUPABASE_ANON_KEY, SUPABASE_URL } from '../config';

/** Counts a reader opening `provider`, ranked `rank` in list `key`; a provider the list does not rank (rank 0) is not counted. */
export function countClick(key: ListKey, provider: string, rank: number): void {
  if (!BACKEND_CONFIGURED || rank < 1) return;
  recordClick(
    { url: SUPABASE_URL, anonKey: SUPABASE_ANON_KEY },
    { list_key: key, provider, rank, partner: null, surface: 'site' },
  );
}
