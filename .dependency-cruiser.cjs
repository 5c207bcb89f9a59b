/**
 * The import boundaries of DESIGN.md, checked by `npm run lint`: data flows one way, from the
 * backend to the pixels, and nothing lower imports anything higher.
 *   lib/model < lib/format, lib/data < lib/state < lib/widgets < lib/connected < lib/embed, site, stories
 */
const REACT = '(^|/)node_modules/(react|react-dom|preact|@preact/signals-react|@preact/signals)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: modules that need each other cannot be understood, loaded or tested one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-stays-a-library',
      severity: 'error',
      comment: 'lib/ is the npm package: it never imports the site, the stories or the tests.',
      from: { path: '^lib/' },
      to: { path: '^(site|stories|tests|scripts)/' },
    },
    {
      name: 'pure-layers-know-no-react',
      severity: 'error',
      comment: 'lib/model, lib/format and lib/data are plain TypeScript: they run on a server, in a script, anywhere.',
      from: { path: '^lib/(model|format|data)/' },
      to: { path: REACT, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'model-is-the-bottom',
      severity: 'error',
      comment: 'lib/model (types, the list registry) depends on nothing else in lib.',
      from: { path: '^lib/model/' },
      to: { path: '^lib/(?!model/)' },
    },
    {
      name: 'format-and-data-sit-on-model',
      severity: 'error',
      comment: 'lib/format and lib/data use only lib/model (and each other), never the state, widgets or embed above them.',
      from: { path: '^lib/(format|data)/' },
      to: { path: '^lib/(state|widgets|connected|embed)/' },
    },
    {
      name: 'state-sits-below-widgets',
      severity: 'error',
      comment: 'lib/state holds the lists and selections that widgets read; it never imports a widget or the embed.',
      from: { path: '^lib/state/' },
      to: { path: '^lib/(widgets|connected|embed)/' },
    },
    {
      name: 'widgets-never-fetch',
      severity: 'error',
      comment: 'Widgets render what the list store gives them: no data source, no loader, no embed code.',
      from: { path: '^lib/widgets/' },
      to: { path: '^lib/(data|connected|embed)/' },
    },
    {
      name: 'connected-lists-sit-below-the-embed',
      severity: 'error',
      comment: 'lib/connected wires widgets to their data (WorthyRankedList, which the embed wraps): it never imports the embed.',
      from: { path: '^lib/connected/' },
      to: { path: '^lib/embed/' },
    },
    {
      name: 'site-words-and-data-stay-below-pages',
      severity: 'error',
      comment: 'site/head, site/data and site/content are read by pages; they never import a page.',
      from: { path: '^site/(head|data|content)/' },
      to: { path: '^site/pages/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The Next.js fixture is a partner's app on the packed package: its build output and install are not ours.
    exclude: { path: '^(dist/|tests/next-app/(\\.next|node_modules)/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
