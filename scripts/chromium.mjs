/**
 * How this project starts Chromium (Debian's, since browsers cannot be downloaded here): the
 * Playwright tests, the bench's page loads and Lighthouse share these flags. The background
 * and update flags keep Chromium from calling out on a machine with a closed network.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests' browser: Debian's Chromium headless shell (package chromium-headless-shell),
 * the same Chromium build and version as /usr/bin/chromium without the desktop browser around it,
 * as Playwright itself runs headless tests. Each test opens a new browser context, and here one
 * costs the full browser about 2.8 s of CPU against 1.0 s for the shell, on a suite bound by CPU.
 * Where the shell is not installed the tests run in the full browser, in about twice the time.
 * The bench, Lighthouse, screenshots and the card measures run the full browser, as readers do.
 */
export const TEST_CHROMIUM_PATH = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
