/**
 * Find your fit in the embed (CONTRACT sections 6 and 16): `fit="true"` shows the controls, folded
 * above the list; `weights` presets them (ids of the list's criteria, 0 to 3; anything else ignored
 * with one console warning); a page that does not ask downloads none of their code; the list draws
 * once, in the room held for it; and a 300-provider backend list shows a page of cards at a time,
 * re-ranked by a reader's weights. Uses the servers of embed.spec.ts; dist/embed must be built.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { sortRows, toProviders } from '../../lib/data/toProviders';
import type { Provider, ScoringMethod } from '../../lib/model';
import { CARDS_PER_PAGE } from '../../lib/widgets/RankedList/RankedList';
import { builtinRows, generatedRows, type EmbedServers } from '../support/embedServers';
import { embedTest } from '../support/embedTest';
import { theirOrder } from '../support/fitMath';
import { countLayoutShift, layoutShift, restartLayoutShift } from '../support/layoutShift';
import { partnerPage } from '../support/partnerPage';
import { builtinMethod } from '../support/topicPages';

const ANON_KEY = 'partner-anon-key';

const test = embedTest.extend<{ consoleMessages: Array<{ type: string; text: string }> }>({
  consoleMessages: async ({ page }, use) => {
    const messages: Array<{ type: string; text: string }> = [];
    const uncaught: string[] = [];
    page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));
    page.on('pageerror', (error) => uncaught.push(error.message));
    await use(messages);
    expect(uncaught, 'nothing may throw into the host page').toEqual([]);
  },
});

const providersOf = (key: string, method: ScoringMethod): Provider[] =>
  toProviders(key, sortRows(builtinRows(key)), () => {}, method);
const cards = (widget: Locator) => widget.locator('ol > li:has(article)');
const names = async (widget: Locator) => (await cards(widget).locator('.wy-card__name').allTextContents()).map((n) => n.trim());
const ratings = (widget: Locator) =>
  cards(widget)
    .getByRole('img', { name: /^Rated / })
    .evaluateAll((stars) => stars.map((star) => Number(/Rated ([\d.]+)/.exec(star.getAttribute('aria-label') ?? '')![1])));

async function openPartnerPage(page: Page, servers: EmbedServers, attributes: string, path = '/fit-post'): Promise<Locator> {
  const body = `<script src="${servers.scriptUrl}" async></script><worthy-ranked-list ${attributes}></worthy-ranked-list>`;
  await page.goto(servers.publish(path, partnerPage({ body })));
  return page.locator('worthy-ranked-list');
}

async function settled(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test('fit="true" with weights: the controls folded above "Your ranking", rated and ordered by those weights; an id the list does not score is ignored with one warning', async ({
  page,
  servers,
  consoleMessages,
}) => {
  const method = builtinMethod('vpn_providers');
  const providers = providersOf('vpn_providers', method);
  // The criterion that, counted three times, moves the list the most: the test then sees a re-ranking.
  const ours = providers.map((p) => p.name).join();
  const heavy = method.criteria.find(
    (c) =>
      theirOrder(providers, method, { [c.id]: 3 })
        .map((r) => r.name)
        .join() !== ours,
  )!;
  const widget = await openPartnerPage(page, servers, `category="vpn_providers" fit="true" weights="${heavy.id}:3,bogus:2"`);

  const controls = widget.getByRole('region', { name: 'Find your fit' });
  await expect(controls).toBeVisible();
  const toggle = controls.getByRole('button', { name: 'Adjust the ranking' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(controls.getByRole('combobox')).toHaveCount(0); // folded: its fields are hidden until opened
  await expect(widget.getByRole('heading', { name: 'Your ranking' })).toBeVisible();
  await expect(cards(widget)).toHaveCount(providers.length);
  const expected = theirOrder(providers, method, { [heavy.id]: 3 });
  expect(await names(widget)).toEqual(expected.map((r) => r.name));
  expect(await ratings(widget)).toEqual(expected.map((r) => r.rating));
  const warnings = consoleMessages.filter((m) => m.type === 'warning' && m.text.startsWith('Worthy:'));
  expect(warnings.map((m) => m.text)).toEqual([expect.stringContaining('bogus:2')]);

  // By keyboard: open the controls, weigh the criterion as we do, and the list is ours again.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(controls.getByRole('button', { name: 'Hide the controls' })).toHaveAttribute('aria-expanded', 'true');
  const select = controls.getByRole('combobox', { name: new RegExp(`^${heavy.label}`) });
  await expect(select).toHaveValue('3');
  await controls.getByRole('button', { name: 'Back to our ranking' }).click();
  await expect(widget.getByRole('heading', { name: 'Top VPN Services' })).toBeVisible();
  expect(await names(widget)).toEqual(providers.map((p) => p.name));
  await expect(controls.getByRole('status')).toContainText(
    `List re-ranked: ${providers.length} providers, ${providers[0]!.name} first`,
  );

  // Compare keeps working on top of the reader's list.
  await widget.getByRole('button', { name: `Add to Compare ${providers[1]!.name}` }).click();
  await expect(widget.getByText('1 of 3 selected')).toBeVisible();
});

test('a list without fit downloads none of its code; one with it, its chunk once for every list on the page', async ({
  page,
  servers,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => /worthy-embed-listPartChunk/.test(request.url()) && chunks.push(request.url()));
  const plain = await openPartnerPage(page, servers, 'category="vpn_providers"', '/plain-post');
  await expect(cards(plain).first()).toBeVisible();
  await expect(plain.getByRole('region', { name: 'Find your fit' })).toHaveCount(0);
  await settled(page);
  expect(chunks).toEqual([]);

  const body = ['vpn_providers', 'vpn_providers_canada']
    .map((key) => `<worthy-ranked-list category="${key}" fit="true"></worthy-ranked-list>`)
    .join('');
  await page.goto(
    servers.publish('/two-fits', partnerPage({ body: `<script src="${servers.scriptUrl}" async></script>${body}` })),
  );
  await expect(page.locator('worthy-ranked-list').getByRole('region', { name: 'Find your fit' })).toHaveCount(2);
  expect(chunks).toHaveLength(1);
});

test('French: the controls speak Quebec French', async ({ page, servers }) => {
  const widget = await openPartnerPage(page, servers, 'category="vpn_providers_canada" lang="fr-CA" fit="true"');
  const controls = widget.getByRole('region', { name: 'Trouvez ce qui vous convient' });
  await expect(controls.getByRole('button', { name: 'Ajuster le classement' })).toBeVisible();
  await controls.getByRole('button', { name: 'Ajuster le classement' }).click();
  await expect(controls.getByRole('button', { name: 'Revenir à notre classement' })).toBeDisabled();
});

for (const viewport of [
  { width: 360, height: 2600 },
  { width: 1280, height: 1600 },
]) {
  test(`the page below does not move when a list with Find your fit arrives (${viewport.width} px)`, async ({
    page,
    servers,
  }) => {
    await page.setViewportSize(viewport);
    servers.backend.delayMs = 2500;
    // Every frame from the reserve to the list, too: the controls are drawn a frame before the list (each in a turn of its own).
    await countLayoutShift(page);
    const widget = await openPartnerPage(
      page,
      servers,
      `category="vpn_providers_canada" lang="fr-CA" limit="1" compare="false" fit="true" supabase-url="${servers.scriptOrigin}" supabase-key="${ANON_KEY}"`,
    );
    await expect(widget.locator('.wy-reserve__fit')).toHaveCount(1);
    await settled(page);
    const before = (await page.locator('#after').boundingBox())!;
    expect(before.y + before.height, 'the text below is on screen').toBeLessThan(viewport.height);
    await restartLayoutShift(page);
    await expect(cards(widget)).toHaveCount(1, { timeout: 5000 });
    await expect(widget.getByRole('region', { name: 'Trouvez ce qui vous convient' })).toBeVisible();
    await settled(page);
    const after = (await page.locator('#after').boundingBox())!;
    expect(after.y).toBeCloseTo(before.y, 0);
    expect(await layoutShift(page), 'layout shift after the reserve').toBe(0);
  });
}

test('a 300-provider backend list with fit shows a page of cards, re-ranked in pages by a reader’s weight', async ({
  page,
  servers,
}) => {
  const count = 300;
  servers.backend.rowCount = count;
  const method = builtinMethod('vpn_providers');
  const providers = toProviders('vpn_providers', generatedRows('vpn_providers', count), () => {}, method);
  expect(providers).toHaveLength(count);
  const widget = await openPartnerPage(
    page,
    servers,
    `category="vpn_providers" fit="true" compare="false" supabase-url="${servers.scriptOrigin}" supabase-key="${ANON_KEY}"`,
  );
  await expect(cards(widget)).toHaveCount(CARDS_PER_PAGE);
  expect(await names(widget)).toEqual(providers.slice(0, CARDS_PER_PAGE).map((p) => p.name));
  const more = widget.getByRole('button', { name: `Show ${CARDS_PER_PAGE} more (${count} in all)` });
  await more.click();
  // A page more; and more again by itself while its button stays near the screen (it was scrolled to).
  await expect.poll(() => cards(widget).count()).toBeGreaterThanOrEqual(2 * CARDS_PER_PAGE);

  const criterion = method.criteria[0]!;
  await widget.getByRole('button', { name: 'Adjust the ranking' }).click();
  await widget.getByRole('combobox', { name: new RegExp(`^${criterion.label}`) }).selectOption('3');
  // A re-ranking starts again at the first page, in the reader's order.
  const expected = theirOrder(providers, method, { [criterion.id]: 3 });
  const firstPage = async () => (await names(widget)).slice(0, CARDS_PER_PAGE);
  await expect.poll(firstPage).toEqual(expected.slice(0, CARDS_PER_PAGE).map((r) => r.name));
  expect((await ratings(widget)).slice(0, CARDS_PER_PAGE)).toEqual(expected.slice(0, CARDS_PER_PAGE).map((r) => r.rating));
});
