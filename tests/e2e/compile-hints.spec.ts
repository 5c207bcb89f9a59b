/**
 * The build's large scripts open with V8's compile hint (scripts/compileHint.mjs), so they compile
 * while they download instead of on the page's main thread the first time each function runs: the
 * site's chunks, the embed's script and the embed's large parts (Find your fit, the backend's
 * reader), which run as soon as they arrive. Small ones go without: the hint would cost more bytes
 * than it saves time. Reads dist/ only (npm test builds just before).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { COMPILE_HINT, WORTH_IT } from '../../scripts/compileHint.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scripts = (folder: string) =>
  readdirSync(`${root}/${folder}`)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(`${root}/${folder}/${name}`, 'utf8') }));

for (const folder of ['dist/embed', 'dist/site/assets']) {
  test(`${folder}: every script of ${WORTH_IT / 1000} KB or more opens with the compile hint, and no smaller one`, () => {
    const all = scripts(folder);
    const large = all.filter(({ code }) => code.length > WORTH_IT + COMPILE_HINT.length);
    expect(large.length, 'large scripts found').toBeGreaterThan(folder === 'dist/embed' ? 2 : 5);
    for (const { name, code } of all) {
      const hinted = code.startsWith(`${COMPILE_HINT}\n`);
      expect(hinted, `${name} (${code.length} characters)`).toBe(code.length >= WORTH_IT + COMPILE_HINT.length + 1);
    }
  });
}
