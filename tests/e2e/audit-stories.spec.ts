/**
 * Every Storybook story in a real browser: it renders, logs no error, and axe-core finds no
 * serious or critical violation, colour contrast included (which the jsdom story test cannot see).
 *
 * Runs on the static Storybook in dist/storybook (scripts/test.sh builds it after the site). When
 * it is missing or older than the stories and widgets, the test collection builds it once.
 * Each worker loads the preview iframe once and switches stories through Storybook's preview API
 * (as the Storybook UI does), so a story costs its render and the axe run, not a page load.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { describeViolations, fenceOutbound, seriousViolations } from '../support/audit';

const root = fileURLToPath(new URL('../..', import.meta.url));
const storybook = join(root, 'dist', 'storybook');
const indexFile = join(storybook, 'index.json');

/** Newest modification time under the folders a story build depends on. */
function newestSource(): number {
  let newest = 0;
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const dir of [
    'stories',
    '.storybook',
    'lib/widgets',
    'lib/connected',
    'lib/styles',
    'lib/format',
    'lib/state',
    'lib/model',
  ])
    walk(join(root, dir));
  return newest;
}

// Collection happens once, before any worker starts: build there, never in a worker.
if (!process.env.TEST_WORKER_INDEX && (!existsSync(indexFile) || statSync(indexFile).mtimeMs < newestSource())) {
  execFileSync('npx', ['storybook', 'build', '-o', 'dist/storybook', '--disable-telemetry', '--quiet'], {
    cwd: root,
    stdio: 'ignore',
  });
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}
const entries = Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
const stories = entries.filter((entry) => entry.type === 'story');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** A tiny static host for dist/storybook on a free port. */
async function serveStorybook(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (pathname === '/favicon.ico') return void response.writeHead(204).end();
    const file = normalize(join(storybook, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    if (!file.startsWith(storybook + sep) || !existsSync(file) || !statSync(file).isFile()) {
      return void response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
    response.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'max-age=3600',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface StoryHost {
  page: Page;
  /** Renders the story (first call: loads the iframe), waits until it has painted; returns what it logged. */
  show(id: string, viewport: { width: number; height: number }): Promise<string[]>;
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 760 };

const test = base.extend<object, { stories: StoryHost }>({
  stories: [
    async ({ browser }, use) => {
      const host = await serveStorybook();
      const context = await browser.newContext({ viewport: DESKTOP });
      await fenceOutbound(context);
      const page = await context.newPage();
      let errors: string[] = [];
      let current = '';
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The broken-logo story points at a host under the reserved .invalid TLD on purpose.
        if (/\.invalid\//.test(message.location().url)) return;
        errors.push(`console.error: ${message.text()}`);
      });

      const show = async (id: string, viewport: { width: number; height: number }) => {
        errors = [];
        await page.setViewportSize(viewport);
        if (!current) {
          // a11y.manual keeps the a11y addon's own axe run off, so it cannot collide with this one.
          await page.goto(`${host.origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`);
        } else if (current !== id) {
          const outcome = await page.evaluate(
            (storyId) =>
              new Promise<string>((resolve) => {
                type Channel = {
                  on(e: string, f: (...a: unknown[]) => void): void;
                  off(e: string, f: (...a: unknown[]) => void): void;
                };
                const w = window as unknown as {
                  __STORYBOOK_ADDONS_CHANNEL__: Channel;
                  __STORYBOOK_PREVIEW__: { onSetCurrentStory(s: { storyId: string; viewMode: 'story' }): void };
                };
                const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
                const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
                const handlers = events.map((event) => {
                  const handler = (...args: unknown[]) => {
                    if (event === 'storyRendered' && args[0] !== storyId) return;
                    events.forEach((e, i) => channel.off(e, handlers[i]!));
                    resolve(event === 'storyRendered' ? 'rendered' : `${event}: ${JSON.stringify(args).slice(0, 300)}`);
                  };
                  channel.on(event, handler);
                  return handler;
                });
                w.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId, viewMode: 'story' });
              }),
            id,
          );
          if (outcome !== 'rendered') errors.push(outcome);
        }
        current = id;
        await expect(page.locator('#storybook-root > *').first()).toBeAttached({ timeout: 15_000 });
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        return errors;
      };

      await use({ page, show });
      await context.close();
      await host.close();
    },
    { scope: 'worker' },
  ],
});

test('index.json lists stories for all four widgets and WorthyRankedList', () => {
  const titles = new Set(stories.map((story) => story.title));
  for (const widget of ['ProviderCard', 'RankedList', 'ComparePanel', 'CategoryGrid', 'WorthyRankedList']) {
    expect(
      [...titles].some((title) => title.split('/').pop() === widget),
      `stories for ${widget}`,
    ).toBe(true);
  }
  expect(stories.length).toBeGreaterThanOrEqual(20);
});

/** A story of a state that reports itself names the one console error it logs (its story's parameters say so too). */
const EXPECTED_ERRORS: Record<string, string> = {
  'connected-worthyrankedlist--unknown-category': '"nope_providers" is not a Worthy list key',
};

for (const story of stories) {
  test(`story ${story.id}`, async ({ stories: host }) => {
    const errors = await host.show(story.id, /phone/i.test(story.name) ? PHONE : DESKTOP);
    await expect(host.page.locator('body.sb-show-errordisplay')).toHaveCount(0);
    const violations = await seriousViolations(host.page, '#storybook-root');
    expect(violations, describeViolations(`story ${story.id}`, violations)).toEqual([]);
    const expected = EXPECTED_ERRORS[story.id];
    expect(
      errors.filter((error) => !expected || !error.includes(expected)),
      `errors while rendering ${story.id}`,
    ).toEqual([]);
  });
}

test('the Language toolbar shows every widget in Canadian French', async ({ browser }) => {
  const host = await serveStorybook();
  const page = await browser.newPage({ viewport: DESKTOP });
  try {
    const open = async (id: string, locale: string) => {
      await page.goto(`${host.origin}/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true;locale:${locale}`);
      await expect(page.locator('#storybook-root > *').first()).toBeAttached({ timeout: 15_000 });
    };
    await open('widgets-providercard--top-pick', 'fr-CA');
    await expect(page.getByText('Meilleur choix')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Ajouter au comparateur/ })).toBeVisible();
    await expect(page.locator('.wy-story')).toHaveAttribute('lang', 'fr-CA');
    const violations = await seriousViolations(page, '#storybook-root');
    expect(violations, describeViolations('ProviderCard in French', violations)).toEqual([]);
    await open('widgets-providercard--top-pick', 'en');
    await expect(page.getByText('Top Rated')).toBeVisible();
  } finally {
    await page.close();
    await host.close();
  }
});

