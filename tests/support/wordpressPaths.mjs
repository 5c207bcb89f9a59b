/** Where the test WordPress runs and lives (tests/support/wordpressServer.mjs), for the server and the tests. */
import { tmpdir } from 'node:os';

/** Not 4190: browsers and fetch refuse that port (the Fetch standard's bad ports). */
export const WORDPRESS_PORT = Number(process.env.WORDPRESS_PORT || 4195);
/**
 * The newest WordPress release that @wp-playground/wordpress-builds ships (6.5.5; its 'beta' is
 * 6.6-RC3, its 'nightly' 6.7-alpha): the "Tested up to" of readme.txt.
 */
export const TESTED_UP_TO = '6.5';
/** The build the tests run: TESTED_UP_TO, or another of the package's ('6.3', 'beta', …) named by WORDPRESS_VERSION. */
export const WORDPRESS_VERSION = process.env.WORDPRESS_VERSION || TESTED_UP_TO;
/** Outside test-results/, which Playwright empties when a run starts. */
export const WORDPRESS_DIR = `${tmpdir()}/worthy-wordpress-${WORDPRESS_PORT}`;
