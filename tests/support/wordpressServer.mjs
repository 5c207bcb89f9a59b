#!/usr/bin/env node
/**
 * The test WordPress, started by Playwright as a web server (playwright.config.ts): WordPress 6.5
 * from @wp-playground/wordpress-builds, run offline by the Playground CLI on PHP 8.3 (WebAssembly,
 * SQLite) with WP_DEBUG on, its French for numbers installed as a French site has it (a request
 * is in French with the cookie of tests/wordpress/locale-switch.php). Once it is up,
 * tests/wordpress/setup.php installs the built plugin from dist/wordpress/worthy-rankings.zip and
 * writes the posts; then /worthy-ready.txt answers.
 * Needs `npm ci --prefix wordpress` (scripts/test.sh runs it) and `npm run build`.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { compileMo } from '../../scripts/wordpressI18n.mjs';
import { WORDPRESS_DIR, WORDPRESS_PORT, WORDPRESS_VERSION } from './wordpressPaths.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const flagship = `http://127.0.0.1:${process.env.E2E_PORT || 4180}`;
const builds = `${root}/wordpress/node_modules/@wp-playground/wordpress-builds`;

async function prepare() {
  await rm(WORDPRESS_DIR, { recursive: true, force: true });
  // The package's zip holds WordPress's PHP; its static files (scripts, styles, fonts) sit beside it in public/.
  const files = unzipSync(await readFile(`${builds}/src/wordpress/wp-${WORDPRESS_VERSION}.zip`));
  await Promise.all(
    Object.entries(files).map(async ([name, bytes]) => {
      if (name.endsWith('/')) return;
      const path = `${WORDPRESS_DIR}/${name}`;
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    }),
  );
  await cp(`${builds}/public/wp-${WORDPRESS_VERSION}`, WORDPRESS_DIR, { recursive: true });
  await mkdir(`${WORDPRESS_DIR}/wp-content/mu-plugins`, { recursive: true });
  for (const plugin of ['flagship-switch', 'locale-switch'])
    await cp(`${root}/tests/wordpress/${plugin}.php`, `${WORDPRESS_DIR}/wp-content/mu-plugins/${plugin}.php`);
  // The two words of WordPress's own French (Canada) the plugin's lists use: how it writes 4,66 and 44 870.
  await mkdir(`${WORDPRESS_DIR}/wp-content/languages`, { recursive: true });
  await writeFile(
    `${WORDPRESS_DIR}/wp-content/languages/fr_CA.mo`,
    compileMo({
      headers: { 'Content-Type': 'text/plain; charset=UTF-8', Language: 'fr_CA', 'Plural-Forms': 'nplurals=2; plural=(n > 1);' },
      translations: [
        { msgid: 'number_format_decimal_point', msgstr: [','] },
        { msgid: 'number_format_thousands_sep', msgstr: [' '] },
      ],
    }),
  );
  await cp(`${root}/tests/wordpress/setup.php`, `${WORDPRESS_DIR}/worthy-setup.php`);
  for (const probe of ['filters', 'options', 'translations'])
    await cp(`${root}/tests/wordpress/${probe}.php`, `${WORDPRESS_DIR}/worthy-${probe}.php`);
  await cp(`${root}/dist/wordpress/worthy-rankings.zip`, `${WORDPRESS_DIR}/worthy-rankings.zip`);
}

/** Starts the Playground CLI in its own process group and resolves once WordPress answers. */
function start() {
  const cli = spawn(
    process.execPath,
    [
      `${root}/wordpress/node_modules/@wp-playground/cli/wp-playground.js`,
      'server',
      `--port=${WORDPRESS_PORT}`,
      '--php=8.3',
      // One worker deadlocks now and then (a request waiting on a file lock another holds); two do not.
      '--workers=2',
      `--mount-before-install=${WORDPRESS_DIR}:/wordpress`,
      '--wordpress-install-mode=install-from-existing-files',
      '--define-bool',
      'WP_DEBUG',
      'true',
      '--define-bool',
      'WP_DEBUG_LOG',
      'true',
      // No loopback request to wp-cron.php on page views: the tests time pages, and cron has nothing to do here.
      '--define-bool',
      'DISABLE_WP_CRON',
      'true',
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = () => {
    try {
      if (cli.pid) process.kill(-cli.pid, 'SIGKILL');
    } catch {}
  };
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => (stop(), process.exit(0)));
  process.on('exit', stop);
  cli.stderr.on('data', (chunk) => process.stderr.write(chunk));
  return new Promise((resolve, reject) => {
    let output = '';
    cli.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Ready!')) resolve(cli);
    });
    cli.on('exit', (code) => reject(new Error(`the Playground CLI stopped (${code}):\n${output}`)));
  });
}

await prepare();
await start();
const setup = await fetch(`http://127.0.0.1:${WORDPRESS_PORT}/worthy-setup.php`, {
  headers: { 'x-flagship': flagship },
});
const answer = await setup.text();
if (!setup.ok) throw new Error(`WordPress set-up failed (${setup.status}): ${answer}`);
await writeFile(`${WORDPRESS_DIR}/worthy-setup.json`, answer);
await writeFile(`${WORDPRESS_DIR}/worthy-ready.txt`, 'ready\n');
console.log(`Test WordPress ready on http://127.0.0.1:${WORDPRESS_PORT} (${answer})`);
