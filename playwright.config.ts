import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium.mjs';
import { WORDPRESS_PORT } from './tests/support/wordpressPaths.mjs';

/** End-to-end tests run against the production build (npm run build), served as npm start serves it. */
export const E2E_PORT = Number(process.env.E2E_PORT || 4180);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Both cores: the default (half of them) would run the ~250 tests one at a time.
  workers: 2,
  // One retry in CI keeps a single timing hiccup on a loaded machine from failing the run; it is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /wordpress-(settings|uninstall)/ },
    // Changes a setting every list of the test WordPress reads: only once the other tests are done with them.
    {
      name: 'wordpress-settings',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /wordpress-settings/,
      dependencies: ['chromium'],
    },
    // Deletes the plugin from the test WordPress: only once every other test is done with it.
    {
      name: 'wordpress-uninstall',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /wordpress-uninstall/,
      dependencies: ['wordpress-settings'],
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(E2E_PORT) },
      url: `http://127.0.0.1:${E2E_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      // SIGTERM lets the server remove its private copy of the site (scripts/serve/mirror.mjs).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
    {
      // WordPress with the built plugin, for tests/e2e/wordpress-*.spec.ts; it reads the site above.
      command: 'node tests/support/wordpressServer.mjs',
      env: { E2E_PORT: String(E2E_PORT), WORDPRESS_PORT: String(WORDPRESS_PORT) },
      url: `http://127.0.0.1:${WORDPRESS_PORT}/worthy-ready.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
  ],
});
