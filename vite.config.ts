/**
 * Three builds from one source tree, chosen by --mode:
 *   lib    -> dist/lib     the npm package (ES modules, .d.ts, styles.css; React stays external)
 *   embed  -> dist/embed   the script-tag bundle, rendered with Preact
 *   (else) -> dist/site    the site's client bundle, rendered with Preact; `--ssr` builds the prerender entry
 *
 * Where a build needs another implementation of a module, the import names a seam (`#runtime`,
 * `#on-demand`, `#widget-locale`, `#list-body`: package.json "imports") and each build picks its branch by the
 * conditions below (BUILD_CONDITIONS). The README lists the seams and why each exists. No alias
 * here matches a relative import: the only aliases are package names, React's to Preact's.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Features } from 'lightningcss';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  loadEnv,
  runnerImport,
  type Plugin,
  type UserConfig,
} from 'vite';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import { siteOrigin } from './site/siteOrigin.ts';
import { TYPICAL_SIZE } from './lib/embed/lists.ts';
import { LISTS } from './lib/model/lists.ts';
import type { ScoringMethod } from './lib/model/method.ts';
import { computedWeight } from './lib/format/computed.ts';
import type { ListKey } from './lib/model/lists.ts';
import type * as SearchData from './site/search/searchData.ts';
import { classicScript } from './scripts/classicScript.mjs';
import { compileHint } from './scripts/compileHint.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** A JSON file of the project, parsed. */
const readJson = (path: string) => JSON.parse(readFileSync(here(path), 'utf8'));

/**
 * 'use client' marks the library's stateful modules for React Server Components (dist/lib keeps
 * it, one file per module). The embed and the site are browser bundles, where it means nothing.
 */
const ignoreUseClient: NonNullable<UserConfig['build']>['rolldownOptions'] = {
  onLog(level, log, handler) {
    if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
    handler(level, log);
  },
};

const library: UserConfig = {
  publicDir: false,
  plugins: [
    react(),
    dts({
      tsconfigPath: here('./tsconfig.lib.json'),
      entryRoot: 'lib',
      // The embed's own modules and the seams' branches for other builds are not the package's.
      exclude: ['lib/embed/**', 'lib/runtime/preact.ts', 'lib/i18n/aroundOnly.ts'],
      // A seam is the package's own name ("imports" in package.json, not published): its types
      // name the package's branch. `#runtime`'s is React (lib/runtime/react.ts).
      beforeWriteFile: (filePath, content) => ({ filePath, content: content.replaceAll(`from '#runtime'`, `from 'react'`) }),
    }),
  ],
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    lib: { entry: here('./lib/index.ts'), formats: ['es'], fileName: 'index', cssFileName: 'styles' },
    rolldownOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^@preact\/signals-react($|\/)/],
      // One file per module, so each keeps its own 'use client' (or none: the data helpers run on a server).
      output: { preserveModules: true, preserveModulesRoot: 'lib', entryFileNames: '[name].js' },
    },
  },
};

/**
 * What the About page's "How We Review" states about the built-in data, counted at build time
 * (site/content/methodStats.ts): the share of each vertical's weight computed from facts (the mean
 * over its lists, CONTRACT section 15) and how many lists have a paid partner at #1.
 */
export function methodStats(): string {
  const shares = new Map<string, number[]>();
  let partnerFirst = 0;
  for (const { key, vertical } of LISTS) {
    const computed = computedWeight((readJson(`./lib/data/methods/${key}.json`) as ScoringMethod).criteria);
    shares.set(vertical, [...(shares.get(vertical) ?? []), computed]);
    const rows = readJson(`./lib/data/builtin/${key}.json`) as { display_order: number; is_worthy_partner: boolean }[];
    if (rows.find((row) => row.display_order === 1)?.is_worthy_partner) partnerFirst++;
  }
  const computedShare = Object.fromEntries(
    [...shares].map(([vertical, list]) => [vertical, Math.round(list.reduce((a, b) => a + b, 0) / list.length)]),
  );
  return JSON.stringify({ computedShare, partnerFirst, lists: LISTS.length });
}

/**
 * The site's search indexes (site/search/searchData.ts), computed from the built-in data and
 * written into the search's modules, each language's as one constant. Run by Vite's module runner,
 * as the site's modules run (their imports name no file extension, which the config's own loader
 * is to stop accepting).
 */
