/**
 * WorthyRankedList in a partner's Next.js 16 App Router site (CONTRACT section 5): a Server
 * Component imports the packed package, loads the list on the server and renders the list with
 * it. The build passes, the served HTML holds the ranking, and in Chromium the page hydrates
 * without a console message, then compares, explains its scores and reports its events.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sortRows } from '../../lib/data/toProviders';
import { builtinRows } from '../support/embedServers';
import { buildNextApp, ROOT, startNextApp, type NextApp } from '../support/nextApp';
import { LIB_DIR, packageSources } from '../support/packageSources';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let app: NextApp;
test.beforeAll(async () => {
  // next build takes 5 s alone, several times that while the WordPress tests run beside it.
  test.setTimeout(120_000);
  const { buildMs } = buildNextApp();
  console.log(buildMs === null ? 'next build: current, not rebuilt' : `next build: ${buildMs} ms`);
  app = await startNextApp();
});
test.afterAll(async () => app?.stop());

const names = (key: string) => sortRows(builtinRows(key)).map((row) => row.name as string);

/** Every console message and uncaught error of the page. */
function watch(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('response', (response) => response.status() >= 400 && messages.push(`${response.status()}: ${response.url()}`));
  return messages;
}

test("dist/lib keeps 'use client' on exactly the modules whose source says it", () => {
  const client: string[] = [];
  for (const source of packageSources()) {
    const built = join(ROOT, 'dist/lib', source.replace(/\.tsx?$/, '.js'));
    // Type-only modules and barrels of re-exports build to nothing of their own.
    if (!existsSync(built)) continue;
    const marked = readFileSync(built, 'utf8').startsWith('"use client";');
    expect(marked, relative(ROOT, built)).toBe(readFileSync(join(LIB_DIR, source), 'utf8').startsWith("'use client';"));
    if (marked) client.push(source);
  }
  expect(client).toContain('connected/WorthyRankedList/WorthyRankedList.tsx');
  expect(client).toContain('state/listStore.ts');
});

test('the served HTML holds the ranked lists, in order, before any script runs', async ({ request }) => {
  const html = await (await request.get(app.url)).text();
  expect(html).not.toContain('Loading providers');
  const lists = [...html.matchAll(/<ol class="wy-list__items">(.*?)<\/ol>/gs)].map((match) => match[1]!);
  expect(lists).toHaveLength(2);
  const order = (list: string, expected: string[]) => expected.map((name) => list.indexOf(`>${name}</a>`));
  const us = order(lists[0]!, names('vpn_providers'));
  expect(us.every((at) => at >= 0)).toBe(true);
  expect(us).toEqual([...us].sort((a, b) => a - b));
  // limit={3}: the Canada list holds its first three providers and no more.
  const canada = names('vpn_providers_canada');
  expect(order(lists[1]!, canada.slice(0, 3)).every((at) => at >= 0)).toBe(true);
  expect(lists[1]!).not.toContain(`>${canada[3]}</a>`);
  // The partner's UTM rule, in the server HTML too.
  expect(lists[0]!).toContain('utm_source=next-fixture&amp;utm_medium=embed');
  expect(html).toContain('How we scored it');
});

test('hydrates with no console message, then compares, explains scores and reports its events', async ({ page, context }) => {
  const messages = watch(page);
  await page.goto(app.url);
  const list = page.locator('.wy-widget').first();
  const events = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
  // worthy:ready's twin fires once hydration has run.
  await expect(events.first()).toHaveText('ready {"category":"vpn_providers","count":8,"source":"builtin"}');

  const [first, second] = names('vpn_providers');
  await list.getByRole('button', { name: `Add to Compare ${first}` }).click();
  await list.getByRole('button', { name: `Add to Compare ${second}` }).click();
  const table = list.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: 'Pros' })).toBeVisible();
  await expect(events.nth(2)).toHaveText(`compare {"category":"vpn_providers","selected":["${first}","${second}"]}`);

  const toggle = list
    .locator('ol > li')
    .nth(1)
    .getByRole('button', { name: /^How we scored it/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toContainText('weighted mean');

  const visit = list
    .locator('ol > li')
    .nth(1)
    .getByRole('link', { name: /^Visit Provider/ });
  const href = (await visit.getAttribute('href'))!;
  expect(href).toContain('utm_source=next-fixture&utm_medium=embed');
  const opened = context.waitForEvent('page');
  await visit.click();
  await (await opened).close();
  await expect(events.last()).toHaveText(
    `outbound ${JSON.stringify({ category: 'vpn_providers', provider: second, rank: 2, url: href, partner: 'next-fixture' })}`,
  );

  // The dark list, rendered straight from the Server Component, keeps its theme after hydration.
  const dark = page.locator('.wy-widget').nth(1);
  await expect(dark).toHaveClass(/wy-theme-dark/);
  expect(await dark.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(11, 17, 32)');
  expect(messages).toEqual([]);
});
