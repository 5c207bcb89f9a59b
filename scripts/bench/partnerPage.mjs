/**
 * A partner's blog post on its own origin, loading the embed from the site's: /post holds an empty
 * <worthy-ranked-list>, /served the same element with the list already in it as server HTML (what
 * the WordPress plugin renders: the widget's markup and stylesheet in a declarative shadow root).
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

/** @import { Browser } from '@playwright/test' */

export const PARTNER_CATEGORY = 'vpn_providers';
export const PARTNER_LIMIT = 5;
/** The plugin's rule for controls that only work once the script runs (wordpress/plugin/includes/render.php). */
const UNDEFINED_HOST_RULE =
  ':host(:not(:defined)) :is(.wy-button--compare,.wy-breakdown__toggle,.wy-code__copy,.wy-compare){visibility:hidden}';

/**
 * The list as the plugin serves it. The markup is the live widget's own (the WordPress tests check
 * that the plugin's is the same for every list), taken from a rendered embed; the stylesheet is the
 * plugin's generated one.
 * @param {Browser} browser
 * @param {string} siteOrigin
 * @param {string} root
 * @returns {Promise<string>}
 */
export async function servedList(browser, siteOrigin, root) {
  const css = await readFile(`${root}/dist/wordpress/worthy-rankings/generated/widget.css`, 'utf8');
  const page = await browser.newPage();
  try {
    await page.setContent(
      `<script src="${siteOrigin}/embed/worthy-embed.js"></script>` +
        `<worthy-ranked-list category="${PARTNER_CATEGORY}" limit="${PARTNER_LIMIT}"></worthy-ranked-list>`,
    );
    const widget = await page.waitForFunction(() => {
      const root = document.querySelector('worthy-ranked-list')?.shadowRoot;
      const mount = root?.lastElementChild;
      // Ready once it shows every provider (they follow the header a frame each) and explains
      // their scores, as the server's list does.
      const whole = mount?.querySelector('.wy-list__items') && !mount.querySelector('.wy-card--placeholder');
      return whole && mount?.querySelector('.wy-breakdown__toggle') ? mount.innerHTML : null;
    });
    return `<template shadowrootmode="open"><style>${css}${UNDEFINED_HOST_RULE}</style><div>${await widget.jsonValue()}</div></template>`;
  } finally {
    await page.close();
  }
}

/**
 * @param {string} siteOrigin
 * @param {string} served the list's server HTML, for /served
 * @returns {Promise<{ origin: string, close: () => void }>}
 */
export function partnerServer(siteOrigin, served) {
  const paragraph = '<p>Choosing a VPN comes down to trust, speed and price. Here are the ones we would pick today.</p>';
  const page = (/** @type {string} */ inside) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A partner blog</title>
<style>body{font:18px/1.6 Georgia,serif;margin:0 auto;max-width:720px;padding:16px}</style></head>
<body><h1>Our favourite VPNs this year</h1>${paragraph.repeat(3)}
<script src="${siteOrigin}/embed/worthy-embed.js" async></script>
<worthy-ranked-list category="${PARTNER_CATEGORY}" limit="${PARTNER_LIMIT}">${inside}</worthy-ranked-list>${paragraph.repeat(6)}</body></html>`;
  const pages = new Map([
    ['/post', page('')],
    ['/served', page(served)],
  ]);
  const server = createServer((request, response) => {
    const html = pages.get(request.url ?? '');
    if (html) response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    else response.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ origin: `http://localhost:${address.port}`, close: () => server.close() });
    }),
  );
}
