/**
 * Reads the built-in data as the operator's commands see it: every list file
 * (<data>/builtin/<key>.json) and method (<data>/methods/<key>.json), parsed but not judged.
 * A file that is not JSON is kept with its parse error, so the check can name it instead of
 * stopping at the first one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * @typedef {{ key: string; file: string; value?: unknown; error?: string }} DataFile
 *   `file`: the path to show the operator (relative to the working directory); `value` when it
 *   parsed, `error` when it did not
 * @typedef {{ lists: DataFile[]; methods: DataFile[] }} DataFiles
 */

/**
 * @param {string} dir
 * @returns {DataFile[]}
 */
function readJsonFiles(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const path = join(dir, name);
      const near = relative(process.cwd(), path);
      const file = near && !near.startsWith('..') ? near : path;
      const key = name.slice(0, -'.json'.length);
      try {
        return { key, file, value: JSON.parse(readFileSync(path, 'utf8')) };
      } catch (error) {
        return { key, file, error: `is not valid JSON (${error instanceof Error ? error.message : error})` };
      }
    });
}

/**
 * @param {string} dataDir the folder holding builtin/ and methods/ (lib/data in the project)
 * @returns {DataFiles}
 */
export function readDataFiles(dataDir) {
  return { lists: readJsonFiles(join(dataDir, 'builtin')), methods: readJsonFiles(join(dataDir, 'methods')) };
}
