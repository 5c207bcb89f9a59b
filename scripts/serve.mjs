#!/usr/bin/env node
/**
 * Serves dist/site as a static host would: each route's prerendered file, a real 404 status
 * with 404.html for anything else, long caching for hashed assets, short for HTML and the embed.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const site = fileURLToPath(new URL('../dist/site', import.meta.url));
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
  if (!file) {
    response.writeHead(404, { ...headers, 'Content-Type': types['.html'], 'Cache-Control': 'no-store' });
    createReadStream(join(site, '404.html')).pipe(response);
    return;
  }
  response.writeHead(200, { ...headers, 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  if (request.method === 'HEAD') return response.end();
  createReadStream(file).pipe(response);
});

server.listen(port, host, () => console.log(`Worthy is serving dist/site on http://${host}:${port}`));
