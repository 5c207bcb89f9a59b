// @vitest-environment node
/**
 * scripts/prerender.mjs edits Vite's index.html by pattern: on Vite's shape each edit does its job,
 * and on any other shape it throws, naming the edit, rather than silently leaving the HTML as it was.
 */
import { describe, expect, it } from 'vitest';
import { BOOT_MODULES, fillSlots, preloads, scriptsAfterPaint, stylesFirst } from '../../scripts/prerender.mjs';

/** index.html as Vite 8 writes it: entry script, modulepreloads and the stylesheet last in <head>. */
const VITE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">
    <link rel="modulepreload" crossorigin href="/assets/routes-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"><!--app--></div>
    <!--state-->
  </body>
</html>
`;

const PAGE = {
  head: '<title>About</title>\n    <link rel="modulepreload" crossorigin href="/assets/about-mno.js">',
  // Replacement patterns in page text stay text.
  html: "<main>$& and $' stay</main>",
  state: '<script type="application/json" id="wy-state">{}</script>',
};

const render = (template: string) => scriptsAfterPaint(fillSlots(stylesFirst(template), PAGE));

describe('prerender edits of Vite’s HTML, on Vite’s shape', () => {
  it('moves the stylesheet link to the top of <head>, before the head slot', () => {
    expect(stylesFirst(VITE_HTML)).toBe(
      VITE_HTML.replace('    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">\n', '').replace(
        '    <!--head-->',
        '    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">\n    <!--head-->',
      ),
    );
  });

  it('fills each slot with the page and defers every script to a template after the first paint', () => {
    expect(render(VITE_HTML)).toBe(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
    <title>About</title>
  </head>
  <body>
    <div id="root"><main>$& and $' stay</main></div>
    <script type="application/json" id="wy-state">{}</script>
  <template id="wy-scripts">
      <link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/about-mno.js">
      <link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">
      <link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/routes-ghi.js">
      <script fetchpriority="low" type="module" crossorigin src="/assets/index-abc.js"></script>
    </template>
    <script>(() => {
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
    })();</script>
  </body>
</html>
`);
  });
});

describe('prerender edits of Vite’s HTML, on any other shape, fail loudly', () => {
  const changed = (from: string, to: string) => {
    expect(VITE_HTML).toContain(from);
    return VITE_HTML.replace(from, to);
  };

  it('stylesFirst throws when there is no stylesheet link', () => {
    const html = changed('    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">\n', '');
    expect(() => stylesFirst(html)).toThrow(/stylesFirst: found no <link rel="stylesheet"/);
  });

  it('stylesFirst throws when the stylesheet link has its attributes in another order', () => {
    const html = changed('<link rel="stylesheet" crossorigin href', '<link crossorigin rel="stylesheet" href');
    expect(() => stylesFirst(html)).toThrow(/stylesFirst: found no <link rel="stylesheet"/);
    const twoLinks = html.replace('  </head>', '    <link rel="stylesheet" href="/assets/more.css">\n  </head>');
    expect(() => stylesFirst(twoLinks)).toThrow(/stylesFirst: 1 stylesheet link\(s\) not in the form/);
  });

  it('stylesFirst throws when the head slot is missing or doubled', () => {
    expect(() => stylesFirst(changed('    <!--head-->\n', ''))).toThrow(
      /stylesFirst: expected <!--head--> exactly once, found it 0 times/,
    );
    expect(() => stylesFirst(changed('<!--head-->', '<!--head--><!--head-->'))).toThrow(/found it 2 times/);
  });

  it.each(['<!--head-->', '<!--app-->', '<!--state-->'])('fillSlots throws when the %s slot is missing', (slot) => {
    const template = stylesFirst(VITE_HTML).replace(slot, '');
    expect(() => fillSlots(template, PAGE)).toThrow(`fillSlots: expected ${slot} exactly once, found it 0 times`);
  });

  it('fillSlots throws when a slot appears twice', () => {
    const template = stylesFirst(VITE_HTML).replace('<!--state-->', '<!--state--><!--state-->');
    expect(() => fillSlots(template, PAGE)).toThrow('fillSlots: expected <!--state--> exactly once, found it 2 times');
  });

  it('scriptsAfterPaint throws when the module entry script has its attributes in another order', () => {
    const html = changed('<script type="module" crossorigin src', '<script crossorigin type="module" src');
    expect(() => render(html)).toThrow(/scriptsAfterPaint: found no module entry/);
  });

  it('scriptsAfterPaint throws when there is no module entry script at all', () => {
    const html = changed('    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n', '');
    expect(() => render(html)).toThrow(/scriptsAfterPaint: found no module entry/);
  });

  it('scriptsAfterPaint throws when a second module script or a preload in another form would stay behind', () => {
    const script = changed('  </head>', '    <script crossorigin type="module" src="/assets/other.js"></script>\n  </head>');
    expect(() => render(script)).toThrow(
      /scriptsAfterPaint: a <script type="module"> is left outside <template id="wy-scripts">/,
    );
    const preload = changed(
      '<link rel="modulepreload" crossorigin href="/assets/routes',
      '<link crossorigin rel="modulepreload" href="/assets/routes',
    );
    expect(() => render(preload)).toThrow(/scriptsAfterPaint: a modulepreload link is left outside <template id="wy-scripts">/);
  });

  it('scriptsAfterPaint throws when there is no </body> to put the loader before', () => {
    const html = changed('  </body>\n', '');
    expect(() => render(html)).toThrow(/scriptsAfterPaint: expected <\/body> exactly once, found it 0 times/);
  });
});

describe('modulepreloads of a page', () => {
  // The shape of Vite's manifest: the entry's static imports, the boot chunk it imports step by step, a view.
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_jsx.js'], dynamicImports: ['hydrate.tsx', 'pages/Home.tsx'] },
    '_jsx.js': { file: 'assets/jsx.js' },
    'hydrate.tsx': { file: 'assets/hydrate.js', imports: ['_react-dom.js', '_jsx.js'] },
    '_react-dom.js': { file: 'assets/react-dom.js' },
    'pages/Home.tsx': { file: 'assets/Home.js', imports: ['_cards.js', '_react-dom.js'] },
    '_cards.js': { file: 'assets/cards.js' },
  };
  const hrefs = (html: string) => [...html.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]);

  it('preload the boot chunks on every page, so the entry’s steps wait for no request', () => {
    expect(BOOT_MODULES).toEqual(['hydrate.tsx']);
    expect(hrefs(preloads(manifest, null))).toEqual(['assets/hydrate.js', 'assets/react-dom.js']);
  });

  it('add the view’s chunks once, and nothing the entry already loads', () => {
    expect(hrefs(preloads(manifest, 'pages/Home.tsx'))).toEqual([
      'assets/hydrate.js',
      'assets/react-dom.js',
      'assets/Home.js',
      'assets/cards.js',
    ]);
  });
});
