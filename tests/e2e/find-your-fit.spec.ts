/**
 * Find your fit on topic pages (CONTRACT section 16), driven as a reader drives it, by keyboard:
 * weights re-rate and re-rank the list by the method's math, filters keep exactly the providers
 * whose facts meet them and count the rest, the state lives in the URL, one button restores our
 * ranking, changes are announced politely, and compare keeps working on top.
 */
import type { Page } from '@playwright/test';
import { describeViolations, preloadAxe, seriousViolations } from '../support/audit';
import { builtinMethod, builtinProviders, expect, test, topic, waitForHydration } from '../support/topicPages';
import type { Provider } from '../../lib/model';
import { theirOrder } from '../support/fitMath';

const PATH = '/digital/vpn-services';
const cards = (page: Page) => page.locator('ol.wy-list__items > li');
// textContent, not innerText: cards below the first screen skip rendering (content-visibility) until near.
const names = async (page: Page) => (await cards(page).locator('.wy-card__name').allTextContents()).map((n) => n.trim());
const listTitle = (page: Page) => page.locator('.wy-list__title');

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Opens the VPN topic page; its list's method and providers, as built in. */
async function openList(page: Page) {
  await open(page, PATH);
  const { listKey } = topic(PATH);
  return { method: builtinMethod(listKey), providers: builtinProviders(listKey) };
}

/** Picks an option of a labelled select with the keyboard: focus, then type the option's start. */
async function chooseByKeyboard(page: Page, label: string | RegExp, option: string) {
  const select = page.getByLabel(label, { exact: typeof label === 'string' });
  await select.focus();
  await select.selectOption({ label: option });
}

test('every criterion has a labelled weight, ours by default, and the list starts as our ranking', async ({ page }) => {
  await open(page, PATH);
  const method = builtinMethod(topic(PATH).listKey);
  const group = page.getByRole('region', { name: 'Find your fit' });
  await expect(group).toBeVisible();
  for (const criterion of method.criteria) {
    const select = group.getByRole('combobox', { name: new RegExp(`^${criterion.label}`) });
    await expect(select).toHaveValue('1');
    await expect(select.locator('option:checked')).toHaveText('As we weigh it (×1)');
  }
  await expect(listTitle(page)).toHaveText(topic(PATH).listTitle);
  expect(await names(page)).toEqual(builtinProviders(topic(PATH).listKey).map((p) => p.name));
  await expect(group.getByRole('button', { name: 'Back to our ranking' })).toBeDisabled();
});

test('a weight re-rates each card by the method’s math and re-ranks the list, announced politely; the URL keeps it', async ({
  page,
}) => {
  const { method, providers } = await openList(page);
  // The first criterion that, counted three times, changes the order: the test then sees a re-ranking.
  const moved = method.criteria
    .map((c) => ({ c, order: theirOrder(providers, method, { [c.id]: 3 }).map((r) => r.name) }))
    .find(({ order }) => order.join() !== providers.map((p) => p.name).join())!;
  expect(moved, 'some criterion at ×3 changes the order').toBeTruthy();
  const expected = theirOrder(providers, method, { [moved.c.id]: 3 });

  // The controls keep their height as the hints change, so the list does not move under the reader.
  const controlsHeight = () =>
    page.getByRole('region', { name: 'Find your fit' }).evaluate((el) => el.getBoundingClientRect().height);
  const heightBefore = await controlsHeight();
  await chooseByKeyboard(page, new RegExp(`^${moved.c.label}`), 'Three times as much (×3)');
  await expect(listTitle(page)).toHaveText('Your ranking');
  await expect.poll(() => names(page)).toEqual(expected.map((r) => r.name));
  const shownRatings = (await cards(page).locator('.wy-card__score').allTextContents()).map((r) => r.trim());
  expect(shownRatings).toEqual(expected.map((r) => r.rating.toFixed(2)));
  await expect(page.getByRole('status').filter({ hasText: 'List re-ranked' })).toHaveText(
    `List re-ranked: ${expected.length} providers, ${expected[0]!.name} first`,
  );
  await expect(page).toHaveURL(new RegExp(`[?&]w=${moved.c.id}:3(&|$)`));
  // Every criterion's share moves with one weight: each shows theirs beside ours.
  const total = method.criteria.reduce((sum, c) => sum + c.weight * (c === moved.c ? 3 : 1), 0);
  for (const c of method.criteria) {
    const share = Math.round((c.weight * (c === moved.c ? 3 : 1) * 100) / total);
    const weightsGroup = page.getByRole('group', { name: 'How much each criterion counts' });
    await expect(weightsGroup.locator('label').filter({ hasText: c.label }).locator('.wy-fit__hint > :first-child')).toHaveText(
      `Ours: ${c.weight}% · yours: ${share}%`,
    );
  }
  expect(await controlsHeight()).toBe(heightBefore);

  // 'Top Rated' stays on our top pick, wherever it now ranks.
  const ourFirst = providers[0]!.name;
  await expect(cards(page).filter({ hasText: ourFirst }).locator('.wy-badge--top')).toHaveText('Top Rated');

  // "How we scored it" shows the reader's weights beside ours.
  const first = cards(page).first();
  await first.getByRole('button', { name: /^How we scored it/ }).click();
  await expect(first.locator('.wy-breakdown__sum')).toContainText('under your weights');
  await expect(first.locator('.wy-breakdown__weight').first()).toContainText(/ours \d+% · yours \d+%/);

  await page.reload();
  await waitForHydration(page);
  await expect(listTitle(page)).toHaveText('Your ranking');
  await expect(page.getByRole('combobox', { name: new RegExp(`^${moved.c.label}`) })).toHaveValue('3');
  await expect.poll(() => names(page)).toEqual(expected.map((r) => r.name));
});

