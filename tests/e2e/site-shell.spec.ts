/**
 * The shell around every page (SPEC sections 2, 4, 5 and 9): sticky header and its category links,
 * Surprise Me, the phone menu, the search box and its results, the footer, the cookie banner
 * and the tooltips.
 */
import type { Locator, Page } from '@playwright/test';
import { trustPoints } from '../../site/content/footer';
import { hubs } from '../../site/content/hubs';
import { staticPages } from '../../site/content/staticPages';
import { US_TOPIC_PATHS, VERTICALS, VERTICAL_NAMES, hubPath } from '../../site/routes';
import { CONSENT_KEY } from '../../site/shell/consent';
import { US_LISTS } from '../support/counts';
import { lastCheckedLong } from '../support/topicPages';
import { expect, h1, markerSurvived, open, setMarker, test } from '../support/site';

const header = (page: Page) => page.getByRole('banner');
const headerLink = (page: Page, name: string) => header(page).getByRole('link', { name, exact: true });
const footer = (page: Page) => page.getByRole('contentinfo');
const topicHero = (page: Page) => page.locator('.ws-hero--topic');

test.describe('header', () => {
  test('stays at the top of the viewport after scrolling', async ({ page }) => {
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    const box = await header(page).boundingBox();
    expect(box?.y).toBe(0);
    await expect(headerLink(page, 'Health')).toBeInViewport();
    // Still usable down there.
    await headerLink(page, 'Digital').click();
    await expect(h1(page)).toHaveText('Digital & Security');
  });

  test('links Health, Finance, Digital and Lifestyle to their hubs', async ({ page }) => {
    await open(page, '/about');
    await setMarker(page);
    const links = header(page).getByRole('navigation').getByRole('link');
    await expect(links).toHaveText(['Health', 'Finance', 'Digital', 'Lifestyle']);
    for (const vertical of VERTICALS) {
      await headerLink(page, VERTICAL_NAMES[vertical].short).click();
      await expect(page).toHaveURL(hubPath(vertical));
      await expect(h1(page)).toHaveText(hubs[vertical].title);
      await expect(headerLink(page, VERTICAL_NAMES[vertical].short)).toHaveAttribute('aria-current', 'page');
    }
    expect(await markerSurvived(page)).toBe(true);
  });

  test('fits one bar from tablet to desktop, in English and French: no label wraps, none overlaps or leaves the bar', async ({
    page,
  }) => {
    for (const path of ['/', '/fr']) {
      await open(page, path);
      for (const width of [768, 800, 900, 1000, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const { height, items } = await header(page).evaluate((banner) => {
          const bar = banner.querySelector('.ws-header__bar')!.getBoundingClientRect();
          const shown = [...banner.querySelectorAll('nav a, .ws-header__tools > *')].filter(
            (item) => item.getClientRects().length,
          );
          return {
            height: banner.getBoundingClientRect().height,
            items: shown.map((item) => {
              const box = item.getBoundingClientRect();
              return {
                name: item.textContent!.trim(),
                left: box.left,
                right: box.right,
                height: box.height,
                inBar: box.left >= bar.left && box.right <= bar.right,
              };
            }),
          };
        });
        const at = `${path} at ${width} px`;
        expect(height, at).toBeLessThanOrEqual(65);
        for (const item of items) {
          expect(item.inBar, `${at}: ${item.name}`).toBe(true);
          // One line: a wrapped category or button grows past a 44 px target's height.
          expect(item.height, `${at}: ${item.name}`).toBeLessThanOrEqual(44);
        }
        const sorted = items.toSorted((a, b) => a.left - b.left);
        for (let i = 1; i < sorted.length; i++)
          expect(sorted[i]!.left, `${at}: ${sorted[i]!.name}`).toBeGreaterThanOrEqual(sorted[i - 1]!.right);
      }
    }
    // Where only its icon shows, Surprise Me keeps its name.
    await page.setViewportSize({ width: 768, height: 800 });
    await open(page, '/');
    await expect(header(page).getByRole('button', { name: 'Surprise Me' })).toBeVisible();
  });

  test('marks the category of a topic page as active', async ({ page }) => {
    await open(page, '/finance/insurance');
    await expect(headerLink(page, 'Finance')).toHaveAttribute('data-active', 'true');
    await expect(headerLink(page, 'Health')).not.toHaveAttribute('data-active', /.*/);
  });
});

test.describe('Surprise Me', () => {
  test('opens one of the US topic pages', async ({ page }) => {
    expect([...US_TOPIC_PATHS].sort()).toEqual(US_LISTS.map((list) => list.path).sort());
    await open(page, '/');
    await setMarker(page);
    await header(page).getByRole('button', { name: 'Surprise Me' }).click();
    await expect(topicHero(page)).toBeVisible();
    const path = new URL(page.url()).pathname;
    expect(US_TOPIC_PATHS).toContain(path);
    expect(await markerSurvived(page)).toBe(true);
  });

  test('picks with Math.random, and never the page already open', async ({ page }) => {
    await page.addInitScript(() => {
      Math.random = () => (window as unknown as { __wyRandom?: number }).__wyRandom ?? 0;
    });
    await open(page, '/');
    const surprise = async (random: number) => {
      const before = page.url();
      await page.evaluate((r) => ((window as unknown as { __wyRandom?: number }).__wyRandom = r), random);
      await header(page).getByRole('button', { name: 'Surprise Me' }).click();
      await expect(page).not.toHaveURL(before);
      await expect(topicHero(page)).toBeVisible();
      return new URL(page.url()).pathname;
    };
    expect(await surprise(0)).toBe(US_TOPIC_PATHS[0]);
    expect(await surprise(0.999)).toBe(US_TOPIC_PATHS.at(-1));
    // On the first topic page, the lowest pick moves on to the second.
    await headerLink(page, 'Health').click();
    await expect(h1(page)).toHaveText('Health & Longevity');
    expect(await surprise(0)).toBe(US_TOPIC_PATHS[0]);
    expect(await surprise(0)).toBe(US_TOPIC_PATHS[1]);
  });
});

test.describe('mobile menu (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  const toggle = (page: Page) => header(page).locator('.ws-mobile__toggle');
  const menu = (page: Page) => page.locator('#mobile-menu');

  test('replaces the top bar links, toggles open and closed and uses the long names', async ({ page }) => {
    await open(page, '/');
    await expect(headerLink(page, 'Health')).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Surprise Me' })).toBeHidden();
    await expect(toggle(page)).toHaveAccessibleName('Open menu');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toHaveCount(0);

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(page)).toHaveAccessibleName('Close menu');
    await expect(menu(page).getByRole('link')).toHaveText([
      'Health & Longevity',
      'Finance & Wealth',
      'Digital & Security',
      'Lifestyle & Services',
    ]);
    for (const vertical of VERTICALS) {
      await expect(menu(page).getByRole('link', { name: VERTICAL_NAMES[vertical].long })).toHaveAttribute(
        'href',
        hubPath(vertical),
      );
    }
    await expect(menu(page).getByRole('button', { name: 'Surprise Me' })).toBeVisible();

    await toggle(page).click();
    await expect(menu(page)).toHaveCount(0);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes after a link is chosen', async ({ page }) => {
    await open(page, '/');
    await setMarker(page);
    await toggle(page).click();
    await menu(page).getByRole('link', { name: 'Finance & Wealth' }).click();
    await expect(page).toHaveURL('/categories/finance');
    await expect(h1(page)).toHaveText('Finance & Wealth');
    await expect(menu(page)).toHaveCount(0);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await markerSurvived(page)).toBe(true);

    await toggle(page).click();
    await menu(page).getByRole('button', { name: 'Surprise Me' }).click();
    await expect(menu(page)).toHaveCount(0);
    await expect(topicHero(page)).toBeVisible();
    expect(US_TOPIC_PATHS).toContain(new URL(page.url()).pathname);
  });

  test('closes on Escape and gives focus back to the toggle', async ({ page }) => {
    await open(page, '/');
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await menu(page).getByRole('link', { name: 'Digital & Security' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);
    await expect(toggle(page)).toBeFocused();
    await expect(page).toHaveURL('/');
  });
});

