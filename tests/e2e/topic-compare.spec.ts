/**
 * Compare selection, comparison table and ranked cards on two pages with different top-pick rules
 * (SPEC sections 4, 5 and 9 and "Comparison panel"; CONTRACT section 8).
 */
import type { Page } from '@playwright/test';
import { cardHeadline, formatRating, formatTableRating, formatVotes, priceCell, promoCell, starFills } from '../../lib/format';
import type { Criterion, Provider, ScoringMethod } from '../../lib/model';
import {
  builtinMethod,
  builtinProviders,
  builtinRows,
  factCells,
  clientNavigate,
  expect,
  expectOutbound,
  test,
  topic,
  waitForHydration,
} from '../support/topicPages';

/** SPEC's '2025' titles name the year of the build (CONTRACT section 9); the tests run on the build's day. */
const BUILD_YEAR = new Date().getFullYear();

test.describe.configure({ mode: 'parallel' });

const ROW_LABELS = ['Starting Price / Offer', 'Promo', 'Rating', 'Key Features', 'Visit'];

const list = (page: Page) => page.locator('ol.wy-list__items > li');
const cardOf = (page: Page, name: string) =>
  list(page).filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const compareButton = (page: Page, name: string) => cardOf(page, name).locator('button.wy-button--compare');
const panel = (page: Page) => page.locator('#compare-panel');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

const REL = /^(?=.*\bsponsored\b)(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/;

/** The comparison table as data, in one round trip (null when there is no table). */
function tableOf(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('#compare-panel table');
    if (!table) return null;
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const rows = [...table.querySelectorAll('tbody tr')];
    return {
      columns: [...table.querySelectorAll('thead th[scope="col"] .wy-compare__name')].map(text),
      labels: rows.map((r) => text(r.querySelector('th[scope="row"]'))),
      cells: rows.map((r) =>
        [...r.querySelectorAll('td')].map((td) => {
          const items = [...td.querySelectorAll('li')].map(text);
          const links = [...td.querySelectorAll('a')].map((a) => ({
            text: text(a),
            href: a.getAttribute('href'),
            target: a.getAttribute('target'),
            rel: a.getAttribute('rel'),
          }));
          return items.length ? items : links.length ? links : text(td);
        }),
      ),
    };
  });
}

const methodOf = builtinMethod;

/** A criterion row's cells: each score, 'Best' after the highest when two or more are compared. */
function criterionCells(criterion: Criterion, chosen: readonly Provider[]): string[] {
  const scores = chosen.map((p) => p.scores![criterion.id]!);
  const best = Math.max(...scores);
  return scores.map((score) => `${score.toFixed(1)} / 5${score === best && chosen.length > 1 ? ' Best' : ''}`);
}

/** Every cell of the table against the providers chosen, in the order they were chosen. */
async function expectTable(page: Page, chosen: readonly Provider[], method: ScoringMethod): Promise<void> {
  for (const p of chosen) expect(formatTableRating(p.rating)).toMatch(/^\d\.\d{2} \/ 5$/);
  await expect
    .poll(() => tableOf(page))
    .toEqual({
      columns: chosen.map((p) => p.name),
      labels: [
        ...ROW_LABELS,
        ...method.criteria.map((c) => c.label),
        ...(method.facts ?? []).map((f) => f.label),
        'Pros',
        'Cons',
      ],
      cells: [
        chosen.map(priceCell),
        chosen.map(promoCell),
        chosen.map((p) => formatTableRating(p.rating)),
        chosen.map((p) => (p.features.length ? p.features : '—')),
        chosen.map((p) => [
          { text: expect.stringMatching(/^Visit Provider\b/), href: p.url, target: '_blank', rel: expect.stringMatching(REL) },
        ]),
        ...method.criteria.map((criterion) => criterionCells(criterion, chosen)),
        ...factCells(method, chosen),
        chosen.map((p) => p.pros ?? '—'),
        chosen.map((p) => p.cons ?? '—'),
      ],
    });
}

/** Each card's compare button: [label, aria-pressed, disabled, card selected], in list order. */
function buttonsOf(page: Page) {
  return list(page).evaluateAll((items) =>
    items.map((li) => {
      const button = li.querySelector('button.wy-button--compare') as HTMLButtonElement | null;
      const label = (button?.firstChild?.textContent ?? '').trim();
      return [
        label,
        button?.getAttribute('aria-pressed'),
        button?.disabled,
        li.querySelector('article')!.classList.contains('wy-card--selected'),
      ];
    }),
  );
}
const ADD = ['Add to Compare', 'false', false, false];
const REMOVE = ['Remove from Compare', 'true', false, true];
const LIMIT = ['Compare Limit Reached', 'false', true, false];