export async function searchIndexes(): Promise<Record<'__SEARCH_INDEX_EN__' | '__SEARCH_INDEX_FR__', string>> {
  const { module: data } = await runnerImport<typeof SearchData>(here('./site/search/searchData.ts'), {
    configFile: false,
    logLevel: 'warn',
  });
  const rowsOf = (key: ListKey) => readJson(`./lib/data/builtin/${key}.json`) as unknown[];
  const frenchOf = (key: ListKey) =>
    existsSync(here(`./lib/data/fr/${key}.json`)) ? readJson(`./lib/data/fr/${key}.json`) : null;
  return {
    __SEARCH_INDEX_EN__: JSON.stringify(data.englishSearchIndex(rowsOf)),
    __SEARCH_INDEX_FR__: JSON.stringify(data.frenchSearchIndex(rowsOf, frenchOf)),
  };
}

/**
 * What the embed knows of each list before it loads, in the form lib/embed/lists.ts reads: its key,
 * and the built-in list's size where it is not the typical eight. Its words come with its
 * providers (scripts/embed.mjs). The build stops on a key or size that form cannot hold.
 */
export function embedLists(): string {
  const size = (key: string): number => readJson(`./lib/data/builtin/${key}.json`).length;
  const topics = new Map<string, { us?: boolean; canada?: number }>();
  for (const { key } of LISTS) {
    const [, stem, canada] = /^(\w+?)_providers(_canada)?$/.exec(key) ?? [];
    if (!stem) throw new Error(`lib/embed/lists.ts cannot hold the list key ${key}`);
    const topic = topics.get(stem) ?? {};
    if (canada) topic.canada = size(key);
    else if (size(key) === TYPICAL_SIZE) topic.us = true;
    else throw new Error(`lib/embed/lists.ts cannot hold the size of ${key} (${size(key)})`);
    topics.set(stem, topic);
  }
  return [...topics]
    .map(([stem, { us, canada }]) => {
      const only = !canada ? '.' : !us ? '!' : '';
      return `${stem}${only}${canada && canada !== TYPICAL_SIZE ? `:${canada}` : ''}`;
    })
    .join(' ');
}

/** Names the state of every stylesheet in lib/ (lib/embed/styles.ts, CSS_MARK): any change to one gives a new name. */
export function embedCssId(): string {
  const hash = createHash('sha256');
  const files = readdirSync(here('./lib'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .sort();
  for (const file of files) hash.update(`${file}\n${readFileSync(here(`./lib/${file}`), 'utf8')}\n`);
  return hash.digest('hex').slice(0, 12);
}

/**
 * The site and the embed render the widgets (React components, as the npm package ships them)
 * with Preact, through preact/compat: React DOM's start-up alone was a task of 95-160 ms on a
 * low-tier phone, more than a page's whole blocking-time budget. Aliasing React's package names
 * to Preact's is Preact's documented way to do it; these and the embed's are the only aliases of
 * the builds.
 */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^@preact\/signals-react$/, replacement: '@preact/signals-core' },
];

/**
 * The embed renders with Preact's core and hooks (`#runtime`, lib/runtime/preact.ts): only the
 * signals keep React's package name, and this gives Preact's.
 */
const PREACT_CORE_FOR_REACT = [{ find: /^@preact\/signals-react$/, replacement: '@preact/signals-core' }];

/**
 * The embed compiles JSX to Preact's own `createElement` (its `h`), which its core holds anyway,
 * rather than to a JSX runtime that would be one more module in a partner's first load (about
 * 0.2 KB gzip). The widgets' source is the same in every build; only how JSX is compiled differs.
 */
const JSX_AS_CREATE_ELEMENT = {
  jsx: { runtime: 'classic', pragma: '__h', pragmaFrag: '__F' },
  jsxInject: "import { createElement as __h, Fragment as __F } from 'preact'",
} as const;

/** Stops a build that would bundle React itself (a value imported from 'react' rather than from `#runtime`). */
function noReactIn(build: string): Plugin {
  return {
    name: 'worthy:no-react',
    enforce: 'pre',
    resolveId(id, importer) {
      if (/^react(-dom)?($|\/)/.test(id)) this.error(`${importer}: imports ${id} in ${build}`);
    },
  };
}

/**
 * The conditions each build resolves the seams of package.json "imports" with, before Vite's own
 * (the npm package, the tests and Storybook take each seam's default branch):
 *   worthy-site    the site: `#widget-locale` leaves the language to the page
 *   worthy-embed   the embed: `#runtime` is Preact's core and hooks, `#widget-locale` leaves the
 *                  language to the embed, and `#on-demand` loads the compare table and the
 *                  breakdown's inside on a reader's first act, `#list-body` draws a list whose
 *                  part (Find your fit, pages) the element loaded before it rendered
 */
