#!/usr/bin/env node
/**
 * Renders every route of the route table to its own HTML file, plus 404.html, sitemap.xml and
 * robots.txt. Run by scripts/build.mjs in its own Node process with --experimental-websocket,
 * because supabase-js needs a WebSocket on Node 20 when a backend snapshot is taken.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export async function prerender(root) {
  const started = performance.now();
  const out = `${root}/dist/site`;
  const template = await readFile(`${out}/index.html`, 'utf8');
  const server = await import(pathToFileURL(`${root}/dist/server/entry-server.js`).href);
  const manifest = JSON.parse(await readFile(`${out}/.vite/manifest.json`, 'utf8'));
  const page = ({ html, head, state, viewModule }) =>
    template
      .replace('<!--head-->', `${head}\n    ${preloads(manifest, viewModule)}`)
      .replace('<!--app-->', html)
      .replace('<!--state-->', state);

  const today = new Date();
  for (const path of server.paths) {
    const file = path === '/' ? `${out}/index.html` : `${out}${path}/index.html`;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page(await server.render(path, today)));
  }
  await writeFile(`${out}/404.html`, page(await server.render('/404', today)));
  await writeFile(`${out}/sitemap.xml`, sitemap(server.SITE_URL, server.ROUTES, today));
  await writeFile(`${out}/robots.txt`, `User-agent: *\nAllow: /\n\nSitemap: ${server.SITE_URL}/sitemap.xml\n`);
  return { pages: server.paths.length + 1, ms: Math.round(performance.now() - started) };
}

/** modulepreload links for a view's chunk and the chunks it imports, minus what the entry already loads. */
function preloads(manifest, viewModule) {
  if (!viewModule || !manifest[viewModule]) return '';
  const entry = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const files = new Set();
  const visit = (key) => {
    if (entry.has(key) || !manifest[key]) return;
    files.add(manifest[key].file);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  visit(viewModule);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
}

/** Every route, with hreflang alternates for US and Canada twins. */
function sitemap(siteUrl, routes, today) {
  const day = today.toISOString().slice(0, 10);
  const url = (path) => `${siteUrl}${path}`;
  const entries = routes.map((route) => {
    const alternates =
      route.kind === 'topic' && route.twin
        ? (() => {
            const us = route.market === 'us' ? route.path : route.twin;
            const ca = route.market === 'ca' ? route.path : route.twin;
            return [
              `    <xhtml:link rel="alternate" hreflang="en-US" href="${url(us)}"/>`,
              `    <xhtml:link rel="alternate" hreflang="en-CA" href="${url(ca)}"/>`,
              `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(us)}"/>`,
            ];
          })()
        : [];
    return [`  <url>`, `    <loc>${url(route.path)}</loc>`, `    <lastmod>${day}</lastmod>`, ...alternates, `  </url>`].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { pages, ms } = await prerender(root);
  console.log(`  ${pages} pages in ${ms} ms`);
}
