/**
 * A Vite plugin for the embed build: Preact's core without the class lifecycles of React's legacy
 * API (componentWillMount, componentWillReceiveProps, componentWillUpdate, getSnapshotBeforeUpdate,
 * getDerivedStateFromProps) and without MathML's namespace, about 110 bytes gzipped of the embed's
 * 16 KB budget. The widgets are function components and one error boundary, which uses none of
 * those lifecycles, and draw no MathML; the build fails if any module of the embed names one of
 * them or a <math> element (so a widget cannot start relying on what is not there), and if Preact's
 * code no longer has the shape these edits were written for.
 */

/** @import { Plugin } from 'vite' */

const LEGACY = [
  'componentWillMount',
  'componentWillReceiveProps',
  'componentWillUpdate',
  'getSnapshotBeforeUpdate',
  'getDerivedStateFromProps',
];

const I = '[\\w$]+';
/** Each call of a legacy lifecycle in preact/dist/preact.module.js, with the test before it. */
const CALLS = [
  `${I}&&null!=${I}\\.getDerivedStateFromProps&&\\(${I}\\.__s==${I}\\.state&&\\(${I}\\.__s=${I}\\(\\{\\},${I}\\.__s\\)\\),${I}\\(${I}\\.__s,${I}\\.getDerivedStateFromProps\\(${I},${I}\\.__s\\)\\)\\),`,
  `${I}&&null==${I}\\.getDerivedStateFromProps&&null!=${I}\\.componentWillMount&&${I}\\.componentWillMount\\(\\),`,
  `${I}&&null==${I}\\.getDerivedStateFromProps&&${I}!==${I}&&null!=${I}\\.componentWillReceiveProps&&${I}\\.componentWillReceiveProps\\(${I},${I}\\),`,
  `null!=${I}\\.componentWillUpdate&&${I}\\.componentWillUpdate\\(${I},${I}\\.__s,${I}\\),`,
  `${I}&&!${I}&&null!=${I}\\.getSnapshotBeforeUpdate&&\\(${I}=${I}\\.getSnapshotBeforeUpdate\\(${I},${I}\\)\\),`,
  // A <math> element's namespace (the widgets draw none).
  `"math"==${I}\\?${I}="http://www\\.w3\\.org/1998/Math/MathML":`,
].map((pattern) => new RegExp(pattern, 'g'));

/** A module that would draw MathML, in JSX or by createElement. */
const MATH_ELEMENT = /<math[\s>]|['"]math['"]/;

/**
 * @param {string} code preact/dist/preact.module.js
 * @returns {string} the same without the legacy lifecycles
 */
export function withoutLegacyLifecycles(code) {
  let out = code;
  for (const call of CALLS) {
    const found = out.match(call)?.length ?? 0;
    if (found !== 1) throw new Error(`preact: found ${found} of ${call.source}, not 1: scripts/preactCore.mjs needs updating`);
    out = out.replace(call, '');
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
