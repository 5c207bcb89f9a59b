/**
 * A Vite plugin for the embed build: the widgets' words written in place, in English, in a form
 * another language can find them by (lib/embed/words.ts). Each `say('Rank {0}', rank)` becomes the
 * tagged template say`Rank ${rank}`, and `say('Pros')` say`Pros`; a text said by name, `say(label)`,
 * stays as it is. The hooks that fetch `say` give the embed's own, which knows each list's
 * language, and the <InLocale> around a widget goes (the embed sets the language around its list).
 * A text missing from the French words (lib/i18n/fr-CA/widgetWords.ts) fails the build.
 */
import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';
import { runnerImport } from 'vite';

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
 * @param {readonly string[]} words every text the widgets may say, in English
 * @param {string} sayModule where the embed's say is imported from
 * @returns {string | null} the code with its texts as tagged templates, or null when it says nothing
 */
export function wordsInPlace(code, id, words, sayModule) {
  if (!/\b(say|useSay|useLocaleSay)\(|\bInLocale\b/.test(code)) return null;
  const out = new MagicString(code);
  /** @type {Node[]} */
  const replaced = [];
  const inside = (/** @type {Node} */ node) => replaced.some((outer) => node.start >= outer.start && node.end <= outer.end);
  const source = (/** @type {Node} */ part) => code.slice(part.start, part.end);
  let hooked = false;
  walk(parseAst(code, { lang: 'js' }, id), (node) => {
    // `const say = useSay();` goes: `say` is then the embed's own, imported under that name.
    if (node.type === 'VariableDeclaration' && node.declarations.length === 1) {
      const [declarator] = node.declarations;
      if (declarator.id.type === 'Identifier' && declarator.id.name === 'say' && isHook(declarator.init)) {
        hooked = true;
        replaced.push(declarator.init);
        out.remove(node.start, node.end);
        return;
      }
    }
    if (isHook(node) && !inside(node)) {
      hooked = true;
      out.overwrite(node.start, node.end, 'say');
    }
    if (inside(node)) return;
    if (isSay(node)) {
      if (isHook(node.callee)) {
        hooked = true;
        out.overwrite(node.callee.start, node.callee.end, 'say');
      }
      const [text, ...values] = node.arguments;
      if (text?.type !== 'Literal' || typeof text.value !== 'string') return;
      if (!words.includes(text.value)) throw new Error(`${id}: "${text.value}" is not in lib/i18n/fr-CA/widgetWords.ts`);
      const template = text.value
        .replace(/[`\\$]/g, (/** @type {string} */ c) => `\\${c}`)
        .replace(/\{(\d)\}/g, (/** @type {string} */ _, /** @type {string} */ index) => `\${${source(values[Number(index)])}}`);
      replaced.push(node);
      // From the call's parenthesis: say(…) becomes say`…`.
      out.overwrite(code.indexOf('(', node.callee.end), node.end, `\`${template}\``);
    } else if (isLocaleWrapper(node)) {
      // jsx(InLocale, { locale, children }) is its children: the embed sets the language around its list.
      const children = node.arguments[1].properties.find((/** @type {Node} */ p) => p.key?.name === 'children');
      out.remove(node.start, children.value.start);
      out.remove(children.value.end, node.end);
    }
  });
  if (hooked) out.prepend(`import { say } from ${JSON.stringify(sayModule)};\n`);
  return out.toString();
}

/**
 * @param {{ wordsModule: string, sayModule: string }} options the module of the French words
 *   (every text the widgets may say is a key of its WIDGET_WORDS), and the embed's say
 * @returns {Plugin}
 */
export function embedWords({ wordsModule, sayModule }) {
  /** @type {readonly string[]} */
  let words = [];
  return {
    name: 'worthy:embed-words',
    async buildStart() {
      const loaded = /** @type {{ WIDGET_WORDS: Record<string, string> }} */ (
        (await runnerImport(wordsModule, { configFile: false, logLevel: 'warn' })).module
      );
      words = Object.keys(loaded.WIDGET_WORDS);
    },
    transform(code, id) {
      if (!/\/lib\/(widgets|connected)\/.*\.tsx$/.test(id)) return null;
      const result = wordsInPlace(code, id, words, sayModule);
      return result === null ? null : { code: result, map: null };
    },
  };
}
