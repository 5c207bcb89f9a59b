/**
 * V8's explicit compile hint: a script that opens with this comment has every function compiled
 * with it, on the streaming thread while it downloads (async and module scripts), instead of on
 * the page's main thread the first time each is called. Worth it for code that runs on load: the
 * embed's script and its large parts (./classicScript.mjs), and the site's chunks, which hydrate
 * the page as soon as they arrive. Measured on a low-tier phone's CPU, it takes about 40% off the
 * embed's first task and a third off the home page's blocking time. V8 reads it only on a script's
 * first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Below this (minified), a chunk compiles in next to no time anyway, and its share of the hint's bytes would cost more. */
export const WORTH_IT = 10_000;

/** `code` opened with the hint when it is large enough to be worth it. */
export const hinted = (/** @type {string} */ code) => (code.length >= WORTH_IT ? `${COMPILE_HINT}\n${code}` : code);

/**
 * A Vite plugin that opens each large JS chunk of a build with the hint, after minifying (which drops comments).
 * @returns {import('vite').Plugin}
 */
export function compileHint() {
  return {
    name: 'worthy:compile-hint',
    apply: 'build',
    enforce: 'post',
    // After every other plugin's: Vite's preload helper, written in its own generateBundle, would
    // otherwise come first, and the topic page's chunk went without the hint.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const file of Object.values(bundle)) if (file.type === 'chunk') file.code = hinted(file.code);
      },
    },
  };
}
