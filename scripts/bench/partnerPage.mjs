/**
 * A partner's blog post on its own origin, loading the embed from the site's: /post holds an empty
 * <worthy-ranked-list> (the contract's snippet as it is), /post-advised the same with the rule
 * /partners gives for a list in the first screen (site/pages/partnerAdvice.ts), /served the same
 * element with the list already in it as server HTML (what the WordPress plugin renders: the
 * widget's markup and stylesheet in a declarative shadow root), /fit the list with Find your fit,
 * and /fit-300 that on the partner's own backend (this server) holding a list of 300 providers
 * (CONTRACT section 16), never shipped.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { importTs } from '../tsModule.mjs';
import { longListRows } from './longList.mjs';

/** @import { Browser } from '@playwright/test' */

export const PARTNER_CATEGORY = 'vpn_providers';
export const PARTNER_LIMIT = 5;
/** The providers of /fit-300's backend list: as many as a list may hold. */
export const LONG_LIST = 300;
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
 * @param {string} root the project, for the built-in rows the long list is made of
 * @returns {Promise<{ origin: string, close: () => void }>}
 */
export async function partnerServer(siteOrigin, served, root) {
  const rows = JSON.parse(await readFile(`${root}/lib/data/builtin/${PARTNER_CATEGORY}.json`, 'utf8'));
  const longList = JSON.stringify(longListRows(rows, LONG_LIST));
  const paragraph = '<p>Choosing a VPN comes down to trust, speed and price. Here are the ones we would pick today.</p>';
  /** @type {{ ROOM_HOLDING_CSS: string }} */
  const { ROOM_HOLDING_CSS } = await importTs('site/pages/partnerAdvice.ts');
  const page = (
    /** @type {string} */ attributes,
    /** @type {string} */ inside = '',
    /** @type {string} */ partnerCss = '',
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A partner blog</title>
<style>body{font:18px/1.6 Georgia,serif;margin:0 auto;max-width:720px;padding:16px}${partnerCss}</style></head>
<body><h1>Our favourite VPNs this year</h1>${paragraph.repeat(3)}
<script src="${siteOrigin}/embed/worthy-embed.js" async></script>
<worthy-ranked-list category="${PARTNER_CATEGORY}" ${attributes}>${inside}</worthy-ranked-list>${paragraph.repeat(6)}</body></html>`;
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    const origin = `http://localhost:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
    const html = new Map([
      ['/post', page(`limit="${PARTNER_LIMIT}"`)],
      ['/post-advised', page(`limit="${PARTNER_LIMIT}"`, '', ROOM_HOLDING_CSS)],
      ['/served', page(`limit="${PARTNER_LIMIT}"`, served)],
      ['/fit', page('fit="true"')],
      ['/fit-300', page(`fit="true" supabase-url="${origin}" supabase-key="bench"`)],
    ]).get(path);
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
    if (html) response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    else if (request.method === 'OPTIONS') response.writeHead(204, cors).end();
    else if (path.startsWith(`/rest/v1/${PARTNER_CATEGORY}?`))
      response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(longList);
    else response.writeHead(404, cors).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ origin: `http://localhost:${address.port}`, close: () => server.close() });
    }),
  );
}
