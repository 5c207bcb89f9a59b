/** Build-time settings of the site (CONTRACT section 3). lib/ never reads these; the site passes them in. */
import { siteOrigin } from './siteOrigin';

export const SITE_NAME = 'Worthy';

/** The public origin used in canonical URLs, hreflang, the sitemap and structured data. */
export const SITE_URL = siteOrigin(import.meta.env.VITE_SITE_URL);

export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL ?? '';
export const SUPABASE_ANON_KEY: string = import.meta.env.VITE_SUPABASE_ANON_KEY ?? '';
export const BACKEND_CONFIGURED = Boolean(SUPABASE_URL && SUPABASE_ANON_KEY);
