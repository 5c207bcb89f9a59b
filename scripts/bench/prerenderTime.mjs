/** Times the prerender step as the build runs it: its own "N pages in M ms", and the process's wall time. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { summary } from './stats.mjs';

/** @import { Summary } from './stats.mjs' */

const run = promisify(execFile);

/**
 * @typedef {object} PrerenderRun
 * @property {number} pages pages written
 * @property {number} ms the prerender's own time
 * @property {number} wallMs the process's wall time
 */

/**
 * @typedef {object} PrerenderTimes
 * @property {number} pages
 * @property {PrerenderRun[]} runs
 * @property {Summary} ms
 * @property {Summary} wallMs
 */

/**
 * @param {string} root
 * @param {number} [runs]
 * @returns {Promise<PrerenderTimes>}
 */
export async function timePrerender(root, runs = 3) {
  /** @type {PrerenderRun[]} */
  const results = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const { stdout } = await run(process.execPath, ['--experimental-websocket', `${root}/scripts/prerender.mjs`], {
      cwd: root,
      env: process.env,
    });
    const wall = Math.round(performance.now() - started);
    const match = /(\d+) pages in (\d+) ms/.exec(stdout);
    if (!match) throw new Error(`prerender printed no "N pages in M ms": ${stdout.trim()}`);
    results.push({ pages: Number(match[1]), ms: Number(match[2]), wallMs: wall });
  }
  const [first] = results;
  if (!first) throw new Error('timePrerender needs at least one run');
  return {
    pages: first.pages,
    runs: results,
    ms: summary(results.map((r) => r.ms)),
    wallMs: summary(results.map((r) => r.wallMs)),
  };
}
