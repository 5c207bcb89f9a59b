#!/usr/bin/env node
/**
 * Serves dist/site as a static host would: each route's prerendered file, a real 404 status
 * with 404.html for anything else, long caching for hashed assets, short for HTML and the embed,
 * and text files gzipped when the client accepts it (as any CDN does; Lighthouse counts bytes).
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const site = process.env.SITE_DIR ? resolve(process.env.SITE_DIR) : fileURLToPath(new URL('../dist/site', import.meta.url));
const port = Number(process.env.PORT || 4173);
const host = process.env.HOST || '127.0.0.1';

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

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
/** Gzipped bodies, kept per file until it changes (a rebuild rewrites the files). */
const gzipped = new Map();

async function gzippedBody(file) {
  const info = await stat(file);
  const key = `${info.mtimeMs}:${info.size}`;
  const cached = gzipped.get(file);
  if (cached?.key === key) return cached.body;
  const body = gzipSync(await readFile(file), { level: 9 });
  gzipped.set(file, { key, body });
  return body;
}

/** Sends a file, gzipped when it is text and the client accepts gzip. */
async function send(request, response, status, headers, file) {
  const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (!compressible.has(extname(file))) {
    response.writeHead(status, headers);
    if (request.method === 'HEAD') return response.end();
    return createReadStream(file).pipe(response);
  }
  headers.Vary = 'Accept-Encoding';
  const body = accepts ? await gzippedBody(file) : await readFile(file);
  if (accepts) headers['Content-Encoding'] = 'gzip';
  response.writeHead(status, { ...headers, 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}

async function fileFor(pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [join(site, safe), join(site, safe, 'index.html'), join(site, `${safe}.html`)]) {
    if (!candidate.startsWith(site)) continue;
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  return null;
}

function cacheControl(pathname) {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (pathname.startsWith('/embed/')) return 'public, max-age=300';
  return 'public, max-age=0, must-revalidate';
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  let file = null;
  try {
    file = await fileFor(pathname);
  } catch {
    file = null;
  }
  const headers = { 'Cache-Control': cacheControl(pathname) };
  if (pathname.startsWith('/embed/')) headers['Access-Control-Allow-Origin'] = '*';
  try {
    if (!file) {
      await send(request, response, 404, { ...headers, 'Content-Type': types['.html'], 'Cache-Control': 'no-store' }, join(site, '404.html'));
      return;
    }
    await send(request, response, 200, { ...headers, 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }, file);
  } catch {
    // The file vanished between lookup and read (a rebuild in progress).
    if (!response.headersSent) response.writeHead(503, { 'Retry-After': '1' });
    response.end();
  }
});

server.listen(port, host, () => {
  // PORT=0 picks a free port: the line below says which (the live-backend tests read it).
  console.log(`Worthy is serving ${site} on http://${host}:${server.address().port}`);
});
