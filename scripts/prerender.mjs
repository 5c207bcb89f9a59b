#!/usr/bin/env node
/**
 * Renders every route of the route table to its own HTML file, plus 404.html, sitemap.xml and
 * robots.txt. Run by scripts/build.mjs in its own Node process with --experimental-websocket,
 * because supabase-js needs a WebSocket on Node 20 when a backend snapshot is taken.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** @import { Manifest } from 'vite' */
/** @import { RenderedPage } from '../site/entry-server' */
/** @typedef {typeof import('../site/entry-server')} ServerBundle what dist/server/entry-server.js exports */

/**
 * `siteDir` holds the client build and receives the pages; `serverDir` holds the SSR bundle.
 * @param {string} root
 * @param {{ siteDir?: string, serverDir?: string }} [dirs]
 * @returns {Promise<{ pages: number, ms: number }>} pages written (with 404.html) and the time it took
 */
export async function prerender(root, { siteDir = `${root}/dist/site`, serverDir = `${root}/dist/server` } = {}) {
  const started = performance.now();
  const out = siteDir;
  const template = stylesFirst(await pageTemplate(siteDir, serverDir));
  const server = /** @type {ServerBundle} */ (await import(pathToFileURL(`${serverDir}/entry-server.js`).href));
  const manifest = await buildManifest(siteDir, serverDir);
  const page = (/** @type {RenderedPage} */ { html, head, state, viewModule, lang }) =>
    scriptsAfterPaint(fillSlots(template, { head: `${head}\n    ${preloads(manifest, viewModule)}`, html, state, lang }));

  const today = new Date();
  for (const path of server.paths) {
    const file = path === '/' ? `${out}/index.html` : `${out}${path}/index.html`;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page(await server.render(path, today)));
  }
  await writeFile(`${out}/404.html`, page(await server.render('/404', today)));
  // Unknown /fr/… paths get the not-found page in French (scripts/serve.mjs).
  await writeFile(`${out}/fr/404.html`, page(await server.render('/fr/404', today)));
  await writeFile(`${out}/sitemap.xml`, server.sitemapXml(server.ALL_ROUTES, today));
  await writeFile(`${out}/robots.txt`, server.robotsTxt());
  return { pages: server.paths.length + 1, ms: Math.round(performance.now() - started) };
}

/**
 * The client build's index.html with its <!--head-->, <!--app--> and <!--state--> slots. The prerender
 * overwrites dist/site/index.html with the home page, so the first run keeps the template beside the
 * server bundle (not served) and later runs (the bench times three) read it from there.
 * @param {string} siteDir
 * @param {string} serverDir
 * @returns {Promise<string>}
 */
async function pageTemplate(siteDir, serverDir) {
  const built = `${siteDir}/index.html`;
  const kept = `${serverDir}/index.template.html`;
  const isTemplate = (/** @type {string} */ html) => html.includes('<!--app-->') && html.includes('<!--head-->');
  const html = await readFile(built, 'utf8');
  if (isTemplate(html)) {
    await writeFile(kept, html);
    return html;
  }
  if (existsSync(kept)) return readFile(kept, 'utf8');
  throw new Error('dist/site/index.html is already prerendered and no template is kept: run `npm run build`');
}

/**
 * Vite's manifest (which chunks each page needs), moved beside the server bundle on the first run:
 * dist/site is what gets uploaded, and a dotfile folder in it would be published with it.
 * @param {string} siteDir
 * @param {string} serverDir
 * @returns {Promise<Manifest>}
 */
async function buildManifest(siteDir, serverDir) {
  const built = `${siteDir}/.vite/manifest.json`;
  const kept = `${serverDir}/site-manifest.json`;
  if (existsSync(built)) {
    await rename(built, kept);
    await rm(`${siteDir}/.vite`, { recursive: true, force: true });
  }
  return JSON.parse(await readFile(kept, 'utf8'));
}

/*
 * The edits below rewrite Vite's HTML by pattern. Each checks that it found what it expects and
 * throws otherwise: if Vite changed its output, the build stops instead of shipping pages that a
 * silent no-op left with render-blocking scripts or empty slots.
 */

/**
 * @param {string} edit
 * @param {string} problem
 */
const htmlEditError = (edit, problem) => new Error(`prerender, ${edit}: ${problem} (has Vite's index.html changed shape?)`);

/** @type {(text: string, part: string) => number} */
const occurrences = (text, part) => text.split(part).length - 1;

/**
 * @param {string} html
 * @param {string} slot
 * @param {string} edit
 */
function expectOnce(html, slot, edit) {
  const found = occurrences(html, slot);
  if (found !== 1) throw htmlEditError(edit, `expected ${slot} exactly once, found it ${found} times`);
}

/**
 * Moves the stylesheet links to the top of <head>, before the page's head tags and every script
 * and modulepreload. Vite writes them last; then the one render-blocking request queues behind
 * ~15 script requests on HTTP/1.1's six connections and shares a slow link with ~80 KB of JS.
 * @param {string} template
 * @returns {string}
 */
