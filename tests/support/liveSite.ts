/**
 * A second build of the site, configured with a Supabase URL that points at the test REST server
 * (PGlite behind it), prerendered against it and served like production: the live read end to end.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const LIVE_SITE_DIR = `${root}dist/site-live`;
const LIVE_SERVER_DIR = `${root}dist/server-live`;
export const LIVE_ANON_KEY = 'test-anon-key';

export async function buildLiveSite(backendUrl: string): Promise<void> {
  const env = { VITE_SUPABASE_URL: backendUrl, VITE_SUPABASE_ANON_KEY: LIVE_ANON_KEY };
  Object.assign(process.env, env);
  await rm(LIVE_SERVER_DIR, { recursive: true, force: true });
  const configFile = `${root}vite.config.ts`;
  await build({ configFile, mode: 'production', logLevel: 'error', build: { outDir: LIVE_SITE_DIR, emptyOutDir: true } });
  await build({
    configFile,
    mode: 'production',
    logLevel: 'error',
    build: { ssr: 'entry-server.tsx', outDir: LIVE_SERVER_DIR, emptyOutDir: true },
  });
  // Asynchronous: the REST server the prerender reads from runs in this same process.
  await promisify(execFile)(process.execPath, ['--experimental-websocket', `${root}scripts/prerender.mjs`], {
    env: { ...process.env, ...env, WORTHY_SITE_DIR: LIVE_SITE_DIR, WORTHY_SERVER_DIR: LIVE_SERVER_DIR },
  });
}

export interface LiveSite {
  url: string;
  close(): void;
}

/** Serves the live build with the production server script on a free port; resolves once it listens. */
export function serveLiveSite(): Promise<LiveSite> {
  const child: ChildProcess = spawn(process.execPath, [`${root}scripts/serve.mjs`], {
    env: { ...process.env, PORT: '0', SITE_DIR: LIVE_SITE_DIR },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the live site server exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const url = /on (http:\/\/[\d.]+:\d+)/.exec(String(chunk))?.[1];
      if (url) resolve({ url, close: () => child.kill() });
    });
  });
}
