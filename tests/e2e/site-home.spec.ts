/**
 * The home page (SPEC sections 2, 4 and 9): hero buttons, the four category cards, the four
 * rotating provider sections and the closing call to action.
 */
import type { Locator, Page } from '@playwright/test';
import type { Provider } from '../../lib/model';
import { dailyRotation } from '../../lib/format';
import { home } from '../../site/content/home';
import { homeCategories } from '../../site/content/homeCategories';
import { expect, h1, markerSurvived, open, setMarker, siteData, test } from '../support/site';

/** SPEC's '2025' titles name the year of the build (CONTRACT section 9); the tests run on the build's day. */
const BUILD_YEAR = new Date().getFullYear();

const SECTION_TITLES = [
  'Top GLP-1 & NAD+ Providers',
  `Best Credit Cards of ${BUILD_YEAR}`,
  'Top VPN Services',
  'Best Travel Booking Sites',
];

const sections = (page: Page) => page.locator('#top-picks section.ws-picks');
const cardNames = (section: Locator) => section.locator('ol > li .wy-card__name');

/** Waits for a smooth scroll to bring the element's top near the top of the viewport (under the sticky header). */
async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), id), {
      timeout: 5_000,
    })
    .toBeGreaterThanOrEqual(0);
  await expect
    .poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), id), {
      timeout: 5_000,
    })
    .toBeLessThanOrEqual(100);
  await expect(page.locator(`#${id}`)).toBeFocused();
}

/** SPEC section 4's daily three, shown highest rating first so the card marked Top Rated is the best rated of them. */
const shownOn = (providers: readonly Provider[], day: Date): string[] =>
  dailyRotation(providers, day)
    .sort((a, b) => b.rating - a.rating)
    .map((p) => p.name);

test('the hero: Explore Reviews goes to the health hub', async ({ page }) => {
  await open(page, '/');
  await expect(h1(page)).toHaveText(home.hero.title);
  await setMarker(page);
  await page.getByRole('link', { name: 'Explore Reviews' }).click();
  await expect(page).toHaveURL('/categories/health');
  await expect(h1(page)).toHaveText('Health & Longevity');
  expect(await markerSurvived(page)).toBe(true);
});

test('the hero: See Top Picks scrolls to the top providers section', async ({ page }) => {
  await open(page, '/');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('button', { name: 'See Top Picks' }).click();
  await expectScrolledTo(page, 'top-picks');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expect(page).toHaveURL('/');
});

test('the closing call to action scrolls to the categories and to the top picks', async ({ page }) => {
  await open(page, '/');
  const closing = page.getByRole('region', { name: home.closing.title });
  await closing.getByRole('button', { name: 'Browse All Reviews' }).click();
  await expectScrolledTo(page, 'categories');
  await closing.getByRole('button', { name: 'View Top Picks' }).click();
  await expectScrolledTo(page, 'top-picks');
});

test('four category cards, badged Trending (health) and Popular (digital) only', async ({ page }) => {
  await open(page, '/');
  const cards = page
    .getByRole('list', { name: 'Categories', exact: true })
    .getByRole('listitem')
    .filter({ has: page.locator('article') });
  await expect(cards).toHaveCount(4);
  const badges = ['Trending', null, 'Popular', null];
  for (const [i, category] of homeCategories.entries()) {
    const card = cards.nth(i);
    const link = card.getByRole('heading').getByRole('link');
    await expect(link).toHaveText(category.title);
    await expect(link).toHaveAttribute('href', category.href);
    await expect(card).toContainText(category.description);
    await expect(card.locator('.wy-tile__niches li')).toHaveText([...category.niches]);
    if (badges[i]) await expect(card.locator('.wy-badge')).toHaveText(badges[i]!);
    else await expect(card.locator('.wy-badge')).toHaveCount(0);
  }
  await expect(cards.nth(0).getByRole('heading')).toHaveText('Health & Longevity');
  await expect(cards.nth(2).getByRole('heading')).toHaveText('Digital & Security');

  await cards.nth(3).getByRole('link').click();
  await expect(page).toHaveURL('/categories/lifestyle');
  await expect(h1(page)).toHaveText('Lifestyle & Services');
});

