/**
 * Three builds from one source tree, chosen by --mode:
 *   lib    -> dist/lib     the npm package (ES modules, .d.ts, styles.css; React stays external)
 *   embed  -> dist/embed   the script-tag bundle, rendered with Preact's core to stay small
 *   (else) -> dist/site    the site's client bundle; `--ssr` builds the prerender entry
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Features } from 'lightningcss';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import { siteOrigin } from './site/siteOrigin.ts';
import { TYPICAL_SIZE } from './lib/embed/lists.ts';
import { LISTS } from './lib/model/lists.ts';
import { classicScript } from './scripts/classicScript.mjs';
import { compileHint } from './scripts/compileHint.mjs';
import { embedWords } from './scripts/embedWords.mjs';
import { preactCore } from './scripts/preactCore.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
  plugins: [react(), dts({ tsconfigPath: here('./tsconfig.lib.json'), entryRoot: 'lib', exclude: ['lib/embed/**'] })],
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
 * What the embed knows of each list before it loads, in the form lib/embed/lists.ts reads: its key,
 * and the built-in list's size where it is not the typical eight. Its words come with its
 * providers (scripts/embed.mjs). The build stops on a key or size that form cannot hold.
 */
export function embedLists(): string {
  const size = (key: string): number => JSON.parse(readFileSync(here(`./lib/data/builtin/${key}.json`), 'utf8')).length;
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
 * The oldest browsers the embed serves: the widgets lay out with container queries, and share one
 * constructable stylesheet (Safari 16.4).
 */
const EMBED_TARGET = ['chrome105', 'edge105', 'firefox110', 'safari16.4'];

const embed = (): UserConfig => ({
  publicDir: false,
  // Written as ES modules, so the compare table and the breakdown's inside can be a chunk of their
  // own (lib/embed/lazyParts.ts), then made into a classic script and a chunk it can load.
  // Its widgets' words written in place in English, and found in French by that English (scripts/embedWords.mjs).
  plugins: [
    embedWords({ wordsModule: here('./lib/i18n/fr-CA/widgetWords.ts'), sayModule: here('./lib/embed/words.ts') }),
    preactCore(),
    classicScript({ entry: here('./lib/embed/index.ts') }),
  ],
  // No style uses light-dark(): the variables that would emulate it for older browsers are bytes for nothing.
  css: { lightningcss: { exclude: Features.LightDark } },
  define: {
    'process.env.NODE_ENV': '"production"',
    __WORTHY_EMBED_LISTS__: JSON.stringify(embedLists()),
    __WORTHY_CSS_ID__: JSON.stringify(embedCssId()),
  },
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: here('./lib/embed/reactDomClient.ts') },
      { find: /^react\/jsx-runtime$/, replacement: here('./lib/embed/jsxRuntime.ts') },
      { find: /^react\/jsx-dev-runtime$/, replacement: here('./lib/embed/jsxRuntime.ts') },
      { find: /^react$/, replacement: here('./lib/embed/react.ts') },
      { find: /^@preact\/signals-react\/runtime$/, replacement: here('./lib/embed/preactRuntime.ts') },
      { find: /^@preact\/signals-react$/, replacement: here('./lib/embed/signals.ts') },
      { find: /^\.\/OneProviderPrompt$/, replacement: here('./lib/embed/noPrompt.ts') },
      { find: /^\.\/ownPages$/, replacement: here('./lib/embed/noOwnPages.ts') },
      { find: /^(\.\.\/)+i18n\/locales$/, replacement: here('./lib/i18n/aroundOnly.ts') },
      { find: /^\.\/(CompareTable|BreakdownDetails)$/, replacement: here('./lib/embed/lazyParts.ts') },
    ],
  },
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
      output: { chunkFileNames: 'worthy-embed-[name]-[hash].js' },
    },
  },
});

/**
 * The site renders its pages with Preact (preact/compat), on the server and in the browser: React
 * DOM's start-up alone was a task of 95-160 ms on a low-tier phone, more than a page's whole
 * blocking-time budget. The widgets stay React components (the npm package is unchanged).
 */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/server$/, replacement: here('./site/preact/server.ts') },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^@preact\/signals-react\/runtime$/, replacement: here('./site/preact/signalsRuntime.ts') },
  { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
];

const site = (ssr: boolean): UserConfig => ({
  root: here('./site'),
  publicDir: ssr ? false : here('./site/public'),
  envDir: here('.'),
  // The client's chunks run as soon as they arrive (hydration): compiled while they download.
  plugins: ssr ? [react()] : [react(), compileHint()],
  define: { __BUILD_YEAR__: String(new Date().getFullYear()) },
  resolve: {
    // A page sets its widgets' language (French pages wrap them in French), so English pages carry no French.
    alias: [
      { find: /^(\.\.\/)+i18n\/locales$/, replacement: here('./lib/i18n/aroundOnly.ts') },
      ...PREACT_FOR_REACT,
      // A topic page's cards past the first hydrate one per task (site/shell/CardInTurn.ts).
      { find: /^\.\/Later$/, replacement: here('./site/shell/CardInTurn.ts') },
    ],
  },
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

export default defineConfig(({ mode, isSsrBuild }) => {
  if (mode === 'lib') return library;
  if (mode === 'embed') return embed();
  // Fails the build with one clear line rather than publishing a bad origin in every page's head.
  siteOrigin(loadEnv(mode, here('.'), 'VITE_').VITE_SITE_URL);
  return site(Boolean(isSsrBuild));
});
