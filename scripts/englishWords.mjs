/**
 * A Vite plugin for the embed build: the widgets' words written in place, in English. Each
 * `say('Rank {0}', rank)` (lib/i18n/say.ts) becomes `` `Rank ${rank}` ``, `say(text)` becomes
 * `text`, and the hooks that fetch `say` and the <InLocale> around a widget go, so the script spends no byte on looking words up:
 * its first load has no room for that (16 KB budget, tests/e2e/budgets.spec.ts). The embed's lists
 * are therefore English; French lists come from the site and the package (locale="fr-CA").
 */
import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';

/** @import { Plugin } from 'vite' */
/** @typedef {{ type: string, start: number, end: number, [key: string]: any }} Node */

const HOOKS = new Set(['useSay', 'useLocaleSay']);

/** @param {Node} node */
const isHook = (node) => node?.type === 'CallExpression' && node.callee.type === 'Identifier' && HOOKS.has(node.callee.name);
/** @param {Node} node */
const isSay = (node) =>
  node.type === 'CallExpression' && ((node.callee.type === 'Identifier' && node.callee.name === 'say') || isHook(node.callee));

/** @param {Node} node */
const isLocaleWrapper = (node) =>
  node.type === 'CallExpression' &&
  node.arguments[0]?.type === 'Identifier' &&
  node.arguments[0].name === 'InLocale' &&
  node.arguments[1]?.type === 'ObjectExpression';

/**
 * @param {unknown} value
 * @param {(node: Node) => void} visit
 */
function walk(value, visit) {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (value && typeof value === 'object') {
    const node = /** @type {Node} */ (value);
    if (typeof node.type === 'string') visit(node);
    for (const key in node) if (key !== 'type') walk(node[key], visit);
  }
}

/**
 * @param {string} code
 * @param {string} id
 * @returns {string | null} the code with its words in place, or null when it says nothing
 */
export function englishInPlace(code, id) {
  if (!/\b(say|useSay|useLocaleSay)\(|\bInLocale\b/.test(code)) return null;
  const out = new MagicString(code);
  /** @type {Node[]} */
  const replaced = [];
  const inside = (/** @type {Node} */ node) => replaced.some((outer) => node.start >= outer.start && node.end <= outer.end);
  walk(parseAst(code, { lang: 'js' }, id), (node) => {
    if (inside(node)) return;
    if (isSay(node)) {
      replaced.push(node);
      const [text, ...values] = node.arguments;
      const source = (/** @type {Node} */ part) => code.slice(part.start, part.end);
      if (text?.type === 'Literal' && typeof text.value === 'string') {
        const filled = text.value
          .replace(/[`\\$]/g, (/** @type {string} */ c) => `\\${c}`)
          .replace(/\{(\d)\}/g, (/** @type {string} */ _, /** @type {string} */ index) => `\${${source(values[Number(index)])}}`);
        out.overwrite(node.start, node.end, `\`${filled}\``);
      } else if (text && !values.length) {
        out.overwrite(node.start, node.end, `(${source(text)})`);
      } else {
        throw new Error(`${id}: say() with values needs its English text written in place`);
      }
    } else if (isHook(node)) {
      replaced.push(node);
      out.overwrite(node.start, node.end, 'null');
    } else if (isLocaleWrapper(node)) {
      // jsx(InLocale, { locale, children }) is its children: English is the only language here.
      const children = node.arguments[1].properties.find((/** @type {Node} */ p) => p.key?.name === 'children');
      out.remove(node.start, children.value.start);
      out.remove(children.value.end, node.end);
    }
  });
  return out.toString();
}

/** @returns {Plugin} */
export function englishWords() {
  return {
    name: 'worthy:english-words',
    transform(code, id) {
      if (!/\/lib\/(widgets|connected)\/.*\.tsx$/.test(id)) return null;
      const result = englishInPlace(code, id);
      return result === null ? null : { code: result, map: null };
    },
  };
}
