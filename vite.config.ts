/**
 * Three builds from one source tree, chosen by --mode:
 *   lib    -> dist/lib     the npm package (ES modules, .d.ts, styles.css; React stays external)
 *   embed  -> dist/embed   the script-tag bundle, rendered with preact/compat to stay small
 *   (else) -> dist/site    the site's client bundle; `--ssr` builds the prerender entry
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import { siteOrigin } from './site/siteOrigin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const library: UserConfig = {
  publicDir: false,
  plugins: [react(), dts({ tsconfigPath: here('./tsconfig.lib.json'), entryRoot: 'lib', exclude: ['lib/embed/**'] })],
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    lib: { entry: here('./lib/index.ts'), formats: ['es'], fileName: 'index', cssFileName: 'styles' },
    rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, /^@preact\/signals-react($|\/)/] },
  },
};

/** Provider count of each built-in list: the embed holds that many cards' room while it loads. */
function builtinListSizes(): Record<string, number> {
  const dir = here('./lib/data/builtin');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')).length]),
  );
}

const embed = (): UserConfig => ({
  publicDir: false,
  define: {
    'process.env.NODE_ENV': '"production"',
    __WORTHY_LIST_SIZES__: JSON.stringify(builtinListSizes()),
  },
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: here('./lib/embed/reactDomClient.ts') },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: here('./lib/embed/react.ts') },
      { find: /^@preact\/signals-react\/runtime$/, replacement: here('./lib/embed/signalsRuntime.ts') },
      { find: /^@preact\/signals-react$/, replacement: '@preact/signals-core' },
    ],
  },
  build: {
    outDir: 'dist/embed',
    emptyOutDir: true,
    target: 'es2020',
    lib: { entry: here('./lib/embed/index.ts'), formats: ['iife'], name: 'WorthyEmbed', fileName: () => 'worthy-embed.js' },
  },
});

const site = (ssr: boolean): UserConfig => ({
  root: here('./site'),
  publicDir: ssr ? false : here('./site/public'),
  envDir: here('.'),
  plugins: [react()],
  build: {
    outDir: here(ssr ? './dist/server' : './dist/site'),
    emptyOutDir: true,
    // The prerender reads the manifest to preload each page's own chunk.
    manifest: !ssr,
  },
});

export default defineConfig(({ mode, isSsrBuild }) => {
  if (mode === 'lib') return library;
  if (mode === 'embed') return embed();
  // Fails the build with one clear line rather than publishing a bad origin in every page's head.
  siteOrigin(loadEnv(mode, here('.'), 'VITE_').VITE_SITE_URL);
  return site(Boolean(isSsrBuild));
});