test('four provider sections of three cards: Top Rated first, one-decimal ratings, floor stars, at most three features', async ({
  page,
}) => {
  const { homeSections } = await siteData();
  await open(page, '/');
  await expect(sections(page).locator('h3')).toHaveText(SECTION_TITLES);
  const today = new Date();
  // After hydration the page rotates by the reader's today: wait for that, then read every card at once.
  for (const [i, data] of homeSections.entries()) {
    await expect(cardNames(sections(page).nth(i))).toHaveText(shownOn(data.providers, today));
  }
  const shown = await sections(page).evaluateAll((elements) =>
    elements.map((section) => ({
      more: section.querySelector('.ws-more')?.getAttribute('href'),
      cards: [...section.querySelectorAll(':scope ol > li')].map((li) => ({
        name: li.querySelector('.wy-card__name')?.textContent?.trim(),
        topRated: [...li.querySelectorAll('.wy-badge')].filter((b) => b.textContent === 'Top Rated').length,
        highlighted: li.querySelector('article')?.classList.contains('wy-card--top'),
        score: li.querySelector('.wy-card__score')?.textContent,
        starsLabel: li.querySelector('.wy-stars[role="img"]')?.getAttribute('aria-label'),
        stars: li.querySelectorAll('.wy-stars svg').length,
        fullStars: li.querySelectorAll('.wy-stars .wy-star--full').length,
        features: [...li.querySelectorAll('.wy-card__features li')].map((f) => f.textContent),
      })),
    })),
  );
  expect(shown).toHaveLength(4);
  for (const [i, data] of homeSections.entries()) {
    const section = shown[i]!;
    expect(section.more).toBe(data.href);
    expect(section.cards).toHaveLength(3);
    const shown3 = dailyRotation(data.providers, today).sort((a, b) => b.rating - a.rating);
    for (const [n, provider] of shown3.entries()) {
      const card = section.cards[n]!;
      expect(card.name).toBe(provider.name);
      expect(card.topRated, `${provider.name} Top Rated`).toBe(n === 0 ? 1 : 0);
      expect(card.highlighted, `${provider.name} highlighted`).toBe(n === 0);
      expect(card.score).toMatch(/^\d\.\d$/);
      expect(card.score).toBe(provider.rating.toFixed(1));
      expect(card.starsLabel).toBe(`Rated ${provider.rating.toFixed(1)} out of 5`);
      expect(card.stars).toBe(5);
      expect(card.fullStars, `${provider.name} stars`).toBe(Math.floor(provider.rating));
      expect(card.features.length).toBeLessThanOrEqual(3);
      expect(card.features).toEqual(provider.features.slice(0, 3));
    }
  }
  // At least one provider shown today has more than three features, so the cut is exercised.
  expect(homeSections.some((s) => dailyRotation(s.providers, today).some((p) => p.features.length > 3))).toBe(true);
});

test('the sections rotate daily: two consecutive days show their own three', async ({ browser }) => {
  const { homeSections } = await siteData();
  const day1 = new Date(2026, 2, 9, 12);
  const day2 = new Date(2026, 2, 10, 12);
  const namesOn = async (day: Date) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.setFixedTime(day);
    await page.goto('/');
    const names: string[][] = [];
    for (const [i, data] of homeSections.entries()) {
      const expected = shownOn(data.providers, day);
      await expect(cardNames(sections(page).nth(i))).toHaveText(expected);
      names.push(expected);
    }
    await context.close();
    return names;
  };
  const first = await namesOn(day1);
  const second = await namesOn(day2);
  for (const i of homeSections.keys()) expect(new Set(second[i])).not.toEqual(new Set(first[i]));
});

test('outbound links open in a new tab, sponsored, without opener or referrer', async ({ page }) => {
  await open(page, '/');
  await expect(page.locator('#top-picks').getByRole('link', { name: /Visit Provider/ })).toHaveCount(12);
  const links = await page.locator('#top-picks a[href^="http"]').evaluateAll((anchors) =>
    anchors.map((a) => ({
      text: a.textContent ?? '',
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
      rel: (a.getAttribute('rel') ?? '').split(/\s+/),
    })),
  );
  expect(links.filter((l) => l.text.startsWith('Visit Provider'))).toHaveLength(12);
  expect(links.length).toBeGreaterThanOrEqual(24);
  for (const link of links) {
    expect(link.target, link.text).toBe('_blank');
    expect(link.rel, link.text).toEqual(expect.arrayContaining(['sponsored', 'noopener', 'noreferrer']));
    expect(link.href).toMatch(/^https?:\/\//);
  }
});
