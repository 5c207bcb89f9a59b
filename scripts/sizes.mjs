/** Gzipped sizes of the build outputs, shared by the bench and the budget tests. */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

async function filesUnder(dir, ending) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(ending))
    .map((e) => join(e.parentPath, e.name));
}

export async function gzipOfFiles(files) {
  let total = 0;
  for (const file of files) total += gzipSize(await readFile(file));
  return total;
}

export async function librarySizes(root) {
  return {
    js: await gzipOfFiles(await filesUnder(`${root}/dist/lib`, '.js')),
    css: await gzipOfFiles(await filesUnder(`${root}/dist/lib`, '.css')),
  };
}

/** The whole embed a partner's page loads: its script, and any stylesheet a build split off. */
export async function embedSize(root, dir = `${root}/dist/embed`) {
  return gzipOfFiles([...(await filesUnder(dir, '.js')), ...(await filesUnder(dir, '.css'))]);
}

/** Scripts a page loads before it is interactive: its module entry and every modulepreload. */
export function initialScripts(html) {
  const found = new Set();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) found.add(match[1]);
  return [...found];
}

export function stylesheets(html) {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
}

/** For each prerendered page: gzipped HTML, JS before interactive, CSS. */
export async function pageSizes(root) {
  const site = `${root}/dist/site`;
  const pages = [];
  for (const file of await filesUnder(site, '.html')) {
    const html = await readFile(file, 'utf8');
    const local = (url) => join(site, url.replace(/^\//, ''));
    const path = '/' + relative(site, file).replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
    pages.push({
      path,
      html: gzipSize(Buffer.from(html)),
      js: await gzipOfFiles(initialScripts(html).map(local)),
      css: await gzipOfFiles(stylesheets(html).map(local)),
    });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
