/**
 * How this project starts Chromium (Debian's, since browsers cannot be downloaded here): the
 * Playwright tests, the bench's page loads and Lighthouse share these flags. The background
 * and update flags keep Chromium from calling out on a machine with a closed network.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
