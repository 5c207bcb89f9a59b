/**
 * The public origin the build writes into canonical URLs, Open Graph tags, the sitemap and
 * robots.txt (VITE_SITE_URL). A value that is not a bare http(s) origin would publish broken or
 * hostile links on every page, so the build refuses it instead of escaping its way around it.
 */
import { FLAGSHIP_ORIGIN } from '../lib/model/reviews.ts';

export const DEFAULT_SITE_URL = FLAGSHIP_ORIGIN;

export function siteOrigin(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  const bare =
    url &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    url.href === `${url.origin}/`;
  if (!url || !bare) {
    throw new Error(
      `VITE_SITE_URL must be an absolute http(s) origin such as https://worthy.reviews (no path, query or credentials); got ${JSON.stringify(raw)}`,
    );
  }
  return url.origin;
}
