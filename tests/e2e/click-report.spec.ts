/**
 * The click report page (`npm run report:clicks -- --html FILE`, CONTRACT section 14), written by
 * the command from the REST stand-in's database with 30 days of clicks, then opened from disk in
 * Chromium: every chart drawn, the numbers those of the database, each chart with a table, no
 * request beyond the file, no console error, axe clean, and no overflow on a phone.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/audit';
import { SERVICE_ROLE_KEY, startPgRestServer, type PgRestServer } from '../support/pgRestServer';

const LISTS = [
  'glp1_providers',
  'vpn_providers',
  'credit_card_providers',
  'web_hosting_providers',
  'glp1_providers_canada',
  'savings_account_providers',
];

// One report, written once, read by each test in turn.
test.describe.configure({ mode: 'serial' });

let server: PgRestServer;
let dir: string;
let file: string;
let output: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startPgRestServer();
  // Thirty days ending today (UTC): the lower the rank the fewer the clicks, a weekly peak, and
  // embeds from two registered partners and an id nobody registered.
  await server.db.exec(`
    insert into public.partners (id, name) values ('jane-travel', 'Jane Travels'), ('tech_weekly', 'Tech Weekly');
    insert into public.click_counts (day, list_key, provider, rank, partner, surface, clicks)
    select (now() at time zone 'utc')::date - d, p.list_key, p.name, p.display_order, s.partner, s.surface,
           greatest(1, ((11 - p.display_order) * (1 + (d % 7 = 2)::int) + length(p.name) % 3) / s.weight)
    from generate_series(0, 29) as d
    cross join public.providers p
    cross join (values ('none', 'site', 1), ('jane-travel', 'embed', 2), ('tech_weekly', 'embed', 3), ('unregistered', 'embed', 5))
      as s(partner, surface, weight)
    where p.list_key in (${LISTS.map((key) => `'${key}'`).join(', ')}) and p.display_order <= 8;`);
  dir = mkdtempSync(join(tmpdir(), 'worthy-report-'));
  file = join(dir, 'report.html');
  ({ stdout: output } = await promisify(execFile)(
    process.execPath,
    ['scripts/report-clicks.mjs', '--days', '30', '--html', file],
    {
      env: { PATH: process.env.PATH, SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY },
    },
  ));
});
test.afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * Each chart, as a screen of this width shows it (`wide` or `narrow`, the other hidden): an SVG
 * named for assistive technology, with marks drawn, and a table beside it.
 */
async function expectChartsDrawn(page: Page, shown: 'wide' | 'narrow') {
  const hidden = shown === 'wide' ? 'narrow' : 'wide';
  for (const section of await page.locator('section').all()) {
    await expect(section.locator(`figure .${shown} svg[role="img"][aria-label]`)).toBeVisible();
    await expect(section.locator(`figure .${hidden}`)).toBeHidden();
    expect(await section.locator(`figure .${shown} svg rect, figure .${shown} svg path`).count()).toBeGreaterThan(5);
    await expect(section.locator('details table')).toHaveCount(1);
  }
  // 30 days, each with a site and an embed bar.
  expect(await page.locator(`#daily ~ figure .${shown} svg g[data-mark="rect"] rect`).count()).toBe(60);
  // The heat map has a cell per list and rank (10 ranks).
  expect(await page.locator(`#ranks ~ figure .${shown} svg g[data-mark="cell"] rect`).count()).toBe(LISTS.length * 10);
}

const total = async () =>
  Number((await server.db.query<{ sum: string }>('select sum(clicks)::text as sum from public.click_counts')).rows[0]?.sum);

test('the command prints the terminal table and writes the page', async () => {
  expect(output).toContain('clicks  list');
  expect(output).toContain(`${await total()} clicks`);
  expect(output).toMatch(/Wrote .*report\.html \(\d+ KB\)/);
});

test('the page draws every chart from the database, self-contained, without errors', async ({ page }) => {
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(pathToFileURL(file).href);
  copyFileSync(file, test.info().outputPath('report.html'));

  expect(requests).toEqual([pathToFileURL(file).href]);
  await expect(page.locator('h1')).toHaveText(/^Clicks, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
  await expect(page.locator('h2')).toHaveText([
    'Clicks per day',
    'Top providers',
    'Top lists',
    'Partners’ share',
    'Clicks by rank, per list',
  ]);
  await expect(page.locator('.tiles li').first()).toContainText(new Intl.NumberFormat('en-US').format(await total()));

  await expectChartsDrawn(page, 'wide');
  const { rows: leaders } = await server.db.query<{ leads: boolean }>(
    `select sum(clicks) filter (where rank = 1) >= max(by_rank) as leads
       from (select list_key, rank, sum(clicks) as clicks, max(sum(clicks)) over (partition by list_key) as by_rank
               from public.click_counts group by list_key, rank) as ranks
      group by list_key`,
  );
  const leads = leaders.filter((list) => list.leads).length;
  await expect(page.locator('#ranks ~ p')).toContainText(
    `The #1 pick took the most clicks in ${leads} of ${LISTS.length} lists.`,
  );
  // The partners' table adds up to the total, and names the registered partners.
  await page.locator('#partners ~ details summary').click();
  const partnerRows = page.locator('#partners ~ details tbody tr');
  await expect(partnerRows).toHaveCount(4);
  const sum = (await partnerRows.locator('td:nth-child(2)').allTextContents()).reduce(
    (s, n) => s + Number(n.replace(/,/g, '')),
    0,
  );
  expect(sum).toBe(await total());
  await expect(page.locator('#partners ~ details')).toContainText('Jane Travels');

  const violations = await seriousViolations(page);
  expect(violations, describeViolations('click report', violations)).toEqual([]);
  expect(errors).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('report-1280.png'), fullPage: true });
});

test('the page fits a phone: each chart drawn for its width, nothing scrolls sideways, text stays readable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pathToFileURL(file).href);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectChartsDrawn(page, 'narrow');
  // Every chart fits its section, and its text is drawn at 11 px or more and ends inside it.
  const charts = await page.locator('figure .narrow svg[role="img"]').evaluateAll((svgs: SVGSVGElement[]) =>
    svgs.map((svg) => {
      const box = svg.getBoundingClientRect();
      const figure = svg.closest('figure.chart')!.getBoundingClientRect();
      const texts = [...svg.querySelectorAll('text')].map((text) => ({
        size: parseFloat(getComputedStyle(text).fontSize) * (box.width / svg.viewBox.baseVal.width),
        right: text.getBoundingClientRect().right,
        left: text.getBoundingClientRect().left,
      }));
      return { label: svg.getAttribute('aria-label'), box, figure, texts };
    }),
  );
  expect(charts).toHaveLength(5);
  for (const { label, box, figure, texts } of charts) {
    expect(box.right, label!).toBeLessThanOrEqual(figure.right + 0.5);
    expect(Math.min(...texts.map((t) => t.size)), label!).toBeGreaterThanOrEqual(11);
    expect(Math.max(...texts.map((t) => t.right)), label!).toBeLessThanOrEqual(box.right + 0.5);
    expect(Math.min(...texts.map((t) => t.left)), label!).toBeGreaterThanOrEqual(box.left - 0.5);
  }
  await page.screenshot({ path: test.info().outputPath('report-390.png'), fullPage: true });
});