test('a filter keeps exactly the providers whose fact meets it, counts the hidden, and Back to our ranking restores all', async ({
  page,
}) => {
  const { method, providers } = await openList(page);
  const fact = method.facts!.find((f) => {
    const yes = providers.filter((p) => p.facts?.[f.id]?.value === true).length;
    return f.type === 'boolean' && yes > 0 && yes < providers.length;
  });
  expect(fact, 'a yes-or-no fact that some providers lack').toBeTruthy();
  const kept = providers.filter((p) => p.facts?.[fact!.id]?.value === true).map((p) => p.name);

  const box = page.getByRole('checkbox', { name: `Must have: ${fact!.label}` });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect.poll(() => names(page)).toEqual(kept);
  await expect(page.getByText(`${providers.length - kept.length} hidden by your filters.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]need=${fact!.id}(&|$)`));

  // An amount no provider meets hides them all, and says so.
  const amount = method.facts!.find((f) => f.type === 'number' || f.type === 'money')!;
  const input = page.getByRole('spinbutton', { name: new RegExp(`^${amount.label}`) });
  await page.getByRole('combobox', { name: `${amount.label}: at most or at least` }).selectOption('min');
  await input.fill('100000');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('No provider meets your filters.', { exact: false }).first()).toBeVisible();

  const back = page.getByRole('button', { name: 'Back to our ranking' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(listTitle(page)).toHaveText(topic(PATH).listTitle);
  await expect.poll(() => names(page)).toEqual(providers.map((p) => p.name));
  await expect(page).not.toHaveURL(/[?&](w|need|min|max|sort)=/);
});

test('a sort by a fact puts "not disclosed" last, and compare keeps working on the reader’s list', async ({ page }) => {
  const { method, providers } = await openList(page);
  const fact = method.facts!.find((f) => f.type === 'money')!;
  await chooseByKeyboard(page, 'Sort by', `${fact.label}: low to high`);
  const value = (p: Provider) => {
    const v = p.facts?.[fact.id]?.value;
    return typeof v === 'number' ? v : v && typeof v === 'object' && 'min' in v ? v.min : null;
  };
  const expected = providers
    .map((p, i) => ({ name: p.name, v: value(p), i }))
    .sort((a, b) => (a.v === null ? 1 : 0) - (b.v === null ? 1 : 0) || (a.v ?? 0) - (b.v ?? 0) || a.i - b.i)
    .map((r) => r.name);
  await expect.poll(() => names(page)).toEqual(expected);

  await cards(page)
    .first()
    .getByRole('button', { name: /^Add to Compare/ })
    .click();
  await cards(page)
    .nth(1)
    .getByRole('button', { name: /^Add to Compare/ })
    .click();
  await expect(page.locator('#compare-panel table')).toBeVisible();
  await expect(page.locator('#compare-panel table')).toContainText(expected[0]!);
  await expect.poll(() => new URL(page.url()).searchParams.get('compare')?.split(',')).toEqual(expected.slice(0, 2));
  expect(new URL(page.url()).searchParams.get('sort')).toBe(`fact:${fact.id}:asc`);
});

test('a preset is only a set of weights, shown as such', async ({ page }) => {
  await open(page, PATH);
  const presets = page.getByRole('group', { name: 'Start from a preset' }).getByRole('button');
  expect(await presets.count()).toBeGreaterThanOrEqual(2);
  const cost = presets.filter({ hasText: 'Lowest cost' });
  await cost.click();
  await expect(cost).toHaveAttribute('aria-pressed', 'true');
  const method = builtinMethod(topic(PATH).listKey);
  const price = method.criteria.find((c) => /price/.test(c.id))!;
  await expect(page.getByRole('combobox', { name: new RegExp(`^${price.label}`) })).toHaveValue('3');
  await expect(cost).toContainText(`${price.label} ×3`);
  await expect(listTitle(page)).toHaveText('Your ranking');
});

test('a link with an unknown criterion opens the rest of its fit, and the page stays whole', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  const privacy = builtinMethod(topic(PATH).listKey).criteria.find((c) => c.id === 'privacy')!;
  await open(page, `${PATH}?w=privacy:3,bogus:2,speed:7&sort=nonsense`);
  await expect(page.getByRole('combobox', { name: new RegExp(`^${privacy.label}`) })).toHaveValue('3');
  await expect(listTitle(page)).toHaveText('Your ranking');
  expect(warnings.filter((w) => w.includes('bogus:2') && w.includes('speed:7'))).toHaveLength(1);
});