const PAGES = [
  { path: '/health/glp1-programs', rule: 'highest-rating' },
  { path: '/digital/vpn-services', rule: 'first' },
] as const;

for (const { path, rule } of PAGES) {
  const record = topic(path);
  const providers = builtinProviders(record.listKey);
  const method = methodOf(record.listKey);

  test.describe(path, () => {
    test(`top pick follows the '${rule}' rule of the data`, async ({ page }) => {
      expect(record.topPick).toBe(rule);
      await open(page, path);
      const best = Math.max(...providers.map((p) => p.rating));
      const expected = rule === 'highest-rating' ? providers.filter((p) => p.rating === best) : [providers[0]!];
      const marked = list(page).filter({ has: page.locator('.wy-badge--top') });
      await expect(marked).toHaveCount(expected.length);
      await expect(marked.locator('h3')).toHaveText(expected.map((p) => p.name));
      await expect(marked.locator('.wy-badge--top')).toHaveText(expected.map(() => 'Top Rated'));
      await expect(page.locator('.wy-card--top')).toHaveCount(expected.length);
    });

    test('three chosen: limit reached, table with every row, remove and clear', async ({ page }) => {
      await open(page, path);
      const chosen = providers.slice(0, 3);
      for (const provider of chosen) await compareButton(page, provider.name).click();

      await expect.poll(() => buttonsOf(page)).toEqual(providers.map((p) => (chosen.includes(p) ? REMOVE : LIMIT)));
      await expect(panel(page).locator('.wy-compare__count')).toHaveText('3 of 3 selected');

      // A fourth add is impossible, even by force.
      const fourth = providers[3]!;
      await compareButton(page, fourth.name).click({ force: true });
      await expect(panel(page).locator('.wy-compare__count')).toHaveText('3 of 3 selected');
      await expectTable(page, chosen, method);

      // The table is at least 720px wide.
      const table = panel(page).locator('table');
      expect(await table.evaluate((el) => getComputedStyle(el).minWidth)).toBe('720px');
      expect((await table.boundingBox())!.width).toBeGreaterThanOrEqual(720);

      // Remove on the middle column removes that provider only; room is back for the rest.
      await panel(page)
        .locator('thead th[scope="col"]')
        .nth(1)
        .getByRole('button', { name: /^Remove/ })
        .click();
      await expectTable(page, [chosen[0]!, chosen[2]!], method);
      await expect.poll(() => buttonsOf(page)).toEqual(providers.map((p) => (p === chosen[0] || p === chosen[2] ? REMOVE : ADD)));
      await expect(panel(page).locator('.wy-compare__count')).toHaveText('2 of 3 selected');

      // Toggling a chosen card removes it too.
      await compareButton(page, chosen[0]!.name).click();
      await expect.poll(() => buttonsOf(page)).toEqual(providers.map((p) => (p === chosen[2] ? REMOVE : ADD)));
      await expect(panel(page).locator('.wy-compare__count')).toHaveText('1 of 3 selected');

      await compareButton(page, fourth.name).click();
      await panel(page).getByRole('button', { name: 'Clear comparison' }).click();
      await expect(panel(page).locator('.wy-compare__count')).toHaveText('0 of 3 selected');
      await expect(panel(page).locator('table')).toHaveCount(0);
      await expect(panel(page).getByRole('button', { name: 'Clear comparison' })).toHaveCount(0);
      await expect(list(page).locator('button.wy-button--compare')).toHaveText(providers.map((p) => `Add to Compare ${p.name}`));
      await expect.poll(() => buttonsOf(page)).toEqual(providers.map(() => ADD));
    });

    test('exactly one chosen', async ({ page }) => {
      await open(page, path);
      await compareButton(page, providers[1]!.name).click();
      await expect(panel(page).locator('.wy-compare__count')).toHaveText('1 of 3 selected');
      if (record.compare.oneProviderPrompt) {
        await expect(panel(page)).toContainText('Select at least two clinics to activate a side-by-side comparison');
        await expect(panel(page)).toContainText('Add one more provider to enable the full comparison table');
        await expect(panel(page).locator('table')).toHaveCount(0);
        await expect(panel(page).locator('.wy-compare__chip')).toContainText(providers[1]!.name);
        await panel(page)
          .locator('.wy-compare__chip')
          .getByRole('button', { name: /^Remove/ })
          .click();
        await expect(panel(page).locator('.wy-compare__count')).toHaveText('0 of 3 selected');
      } else {
        // Pages without the clinic prompt show a one-column table.
        await expect(panel(page)).not.toContainText('Select at least two clinics');
        await expectTable(page, [providers[1]!], method);
      }
    });

    test('ranked cards: rank, stars, rating, votes, badges, offer and outbound links', async ({ page }) => {
      await open(page, path);
      // One round trip for every card.
      const cards = await list(page)
        .locator('article')
        .evaluateAll((articles) =>
          articles.map((card) => {
            const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
            const link = (a: Element | null) =>
              a && { href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') };
            const links = [...card.querySelectorAll('a')];
            return {
              rank: text(card.querySelector('.wy-card__rank [aria-hidden="true"]') ?? card.querySelector('.wy-card__rank')),
              stars: card.querySelectorAll('.wy-card__rating .wy-stars svg').length,
              fullStars: card.querySelectorAll('.wy-card__rating .wy-stars svg.wy-star--full').length,
              starsLabel: card.querySelector('.wy-card__rating .wy-stars')?.getAttribute('aria-label'),
              score: text(card.querySelector('.wy-card__score')),
              votes: text(card.querySelector('.wy-card__votes')),
              partner: [...card.querySelectorAll('.wy-badge--partner')].map(text),
              headline: text(card.querySelector('.wy-card__headline')),
              pill: [...card.querySelectorAll('.wy-pill')].map(text),
              name: link(card.querySelector('.wy-card__name a')),
              visit: links.filter((a) => text(a).startsWith('Visit Provider')).map(link),
              review: links.filter((a) => text(a).startsWith('Read Review')).map(link),
            };
          }),
        );
      const outbound = (href: string) => ({
        href,
        target: '_blank',
        rel: expect.stringMatching(/^(?=.*\bsponsored\b)(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/),
      });
      expect(cards).toHaveLength(providers.length);
      providers.forEach((provider, i) => {
        const headline = cardHeadline(provider);
        expect(cards[i], provider.name).toEqual({
          rank: `#${i + 1}`,
          stars: 5,
          fullStars: starFills(provider.rating).filter(Boolean).length,
          starsLabel: `Rated ${formatRating(provider.rating)} out of 5`,
          score: formatRating(provider.rating),
          votes: formatVotes(provider.userVotes),
          partner: provider.isWorthyPartner
            ? ['Worthy Provider. Worthy partner: we may earn a commission. It never changes the score.']
            : [],
          headline,
          pill: provider.promo && provider.promo !== headline ? [`Promo: ${provider.promo}`] : [],
          name: outbound(provider.url),
          visit: [outbound(provider.url)],
          // The flagship's own review page: an internal link in a new tab, not sponsored (CONTRACT section 11).
          review: provider.review
            ? [{ href: new URL(provider.review).pathname, target: '_blank', rel: 'noopener noreferrer' }]
            : [],
        });
        expect(cards[i]!.score).toMatch(/^\d\.\d{2}$/);
        expect(cards[i]!.votes).toMatch(/^\d{1,3}(,\d{3})* verified reviews$/);
      });
      expect(providers.filter((p) => p.isWorthyPartner).length).toBeGreaterThan(0);
      expect(providers.filter((p) => !p.isWorthyPartner).length).toBeGreaterThan(0);
    });

    test('clicking the card opens the provider in a new tab; its compare button does not', async ({ page, context }) => {
      await open(page, path);
      const provider = providers[1]!;
      const card = cardOf(page, provider.name);
      await card.scrollIntoViewIfNeeded();

      // A plain part of the card, not a link or a button: the features list.
      const clickCardBody = async () => {
        const box = (await card.locator('.wy-card__features').boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + Math.min(10, box.height / 2));
      };
      const [tab] = await Promise.all([context.waitForEvent('page'), clickCardBody()]);
      await tab.waitForLoadState('domcontentloaded');
      expect(tab.url()).toBe(provider.url);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      expect(await tab.evaluate(() => document.referrer)).toBe('');
      await tab.close();
      expect(page.url()).toMatch(new RegExp(`${path}$`));

      // The compare button only compares. A tab its click opened would be reported before the tab a
      // second click on the card opens: so after that one, the only tab opened must be the second.
      const opened: Page[] = [];
      context.on('page', (tab) => opened.push(tab));
      await compareButton(page, provider.name).click();
      await expect(compareButton(page, provider.name)).toHaveAttribute('aria-pressed', 'true');
      const [cardTab] = await Promise.all([context.waitForEvent('page'), clickCardBody()]);
      expect(opened, 'tabs opened by the compare click and then the card click').toEqual([cardTab]);
      await cardTab.close();
      expect(context.pages()).toHaveLength(1);
    });
  });
}

test('NAD+ with exactly one chosen prompts for a second clinic', async ({ page }) => {
  const providers = builtinProviders(topic('/health/nad-therapy').listKey);
  await open(page, '/health/nad-therapy');
  await compareButton(page, providers[0]!.name).click();
  await expect(panel(page)).toContainText('Select at least two clinics to activate a side-by-side comparison');
  await expect(panel(page)).toContainText('Add one more provider to enable the full comparison table');
  await expect(panel(page).locator('table')).toHaveCount(0);
  await compareButton(page, providers[2]!.name).click();
  await expectTable(page, [providers[0]!, providers[2]!], methodOf('nad_providers'));
  await expect(panel(page)).not.toContainText('Select at least two clinics');
});

test('at 360px the table scrolls inside its region and the row labels stay in view', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const providers = builtinProviders('vpn_providers');
  await open(page, '/digital/vpn-services');
  for (const provider of providers.slice(0, 3)) await compareButton(page, provider.name).click();
  const region = panel(page).getByRole('region', { name: 'Compare VPN Services table' });
  // The table is taller than the window (criterion, Pros and Cons rows): bring its first row into view.
  await region.locator('tbody th[scope="row"]').first().scrollIntoViewIfNeeded();

  const sizes = await region.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(sizes.scroll).toBeGreaterThanOrEqual(720);
  expect(sizes.client).toBeLessThan(360);
  expect(sizes.page).toBeLessThanOrEqual(360); // the page itself does not scroll sideways

  const label = region.locator('tbody th[scope="row"]').first();
  const cell = region.locator('tbody td').last();
  const labelBefore = (await label.boundingBox())!;
  const cellBefore = (await cell.boundingBox())!;
  await region.evaluate((el) => el.scrollTo({ left: 400 }));
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(300);
  const labelAfter = (await label.boundingBox())!;
  const cellAfter = (await cell.boundingBox())!;
  expect(Math.abs(labelAfter.x - labelBefore.x)).toBeLessThanOrEqual(1);
  expect(cellBefore.x - cellAfter.x).toBeGreaterThan(300);
  await expect(label).toBeInViewport();
  const regionBox = (await region.boundingBox())!;
  expect(labelAfter.x).toBeGreaterThanOrEqual(regionBox.x - 1);
});

test.describe('with a changed built-in list (a rating tie and missing fields)', () => {
  /**
   * Client-side navigation loads the built-in chunk (the prerendered page carries its rows), so
   * serving that chunk with edited rows shows how the page treats data the shipped lists lack:
   * a tie for the highest rating, a promo code, a review link, and missing offer fields.
   */
  test('GLP-1: every provider tied for the highest rating is Top Rated; cells fall back as SPEC 5 says', async ({ page }) => {
    const rows = builtinRows('glp1_providers').sort((a, b) => Number(a.display_order) - Number(b.display_order));
    const [first, second, third] = rows as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>];
    Object.assign(first, { promo_code: 'WORTHY20', review: 'https://reviews.example.com/ro' });
    Object.assign(second, { rating: first.rating, promo: '', promo_code: null });
    Object.assign(third, { promo: '', promo_detail: '', promo_code: null, starting_price: null, features: [] });

    await page.route('**/assets/glp1_providers-*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      // The rows as the bundler wrote them: an array literal, or (a long one) JSON.parse(`[…]`).
      // (after the compile hint a big chunk starts with, scripts/compileHint.mjs).
      const head = /^(?:\/\/[^\n]*\n)?var (\w+)=(JSON\.parse\(`)?\[/.exec(body);
      const close = head?.[2] ? ']`);' : '];';
      const end = body.lastIndexOf(close);
      if (!head || end < 0) return route.fulfill({ response });
      return route.fulfill({ response, body: `var ${head[1]}=${JSON.stringify(rows)};${body.slice(end + close.length)}` });
    });
    await open(page, '/about');
    await clientNavigate(page, '/health/glp1-programs');
    await expect(page.locator('h1')).toHaveText(`Best GLP-1 Weight Loss Programs for ${BUILD_YEAR}`);
    await expect(list(page)).toHaveCount(rows.length);

    const providers = builtinProviders('glp1_providers');
    const edited = providers.map((p) => {
      const row = rows.find((r) => r.name === p.name)!;
      return {
        ...p,
        rating: row.rating as number,
        promo: (row.promo as string) ?? '',
        promoCode: (row.promo_code as string | null) ?? null,
        promoDetail: (row.promo_detail as string) ?? '',
        review: (row.review as string | null) ?? null,
        features: row.features as string[],
        ...(row.starting_price ? { startingPrice: row.starting_price as string } : { startingPrice: undefined }),
      } as Provider;
    });
    const [a, b, c] = edited as [Provider, Provider, Provider];

    const marked = list(page).filter({ has: page.locator('.wy-badge--top') });
    await expect(marked.locator('h3')).toHaveText([a.name, b.name]);

    // Card headline and promo pieces.
    await expect(cardOf(page, a.name).locator('.wy-code__value')).toHaveText('WORTHY20');
    await expectOutbound(cardOf(page, a.name).getByRole('link', { name: 'Read Review' }), 'https://reviews.example.com/ro');
    await expect(cardOf(page, c.name).locator('.wy-card__headline')).toHaveText('Exclusive Savings Available');
    await expect(cardOf(page, c.name).locator('.wy-card__features')).toHaveCount(0);

    for (const provider of [a, b, c]) await compareButton(page, provider.name).click();
    await expectTable(page, [a, b, c], methodOf('glp1_providers'));
    const cells = (label: string) =>
      panel(page)
        .locator('tbody tr')
        .filter({ has: page.locator(`th:text-is("${label}")`) })
        .locator('td');
    await expect(cells('Promo')).toHaveText(['WORTHY20', String(second.promo_detail), '—']);
    await expect(cells('Starting Price / Offer')).toHaveText([String(first.starting_price), String(second.starting_price), '—']);
    await expect(cells('Key Features').nth(2)).toHaveText('—');
  });
});

