/** Starts scripts/serve.mjs (the production static server) on a free port for the bench. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** @import { AddressInfo } from 'node:net' */

/**
 * @typedef {object} BenchServer
 * @property {string} origin 'http://127.0.0.1:<port>'
 * @property {() => Promise<void>} stop ends the server; resolves once it has exited
 */

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves to { origin, stop } once the server answers.
 * @param {string} root
 * @returns {Promise<BenchServer>}
 */
export async function startServer(root) {
  const port = await freePort();
  const child = spawn(process.execPath, [`${root}/scripts/serve.mjs`], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      })
    );
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.mjs exited with code ${child.exitCode}`);
    const up = await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`scripts/serve.mjs did not answer on ${origin} within 15 s`);
}
