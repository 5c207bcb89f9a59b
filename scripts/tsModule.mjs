/**
 * Imports one of the project's TypeScript modules from a Node script (Node 20 runs no TypeScript):
 * esbuild bundles it with what it imports into one ES module in memory. For plain modules only
 * (no import.meta.glob or other Vite features); the registry and the slug rules are such.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * @param {string} path from the project root, such as 'lib/model/index.ts'
 * @returns {Promise<any>}
 */
export async function importTs(path) {
  const { outputFiles } = await build({
    entryPoints: [`${root}${path}`],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0]?.text ?? '').toString('base64')}`);
}