export const BUILD_CONDITIONS = {
  embed: ['worthy-embed', ...defaultClientConditions],
  site: ['worthy-site', ...defaultClientConditions],
  siteServer: ['worthy-site', ...defaultServerConditions],
};

/**
 * The oldest browsers the embed serves: the widgets lay out with container queries, and share one
 * constructable stylesheet (Safari 16.4).
 */
const EMBED_TARGET = ['chrome105', 'edge105', 'firefox110', 'safari16.4'];

const embed = (): UserConfig => ({
  publicDir: false,
  // Written as ES modules, so the parts shown on demand can be a chunk of their own
  // (lib/embed/onDemand.ts), then made into a classic script and a chunk it can load.
  plugins: [
    noReactIn("the embed, which renders with Preact: import the widgets' API from #runtime"),
    classicScript({ entry: here('./lib/embed/index.ts') }),
  ],
  // No style uses light-dark(): the variables that would emulate it for older browsers are bytes for nothing.
  css: { lightningcss: { exclude: Features.LightDark } },
  define: {
    'process.env.NODE_ENV': '"production"',
    __WORTHY_EMBED_LISTS__: JSON.stringify(embedLists()),
    __WORTHY_CSS_ID__: JSON.stringify(embedCssId()),
  },
  resolve: { conditions: BUILD_CONDITIONS.embed, alias: PREACT_CORE_FOR_REACT },
  oxc: JSX_AS_CREATE_ELEMENT,
  build: {
    outDir: 'dist/embed',
    emptyOutDir: true,
    // All of them run class fields and private methods natively (es2020 would add ~0.6 KB of helpers).
    target: EMBED_TARGET,
    lib: { entry: here('./lib/embed/index.ts'), formats: ['es'], fileName: () => 'worthy-embed.js' },
    rolldownOptions: {
      ...ignoreUseClient,
      // The entry may export more than index.ts does: what its chunks share with it (a classic script exports nothing anyway).
      preserveEntrySignatures: 'allow-extension',
      // A property read alone is no side effect in the embed's code: none reads one to force a
      // layout or to subscribe to a signal (ESLint's no-unused-expressions holds lib/ to that), so
      // `export const OwnPages = Context.Provider` leaves nothing behind when unused.
      treeshake: { propertyReadSideEffects: false },
      output: { chunkFileNames: 'worthy-embed-[name]-[hash].js' },
    },
  },
});

const site = (ssr: boolean, searchIndex: Record<string, string>): UserConfig => ({
  root: here('./site'),
  publicDir: ssr ? false : here('./site/public'),
  envDir: here('.'),
  // The client's chunks run as soon as they arrive (hydration): compiled while they download.
  plugins: ssr ? [react()] : [react(), compileHint()],
  define: { __BUILD_YEAR__: String(new Date().getFullYear()), __METHOD_STATS__: methodStats(), ...searchIndex },
  resolve: { conditions: BUILD_CONDITIONS.site, alias: PREACT_FOR_REACT },
  ssr: { resolve: { conditions: BUILD_CONDITIONS.siteServer } },
  build: {
    outDir: here(ssr ? './dist/server' : './dist/site'),
    emptyOutDir: true,
    // The prerender reads the manifest to preload each page's own chunk.
    manifest: !ssr,
    rolldownOptions: {
      ...ignoreUseClient,
      output: {
        // A list's scoring method and its built-in rows are both '<list key>.json': name them apart.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/lib/data/methods/') ? 'assets/method-[name]-[hash].js' : 'assets/[name]-[hash].js',
        advancedChunks: {
          groups: [
            { name: 'parts', test: /\/(lib\/(widgets|format|model)|site\/(pages\/topic|data|routes|config))/, minShareCount: 2 },
          ],
        },
      },
    },
  },
});

export default defineConfig(async ({ mode, isSsrBuild }) => {
  if (mode === 'lib') return library;
  if (mode === 'embed') return embed();
  // Fails the build with one clear line rather than publishing a bad origin in every page's head.
  siteOrigin(loadEnv(mode, here('.'), 'VITE_').VITE_SITE_URL);
  return site(Boolean(isSsrBuild), await searchIndexes());
});