/**
 * Storybook sets no page styles of its own, so Find your fit shows here as the npm package ships
 * it, beside a list rather than inside one: its controls keep the widgets' box model and type.
 */
test('Find your fit, as the package ships it: fields level in each row, boxes of one height', async ({ browser }) => {
  const host = await serveStorybook();
  const page = await browser.newPage({ viewport: DESKTOP });
  try {
    await page.goto(`${host.origin}/iframe.html?id=widgets-fitcontrols--default&viewMode=story&globals=a11y.manual:!true`);
    const fields = page.locator('.wy-fit__grid > .wy-fit__field');
    await expect(fields.first()).toBeVisible({ timeout: 15_000 });
    // Each field's control, by the row it sits in: every control of a row starts at one height.
    const controls = await fields.evaluateAll((all) =>
      all.map((field) => ({
        row: Math.round(field.getBoundingClientRect().top),
        top: field.lastElementChild!.getBoundingClientRect().top,
      })),
    );
    const rows = new Map<number, number[]>();
    for (const { row, top } of controls) rows.set(row, [...(rows.get(row) ?? []), Math.round(top)]);
    expect([...rows.values()].filter((tops) => tops.length > 1).length, 'rows of fields side by side').toBeGreaterThan(0);
    for (const tops of rows.values()) expect(new Set(tops).size, `control tops ${tops.join(', ')}`).toBe(1);
    // An amount's select and its number box are one height.
    const amount = page.locator('.wy-fit__amount').first();
    const [select, input] = await Promise.all([amount.locator('select').boundingBox(), amount.locator('input').boundingBox()]);
    expect(input!.height).toBe(select!.height);
    await expect(page.locator('.wy-fit')).toHaveCSS('line-height', /px$/);
  } finally {
    await page.close();
    await host.close();
  }
});
