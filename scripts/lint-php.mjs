#!/usr/bin/env node
/**
 * Lints every PHP file of the WordPress plugin (sources, the built plugin's generated files, the
 * test set-up) twice: `php -l` with the system's PHP (Debian's php-cli), and a parse with PHP 7.4,
 * the oldest the plugin supports (its "Requires PHP"), run as WebAssembly from wordpress/node_modules.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const OLDEST_PHP = '7.4';

/** @param {string} dir @returns {string[]} */
const phpFiles = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.php') && !file.includes('node_modules'))
        .map((file) => `${dir}/${file}`)
    : [];

const files = [
  ...phpFiles(`${root}wordpress/plugin`),
  ...phpFiles(`${root}dist/wordpress/worthy-rankings/generated`),
  ...phpFiles(`${root}tests/wordpress`),
];
const failures = [];
for (const file of files) {
  try {
    execFileSync('php', ['-l', file], { stdio: 'pipe' });
  } catch (error) {
    failures.push(String(/** @type {{ stdout?: Buffer }} */ (error).stdout ?? error).trim());
  }
}

// PHP 7.4's own parser (token_get_all with TOKEN_PARSE throws on what 7.4 cannot parse).
const { loadNodeRuntime, createNodeFsMountHandler } = await import(`${root}wordpress/node_modules/@php-wasm/node/index.js`);
const { PHP } = await import(`${root}wordpress/node_modules/@php-wasm/universal/index.js`);
const php = new PHP(await loadNodeRuntime(OLDEST_PHP, { emscriptenOptions: { processId: 1 } }));
await php.mount('/project', createNodeFsMountHandler(root));
const checked = await php.run({
  code: `<?php
foreach (json_decode($_SERVER['FILES'], true) as $file) {
  try { token_get_all(file_get_contents($file), TOKEN_PARSE); }
  catch (ParseError $e) { echo "PHP ${OLDEST_PHP}: ", $e->getMessage(), " in $file on line ", $e->getLine(), "\\n"; }
}`,
  $_SERVER: { FILES: JSON.stringify(files.map((file) => `/project/${file.slice(root.length)}`)) },
});
if (checked.text.trim()) failures.push(checked.text.trim());

if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`${files.length} PHP files lint clean (php -l, and PHP ${OLDEST_PHP}'s parser)`);
// The WebAssembly runtime keeps the event loop alive.
process.exit(0);
