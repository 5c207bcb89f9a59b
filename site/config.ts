/** Build-time settings of the site (CONTRACT section 3). lib/ never reads these; the site passes them in. */
import { FLAGSHIP_ORIGIN } from '../lib/model';
import { siteOrigin } from './siteOrigin';

export const SITE_NAME = 'Worthy';

/** The public origin used in canonical URLs, hreflang, the sitemap and structured data. */
export const SITE_URL = siteOrigin(import.meta.env.VITE_SITE_URL);

/** The origins of Worthy's own pages, as the data's links name them (a built-in row's review is on the flagship). */
export const OWN_ORIGINS: readonly string[] = [...new Set([SITE_URL, FLAGSHIP_ORIGIN])];

export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL ?? '';
export const SUPABASE_ANON_KEY: string = import.meta.env.VITE_SUPABASE_ANON_KEY ?? '';
export const BACKEND_CONFIGURED = Boolean(SUPABASE_URL && SUPABASE_ANON_KEY);

declare const __BUILD_YEAR__: number | undefined;

/**
 * The year of the build: titles such as 'Best Credit Cards of 2026' name it (CONTRACT section 9).
 * Written in at build time (vite.config.ts), so the prerendered page and the hydrated one agree
 * even when a reader opens it on New Year's Day; tools that load the source directly use today's.
 */
export const BUILD_YEAR: number = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();
