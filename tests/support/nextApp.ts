/**
 * A partner's Next.js App Router site (tests/next-app) on the packed package, as a partner
 * installs it: `npm pack` of the built dist/lib, unpacked into the app's node_modules, then
 * `next build` and `next start`. Next and React come from the project's own node_modules.
 * The build is skipped when neither the tarball nor the app's sources changed since the last one.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/bench/server.mjs';

export const ROOT = resolve(import.meta.dirname, '../..');
export const APP_DIR = join(ROOT, 'tests/next-app');
const NEXT_BIN = join(ROOT, 'node_modules/next/dist/bin/next');
const STAMP = join(APP_DIR, '.next/worthy-build-stamp');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Sources of the app that a build depends on, beside the package itself. */
function appSources(): string[] {
  const files = ['next.config.mjs', 'tsconfig.json', 'package.json'];
  for (const name of readdirSync(join(APP_DIR, 'app'))) files.push(`app/${name}`);
  return files.map((file) => readFileSync(join(APP_DIR, file), 'utf8'));
}

export interface BuildReport {
  /** Milliseconds `next build` took; null when the last build was still current. */
  buildMs: number | null;
}

/** Packs dist/lib, installs the tarball into the app and builds it (unless nothing changed). */
export function buildNextApp(): BuildReport {
  if (!existsSync(join(ROOT, 'dist/lib/index.js'))) throw new Error('dist/lib is missing: run npm run build first');
  const packDir = mkdtempSync(join(tmpdir(), 'worthy-pack-'));
  try {
    // --ignore-scripts: prepack would rebuild everything; dist/lib is already built.
    const tarball = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', packDir], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const packed = readFileSync(join(packDir, tarball));
    const stamp = createHash('sha256').update(packed).update(appSources().join('\0')).digest('hex');
    if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp) return { buildMs: null };

    const target = join(APP_DIR, 'node_modules/worthy-widgets');
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', join(packDir, tarball), '-C', target, '--strip-components=1']);

    const started = performance.now();
    execFileSync(process.execPath, [NEXT_BIN, 'build'], { cwd: APP_DIR, env, stdio: 'pipe' });
    const buildMs = Math.round(performance.now() - started);
    writeFileSync(STAMP, stamp);
    return { buildMs };
  } finally {
    rmSync(packDir, { recursive: true, force: true });
  }
}

export interface NextApp {
  url: string;
  stop(): Promise<void>;
}

/** `next start` on a free port, once it answers. */
export async function startNextApp(): Promise<NextApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: APP_DIR,
    env,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {}
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('next start did not answer');
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
