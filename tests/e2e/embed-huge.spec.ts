/**
 * A backend can't freeze a partner's page: the embed asks for `limit=READ_LIMIT`, and a hostile
 * backend that ignores it and sends 10,000 or 130,000 rows still gives a list of MAX_PROVIDERS,
 * its first page of cards drawn, for about the main-thread work of the rows it asked for. Uses the
 * servers of embed.spec.ts; dist/embed must be built.
 */
import { expect, type CDPSession, type Page } from '@playwright/test';
import { MAX_PROVIDERS, READ_LIMIT } from '../../lib/data/limits';
import { CARDS_PER_PAGE } from '../../lib/widgets/RankedList/RankedList';
import { generatedBody, type EmbedServers } from '../support/embedServers';
import { embedTest } from '../support/embedTest';
import { partnerPage } from '../support/partnerPage';

const ANON_KEY = 'partner-anon-key';

const test = embedTest.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'nothing may throw into the host page').toEqual([]);
  },
});

// One after the other, in one worker: the 130,000-row page's seconds of parsing would otherwise
// land in the other test's measure of main-thread work.
test.describe.configure({ mode: 'default' });

/** Records the durations of long tasks (over 50 ms) from before the embed's script loads. */
async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const longTasks: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = longTasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Resolves once the page has drawn two more frames: what was just rendered has been painted. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

async function longTasksSoFar(page: Page, label: string): Promise<{ total: number; longest: number }> {
  await twoFrames(page);
  const durations = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const total = durations.reduce((sum, ms) => sum + ms, 0);
  const longest = durations.reduce((max, ms) => Math.max(max, ms), 0);
  console.log(`${label}: ${durations.length} long tasks, ${Math.round(total)} ms in all, longest ${Math.round(longest)} ms`);
  return { total, longest };
}

async function openWidget(page: Page, servers: EmbedServers, category: string): Promise<void> {
  const body = `<script src="${servers.scriptUrl}" async></script>
    <worthy-ranked-list category="${category}" supabase-url="${servers.scriptOrigin}" supabase-key="${ANON_KEY}"></worthy-ranked-list>`;
  await page.goto(servers.publish(`/huge-${category}`, partnerPage({ body })));
}

/** Chromium's TaskDuration of the page so far, in milliseconds: every task, short ones too. */
async function taskMs(session: CDPSession): Promise<number> {
  const { metrics } = await session.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')!.value * 1000;
}

/** Milliseconds of main-thread work the page took, from its load until its list shows its first page of cards. */
async function workToShowList(page: Page, servers: EmbedServers, rows: number): Promise<number> {
  servers.backend.rowCount = rows;
  generatedBody('vpn_providers', rows);
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  await page.goto('about:blank');
  const before = await taskMs(session);
  await openWidget(page, servers, 'vpn_providers');
  const widget = page.locator('worthy-ranked-list');
  const items = widget.locator('ol > li');
  await expect(items).toHaveCount(CARDS_PER_PAGE);
  // The backend's own rows, in its order, and the rest of the list a button away.
  await expect(items.first().getByRole('heading')).toHaveText('Provider 1');
  await expect(items.last().getByRole('heading')).toHaveText(`Provider ${CARDS_PER_PAGE}`);
  await expect(widget.getByRole('button', { name: new RegExp(`in all`) })).toHaveText(
    `Show ${CARDS_PER_PAGE} more (${Math.min(rows, MAX_PROVIDERS)} in all)`,
  );
  await twoFrames(page);
  const work = (await taskMs(session)) - before;
  await session.detach();
  return work;
}

/** Milliseconds of main-thread work a page takes only to receive the backend's answer of `rows` rows as text. */
async function workToReceive(page: Page, servers: EmbedServers, rows: number): Promise<number> {
  servers.backend.rowCount = rows;
  generatedBody('vpn_providers', rows);
  await page.goto(servers.publish('/receive-only', partnerPage({ body: '<p>Nothing but a fetch.</p>' })));
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const before = await taskMs(session);
  const url = `${servers.scriptOrigin}/rest/v1/vpn_providers?select=*&order=display_order.asc,rating.desc&limit=${READ_LIMIT}`;
  const length = await page.evaluate(
    (read) =>
      fetch(read, { headers: { apikey: 'partner-anon-key' } }).then((response) => response.text().then((text) => text.length)),
    url,
  );
  expect(length).toBeGreaterThan(rows * 100);
  await twoFrames(page);
  const work = (await taskMs(session)) - before;
  await session.detach();
  return work;
}

test('a backend sending 10,000 rows costs the page about what the rows it asked for cost', async ({
  page,
  servers,
  pageErrors,
}) => {
  void pageErrors;
  // Held to the same page with the rows the embed asks for, measured just before on the same
  // machine, plus what merely receiving 9.5 MB costs that machine (measured too): a loaded CI
  // machine takes twice as long over all three, so no fixed number of milliseconds.
  await workToShowList(page, servers, READ_LIMIT); // the script compiled and cached, as for every later page of a partner's site
  const asked = await workToShowList(page, servers, READ_LIMIT);
  const huge = await workToShowList(page, servers, 10_000);
  const receiving = await workToReceive(page, servers, 10_000);
  console.log(
    `main-thread work to show a page of cards: ${Math.round(asked)} ms from ${READ_LIMIT} rows, ${Math.round(huge)} ms from 10,000 (receiving them alone: ${Math.round(receiving)} ms)`,
  );
  // Checking or drawing every row would cost seconds more. Which rows are read is tested where it
  // is decided (tests/unit/firstRows.test.ts).
  expect(huge - receiving, 'main-thread work of 10,000 rows, past receiving them, against the rows asked for').toBeLessThan(
    2 * asked + 300,
  );
  expect(new Set(servers.backend.reads.map((read) => read.limit))).toEqual(new Set([String(READ_LIMIT)]));
});

test('a backend sending 130,000 rows still leaves the loading state and shows its first page of providers', async ({
  page,
  servers,
  pageErrors,
}) => {
  void pageErrors;
  test.setTimeout(60_000);
  servers.backend.rowCount = 130_000;
  // Written before the page asks: on a loaded machine, writing 130,000 rows could use up the embed's read time.
  generatedBody('glp1_providers', 130_000);
  await watchLongTasks(page);
  // A top-pick rule that looks at every rating: the path where a spread over rows would overflow.
  await openWidget(page, servers, 'glp1_providers');

  const widget = page.locator('worthy-ranked-list');
  await expect(widget.locator('ol > li')).toHaveCount(CARDS_PER_PAGE, { timeout: 20_000 });
  await expect(widget.locator('ol > li').last().getByRole('heading')).toHaveText(`Provider ${CARDS_PER_PAGE}`);
  await expect(widget.getByRole('button', { name: `Show ${CARDS_PER_PAGE} more (${MAX_PROVIDERS} in all)` })).toBeVisible();
  await expect(widget.getByText('Loading providers...')).toHaveCount(0);
  await longTasksSoFar(page, '130,000 rows');
});