export function stylesFirst(template) {
  const links = template.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  if (!links.length) throw htmlEditError('stylesFirst', 'found no <link rel="stylesheet" …> to move');
  const anyForm = template.match(/<link\b[^>]*\brel=["']?stylesheet\b/gi) ?? [];
  if (anyForm.length !== links.length) {
    throw htmlEditError(
      'stylesFirst',
      `${anyForm.length - links.length} stylesheet link(s) not in the form <link rel="stylesheet" …>`,
    );
  }
  expectOnce(template, '<!--head-->', 'stylesFirst');
  let out = template;
  for (const link of links) out = out.replace(link, '');
  const tags = links.map((link) => link.trim()).join('\n    ');
  return out.replace('<!--head-->', () => `${tags}\n    <!--head-->`);
}

/** The template's slots, each filled once per page. */
const SLOTS = ['<!--head-->', '<!--app-->', '<!--state-->'];

/**
 * Puts one rendered page into the template: its head tags, the app's HTML and the hydration state.
 * @param {string} template
 * @param {{ head: string, html: string, state: string, lang?: string }} page `lang`: the page's language (default en)
 * @returns {string}
 */
export function fillSlots(template, { head, html, state, lang = 'en' }) {
  for (const slot of SLOTS) expectOnce(template, slot, 'fillSlots');
  expectOnce(template, '<html lang="en">', 'fillSlots');
  // Replacer functions, so a `$&` or `$'` in page text is never read as a replacement pattern.
  return template
    .replace('<html lang="en">', () => `<html lang="${lang}">`)
    .replace('<!--head-->', () => head)
    .replace('<!--app-->', () => html)
    .replace('<!--state-->', () => state);
}

/**
 * The page is readable without its scripts (it is prerendered), so they load after its first paint
 * instead of sharing a slow connection with the HTML and the stylesheet: the module entry and its
 * modulepreloads wait, inert, in a <template>, and a few lines of inline script add them once a
 * frame has been drawn (requestAnimationFrame runs before a frame, the task it queues after it),
 * one tag a task: on a low-end phone, asking for the eleven files in one task was a long task of
 * about 100 ms (each request costs the browser a few ms). A hidden tab never draws, and runs
 * timers once a second, so it adds them all at once. Without scripts the template is never read.
 */
const SCRIPT_TAG = /[ \t]*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)\n?/g;
const LOADER = `(() => {
      const tags = [...document.getElementById('wy-scripts').content.children];
      const load = (all) => {
        for (const tag of tags.splice(0, all ? tags.length : 1)) {
          const element = document.createElement(tag.localName);
          for (const { name, value } of tag.attributes) element.setAttribute(name, value);
          document.head.append(element);
        }
        if (tags.length) setTimeout(load, 0);
      };
      if (document.visibilityState === 'hidden') load(true);
      else requestAnimationFrame(() => setTimeout(load, 0));
    })();`;

/**
 * @param {string} html a page: the template with its slots filled
 * @returns {string}
 */
export function scriptsAfterPaint(html) {
  // Low priority as well: on a connection still busy with the page, they queue behind what paints.
  const tags = [
    ...new Set(
      [...html.matchAll(SCRIPT_TAG)].map((match) =>
        /** @type {string} */ (match[1]).replace(/^<(script|link) /, '<$1 fetchpriority="low" '),
      ),
    ),
  ];
  if (!tags.some((tag) => tag.startsWith('<script'))) {
    throw htmlEditError('scriptsAfterPaint', 'found no module entry <script type="module" …></script> to defer');
  }
  expectOnce(html, '</body>', 'scriptsAfterPaint');
  // Preloads first, the entry last: when the entry runs, its imports are already on their way.
  tags.sort((a, b) => Number(a.startsWith('<script')) - Number(b.startsWith('<script')));
  const loader = `<template id="wy-scripts">\n      ${tags.join('\n      ')}\n    </template>\n    <script>${LOADER}</script>\n  `;
  const out = html.replace(SCRIPT_TAG, '').replace('</body>', () => `${loader}</body>`);
  const outside = out.replace(/<template id="wy-scripts">[\s\S]*?<\/template>/, '');
  if (/<script\b[^>]*\btype=["']?module\b/i.test(outside)) {
    throw htmlEditError('scriptsAfterPaint', 'a <script type="module"> is left outside <template id="wy-scripts">');
  }
  if (/<link\b[^>]*\bmodulepreload\b/i.test(outside)) {
    throw htmlEditError('scriptsAfterPaint', 'a modulepreload link is left outside <template id="wy-scripts">');
  }
  return out;
}

/**
 * What the entry imports step by step (site/entry-client.tsx): on every page, preloaded with the
 * entry's own imports, so the steps wait for no request.
 */
export const BOOT_MODULES = ['hydrate.tsx'];

/**
 * modulepreload links for the boot modules, a view's chunk and the chunks they import, minus what
 * the entry already loads.
 * @param {Manifest} manifest
 * @param {string | null} viewModule
 * @returns {string}
 */
export function preloads(manifest, viewModule) {
  const entry = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key];
    if (entry.has(key) || !chunk) return;
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of BOOT_MODULES) visit(key);
  if (viewModule) visit(viewModule);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // A second build (the live-backend tests) prerenders into its own folders.
  const { WORTHY_SITE_DIR: siteDir, WORTHY_SERVER_DIR: serverDir } = process.env;
  const { pages, ms } = await prerender(root, { ...(siteDir ? { siteDir } : {}), ...(serverDir ? { serverDir } : {}) });
  console.log(`  ${pages} pages in ${ms} ms`);
}
