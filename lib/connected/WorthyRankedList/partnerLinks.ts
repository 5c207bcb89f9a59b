/** Partner attribution: outbound links from a partner's embed carry the partner's UTM parameters. */

const UTM_KEYS = new Set(['utm_source', 'utm_medium']);

/**
 * Adds utm_source=<partner>&utm_medium=embed to an outbound URL, before its #fragment.
 * The link's own query is kept byte for byte (affiliate links can be fussy about encoding, and
 * URLSearchParams would re-encode every pair); only an existing utm_source/utm_medium is
 * replaced, so analytics never sees two different sources on one click.
 * Anything that is not an absolute http(s) URL, or an empty partner, leaves the link alone.
 */
export function withPartner(href: string, partner: string): string {
  const id = partner.trim();
  if (!id) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return href;
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair && !UTM_KEYS.has(safeDecode(pair.split('=')[0]!)));
  kept.push(`utm_source=${encodeURIComponent(id)}`, 'utm_medium=embed');
  url.search = kept.join('&');
  return url.href;
}

function safeDecode(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
