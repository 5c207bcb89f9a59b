/**
 * Link health for `npm run data:check -- --links`: every provider `url` and `review` link asked
 * over HTTP, as a reader's click would go. HEAD first (no body travels), GET when a server refuses
 * HEAD; redirects followed one hop at a time so each is seen; 8 requests at a time; a polite
 * User-Agent naming Worthy. Each link has one deadline for all its hops and retries, so the run is
 * bounded: at most ceil(links / 8) deadlines, whatever the servers do.
 */

export const LINK_CHECK = {
  concurrency: 8,
  timeoutMs: 10_000,
  maxRedirects: 10,
  userAgent: 'WorthyLinkCheck/1.0 (+https://worthy.reviews/about; checks that the links Worthy shows still work)',
};

/**
 * @typedef {'ok' | 'redirected' | 'offsite' | 'dead' | 'timeout'} LinkStatus
 *   ok: answered 2xx; redirected: 2xx after redirects within the same site; offsite: 2xx after a
 *   redirect to another site (an affiliate network, a parked domain: worth a look); dead: an error
 *   status, no server, or a redirect loop; timeout: no answer before the deadline
 * @typedef {{ url: string; status: LinkStatus; code?: number; finalUrl?: string; hops: string[]; error?: string; ms: number }} LinkResult
 * @typedef {{ timeoutMs?: number; concurrency?: number; userAgent?: string }} LinkOptions
 */

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The site a host belongs to, for telling a redirect within a site (nordvpn.com to
 * www.nordvpn.com, go.nordvpn.com) from one that leaves it. Without the public-suffix list: the
 * last two labels, or three under a two-letter country code whose second level is short (co.uk, com.au).
 * @param {string} host
 */
export function siteOf(host) {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  const take = labels.length > 2 && labels.at(-1)?.length === 2 && (labels.at(-2)?.length ?? 0) <= 3 ? 3 : 2;
  return labels.slice(-take).join('.');
}

/**
 * One link: its hops, its final answer, within one deadline.
 * @param {string} url
 * @param {LinkOptions} [options]
 * @returns {Promise<LinkResult>}
 */
export async function checkLink(url, { timeoutMs = LINK_CHECK.timeoutMs, userAgent = LINK_CHECK.userAgent } = {}) {
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  /** @type {string[]} */
  const hops = [];
  const done = (/** @type {Omit<LinkResult, 'url' | 'hops' | 'ms'>} */ result) => ({
    url,
    hops,
    ms: Math.round(performance.now() - started),
    ...result,
  });
  let current = url;
  try {
    for (;;) {
      let response = await ask(current, 'HEAD', userAgent, signal);
      // Some servers refuse HEAD (405, 403, 404, 501…) yet serve the page: ask as a reader would.
      if (response.status >= 400) response = await ask(current, 'GET', userAgent, signal);
      const location = REDIRECTS.has(response.status) ? response.headers.get('location') : null;
      if (!location) {
        const code = response.status;
        if (code >= 400 || REDIRECTS.has(code)) return done({ status: 'dead', code, finalUrl: current });
        if (!hops.length) return done({ status: 'ok', code });
        const offsite = siteOf(new URL(current).hostname) !== siteOf(new URL(url).hostname);
        return done({ status: offsite ? 'offsite' : 'redirected', code, finalUrl: current });
      }
      if (hops.length >= LINK_CHECK.maxRedirects) {
        return done({ status: 'dead', finalUrl: current, error: `more than ${LINK_CHECK.maxRedirects} redirects` });
      }
      current = new URL(location, current).href;
      hops.push(current);
    }
  } catch (error) {
    if (signal.aborted) return done({ status: 'timeout', finalUrl: current, error: `no answer within ${timeoutMs / 1000} s` });
    return done({ status: 'dead', finalUrl: current, error: networkError(error) });
  }
}

/**
 * @param {string} url
 * @param {'HEAD' | 'GET'} method
 * @param {string} userAgent
 * @param {AbortSignal} signal
 */
async function ask(url, method, userAgent, signal) {
  const response = await fetch(url, {
    method,
    redirect: 'manual',
    signal,
    headers: { 'User-Agent': userAgent, Accept: 'text/html,*/*;q=0.8' },
  });
  // Only the status and headers matter: the body is never read.
  await response.body?.cancel().catch(() => {});
  return response;
}

/** @param {unknown} error */
function networkError(error) {
  const cause = /** @type {{ cause?: { code?: string; message?: string } }} */ (error).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/**
 * Every link once (a URL used by several rows is asked once), `concurrency` at a time.
 * @param {string[]} urls
 * @param {LinkOptions} [options]
 * @returns {Promise<Map<string, LinkResult>>}
 */
export async function checkLinks(urls, options = {}) {
  const unique = [...new Set(urls)];
  /** @type {Map<string, LinkResult>} */
  const results = new Map();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const url = /** @type {string} */ (unique[next++]);
      results.set(url, await checkLink(url, options));
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? LINK_CHECK.concurrency, unique.length) }, worker));
  return results;
}
