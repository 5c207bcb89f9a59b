/** Where the test WordPress runs and lives (tests/support/wordpressServer.mjs), for the server and the tests. */
import { tmpdir } from 'node:os';

/** Not 4190: browsers and fetch refuse that port (the Fetch standard's bad ports). */
export const WORDPRESS_PORT = Number(process.env.WORDPRESS_PORT || 4195);
/** The newest WordPress that @wp-playground/wordpress-builds ships, and the "Tested up to" of readme.txt. */
export const WORDPRESS_VERSION = '6.5';
/** Outside test-results/, which Playwright empties when a run starts. */
export const WORDPRESS_DIR = `${tmpdir()}/worthy-wordpress-${WORDPRESS_PORT}`;
