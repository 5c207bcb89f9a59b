/**
 * A Vite plugin for the embed build: its entry is a classic script (partners paste a plain
 * <script src>, and WordPress prints one), yet parts of it load later as chunks of their own.
 * Rolldown splits the code as ES modules; this turns the output into what a classic script can run:
 *
 *   worthy-embed.js   the entry in a function scope, "use strict". What its chunks import from it
 *                     is gathered into one object; each import('./chunk.js') becomes an import of
 *                     the chunk's absolute URL (beside the script, wherever the partner loads it
 *                     from: a cross-origin classic script has no base URL of its own to resolve a
 *                     relative one against) that hands the chunk that object.
 *   <chunk>.js        an ES module whose default export takes that object and returns the chunk's
 *                     exports. Each copy of the embed on a page thus gets its own instance, bound
 *                     to its own Preact and stores.
 *
 * Rolldown may also split out a chunk that the entry and its lazy chunks all import statically
 * (it did so with Preact); the entry loads it at once anyway, so it is folded into the entry, run
 * first in a function scope of its own, and its exports are shared with the lazy chunks.
 *
 * The rewriting works on the syntax tree, so it holds whatever names the minifier picks, and the
 * build stops with a clear message on any output it was not written for.
 */
import { parseAst } from 'rolldown/parseAst';
import { minify } from 'terser';
import { COMPILE_HINT, hinted } from './compileHint.mjs';

/** @import { Plugin } from 'vite' */
/** @import { OutputChunk } from 'rolldown' */

/** The object of shared bindings, inside the entry's scope (no minified name starts with two underscores). */
const SHARED = '__worthyShared';
/** The entry's chunk loader: each chunk runs once per copy of the embed, however many call sites import it. */
const LOAD = '__worthyLoad';
/** The entry's export that turns a file name beside the script into its URL (lib/embed/index.ts). */
export const CHUNK_URL_EXPORT = 'chunkUrl';

/**
 * @typedef {{ type: string, start: number, end: number, [key: string]: any }} Node
 * @typedef {{ name: string, key: number, code: string }} Folded a chunk folded into the entry: its variable there, the number its exports are shared under, its code
 * @typedef {{ start: number, end: number, text: string }} Edit
 */

/**
 * Every node of `tree` of the given type.
 * @param {Node} tree
 * @param {string} type
 * @returns {Node[]}
 */
function nodesOfType(tree, type) {
  /** @type {Node[]} */
  const found = [];
  /** @param {unknown} value */
  const visit = (value) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const node = /** @type {Node} */ (value);
      if (node.type === type) found.push(node);
      for (const key in node) if (key !== 'type') visit(node[key]);
    }
  };
  visit(tree);
  return found;
}

/**
 * `code` with each edit's range replaced by its text.
 * @param {string} code
 * @param {Edit[]} edits
 */
