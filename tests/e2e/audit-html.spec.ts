/**
 * Every prerendered page is valid HTML by the W3C's own checker (the Nu Html Checker, vnu-jar, run
 * locally on dist/site): review pages, topic pages, the not-found page and the plugin's files alike.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { SITE_PAGES } from '../support/counts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const site = join(root, 'dist/site');
const jar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

test('the W3C HTML checker finds no error on any page of the site', async () => {
  test.setTimeout(120_000);
  const pages = htmlFiles(site);
  // Every page the build prerenders (counted from the registry and the data), and the English and French not-found pages.
  expect(pages.length).toBeGreaterThanOrEqual(SITE_PAGES + 2);
  const { stdout, stderr } = await promisify(execFile)(
    'java',
    ['-jar', jar, '--errors-only', '--format', 'json', '--exit-zero-always', '--skip-non-html', site],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stderr || stdout) as { messages: Array<{ type: string; url: string; message: string }> };
  const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
  expect(errors.map((m) => `${m.url.replace(`file:${site}`, '')}: ${m.message}`)).toEqual([]);
});