test.describe('search', () => {
  const toggle = (page: Page) => header(page).locator('.ws-search > .ws-tip-anchor > button');
  const form = (page: Page) => page.getByRole('search');
  const input = (page: Page) => form(page).getByRole('searchbox', { name: 'Search providers and topics' });
  const results = (page: Page) => page.locator('.ws-results');

  test('the toggle opens the box with the input focused; a blank term does nothing', async ({ page }) => {
    await open(page, '/');
    await expect(form(page)).toHaveCount(0);
    await expect(toggle(page)).toHaveAccessibleName('Search');
    await toggle(page).click();
    await expect(form(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');

    await form(page).getByRole('button', { name: 'Search', exact: true }).click();
    await input(page).fill('   ');
    await input(page).press('Enter');
    await expect(page).toHaveURL('/');
    await expect(form(page)).toBeVisible();
    await expect(input(page)).toHaveValue('   ');

    // The toggle closes it again.
    await toggle(page).click();
    await expect(form(page)).toHaveCount(0);
  });

  test('a term goes to the health hub with q encoded, then the box closes and clears', async ({ page }) => {
    await open(page, '/about');
    await setMarker(page);
    await toggle(page).click();
    await input(page).fill('  VPN & savings  ');
    await input(page).press('Enter');
    await expect(page).toHaveURL('/categories/health?q=VPN%20%26%20savings');
    await expect(h1(page)).toHaveText('Health & Longevity');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('Search results for “VPN & savings”');
    await expect(form(page)).toHaveCount(0);
    expect(await markerSurvived(page)).toBe(true);

    await toggle(page).click();
    await expect(input(page)).toHaveValue('');
    await input(page).fill('NordVPN');
    await form(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/categories/health?q=NordVPN');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('Search results for “NordVPN”');
    await expect(form(page)).toHaveCount(0);
  });

  test('the close button and Escape close the box and clear it', async ({ page }) => {
    await open(page, '/');
    await toggle(page).click();
    await input(page).fill('savings');
    await form(page).getByRole('button', { name: 'Close search' }).click();
    await expect(form(page)).toHaveCount(0);
    await expect(page).toHaveURL('/');
    await toggle(page).click();
    await expect(input(page)).toHaveValue('');

    await input(page).fill('hosting');
    await input(page).press('Escape');
    await expect(form(page)).toHaveCount(0);
    await expect(toggle(page)).toBeFocused();
    await toggle(page).click();
    await expect(input(page)).toHaveValue('');
  });

  test('finds providers across all verticals, each linking to its review and its pages', async ({ page }) => {
    await open(page, '/categories/health?q=NordVPN');
    const provider = results(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'NordVPN review', exact: true }) });
    await expect(provider).toHaveCount(1);
    await expect(provider.getByRole('link', { name: 'NordVPN review' })).toHaveAttribute('href', '/digital/vpn-services/nordvpn');
    const vpnPage = provider.getByRole('link', { name: 'VPN Services', exact: true });
    await expect(vpnPage).toHaveAttribute('href', '/digital/vpn-services');
    await expect(provider.getByRole('link', { name: 'VPN Services (Canada)' })).toHaveAttribute(
      'href',
      '/digital/vpn-services-canada',
    );
    await vpnPage.click();
    await expect(page).toHaveURL('/digital/vpn-services');
    await expect(page.locator('ol.wy-list__items')).toContainText('NordVPN');
  });

  test('finds topics of every vertical, each linking to its page', async ({ page }) => {
    await open(page, '/categories/health?q=savings');
    const topics = results(page).getByRole('heading', { name: 'Topics' }).locator('xpath=following-sibling::ul[1]');
    const topic = topics.getByRole('link', { name: 'Savings Accounts', exact: true });
    await expect(topic).toHaveAttribute('href', '/finance/savings-accounts');
    await expect(
      topics.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Savings Accounts', exact: true }) }),
    ).toContainText('Finance & Wealth');
    await expect(results(page).getByRole('status')).toContainText(/\d+ match(es)? across all categories/);
    await topic.click();
    await expect(page).toHaveURL('/finance/savings-accounts');
    await expect(topicHero(page)).toBeVisible();
  });

  test('says so when nothing matches', async ({ page }) => {
    await open(page, '/categories/health?q=qzxwvplk');
    await expect(results(page).getByRole('status')).toHaveText(
      'No topics or providers match “qzxwvplk”. Try a brand name or a topic such as VPN or savings.',
    );
    await expect(results(page).getByRole('listitem')).toHaveCount(0);
  });

  test('the hub without q shows no results section', async ({ page }) => {
    await open(page, '/categories/health');
    await expect(h1(page)).toHaveText('Health & Longevity');
    await expect(results(page)).toHaveCount(0);
  });

  for (const [path, own, other] of [
    ['/categories/health?q=surfshark', 'searchIndex', 'searchIndexFr'],
    ['/fr/categories/health?q=surfshark', 'searchIndexFr', 'searchIndex'],
  ] as const) {
    test(`a search on ${path} fetches its own language's index and no list's rows`, async ({ page }) => {
      const scripts: string[] = [];
      const bodies = new Map<string, Promise<string>>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const file = new URL(response.url()).pathname.split('/').pop()!;
        scripts.push(file);
        bodies.set(file, response.text());
      });
      await open(page, path);
      await expect(results(page).locator('a[href$="/surfshark"]').first()).toBeVisible();
      const named = (name: string) => scripts.filter((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file));
      expect(named(own)).toHaveLength(1);
      expect(named(other)).toEqual([]);
      // The index is written in once (a constant named twice is written in twice).
      expect((await bodies.get(named(own)[0]!))!.match(/\btopics["'`]?:/g)).toHaveLength(1);
      // The index is built in (site/search/searchData.ts): each list's rows are a chunk named by its key.
      expect(scripts.filter((file) => /_providers(_canada)?-/.test(file))).toEqual([]);
    });
  }
});

test.describe('footer', () => {
  test('links the categories, resources and legal pages and shows the trust points', async ({ page }) => {
    await open(page, '/');
    const footerNav = (title: string) =>
      footer(page)
        .getByRole('navigation')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    const categories = footerNav('Categories').getByRole('link');
    await expect(categories).toHaveText(VERTICALS.map((v) => VERTICAL_NAMES[v].long));
    for (const vertical of VERTICALS) {
      await expect(footer(page).getByRole('link', { name: VERTICAL_NAMES[vertical].long })).toHaveAttribute(
        'href',
        hubPath(vertical),
      );
    }
    const resources = footerNav('Resources');
    // All three go to /about (SPEC section 2); the last two to the section that answers them.
    for (const [name, href] of [
      ['About Us', '/about'],
      ['How We Review', '/about#how-we-review'],
      ['Editorial Policy', '/about#editorial-policy'],
    ]) {
      await expect(resources.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(resources.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact');
    await expect(resources.getByRole('link', { name: 'For Partners', exact: true })).toHaveAttribute('href', '/partners');

    const trust = footer(page).locator('.ws-footer__trust strong');
    await expect(trust).toHaveText(['Unbiased Reviews', 'Expert Analysis', 'Data-Driven Insights']);
    for (const point of trustPoints) await expect(footer(page)).toContainText(point.body);

    const legal = footer(page).locator('.ws-footer__legal');
    await expect(legal).toContainText(`© ${new Date().getFullYear()}`);
    await expect(legal.getByRole('link')).toHaveText(['Privacy', 'Cookies', 'Contact']);
    await expect(legal.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(legal.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookies');
    await expect(legal.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  test('its links navigate: About Us, How We Review, Contact, For Partners, Cookies', async ({ page }) => {
    await open(page, '/');
    const go = async (name: string, path: string, title: string) => {
      await footer(page).getByRole('link', { name, exact: true }).first().click();
      await expect(page).toHaveURL(path);
      await expect(h1(page)).toHaveText(title);
    };
    await go('How We Review', '/about#how-we-review', staticPages['/about'].title);
    await expect(page.locator('#how-we-review')).toBeInViewport();
    await go('Contact', '/contact', staticPages['/contact'].title);
    await go('For Partners', '/partners', 'Add Worthy rankings to your blog');
    await go('Cookies', '/cookies', staticPages['/cookies'].title);
    await go('About Us', '/about', staticPages['/about'].title);
  });

  test('shows the current year, not the year of the build', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-06-15T12:00:00'));
    await open(page, '/about');
    await expect(footer(page).locator('.ws-footer__legal')).toContainText('© 2031 Worthy');
  });

  test('a topic page read years after its build still says the day its data was last checked, not the reader’s day', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2031-06-15T12:00:00'));
    await open(page, '/health/glp1-programs');
    const updated = page.locator('.ws-hero .ws-meta time');
    await expect(updated).toHaveText(lastCheckedLong('glp1_providers'));
    await expect(updated).not.toHaveText('June 15, 2031');
    expect(await updated.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

test.describe('cookie banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Your cookie choices' });
  const toasts = (page: Page) => page.locator('.ws-toasts');
  const stored = (page: Page) =>
    page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null, CONSENT_KEY);
  /** The banner's code loads after hydration; this waits until it has had its chance to show. */
  const bannerSettled = async (page: Page) => {
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/assets/CookieBanner-')),
    );
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  };
  const checkbox = (scope: Locator, name: string) => scope.getByRole('checkbox', { name: new RegExp(`^${name}`) });

  test('asks on the first visit; Accept all stores the choice, hides it, shows a toast and never asks again', async ({
    page,
  }) => {
    await open(page, '/');
    await bannerSettled(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button')).toHaveText(['Accept all', 'Reject non-essential', 'Choose']);
    await expect(banner(page).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    expect(await stored(page)).toBeNull();

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(toasts(page)).toContainText('All cookies accepted.');
    expect(await stored(page)).toMatchObject({
      essential: true,
      performance: true,
      marketing: true,
      savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    await page.reload();
    await bannerSettled(page);
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/about');
    await bannerSettled(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test('Reject non-essential stores only the essentials', async ({ page }) => {
    await open(page, '/about');
    await banner(page).getByRole('button', { name: 'Reject non-essential' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(toasts(page)).toContainText('Only essential cookies are on.');
    expect(await stored(page)).toMatchObject({ essential: true, performance: false, marketing: false });
    await page.reload();
    await bannerSettled(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test('Choose shows the three categories and saves the chosen ones; /cookies brings them back', async ({ page }) => {
    await open(page, '/');
    await banner(page).getByRole('button', { name: 'Choose' }).click();
    const choices = banner(page).getByRole('group', { name: 'Cookie categories' });
    await expect(checkbox(choices, 'Essential')).toBeChecked();
    await expect(checkbox(choices, 'Essential')).toBeDisabled();
    await expect(checkbox(choices, 'Performance')).not.toBeChecked();
    await expect(checkbox(choices, 'Marketing')).not.toBeChecked();
    await checkbox(choices, 'Marketing').check();
    await banner(page).getByRole('button', { name: 'Save choices' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(toasts(page)).toContainText('Your cookie choices are saved.');
    expect(await stored(page)).toMatchObject({ essential: true, performance: false, marketing: true });

    await footer(page).getByRole('link', { name: 'Cookies', exact: true }).click();
    await expect(h1(page)).toHaveText(staticPages['/cookies'].title);
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Manage cookie preferences' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(checkbox(choices, 'Essential')).toBeChecked();
    await expect(checkbox(choices, 'Performance')).not.toBeChecked();
    await expect(checkbox(choices, 'Marketing')).toBeChecked();
    await checkbox(choices, 'Performance').check();
    await checkbox(choices, 'Marketing').uncheck();
    await banner(page).getByRole('button', { name: 'Save choices' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toMatchObject({ essential: true, performance: true, marketing: false });

    // After a full load too, the page shows the saved choices.
    await page.reload();
    await bannerSettled(page);
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Manage cookie preferences' }).click();
    await expect(checkbox(choices, 'Performance')).toBeChecked();
    await expect(checkbox(choices, 'Marketing')).not.toBeChecked();
  });
});

test.describe('tooltips', () => {
  test('open after 700 ms, and at once when another closed less than 300 ms ago', async ({ page }) => {
    await page.clock.install();
    await open(page, '/');
    await page.clock.pauseAt(Date.now() + 5_000);
    const searchToggle = header(page).getByRole('button', { name: 'Search', exact: true });
    const surprise = header(page).getByRole('button', { name: 'Surprise Me' });
    const searchTip = header(page).getByRole('tooltip').filter({ hasText: 'Search reviews' });
    const surpriseTip = header(page).getByRole('tooltip').filter({ hasText: 'Open a random review topic' });
    await expect(searchTip).toBeHidden();

    await searchToggle.hover();
    await page.clock.runFor(400);
    await expect(searchTip).toBeHidden();
    await page.clock.runFor(400);
    await expect(searchTip).toBeVisible();
    await expect(searchToggle).toHaveAttribute('aria-describedby', (await searchTip.getAttribute('id'))!);

    // Straight to the neighbour: no second wait (the clock stands still).
    await surprise.hover();
    await expect(searchTip).toBeHidden();
    await expect(surpriseTip).toBeVisible();

    // Away for longer than the skip delay: the full delay again.
    await page.mouse.move(5, 400);
    await expect(surpriseTip).toBeHidden();
    await page.clock.runFor(400);
    await searchToggle.hover();
    await page.clock.runFor(400);
    await expect(searchTip).toBeHidden();
    await page.clock.runFor(350);
    await expect(searchTip).toBeVisible();
  });
});
