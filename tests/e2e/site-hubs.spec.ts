/**
 * The four category hubs (SPEC section 2 "Category hub pages"): hero, topic cards with their
 * badges and niche labels, and the info section, inside the shared layout.
 */
import type { Page } from '@playwright/test';
import { hubs } from '../../site/content/hubs';
import { topicCards } from '../../site/content/topicCards';
import { TOPIC_ROUTES, type TopicRoute } from '../../site/routes';
import type { Vertical } from '../../site/content/types';
import { expect, h1, markerSurvived, open, setMarker, test } from '../support/site';

interface HubSpec {
  title: string;
  /** Card slug → badge, in SPEC order; null for no badge. */
  cards: Record<string, string | null>;
  info: string;
  tiles: [string, string, string];
}

/** SPEC section 2, literally. */
const SPEC: Record<Vertical, HubSpec> = {
  health: {
    title: 'Health & Longevity',
    cards: {
      'glp1-programs': 'Most Popular',
      'nad-therapy': 'Trending',
      'telehealth-services': null,
      supplements: null,
      'sleep-optimization': null,
      'fitness-programs': null,
    },
    info: 'Why Trust Our Health Reviews',
    tiles: ['Medical Expertise', 'Evidence-Based', 'Transparent'],
  },
  finance: {
    title: 'Finance & Wealth',
    cards: {
      'credit-cards': 'Most Popular',
      'savings-accounts': 'High APY',
      'investment-platforms': null,
      'mortgages-loans': null,
      insurance: null,
      'tax-accounting': null,
    },
    info: 'Financial Calculators & Tools',
    tiles: ['Mortgage Calculator', 'ROI Calculator', 'Debt Payoff Planner'],
  },
  digital: {
    title: 'Digital & Security',
    cards: {
      'vpn-services': 'Essential',
      'web-hosting': null,
      'ai-saas-tools': 'Trending',
      cybersecurity: null,
      'cloud-storage': null,
      'developer-tools': null,
      'form-builders': 'New',
    },
    info: 'Digital Security Essentials',
    tiles: ['Use a VPN', 'Strong Passwords', 'Regular Backups'],
  },
  lifestyle: {
    title: 'Lifestyle & Services',
    cards: {
      'travel-booking': 'Popular',
      'home-services': null,
      'online-education': null,
      'dating-relationships': null,
      'food-beverage': 'Trending',
      'subscription-boxes': null,
    },
    info: 'Live Better, Spend Smarter',
    tiles: ['Save Time', 'Save Money', 'Live Better'],
  },
};

const grid = (page: Page, vertical: Vertical) => page.getByRole('list', { name: `${hubs[vertical].title} topics` });

for (const [vertical, spec] of Object.entries(SPEC) as Array<[Vertical, HubSpec]>) {
  test(`the ${vertical} hub: hero, ${Object.keys(spec.cards).length} topic cards with badges and niches, info tiles`, async ({
    page,
  }) => {
    await open(page, `/categories/${vertical}`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await expect(h1(page)).toHaveText(spec.title);
    await expect(page.locator('.ws-hero .ws-hero__tagline')).toHaveText(hubs[vertical].tagline);

    const cards = grid(page, vertical).locator(':scope > li');
    const slugs = Object.keys(spec.cards);
    await expect(cards).toHaveCount(slugs.length);
    const usPaths = TOPIC_ROUTES.filter((r: TopicRoute) => r.vertical === vertical && r.market === 'us').map((r) => r.path);
    expect(slugs.map((slug) => `/${vertical}/${slug}`)).toEqual(usPaths);

    const shown = await cards.evaluateAll((items) =>
      items.map((li) => ({
        href: li.querySelector('h3 a')?.getAttribute('href'),
        title: li.querySelector('h3 a')?.textContent,
        icon: li.querySelector('.wy-tile__icon')?.textContent,
        description: li.querySelector('.wy-tile__description')?.textContent,
        badges: [...li.querySelectorAll('.wy-badge')].map((b) => b.textContent),
        nichesLabel: li.querySelector('.wy-tile__niches')?.getAttribute('aria-label'),
        niches: [...li.querySelectorAll('.wy-tile__niches li')].map((n) => n.textContent),
      })),
    );
    for (const [i, slug] of slugs.entries()) {
      const content = topicCards[vertical][i]!;
      const badge = spec.cards[slug];
      expect(shown[i]).toEqual({
        href: `/${vertical}/${slug}`,
        title: content.title,
        icon: content.icon,
        description: content.description,
        badges: badge ? [badge] : [],
        nichesLabel: `${content.title} covers`,
        niches: [...content.niches],
      });
      expect(shown[i]!.niches).toHaveLength(4);
    }

    const info = page.getByRole('region', { name: spec.info });
    await expect(info.getByRole('heading', { level: 2 })).toHaveText(spec.info);
    await expect(info.getByRole('heading', { level: 3 })).toHaveText(spec.tiles);
    for (const tile of hubs[vertical].info.tiles) await expect(info).toContainText(tile.body);
    if (vertical === 'finance') await expect(info.getByRole('link')).toHaveCount(0);
  });
}

test('a topic card opens its topic page without a reload', async ({ page }) => {
  await open(page, '/categories/digital');
  await setMarker(page);
  await grid(page, 'digital').getByRole('link', { name: 'Form Builders' }).click();
  await expect(page).toHaveURL('/digital/form-builders');
  await expect(page.locator('.ws-hero--topic')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Digital & Security' }),
  ).toHaveAttribute('href', '/categories/digital');
  expect(await markerSurvived(page)).toBe(true);
});

// Hover belongs to a pointer: on a touch screen a tap would leave the tile lifted and animate it.
for (const touch of [false, true])
  test.describe(touch ? 'on a touch screen' : 'with a mouse', () => {
    test.use({ hasTouch: touch, isMobile: touch });

    test(`a topic card ${touch ? 'neither lifts nor animates' : 'lifts under the pointer, animated'}`, async ({ page }) => {
      await open(page, '/categories/digital');
      const tile = grid(page, 'digital').locator('.wy-tile').first();
      await tile.hover();
      const style = await tile.evaluate((el) => ({
        hover: matchMedia('(hover: hover)').matches,
        transition: getComputedStyle(el).transitionDuration,
        lifted: getComputedStyle(el).transform !== 'none',
      }));
      expect(style).toEqual(
        touch ? { hover: false, transition: '0s', lifted: false } : { hover: true, transition: '0.2s, 0.2s, 0.2s', lifted: true },
      );
    });
  });
