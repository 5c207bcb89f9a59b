/**
 * A Vite plugin for the embed build: Preact's core without what the widgets never use, about 230
 * bytes gzipped of the embed's 16 KB budget: the class lifecycles of React's legacy API
 * (componentWillMount, componentWillReceiveProps, componentWillUpdate, getSnapshotBeforeUpdate,
 * getDerivedStateFromProps), default props, forceUpdate, dangerouslySetInnerHTML and MathML's
 * namespace. The widgets are function components and one error boundary, which uses none of
 * those, and draw no MathML; the build fails if any module of the embed names one of them or a
 * <math> element (so a widget cannot start relying on what is not there), and if Preact's code no
 * longer has the shape these edits were written for.
 */

/** @import { Plugin } from 'vite' */

const LEGACY = [
  'componentWillMount',
  'componentWillReceiveProps',
  'componentWillUpdate',
  'getSnapshotBeforeUpdate',
  'getDerivedStateFromProps',
  'defaultProps',
  'forceUpdate',
  'dangerouslySetInnerHTML',
];

const I = '[\\w$]+';
/**
 * Each use of what the embed leaves out in preact/dist/preact.module.js, with the test before it,
 * and what stands in its place ('' unless given).
 */
const CALLS = /** @type {Array<string | [string, string]>} */ ([
  `${I}&&null!=${I}\\.getDerivedStateFromProps&&\\(${I}\\.__s==${I}\\.state&&\\(${I}\\.__s=${I}\\(\\{\\},${I}\\.__s\\)\\),${I}\\(${I}\\.__s,${I}\\.getDerivedStateFromProps\\(${I},${I}\\.__s\\)\\)\\),`,
  `${I}&&null==${I}\\.getDerivedStateFromProps&&null!=${I}\\.componentWillMount&&${I}\\.componentWillMount\\(\\),`,
  `${I}&&null==${I}\\.getDerivedStateFromProps&&${I}!==${I}&&null!=${I}\\.componentWillReceiveProps&&${I}\\.componentWillReceiveProps\\(${I},${I}\\),`,
  `null!=${I}\\.componentWillUpdate&&${I}\\.componentWillUpdate\\(${I},${I}\\.__s,${I}\\),`,
  `${I}&&!${I}&&null!=${I}\\.getSnapshotBeforeUpdate&&\\(${I}=${I}\\.getSnapshotBeforeUpdate\\(${I},${I}\\)\\),`,
  // A <math> element's namespace (the widgets draw none).
  `"math"==${I}\\?${I}="http://www\\.w3\\.org/1998/Math/MathML":`,
  // Default props, in createElement (the condition ends an if that stays, empty) and cloneElement.
  [
    `,"function"==typeof ${I}&&null!=${I}\\.defaultProps\\)for\\(${I} in ${I}\\.defaultProps\\)void 0===${I}\\[${I}\\]&&\\(${I}\\[${I}\\]=${I}\\.defaultProps\\[${I}\\]\\);`,
    ');',
  ],
  `${I}\\.type&&${I}\\.type\\.defaultProps&&\\(${I}=${I}\\.type\\.defaultProps\\),`,
  // Markup set as HTML: the prop read on an element's old and new props, then written.
  [`("children"==${I}\\?${I}=${I}:)"dangerouslySetInnerHTML"==${I}\\?${I}=${I}:`, '$1'],
  `"dangerouslySetInnerHTML"==${I}\\?${I}=${I}:`,
  [
    `if\\(${I}\\)${I}\\|\\|${I}&&\\(${I}\\.__html==${I}\\.__html\\|\\|${I}\\.__html==${I}\\.innerHTML\\)\\|\\|\\(${I}\\.innerHTML=${I}\\.__html\\),${I}\\.__k=\\[\\];else if\\(${I}&&\\(${I}\\.innerHTML=""\\),`,
    'if(',
  ],
  `${I}\\.prototype\\.forceUpdate=function\\(${I}\\)\\{this\\.__v&&\\(this\\.__e=!0,${I}&&this\\.__h\\.push\\(${I}\\),${I}\\(this\\)\\)\\},`,
]).map((edit) => {
  const [pattern, replacement] = Array.isArray(edit) ? edit : [edit, ''];
  return { call: new RegExp(pattern, 'g'), replacement };
});

/** A module that would draw MathML, in JSX or by createElement. */
const MATH_ELEMENT = /<math[\s>]|['"]math['"]/;

/**
 * @param {string} code preact/dist/preact.module.js
 * @returns {string} the same without the legacy lifecycles
 */
export function withoutLegacyLifecycles(code) {
  let out = code;
  for (const { call, replacement } of CALLS) {
    const found = out.match(call)?.length ?? 0;
    if (found !== 1) throw new Error(`preact: found ${found} of ${call.source}, not 1: scripts/preactCore.mjs needs updating`);
    out = out.replace(call, replacement);
  }
  const left = [...LEGACY, 'MathML'].filter((name) => out.includes(name));
  if (left.length) throw new Error(`preact: ${left.join(', ')} still named after scripts/preactCore.mjs`);
  return out;
}

/** @returns {Plugin} */
export function preactCore() {
  return {
    name: 'worthy:preact-core',
    transform(code, id) {
      if (/\/preact\/dist\/preact\.module\.js$/.test(id)) return { code: withoutLegacyLifecycles(code), map: null };
      const named = LEGACY.find((name) => code.includes(name)) ?? code.match(MATH_ELEMENT)?.[0];
      if (named && !id.includes('/node_modules/'))
        this.error(`${id} names ${named}, which the embed's Preact leaves out (scripts/preactCore.mjs)`);
      return null;
    },
  };
}
