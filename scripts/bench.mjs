#!/usr/bin/env node
/** `npm run bench`: builds when needed, then prints the size figures (gzip) and writes dist/bench.json. */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { embedSize, librarySizes, pageSizes } from './sizes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}/dist/site/index.html`) || process.argv.includes('--build')) {
  execFileSync(process.execPath, [`${root}/scripts/build.mjs`], { stdio: 'inherit' });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const lib = await librarySizes(root);
const embed = await embedSize(root);
const pages = await pageSizes(root);

const rows = [
  ['library JS (dist/lib, all chunks)', kb(lib.js)],
  ['library CSS (dist/lib/styles.css)', kb(lib.css)],
  ['embed JS + CSS (dist/embed/worthy-embed.js)', kb(embed)],
  ...pages.map((p) => [`page ${p.path}: JS before interactive / CSS / HTML`, `${kb(p.js)} / ${kb(p.css)} / ${kb(p.html)}`]),
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log('\nWorthy bench (sizes gzip -9)');
for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);

await writeFile(`${root}/dist/bench.json`, JSON.stringify({ library: lib, embed, pages }, null, 2));
console.log('\nwritten to dist/bench.json');