function applyEdits(code, edits) {
  let out = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/**
 * The names a module exports in its one `export { local as exported }` statement, and the edit removing it.
 * @param {Node} program
 * @param {string} file
 * @returns {{ names: Map<string, string>, edit: Edit | null }} exported name → local name
 */
function exportList(program, file) {
  const statements = program.body.filter((/** @type {Node} */ node) => node.type.startsWith('Export'));
  if (
    statements.length > 1 ||
    statements.some((/** @type {Node} */ node) => node.type !== 'ExportNamedDeclaration' || node.source || node.declaration)
  )
    throw new Error(`${file}: expected at most one "export { … }" statement`);
  const [statement] = statements;
  if (!statement) return { names: new Map(), edit: null };
  const names = new Map(statement.specifiers.map((/** @type {Node} */ s) => [s.exported.name ?? s.exported.value, s.local.name]));
  return { names, edit: { start: statement.start, end: statement.end, text: '' } };
}

/**
 * `import { a as b, c } from './x.js'` as the pattern `{ "a": b, "c": c }`.
 * @param {Node} node
 * @param {string} file
 */
function destructured(node, file) {
  const names = node.specifiers.map((/** @type {Node} */ s) => {
    if (s.type !== 'ImportSpecifier') throw new Error(`${file}: only named imports can be shared`);
    return `${JSON.stringify(s.imported.name ?? s.imported.value)}: ${s.local.name}`;
  });
  return `{ ${names.join(', ')} }`;
}

/**
 * A chunk folded into the entry: an expression that runs its code in a scope of its own and gives its exports.
 * @param {OutputChunk} chunk
 */
function foldedChunk(chunk) {
  const program = /** @type {Node} */ (/** @type {unknown} */ (parseAst(chunk.code)));
  if (program.body.some((/** @type {Node} */ node) => node.type === 'ImportDeclaration' || node.type === 'ImportExpression'))
    throw new Error(`${chunk.fileName}: a chunk folded into the entry imports nothing itself`);
  const { names, edit } = exportList(program, chunk.fileName);
  const exported = [...names].map(([name, local]) => `${JSON.stringify(name)}: ${local}`).join(', ');
  return `(function () {\n${applyEdits(chunk.code, edit ? [edit] : [])}\nreturn { ${exported} };\n})()`;
}

/**
 * The entry as a classic script.
 * @param {OutputChunk} entry
 * @param {Set<string>} chunkFiles
 * @param {Map<string, Folded>} folded the chunks folded into the entry, by file
 */
function classicEntry(entry, chunkFiles, folded) {
  const program = /** @type {Node} */ (/** @type {unknown} */ (parseAst(entry.code)));
  /** @type {Edit[]} */
  const foldEdits = [];
  for (const node of program.body.filter((/** @type {Node} */ n) => n.type === 'ImportDeclaration')) {
    const chunk = folded.get(node.source.value.replace(/^\.\//, ''));
    if (!chunk)
      throw new Error(`${entry.fileName}: a classic script cannot import statically; everything it needs at once must be in it`);
    foldEdits.push({ start: node.start, end: node.end, text: `const ${destructured(node, entry.fileName)} = ${chunk.name};` });
  }
  const { names, edit } = exportList(program, entry.fileName);
  /** @type {Edit[]} */
  const edits = edit ? [edit, ...foldEdits] : foldEdits;
  for (const call of nodesOfType(program, 'ImportExpression')) {
    const file = typeof call.source.value === 'string' ? call.source.value.replace(/^\.\//, '') : null;
    if (!file || !chunkFiles.has(file)) throw new Error(`${entry.fileName}: import() of something not built as a chunk`);
    if (!names.has(CHUNK_URL_EXPORT))
      throw new Error(`${entry.fileName}: the entry must export ${CHUNK_URL_EXPORT}() for its chunks`);
    edits.push({
      start: call.start,
      end: call.end,
      text: `${LOAD}(${JSON.stringify(file)})`,
    });
  }
  const shared = [
    ...[...names].map(([exported, local]) => `${JSON.stringify(exported)}: ${local}`),
    ...[...folded.values()].map((chunk) => `${chunk.key}: ${chunk.name}`),
  ].join(', ');
  const foldedCode = [...folded.values()].map((chunk) => `var ${chunk.name} = ${chunk.code};\n`).join('');
  // A chunk that failed to load is forgotten, so the next call tries again.
  const loader = `var ${LOAD}Cache = {};
function ${LOAD}(file) {
  return ${LOAD}Cache[file] ||= import(${SHARED}.${CHUNK_URL_EXPORT}(file)).then(
    (chunk) => chunk.default(${SHARED}),
    (error) => { delete ${LOAD}Cache[file]; throw error; });
}`;
  return `(function () {\n"use strict";\n${foldedCode}${applyEdits(entry.code, edits)}\nvar ${SHARED} = { ${shared} };\n${loader}\n})();\n`;
}

/**
 * A chunk as a module whose default export takes the entry's shared bindings.
 * @param {OutputChunk} chunk
 * @param {string} entryFile
 * @param {Map<string, Folded>} folded the chunks folded into the entry, by file
 */
function chunkFactory(chunk, entryFile, folded) {
  const program = /** @type {Node} */ (/** @type {unknown} */ (parseAst(chunk.code)));
  /** @type {Edit[]} */
  const edits = [];
  /** @type {string[]} */
  const bindings = [];
  for (const node of program.body.filter((/** @type {Node} */ n) => n.type === 'ImportDeclaration')) {
    const file = node.source.value.replace(/^\.\//, '');
    if (folded.has(file)) {
      // An import for its side effects alone (Preact's core, for the JSX of ./vite.config.ts) has
      // nothing to bind: the folded chunk ran with the entry, before any chunk could load.
      const text = node.specifiers.length
        ? `const ${destructured(node, chunk.fileName)} = ${SHARED}[${folded.get(file)?.key}];`
        : '';
      edits.push({ start: node.start, end: node.end, text });
      continue;
    }
    if (node.source.value !== `./${entryFile}`) throw new Error(`${chunk.fileName}: imports ${node.source.value}, not the entry`);
    for (const s of node.specifiers) {
      if (s.type !== 'ImportSpecifier') throw new Error(`${chunk.fileName}: only named imports from the entry can be shared`);
      bindings.push(`${JSON.stringify(s.imported.name ?? s.imported.value)}: ${s.local.name}`);
    }
    edits.push({ start: node.start, end: node.end, text: '' });
  }
  const { names, edit } = exportList(program, chunk.fileName);
  if (edit) edits.push(edit);
  const exported = [...names].map(([name, local]) => `${JSON.stringify(name)}: ${local}`).join(', ');
  const fromEntry = bindings.length ? `const { ${bindings.join(', ')} } = ${SHARED};\n` : '';
  return `export default function (${SHARED}) {\n${fromEntry}${applyEdits(chunk.code, edits)}\nreturn { ${exported} };\n}\n`;
}

/**
 * The rewritten file, minified again: a library's ES build keeps its whitespace, and the wrapping
 * is new. Terser, two passes: about 1.5% smaller than one pass of Rolldown's minifier, which
 * counts against the embed's first-load budget.
 * @param {string} fileName
 * @param {string} code
 * @param {{ module: boolean }} options
 */
async function minified(fileName, code, { module }) {
  try {
    const result = await minify(code, {
      module,
      ecma: 2020,
      compress: { passes: 3 },
      format: { comments: false },
    });
    return /** @type {string} */ (result.code);
  } catch (error) {
    throw new Error(`${fileName}: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * @param {{ entry: string }} options the script's entry module (other builds in the same mode,
 *   such as the plugin's stylesheet, are left as they are)
 * @returns {Plugin}
 */
export function classicScript({ entry: entryModule }) {
  return {
    name: 'worthy:classic-script',
    apply: 'build',
    async generateBundle(options, bundle) {
      if (options.format !== 'es') return;
      const chunks = /** @type {OutputChunk[]} */ (Object.values(bundle).filter((file) => file.type === 'chunk'));
      const entries = chunks.filter((chunk) => chunk.isEntry);
      if (entries.length !== 1) return;
      const entry = /** @type {OutputChunk} */ (entries[0]);
      if (entry.facadeModuleId !== entryModule) return;
      const shared = chunks.filter((chunk) => chunk !== entry && !chunk.isDynamicEntry);
      const notLoaded = shared.find((chunk) => !entry.imports.includes(chunk.fileName));
      if (notLoaded)
        this.error(
          `${notLoaded.fileName} is a shared chunk the entry does not load: the entry must hold everything its lazy chunks share`,
        );
      // Each folded chunk's exports are shared under its number: a file name in every chunk is bytes for nothing.
      /** @type {Map<string, Folded>} */
      const folded = new Map(shared.map((chunk, key) => [chunk.fileName, { name: `${SHARED}${key}`, key, code: '' }]));
      const lazy = chunks.filter((chunk) => chunk.isDynamicEntry);
      const loader = lazy.find((chunk) => chunk.dynamicImports.length);
      if (loader)
        this.error(
          `${loader.fileName} loads ${loader.dynamicImports.join(', ')} itself: a chunk loads another only through a function of the entry`,
        );
      try {
        const chunkFiles = new Set(lazy.map((chunk) => chunk.fileName));
        for (const chunk of shared) {
          /** @type {{ code: string }} */ (folded.get(chunk.fileName)).code = foldedChunk(chunk);
          delete bundle[chunk.fileName];
        }
        // The hint (./compileHint.mjs) goes on after minifying, which drops comments; the entry holds only what a list needs to show.
        entry.code = `${COMPILE_HINT}\n${await minified(entry.fileName, classicEntry(entry, chunkFiles, folded), { module: false })}`;
        // A large part (Find your fit, the backend's reader) runs as soon as it arrives, as the entry does.
        for (const chunk of lazy)
          chunk.code = hinted(await minified(chunk.fileName, chunkFactory(chunk, entry.fileName, folded), { module: true }));
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
