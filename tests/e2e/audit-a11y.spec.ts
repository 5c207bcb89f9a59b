/**
 * axe-core over every route of the site in a real browser, after hydration: zero serious or
 * critical violations (WCAG 2.1 A/AA and best practice). Desktop width for every route and the
 * not-found page; a handful of states at 360px; the cookie banner once, as a first visit sees it.
 */
import { expect, test as base, type Page } from '@playwright/test';
import {
  ROUTE_PATHS,
  describeViolations,
  dismissCookieBanner,
  fenceOutbound,
  hydrated,
  preloadAxe,
  seriousViolations,
} from '../support/audit';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 760 };

/** One page per worker for the route sweep: cookie choice saved, axe preloaded, HTTP cache kept between routes. */
const test = base.extend<object, { auditPage: Page }>({
  auditPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: DESKTOP });
      await dismissCookieBanner(context);
      await fenceOutbound(context);
      await preloadAxe(context);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function open(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(status);
  await expect(page.locator('h1')).toHaveCount(1);
  await hydrated(page);
}

async function expectClean(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

test.describe('every route, desktop, cookie choice saved', () => {
  // Every route of the table, and review pages of each vertical (one health, finance, digital, lifestyle, a Canada one, a French one).
  const REVIEWS = [
    '/health/glp1-programs/calibrate',
    '/finance/credit-cards-canada/cibc-dividend-visa-infinite',
    '/fr/finance/credit-cards-canada/american-express-cobalt-card',
    '/digital/vpn-services/surfshark',
    '/lifestyle/travel-booking/expedia',
  ];
  for (const path of [...ROUTE_PATHS, ...REVIEWS]) {
    test(`axe ${path}`, async ({ auditPage: page }) => {
      await open(page, path);
      await expect(page.locator('.ws-cookies')).toHaveCount(0);
      await expectClean(page, path);
    });
  }

  test('axe the not-found page', async ({ auditPage: page }) => {
    await open(page, '/no/such/page', 404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expectClean(page, 'not-found page');
  });
});

test.describe('first visit: the cookie banner is open', () => {
  test.use({ viewport: DESKTOP });
  test('axe the home page with the cookie banner', async ({ page, context }) => {
    await fenceOutbound(context);
    await open(page, '/');
    await expect(page.locator('.ws-cookies')).toBeVisible();
    await expectClean(page, 'home with cookie banner');
    // The detailed choices (the switches) as well.
    await page.getByRole('button', { name: 'Choose' }).click();
    await expect(page.getByRole('checkbox', { name: /Marketing/ })).toBeVisible();
    await expectClean(page, 'home with cookie preferences open');
  });
});

test.describe('phone width (360px)', () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ context }) => {
    await dismissCookieBanner(context);
    await fenceOutbound(context);
    await preloadAxe(context);
  });

  test('axe the home page at 360px', async ({ page }) => {
    await open(page, '/');
    await expectClean(page, 'home at 360px');
  });

  test('axe a review page at 360px', async ({ page }) => {
    await open(page, '/finance/credit-cards-canada/cibc-dividend-visa-infinite');
    await expectClean(page, 'a review page at 360px');
  });

  test('axe a hub at 360px', async ({ page }) => {
    await open(page, '/categories/finance');
    await expectClean(page, '/categories/finance at 360px');
  });

  test('axe a topic page at 360px with the mobile menu open', async ({ page }) => {
    await open(page, '/health/glp1-programs');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expectClean(page, '/health/glp1-programs at 360px, menu open');
  });

  test('axe the compare panel at 360px with three providers selected', async ({ page }) => {
    await open(page, '/finance/credit-cards');
    const add = page.getByRole('button', { name: /^Add to Compare/ });
    for (let i = 0; i < 3; i++) await add.first().click();
    const table = page.locator('#compare-panel table');
    await expect(table.locator('thead th')).toHaveCount(3);
    await table.scrollIntoViewIfNeeded();
    await expectClean(page, '/finance/credit-cards at 360px, three compared');
  });
});

/**
 * axe leaves text over a gradient "incomplete" (it cannot pick one background). The hero's
 * gradient runs from brand-soft to the page background: check its text against each end.
 */
test.describe('hero text over its gradient', () => {
  test.use({ viewport: DESKTOP });
  for (const [path, end] of [
    ['/', 'var(--worthy-color-brand-soft)'],
    ['/', 'var(--worthy-color-bg)'],
    ['/categories/health', 'var(--worthy-color-brand-soft)'],
    ['/health/glp1-programs', 'var(--worthy-color-brand-soft)'],
    ['/partners', 'var(--worthy-color-brand-soft)'],
  ] as const) {
    test(`hero contrast on ${path} against ${end}`, async ({ page, context }) => {
      await dismissCookieBanner(context);
      await fenceOutbound(context);
      await open(page, path);
      await page.addStyleTag({ content: `.ws-hero { background: ${end} !important; }` });
      const violations = (await seriousViolations(page, '.ws-hero')).filter((v) => v.id === 'color-contrast');
      expect(violations, describeViolations(`${path} hero on ${end}`, violations)).toEqual([]);
    });
  }
});
