/**
 * The site's one Supabase client (SPEC section 6): anon key, session kept in localStorage with
 * persistence and automatic token refresh. It is created on first use and its code is loaded
 * then too (about 56 KB gzipped), so it never delays the first paint. None when unconfigured.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { BACKEND_CONFIGURED, SUPABASE_ANON_KEY, SUPABASE_URL } from '../config';

let client: Promise<SupabaseClient> | null = null;

export function supabaseClient(): Promise<SupabaseClient> | null {
  if (!BACKEND_CONFIGURED) return null;
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        storage: typeof localStorage === 'undefined' ? undefined : localStorage,
      },
    }),
  );
  return client;
}
