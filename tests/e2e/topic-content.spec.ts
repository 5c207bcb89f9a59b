/**
 * SPEC section 2 "Topic page specifics" and the trust notes and copy of section 9, checked
 * against the SPEC's own words (not the content records) on the rendered pages.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectOutbound, test, waitForHydration } from '../support/topicPages';

/** SPEC's '2025' titles name the year of the build (CONTRACT section 9); the tests run on the build's day. */
const BUILD_YEAR = new Date().getFullYear();

test.describe.configure({ mode: 'parallel' });

const section = (page: Page, title: string | RegExp): Locator =>
  page.locator('section.ws-topic-section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
}

/** Four FAQs as details/summary that open by click and by keyboard, mirrored in FAQPage JSON-LD. */
async function expectFaqs(page: Page, questions: readonly RegExp[]): Promise<void> {
  await waitForHydration(page);
  const items = page.locator('.ws-faq details');
  await expect(items).toHaveCount(4);
  const summaries = items.locator('summary');
  await expect(summaries).toHaveText(questions);
  for (let i = 0; i < 4; i++) await expect(items.nth(i)).not.toHaveAttribute('open', /.*/);

  await summaries.nth(0).click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await expect(items.nth(0).locator('p')).toBeVisible();
  await summaries.nth(0).click();
  await expect(items.nth(0)).not.toHaveAttribute('open', /.*/);

  await summaries.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(1).locator('p')).toBeVisible();
  await summaries.nth(2).focus();
  await page.keyboard.press('Space');
  await expect(items.nth(2)).toHaveAttribute('open', '');

  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) =>
      JSON.parse(t) as {
        '@type': string;
        mainEntity?: Array<{ '@type': string; name: string; acceptedAnswer: { text: string } }>;
      },
  );
  const faqPages = ld.filter((node) => node['@type'] === 'FAQPage');
  expect(faqPages).toHaveLength(1);
  const visible = (await summaries.allInnerTexts()).map((t) => t.trim());
  const answers = (await items.locator('p').allTextContents()).map((t) => t.trim());
  expect(faqPages[0]!.mainEntity!.map((q) => q.name)).toEqual(visible);
  expect(faqPages[0]!.mainEntity!.map((q) => q.acceptedAnswer.text)).toEqual(answers);
  for (const q of faqPages[0]!.mainEntity!) expect(q['@type']).toBe('Question');
}

test('GLP-1: title, Compare Programs and four FAQs (time to results, safety, insurance, stopping)', async ({ page }) => {
  await open(page, '/health/glp1-programs');
  await expect(page.locator('h1')).toHaveText(`Best GLP-1 Weight Loss Programs for ${BUILD_YEAR}`);
  await expect(page.locator('#compare-panel h2')).toHaveText('Compare Programs');
  await expectFaqs(page, [/results/i, /safe/i, /insurance/i, /stop/i]);
});

