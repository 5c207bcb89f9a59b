/** Times the prerender step as the build runs it: its own "N pages in M ms", and the process's wall time. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { summary } from './stats.mjs';

const run = promisify(execFile);

export async function timePrerender(root, runs = 3) {
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
  return {
    pages: results[0].pages,
    runs: results,
    ms: summary(results.map((r) => r.ms)),
    wallMs: summary(results.map((r) => r.wallMs)),
  };
}
