/**
 * A printed page (site/styles/print.css): what a reader decides with stays on paper (the ranking,
 * each card's facts, the review's facts, scores and disclosures, the answers to the questions),
 * and what only a screen can use goes (menus, cookie choices, Find your fit's controls, buttons,
 * an empty compare panel). Each page is first checked on screen, so every "hidden" below is a
 * change that print makes.
 */
import type { Locator, Page } from '@playwright/test';
import { LISTS } from '../../lib/model';
import { expect, open, test } from '../support/site';
import { builtinRows } from '../support/topicPages';

const { key, path: topicPath } = LISTS[0]!;
const reviewPath = new URL(String(builtinRows(key)[0]!.review)).pathname;

/** Checks each locator on screen, then on paper. */
async function onScreenThenPrinted(page: Page, shown: Locator[], dropped: Locator[]) {
  for (const locator of [...shown, ...dropped]) await expect(locator.first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const locator of shown) await expect(locator.first()).toBeVisible();
  for (const locator of dropped) await expect(locator.first()).toBeHidden();
}

test('a topic page prints its ranking and cards, without menus, cookie choices, controls or buttons', async ({ page }) => {
  await open(page, topicPath);
  const cards = page.locator('.wy-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await onScreenThenPrinted(
    page,
    [page.locator('.ws-logo'), page.getByRole('heading', { level: 1 }), cards, page.locator('.wy-card__facts')],
    [
      page.locator('.ws-nav'),
      page.locator('.ws-header__tools'),
      page.locator('.ws-cookies'),
      page.locator('.wy-fit'),
      page.locator('.wy-card__actions'),
      page.locator('#compare'),
    ],
  );
  // Every card, not only the first screen's, and none of its buttons.
  for (const card of await cards.all()) await expect(card).toBeVisible();
  await expect(page.locator('.wy-card__actions:visible')).toHaveCount(0);
  // The answers of folded questions show on paper.
  const answers = page.locator('.ws-faq__item > p');
  expect(await answers.count()).toBeGreaterThan(0);
  for (const answer of await answers.all()) await expect(answer).toBeVisible();
});

test("a re-ranked topic page prints that the ranking is the reader's, without the controls", async ({ page }) => {
  await open(page, topicPath);
  const presets = page.locator('.wy-fit__preset');
  await presets.first().click();
  await expect(page.locator('.wy-fit__reset')).toBeEnabled();
  await onScreenThenPrinted(
    page,
    [page.locator('.wy-fit__summary')],
    [page.locator('.wy-fit__select'), page.locator('.wy-fit__reset')],
  );
  await expect(page.locator('.wy-fit__summary')).toContainText('your ranking');
});

test('a review page prints its verdict, facts and disclosure, without the Visit button', async ({ page }) => {
  await open(page, reviewPath);
  const review = page.getByRole('main');
  await onScreenThenPrinted(
    page,
    [review.locator('.ws-review__rating'), review.locator('.ws-review__disclosure'), review.getByRole('table').first()],
    [review.locator('.ws-review__action > a'), page.locator('.ws-nav')],
  );
});

test('a comparison prints whole, fitted to the page, without its buttons', async ({ page }) => {
  await open(page, topicPath);
  const add = page.getByRole('button', { name: /^Add to Compare/ });
  for (let i = 0; i < 3; i++) await add.first().click();
  const table = page.locator('.wy-compare__table');
  await onScreenThenPrinted(
    page,
    [table, page.locator('.wy-compare__count')],
    [page.locator('.wy-compare__remove'), table.locator('.wy-button'), page.locator('.ws-share')],
  );
  // Narrower than the table's screen minimum (720 px): paper has no sideways scroll, so it fits.
  await page.setViewportSize({ width: 640, height: 900 });
  const [tableWidth, frameWidth] = await table.evaluate((t) => [
    t.getBoundingClientRect().width,
    t.parentElement!.getBoundingClientRect().width,
  ]);
  expect(tableWidth).toBeLessThanOrEqual(frameWidth);
  await expect(page.locator('.ws-header')).toHaveCSS('position', 'static');
});