test('NAD+: title, intro, compare table, three brand cards with View Product, four FAQs', async ({ page }) => {
  await open(page, '/health/nad-therapy');
  await expect(page.locator('h1')).toHaveText(`Best NAD+ Therapy Providers for ${BUILD_YEAR}`);

  // The introduction on what NAD+ is and its benefits comes before the ranked list.
  const intro = page.locator('section.ws-topic-section--prose').first();
  await expect(intro.getByRole('heading', { level: 2 })).toContainText('NAD+');
  await expect(intro).toContainText(/coenzyme/i);
  await expect(intro).toContainText(/energy/i);
  expect(
    await intro.evaluate((el) =>
      Boolean(el.compareDocumentPosition(document.querySelector('section.wy-list')!) & Node.DOCUMENT_POSITION_FOLLOWING),
    ),
  ).toBe(true);
  await expect(page.locator('#compare-panel')).toHaveCount(1);

  const brands = page.locator('.ws-brand');
  await expect(brands).toHaveCount(3);
  const expected = [
    ['Top Rated', '$45-60'],
    ['Best Value', '$35-50'],
    ['Premium Pick', '$60-70'],
  ] as const;
  for (const [i, [label, range]] of expected.entries()) {
    const card = brands.nth(i);
    await expect(card.locator('.wy-badge')).toHaveText(label);
    await expect(card.locator('.ws-brand__price')).toContainText(range);
    await expect(card.locator('.ws-brand__price')).toContainText(/month/);
    const view = card.getByRole('link', { name: /^View Product/ });
    await expect(view).toHaveCount(1);
    await expectOutbound(view);
    expect(await view.getAttribute('href')).toMatch(/^https:\/\//);
  }
  await expectFaqs(page, [/./, /./, /./, /./]);
});

test('telehealth: title and a four-card how-to-choose section', async ({ page }) => {
  await open(page, '/health/telehealth-services');
  await expect(page.locator('h1')).toHaveText(`Best Telehealth Services of ${BUILD_YEAR}`);
  const choose = section(page, /how to choose/i);
  await expect(choose).toHaveCount(1);
  await expect(choose.locator('li.ws-tile')).toHaveCount(4);
});

test('supplements: title, three goal-based stacks with three outbound links each, shopping checklist', async ({ page }) => {
  await open(page, '/health/supplements');
  await expect(page.locator('h1')).toHaveText('Evidence-Based Supplements Guide');
  const stacks = page.locator('.ws-stack');
  await expect(stacks.locator('h3')).toHaveText([
    'Longevity and Cellular Health',
    'Metabolic Support',
    'Performance and Recovery',
  ]);
  for (let i = 0; i < 3; i++) {
    const links = stacks.nth(i).locator('.ws-stack__products a');
    await expect(links).toHaveCount(3);
    for (let j = 0; j < 3; j++) {
      await expectOutbound(links.nth(j));
      expect(await links.nth(j).getAttribute('href')).toMatch(/^https?:\/\//);
    }
  }
  const checklist = section(page, /shopping checklist/i);
  await expect(checklist.locator('ul.ws-checklist > li').first()).toBeVisible();
  expect(await checklist.locator('ul.ws-checklist > li').count()).toBeGreaterThanOrEqual(3);
});

test('sleep: title and a three-card routine blueprint with 60-67°F', async ({ page }) => {
  await open(page, '/health/sleep-optimization');
  await expect(page.locator('h1')).toHaveText('Best Sleep Optimization Tools');
  const blueprint = section(page, /routine blueprint/i);
  await expect(blueprint.locator('li.ws-tile')).toHaveCount(3);
  await expect(blueprint).toContainText('60-67°F');
});

/**
 * The prerendered pages as a reader's browser parses them, many at once: fetched and parsed in
 * one round trip (the hydrated pages are held to the same content by topic-all.spec.ts).
 */
async function prerendered(page: Page, paths: readonly string[]) {
  if (!page.url().startsWith('http')) await page.goto('/robots.txt');
  return page.evaluate(async (list) => {
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return Promise.all(
      list.map(async (path) => {
        const response = await fetch(path);
        const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
        return {
          path,
          status: response.status,
          title: doc.title,
          h1: [...doc.querySelectorAll('h1')].map(text),
          trust: text(doc.querySelector('.ws-hero .ws-trust')),
          cardSets: [...doc.querySelectorAll('section.ws-topic-section--cards')].map((s) =>
            [...s.querySelectorAll('li.ws-tile > h3')].map(text),
          ),
          main: text(doc.querySelector('main')),
        };
      }),
    );
  }, paths);
}

const TITLES: ReadonlyArray<[string, string]> = [
  ['/health/fitness-programs', 'Top Online Fitness Programs'],
  ['/finance/credit-cards', `Best Credit Cards of ${BUILD_YEAR}`],
  ['/finance/savings-accounts', 'Best High-Yield Savings Accounts'],
  ['/finance/investment-platforms', 'Best Investment Platforms'],
  ['/finance/mortgages-loans', 'Mortgages and Loan Providers'],
  ['/finance/insurance-canada', 'Insurance Providers in Canada'],
  ['/finance/tax-accounting-canada', 'Tax & Accounting Software in Canada'],
  ['/digital/vpn-services-canada', 'Best VPN Services for Canadians'],
];

test('SPEC titles of the other pages', async ({ page }) => {
  const pages = await prerendered(
    page,
    TITLES.map(([path]) => path),
  );
  for (const [i, [path, title]] of TITLES.entries()) {
    expect(pages[i], path).toMatchObject({ path, status: 200, h1: [title] });
    expect(pages[i]!.title, path).toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  }
});

const CARDS: ReadonlyArray<[string, readonly string[]]> = [
  ['/finance/insurance', ['Coverage Limits', 'Deductibles', 'Claims Support']],
  ['/finance/insurance-canada', ['Coverage Limits', 'Deductibles', 'Claims Support']],
  ['/finance/tax-accounting', ['Automation', 'Collaboration', 'Compliance']],
  ['/finance/tax-accounting-canada', ['Automation', 'Collaboration', 'Compliance']],
  ['/digital/web-hosting', ['Performance', 'Security', 'Scalability']],
  ['/digital/web-hosting-canada', ['Performance', 'Security', 'Scalability']],
];

test('three-card checklists: insurance, tax, hosting', async ({ page }) => {
  const pages = await prerendered(
    page,
    CARDS.map(([path]) => path),
  );
  for (const [i, [path, titles]] of CARDS.entries()) {
    expect(pages[i]!.status, path).toBe(200);
    expect(pages[i]!.cardSets, path).toContainEqual(titles);
  }
});

/** SPEC section 9 trust notes: the hero's note on each page. */
const TRUST: ReadonlyArray<[string, RegExp]> = [
  ['/finance/insurance', /policy data refreshed weekly/i],
  ['/finance/insurance-canada', /policy data refreshed weekly/i],
  ['/finance/tax-accounting', /tax compliance details reviewed quarterly/i],
  ['/finance/tax-accounting-canada', /tax compliance details reviewed quarterly/i],
  ['/finance/mortgages-loans-canada', /mortgage rates monitored twice daily/i],
  ['/finance/savings-accounts-canada', /savings rates monitored daily/i],
  ['/lifestyle/travel-booking', /deals monitored daily/i],
  ['/lifestyle/travel-booking-canada', /deals monitored daily/i],
  ['/lifestyle/food-beverage', /menus refreshed weekly/i],
  ['/lifestyle/food-beverage-canada', /menus refreshed weekly/i],
  ['/lifestyle/online-education', /course catalogs reviewed monthly/i],
  ['/lifestyle/online-education-canada', /course catalogs reviewed monthly/i],
  ['/lifestyle/subscription-boxes', /selections refreshed quarterly/i],
  ['/lifestyle/subscription-boxes-canada', /selections refreshed quarterly/i],
];

test('SPEC 9 trust notes', async ({ page }) => {
  const pages = await prerendered(
    page,
    TRUST.map(([path]) => path),
  );
  for (const [i, [path, note]] of TRUST.entries()) {
    expect(pages[i]!.status, path).toBe(200);
    expect(pages[i]!.trust, path).toMatch(note);
  }
});

test('SPEC 9 copy: CDIC $100,000, uptime 99.9%, backup rule 3-2-1', async ({ page }) => {
  const [savings, hosting, storage] = await prerendered(page, [
    '/finance/savings-accounts-canada',
    '/digital/web-hosting',
    '/digital/cloud-storage',
  ]);
  expect(savings!.main).toMatch(/CDIC[^.]*\$100,000/);
  expect(hosting!.main).toMatch(/above 99\.9%/);
  expect(storage!.main).toContain('3-2-1');
});
