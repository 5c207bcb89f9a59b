#!/usr/bin/env node
/**
 * `npm start`: serves dist/site (or SITE_DIR) as a CDN would, for trying the build and for the tests.
 * sirv does the serving; this wrapper adds compression, cache headers, CORS, a 404 page and hardening.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { mirrorSite } from './serve/mirror.mjs';

/** @import { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http' */
/** @import { AddressInfo } from 'node:net' */

const site = realpathSync(
  process.env.SITE_DIR ? resolve(process.env.SITE_DIR) : fileURLToPath(new URL('../dist/site', import.meta.url)),
);
const port = Number(process.env.PORT || 4173);
const host = process.env.HOST || '127.0.0.1';

/** @type {Record<string, string | undefined>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

// sirv sends precompressed .br/.gz siblings but never compresses, and dist/site must stay as uploaded
// (no .gz/.br in it): so sirv serves a private copy with siblings, made at start-up (scripts/serve/mirror.mjs).
// It is a snapshot: restart after a rebuild (`npm start` builds first). Only files copied there exist
// for sirv, so dotfiles and symlinks out of the site are out of reach.
const mirror = await mirrorSite(site);

// Production mode: sirv indexes the mirror once and looks requests up in that index, never on disk by path,
// so no spelling of '..' can reach outside it. etag: revalidations (must-revalidate) get a 304.
const files = sirv(mirror, { etag: true, gzip: true, brotli: true, extensions: ['html'], dotfiles: false });

const readOrNull = (/** @type {string} */ file) => {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
};
/** The not-found page, in English and (for paths under /fr) in French, with its compressed forms. */
const notFoundPage = (/** @type {string} */ file) => ({
  identity: readOrNull(join(mirror, file)) ?? Buffer.from('Not found\n'),
  gzip: readOrNull(join(mirror, `${file}.gz`)),
  br: readOrNull(join(mirror, `${file}.br`)),
});
const page404 = notFoundPage('404.html');
const page404French = notFoundPage('fr/404.html');

/** @param {string} path */
function cacheControl(path) {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'; // content-hashed names
  if (path.startsWith('/embed/')) return 'public, max-age=300'; // fixed URLs partners paste
  return 'public, max-age=0, must-revalidate';
}

/**
 * The request's path as sirv will look it up: before '?', percent-decoded when that is valid.
 * @param {string} url
 */
function pathOf(url) {
  const path = url.replace(/[?#].*$/s, '') || '/';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * @param {ServerResponse} response
 * @param {number} status
 * @param {OutgoingHttpHeaders} [headers]
 * @param {string} [body]
 */
function answer(response, status, headers = {}, body = '') {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  response.end(body);
}

/**
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
function notFound(request, response) {
  const path = pathOf(request.url ?? '/');
  const page = path === '/fr' || path.startsWith('/fr/') ? page404French : page404;
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = page.br && /\bbr\b/.test(accepts) ? 'br' : page.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
  const body = page[encoding] ?? page.identity;
  response.writeHead(404, {
    'Content-Type': types['.html'],
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    'Content-Length': body.length,
    ...(encoding !== 'identity' && { 'Content-Encoding': encoding }),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
function handle(request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return answer(response, 405, { Allow: 'GET, HEAD' }, 'Method not allowed\n');
  }
  const path = pathOf(request.url ?? '/');
  // The .br/.gz files in the mirror are ours, not the site's: reachable only through Accept-Encoding.
  if (/\.(br|gz)$/.test(path)) return notFound(request, response);
  // sirv misreads suffix ranges (bytes=-500) and throws on reversed ones; a static site needs none,
  // and answering the whole body is always allowed.
  delete request.headers.range;
  response.setHeader('Cache-Control', cacheControl(path));
  if (path.startsWith('/embed/')) response.setHeader('Access-Control-Allow-Origin', '*'); // the embed and its data/*.json
  // sirv keeps a Content-Type set beforehand; ours carry the charset. Paths with no extension are pages.
  const type = types[extname(path) || '.html'];
  if (type) response.setHeader('Content-Type', type);
  files(request, response, () => notFound(request, response));
}

const server = createServer((request, response) => {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  try {
    handle(request, response);
  } catch (error) {
    // One bad request must never take the server down.
    console.error(`${request.method} ${request.url?.slice(0, 200)}: ${error}`);
    if (response.headersSent) response.destroy();
    else answer(response, 500, {}, 'Internal server error\n');
  }
});

// A request Node cannot parse never reaches the handler: answer it here rather than just hang up.
server.on('clientError', (error, socket) => {
  const { code } = /** @type {NodeJS.ErrnoException} */ (error);
  if (code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const status = code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nX-Content-Type-Options: nosniff\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
});

server.listen(port, host, () => {
  // PORT=0 picks a free port: the line below says which (the tests read it).
  console.log(`Worthy is serving ${site} on http://${host}:${/** @type {AddressInfo} */ (server.address()).port}`);
});