test('French: the controls speak Quebec French', async ({ page }) => {
  await open(page, '/fr/digital/vpn-services-canada');
  await expect(page.getByRole('region', { name: 'Trouvez ce qui vous convient' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revenir à notre classement' })).toBeDisabled();
  const firstWeight = page.getByRole('region', { name: 'Trouvez ce qui vous convient' }).getByRole('combobox').first();
  await firstWeight.selectOption('0');
  await expect(listTitle(page)).toHaveText('Votre classement');
});

test('on a phone the controls fold away until opened, fit the screen, and have no serious axe violation', async ({
  page,
  context,
}) => {
  await preloadAxe(context);
  await page.setViewportSize({ width: 320, height: 700 });
  await open(page, PATH);
  const toggle = page.getByRole('button', { name: 'Adjust the ranking' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Back to our ranking' })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide the controls' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Back to our ranking' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const violations = await seriousViolations(page, '.wy-fit');
  expect(violations, describeViolations('Find your fit at 320 px', violations)).toEqual([]);
});

test('on a wide screen the controls sit beside the list, open, so the first provider is on the first screen', async ({
  page,
  context,
}) => {
  await preloadAxe(context);
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page, PATH);
  const group = page.getByRole('region', { name: 'Find your fit' });
  await expect(page.getByRole('button', { name: 'Adjust the ranking' })).toBeHidden();
  await expect(group.getByRole('combobox').first()).toBeVisible();
  const panel = (await group.boundingBox())!;
  const firstCard = (await cards(page).first().boundingBox())!;
  expect(panel.x + panel.width, 'the controls end left of the list').toBeLessThanOrEqual(firstCard.x);
  // Its name, rating and price are what a reader first looks for (above the list, they began at 1,300 px).
  for (const part of ['.wy-card__name', '.wy-card__rating', '.wy-card__headline']) {
    const box = (await cards(page).first().locator(part).first().boundingBox())!;
    expect(box.y + box.height, `the first card's ${part} within 720 px`).toBeLessThanOrEqual(720);
  }

  // Down the cards, the controls stay in reach, and so does the way back to our ranking.
  await chooseByKeyboard(page, /^Audited privacy/, 'Three times as much (×3)');
  await cards(page).nth(4).scrollIntoViewIfNeeded();
  await expect(group.getByRole('button', { name: 'Back to our ranking' })).toBeInViewport();
  await expect(group.getByRole('combobox').first()).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const violations = await seriousViolations(page, '.ws-section--list');
  expect(violations, describeViolations('Find your fit beside the list at 1280 px', violations)).toEqual([]);

  // A tablet held wide too.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const name = (await cards(page).first().locator('.wy-card__name').boundingBox())!;
  expect(name.y + name.height, 'the first provider’s name within 768 px at 1024 px').toBeLessThanOrEqual(768);

  // Narrower, the controls go back above the list.
  await page.setViewportSize({ width: 900, height: 720 });
  const above = (await group.boundingBox())!;
  expect(above.y + above.height).toBeLessThanOrEqual((await cards(page).first().boundingBox())!.y);
});
