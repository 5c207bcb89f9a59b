/** Where the reader is: the path plus its query, as the router and pages see it. */
export interface SiteLocation {
  path: string;
  search: string;
  hash: string;
}

export function locationOf(href: string, base = 'http://worthy.local'): SiteLocation {
  const url = new URL(href, base);
  return { path: url.pathname, search: url.search, hash: url.hash };
}

/**
 * The element id a fragment names. A link's fragment is reader-controlled text: a malformed
 * escape ('#%E0%A4%A') is read as the raw id instead of throwing and blanking the page.
 */
export function fragmentId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The same-site URL an anchor click should navigate to inside the app, or null when the browser
 * must handle it: modifier or middle clicks (new tab or window), a target, a download, another origin.
 */
export function internalHref(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !anchor.hasAttribute('href')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return null;
  // Static files the site serves beside its pages (the embed script, the sitemap).
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
