/**
 * Transparent scoring in the browser (CONTRACT section 9): every card explains its rating with the
 * published method's criteria, weights and scores, whose weighted mean is the shown rating; the
 * compare table scores each criterion and marks the best; each page publishes its method.
 */
import type { Locator, Page } from '@playwright/test';
import { describeViolations, preloadAxe, seriousViolations } from '../support/audit';
import { builtinMethod, expect, test, topic, waitForHydration } from '../support/topicPages';

const method = builtinMethod;

const cards = (page: Page) => page.locator('ol.wy-list__items > li');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** The weights and scores a card's open breakdown shows, as numbers. */
async function shownBreakdown(card: Locator): Promise<Array<{ label: string; weight: number; score: number }>> {
  const lines = card.locator('.wy-breakdown__score');
  return lines.evaluateAll((items) =>
    items.map((item) => ({
      label: item.querySelector('.wy-breakdown__label')!.textContent!,
      weight: Number(/(\d+)%/.exec(item.querySelector('.wy-breakdown__weight')!.textContent!)![1]),
      score: Number(/([\d.]+) \/ 5/.exec(item.querySelector('.wy-breakdown__value')!.textContent!)![1]),
    })),
  );
}

for (const path of ['/health/glp1-programs', '/digital/vpn-services', '/finance/mortgages-loans-canada']) {
  test(`every card on ${path} opens "How we scored it" by keyboard, and its scores' weighted mean is its rating`, async ({
    page,
    context,
  }) => {
    await preloadAxe(context);
    await open(page, path);
    const { criteria } = method(topic(path).listKey);
    const count = await cards(page).count();
    expect(count).toBeGreaterThanOrEqual(6);
    for (let i = 0; i < count; i++) {
      const card = cards(page).nth(i);
      const button = card.getByRole('button', { name: /^How we scored it/ });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const panelId = await button.getAttribute('aria-controls');
      const panel = page.locator(`[id="${panelId}"]`);
      await expect(panel).toBeHidden();

      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();

      const shown = await shownBreakdown(card);
      expect(shown.map((line) => [line.label, line.weight])).toEqual(criteria.map((c) => [c.label, c.weight]));
      const mean = shown.reduce((sum, line) => sum + line.weight * line.score, 0) / 100;
      const rating = Number(await card.locator('.wy-card__score').textContent());
      expect(Math.abs(mean - rating), `${path} card ${i + 1}: mean ${mean} vs rating ${rating}`).toBeLessThanOrEqual(0.01);
      await expect(panel.locator('.wy-breakdown__notes--pro li')).not.toHaveCount(0);
      await expect(panel.locator('.wy-breakdown__notes--con li')).not.toHaveCount(0);
      await expect(panel.locator('.wy-breakdown__checked')).toHaveText(
        /^Checked (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      );

      // Space closes it again, and focus stays on the button.
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
    }
    const violations = await seriousViolations(page, 'main');
    expect(violations, describeViolations(path, violations)).toEqual([]);
  });
}

test('a card at rest shows no breakdown, and opening one does not open the provider', async ({ page, context }) => {
  await open(page, '/digital/vpn-services');
  const card = cards(page).first();
  await expect(card.locator('.wy-breakdown__panel')).toBeHidden();
  const pagesBefore = context.pages().length;
  await card.getByRole('button', { name: /^How we scored it/ }).click();
  await expect(card.locator('.wy-breakdown__panel')).toBeVisible();
  // The provider's site would open in a new tab; the Visit click afterwards proves a tab would have been seen.
  const popup = context.waitForEvent('page');
  await card.getByRole('link', { name: /^Visit Provider/ }).click();
  await popup;
  expect(context.pages().length).toBe(pagesBefore + 1);
});

test('the page publishes its method under "How We Score", and the disclosure links to it', async ({ page }) => {
  await open(page, '/digital/vpn-services');
  const { criteria } = method('vpn_providers');
  const section = page.locator('#how-we-score');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('How We Score VPN Services');
  const items = section.locator('.ws-method__criterion');
  await expect(items).toHaveCount(criteria.length);
  const weights = await items.evaluateAll((lis) => lis.map((li) => Number(/(\d+)%/.exec(li.textContent!)![1])));
  expect(weights).toEqual(criteria.map((c) => c.weight));
  expect(weights.reduce((a, b) => a + b, 0)).toBe(100);
  for (const [i, c] of criteria.entries()) {
    await expect(items.nth(i).getByRole('heading', { level: 3 })).toHaveText(c.label);
    await expect(items.nth(i)).toContainText(c.rubric);
  }
  await page.getByRole('link', { name: 'How we score' }).click();
  await expect(page).toHaveURL(/#how-we-score$/);
  await expect(section).toBeInViewport();
});

test('comparing three credit cards adds a row per criterion with the best marked in words, a row per fact, then Pros and Cons', async ({
  page,
}) => {
  await open(page, '/finance/credit-cards');
  const { criteria } = method('credit_card_providers');
  for (let i = 0; i < 3; i++)
    await cards(page)
      .nth(i)
      .getByRole('button', { name: /^Add to Compare/ })
      .click();
  const table = page.locator('#compare-panel table');
  const rowHeaders = await table.locator('tbody th[scope="row"]').allTextContents();
  expect(rowHeaders).toEqual([
    'Starting Price / Offer',
    'Promo',
    'Rating',
    'Key Features',
    'Visit',
    ...criteria.map((c) => c.label),
    ...(method('credit_card_providers').facts ?? []).map((f) => f.label),
    'Pros',
    'Cons',
  ]);
  for (const criterion of criteria) {
    const row = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: criterion.label, exact: true }) });
    const scores = (await row.locator('td').allTextContents()).map((text) => Number(/([\d.]+) \/ 5/.exec(text)![1]));
    const best = Math.max(...scores);
    const marked = await row
      .locator('td')
      .evaluateAll((tds) => tds.map((td) => td.querySelector('.wy-compare__best-mark')?.textContent?.trim() ?? ''));
    expect(marked.filter(Boolean).length, criterion.label).toBeGreaterThanOrEqual(1);
    scores.forEach((score, i) => expect(marked[i], `${criterion.label} column ${i + 1}`).toBe(score === best ? 'Best' : ''));
  }
  for (const label of ['Pros', 'Cons']) {
    const row = table.locator('tbody tr').filter({ has: page.locator('th', { hasText: new RegExp(`^${label}$`) }) });
    for (const cell of await row.locator('td').all()) await expect(cell.locator('li')).not.toHaveCount(0);
  }
});

test('the Worthy Provider badge says what it means on hover and to screen readers', async ({ page }) => {
  await open(page, '/digital/vpn-services');
  const badge = page.locator('.wy-badge--partner').first();
  await expect(badge).toHaveAttribute('title', 'Worthy partner: we may earn a commission. It never changes the score.');
  await expect(badge).toContainText('Worthy partner: we may earn a commission. It never changes the score.');
  const partners = await page.locator('ol.wy-list__items .wy-badge--partner').count();
  expect(partners).toBeLessThanOrEqual(2);
});

test('#1 is the highest rated and carries Top Rated; ranks follow ratings on every page kind sampled', async ({ page }) => {
  for (const path of ['/finance/insurance', '/finance/mortgages-loans', '/lifestyle/subscription-boxes']) {
    await open(page, path);
    const ratings = (await page.locator('ol.wy-list__items .wy-card__score').allTextContents()).map(Number);
    expect(ratings, path).toEqual([...ratings].sort((a, b) => b - a));
    await expect(cards(page).first().locator('.wy-badge--top')).toHaveText('Top Rated');
  }
});