test('a tap on Add to Compare while the page is still hydrating counts, once it has', async ({ page }) => {
  const providers = builtinProviders(topic('/finance/credit-cards').listKey);
  // The tap comes as the page starts hydrating (it starts holding taps then), before the list has had its turn.
  await page.addInitScript(() => {
    const listen = document.addEventListener.bind(document);
    document.addEventListener = ((...args: Parameters<typeof listen>) => {
      listen(...args);
      if (args[0] !== 'click' || args[2] !== true) return;
      queueMicrotask(() => {
        const html = document.documentElement;
        html.dataset.tappedWhen = html.dataset.router ?? 'hydrating';
        document.querySelector<HTMLElement>('ol.wy-list__items > li:nth-child(2) button.wy-button--compare')!.click();
      });
    }) as typeof document.addEventListener;
  });
  await page.goto('/finance/credit-cards');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-tapped-when', 'hydrating');
  await expect(compareButton(page, providers[1]!.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(panel(page)).toContainText(providers[1]!.name);
  await expect(compareButton(page, providers[0]!.name)).toHaveAttribute('aria-pressed', 'false');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a compare tap shows the card picked at once: no hover mark left behind, nothing animating', async ({ page }) => {
    const first = builtinProviders('vpn_providers')[0]!;
    await open(page, '/digital/vpn-services');
    const button = compareButton(page, first.name);
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const card = cardOf(page, first.name).locator('article');
    const state = await card.evaluate((el) => ({
      hover: window.matchMedia('(hover: hover)').matches,
      running: el.getAnimations({ subtree: true }).length,
      shadow: getComputedStyle(el).boxShadow,
      link: getComputedStyle(el.querySelector('.wy-card__link')!).color,
      text: getComputedStyle(el).color,
    }));
    expect(state.hover, 'a touch screen has no hover').toBe(false);
    expect(state.running, 'a transition still running after the tap').toBe(0);
    // The picked ring alone (0 0 0 3px), not the hover shadow under it.
    expect(state.shadow).toMatch(/^rgba?\([^)]*\) 0px 0px 0px 3px$/);
    expect(state.link, 'the name keeps its colour: no hover mark').toBe(state.text);
  });
});
