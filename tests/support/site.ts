/**
 * Helpers for the site end-to-end tests (tests/e2e/site-*.spec.ts): knowing when the client
 * router is live, reading console errors, and loading site modules the way Vite does.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { routerReady } from './ready';

const root = fileURLToPath(new URL('../..', import.meta.url));

type SiteData = typeof import('./siteData');
let data: Promise<SiteData> | undefined;

const LOAD_SCRIPT = `
const { runnerImport } = await import('vite');
const { module } = await runnerImport(process.argv[1], { configFile: false, logLevel: 'silent', mode: 'production' });
process.stdout.write(JSON.stringify(module));
`;

/**
 * The home lists, the topic records and the site URL, loaded through Vite (their JSON imports,
 * import.meta.glob and import.meta.env work as in the build), once per worker. Vite runs in a
 * child Node process: under Playwright's module loader it takes twice as long.
 */
export function siteData(): Promise<SiteData> {
  data ??= new Promise<SiteData>((resolve, reject) => {
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    execFile(
      process.execPath,
      ['--input-type=module', '-e', LOAD_SCRIPT, fileURLToPath(new URL('./siteData.ts', import.meta.url))],
      { cwd: root, env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as SiteData),
    );
  });
  return data;
}

export interface SiteFixtures {
  /** Console errors and uncaught page errors seen so far. */
  consoleErrors: string[];
}

export const test = base.extend<SiteFixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
});

export { expect };

export { routerReady };

/** Opens a path and waits for the client router. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await routerReady(page);
}

/** Sets a marker on window that survives client-side navigation and disappears on a full load. */
export async function setMarker(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __wyMarker?: string }).__wyMarker = 'still here'));
}

export async function markerSurvived(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __wyMarker?: string }).__wyMarker === 'still here');
}

/** The page's h1. */
export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
