/**
 * The WordPress plugin as a reader meets it (every blogger can embed a list), in a real
 * WordPress 6.5 with the plugin installed from dist/wordpress/worthy-rankings.zip: the posts an
 * Author and a Contributor wrote (tests/wordpress/setup.php), read logged out, with scripts off
 * (the server's HTML) and on (the live widget taking over).
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { LISTS } from '../../lib/model';
import { WORDPRESS_DIR } from '../support/wordpressPaths.mjs';
import { theirOrder } from '../support/fitMath';
import { builtinMethod, builtinProviders } from '../support/topicPages';
import {
  builtinNames,
  closedPort,
  liveListsReady,
  listMarkup,
  trackLiveLists,
  listShifts,
  logIn,
  phpProblems,
  pluginLogLines,
  postUrl,
  servedListHeight,
  standInSite,
  useFlagship,
  watchListShifts,
  WORDPRESS,
} from '../support/wordpress';

// WordPress in WebAssembly answers slowly, and one page here renders every list while the others run.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const setup = () => JSON.parse(readFileSync(`${WORDPRESS_DIR}/worthy-setup.json`, 'utf8')) as { snippetContent: string };
const OUTBOUND_REL = /^(?=.*\bsponsored\b)(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/;

/** Reads a post; fails on any PHP notice or warning in it (WP_DEBUG prints them into the page). */
async function read(page: Page, slug: string, waitUntil: 'load' | 'domcontentloaded' = 'load'): Promise<void> {
  const response = await page.goto(postUrl(slug), { waitUntil });
  expect(response?.status()).toBe(200);
  expect(phpProblems(await page.content()), 'PHP notices in the page').toEqual([]);
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.afterAll(() => {
  expect(pluginLogLines(), "the plugin's lines in WordPress's debug.log").toEqual([]);
});

test('an Author who pastes the script snippet loses it on save: readers get no list (why the plugin exists)', async ({
  page,
}) => {
  expect(setup().snippetContent).not.toMatch(/<script|worthy-ranked-list/);
  await read(page, 'author-snippet');
  await expect(page.getByText('Here is the list I keep coming back to.')).toBeVisible();
  await expect(page.locator('worthy-ranked-list')).toHaveCount(0);
  // A page without a list does not load the embed.
  await expect(page.locator('script[src*="worthy-embed"]')).toHaveCount(0);
});

test('WP Rocket, LiteSpeed Cache and Autoptimize are asked, through their filters, to leave the embed alone', async ({
  request,
}) => {
  const filters = (await (await request.get(`${WORDPRESS}/worthy-filters.php`)).json()) as Record<string, string[] | string>;
  for (const name of [
    'rocket_delay_js_exclusions',
    'rocket_exclude_defer_js',
    'rocket_exclude_js',
    'litespeed_optimize_js_excludes',
    'litespeed_optm_js_defer_exc',
    'litespeed_optm_gm_js_exc',
  ]) {
    expect(filters[name], name).toEqual(['theirs', '/embed/worthy-embed.js']);
  }
  expect(filters.rocket_minify_excluded_external_js).toEqual(['theirs', '127.0.0.1']);
  expect(filters.autoptimize_filter_js_exclude).toBe('theirs.js, worthy-embed.js');
});

test.describe('with scripts off, the post holds the ranked list as HTML', () => {
  test.use({ javaScriptEnabled: false });

  test("an Author's block: the ranked providers, their ratings and Visit links with the partner's UTM", async ({ page }) => {
    await read(page, 'author-block');
    const list = page.locator('worthy-ranked-list');
    await expect(list).toHaveAttribute('category', 'vpn_providers');
    await expect(list).toHaveAttribute('partner', 'blog-42');
    await expect(list.getByRole('heading', { level: 2, name: 'Top VPN Services' })).toBeVisible();
    const items = list.locator('ol.wy-list__items > li');
    await expect(items.locator('.wy-card__name')).toHaveText(builtinNames('vpn_providers').slice(0, 5));
    await expect(items.first()).toContainText('Top Rated');
    await expect(items.first().locator('.wy-card__score')).toHaveText(/^\d\.\d\d$/);
    for (const link of await list.getByRole('link', { name: /Visit Provider/ }).all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\/[^?#]+\?(.+&)?utm_source=blog-42&utm_medium=embed(#|$)/);
      await expect(link).toHaveAttribute('rel', OUTBOUND_REL);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    // Buttons that need the script keep their room but stay out of sight until it runs.
    await expect(list.getByRole('button', { name: /Add to Compare/ }).first()).toBeHidden();
    await expect(page.locator('#after-list')).toBeVisible();
    // The embed is enqueued once, async, from the Worthy site.
    const scripts = page.locator('script[src$="/embed/worthy-embed.js"]');
    await expect(scripts).toHaveCount(1);
    await expect(scripts).toHaveAttribute('async', '');
    // Marked for the optimizers that read attributes (LiteSpeed, Cloudflare's Rocket Loader).
    await expect(scripts).toHaveAttribute('data-no-optimize', '1');
    await expect(scripts).toHaveAttribute('data-cfasync', 'false');
  });

  test("an Author's shortcode renders through the same function, with its own options", async ({ page }) => {
    await read(page, 'author-shortcode');
    const list = page.locator('worthy-ranked-list');
    await expect(list).toHaveAttribute('compare', 'false');
    await expect(list).toHaveAttribute('theme', 'auto');
    await expect(list.locator('.wy-card__name')).toHaveText(builtinNames('credit_card_providers').slice(0, 3));
    await expect(list.locator('.wy-button--compare, .wy-compare')).toHaveCount(0);
    await expect(list.getByRole('link', { name: /Visit Provider/ }).first()).toHaveAttribute(
      'href',
      /utm_source=blog-42&utm_medium=embed/,
    );
  });

  test('the shortcode in a classic-editor post, and a Contributor’s block once an editor publishes it', async ({ page }) => {
    await read(page, 'author-classic');
    await expect(page.locator('worthy-ranked-list .wy-card__name')).toHaveText(builtinNames('web_hosting_providers').slice(0, 2));
    await read(page, 'contributor-block');
    await expect(page.locator('worthy-ranked-list .wy-card__name')).toHaveText(
      builtinNames('telehealth_service_providers').slice(0, 2),
    );
  });

  test('two lists on one page load the embed once', async ({ page }) => {
    await read(page, 'author-two-lists');
    await expect(page.locator('worthy-ranked-list')).toHaveCount(2);
    await expect(page.locator('worthy-ranked-list').nth(1).locator('.wy-card')).toHaveCount(
      builtinNames('vpn_providers_canada').length,
    );
    await expect(page.locator('script[src$="/embed/worthy-embed.js"]')).toHaveCount(1);
  });
});

for (const [slug, form] of [
  ['author-block', 'block'],
  ['author-shortcode', 'shortcode'],
] as const) {
  test(`then the live widget takes the ${form}'s list over without moving anything, and the partner's UTM stays`, async ({
    page,
    context,
  }) => {
    const errors = consoleErrors(page);
    await watchListShifts(context);
    await trackLiveLists(context);
    // The embed held back until the server's list has been measured, scrolled through first: a card
    // out of sight holds a placeholder's room until the reader nears it (WorthyRankedList.css), a
    // change of height that has nothing to do with the take-over.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/worthy-embed.js*', async (route) => {
      await held;
      await route.continue();
    });
    await read(page, slug, 'domcontentloaded');
    const list = page.locator('worthy-ranked-list');
    const served = [await servedListHeight(list)];
    release();
    await liveListsReady(page, 1);
    const live = await list.evaluate((element) => element.getBoundingClientRect().height);
    expect(served[0], 'the server list had its full height before any script ran').toBeGreaterThan(800);
    expect(Math.abs(live - served[0]!), 'height change when the live list took over').toBeLessThan(0.5);
    expect(await listShifts(page), 'layout shifts of the list or the text after it').toEqual([]);

    await expect(list.getByRole('link', { name: /Visit Provider/ }).first()).toHaveAttribute(
      'href',
      /utm_source=blog-42&utm_medium=embed/,
    );
    // It is live: the breakdown opens (and, where shown, the compare buttons work).
    await list
      .getByRole('button', { name: /How we scored it/ })
      .first()
      .click();
    await expect(list.locator('.wy-breakdown__score').first()).toBeVisible();
    if (form === 'block') {
      await list
        .getByRole('button', { name: /Add to Compare/ })
        .first()
        .click();
      await expect(list.getByRole('status').filter({ hasText: '1 of 3 selected' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test("the server's list is the widget's own markup, for every list", async ({ browser }) => {
  test.slow();
  const off = await browser.newPage({ javaScriptEnabled: false });
  await read(off, 'every-list');
  const served = await listMarkup(off, false);
  expect(served).toHaveLength(LISTS.length);

  const on = await browser.newPage();
  await trackLiveLists(on);
  await read(on, 'every-list');
  await liveListsReady(on, LISTS.length);
  const live = await listMarkup(on, true);
  for (let i = 0; i < served.length; i++) expect(served[i], `list ${i + 1}`).toBe(live[i]);
});

test('Find your fit: the server draws the folded controls and the partner’s preset weights, the live widget takes them over unchanged, and editors see the weights it ignored', async ({
  browser,
}) => {
  const off = await browser.newPage({ javaScriptEnabled: false });
  await read(off, 'author-fit');
  const [weighed, plain] = [off.locator('worthy-ranked-list').first(), off.locator('worthy-ranked-list').last()];
  // Only the weight of a criterion the list scores, from 0 to 3, reaches the embed.
  await expect(weighed).toHaveAttribute('fit', 'true');
  await expect(weighed).toHaveAttribute('weights', 'privacy:3');
  await expect(plain).toHaveAttribute('fit', 'true');
  await expect(plain).not.toHaveAttribute('weights');
  await expect(weighed.getByRole('heading', { level: 2, name: 'Find your fit' })).toBeVisible();
  await expect(weighed.getByRole('button', { name: 'Adjust the ranking' })).toHaveAttribute('aria-expanded', 'false');
  await expect(weighed.getByRole('heading', { level: 2, name: 'Your ranking' })).toBeVisible();
  const method = builtinMethod('vpn_providers');
  const expected = theirOrder(builtinProviders('vpn_providers'), method, { privacy: 3 });
  await expect(weighed.locator('.wy-card__name')).toHaveText(expected.map((r) => r.name));
  await expect(weighed.locator('.wy-card__score')).toHaveText(expected.map((r) => r.rating.toFixed(2)));
  await expect(plain.getByRole('heading', { level: 2, name: 'Find your fit' })).toBeVisible();
  await expect(plain.locator('.wy-card__name')).toHaveText(builtinNames('vpn_providers_canada'));
  const served = await listMarkup(off, false);

  const on = await browser.newPage();
  await trackLiveLists(on);
  await read(on, 'author-fit');
  await liveListsReady(on, 2);
  expect(await listMarkup(on, true)).toEqual(served);

  const editor = await browser.newPage();
  await logIn(editor, 'author');
  await read(editor, 'author-fit');
  const notices = editor.locator('.worthy-rankings-notice');
  await expect(notices.filter({ hasText: 'The weight “speed:9” is not a criterion id with a weight from 0 to 3' })).toHaveCount(
    1,
  );
  await expect(notices.filter({ hasText: 'This list scores no criterion “bogus”' })).toHaveCount(1);
});

test('hostile attribute values: escaped, clamped or dropped, never a PHP warning or a broken page', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await read(page, 'author-hostile');
  await expect(page.locator('[onmouseover]')).toHaveCount(0);
  await expect(page.locator('script:not([src])').filter({ hasText: 'alert' })).toHaveCount(0);
  // Nothing for the unknown key, nor for [worthy_list] with none; notices are for editors only.
  const lists = page.locator('worthy-ranked-list');
  await expect(lists).toHaveCount(3);
  await expect(page.locator('.worthy-rankings-notice')).toHaveCount(0);
  // limit -7 is clamped to 1; a bad theme is light; a partner id with a quote in it is dropped.
  await expect(lists.nth(0)).toHaveAttribute('limit', '1');
  await expect(lists.nth(0).locator('.wy-card')).toHaveCount(1);
  await expect(lists.nth(0)).toHaveAttribute('theme', 'light');
  expect((await lists.nth(0).getAttribute('partner')) ?? '').not.toContain('"');
  // limit 999 is clamped to 50 (the list has fewer); "été 2026" is not a partner id.
  await expect(lists.nth(1)).toHaveAttribute('limit', '50');
  await expect(lists.nth(1).locator('.wy-card')).toHaveCount(builtinNames('nad_providers').length);
  expect(await lists.nth(1).getAttribute('partner')).not.toBe('été 2026');
  // limit "abc" shows every provider.
  await expect(lists.nth(2).locator('.wy-card')).toHaveCount(builtinNames('form_builder_providers').length);
  await expect(page.locator('#after-list')).toBeVisible();
});

test('people who can edit the post see what is wrong with each block and shortcode', async ({ page }) => {
  await logIn(page, 'author');
  await read(page, 'author-hostile');
  const notices = page.locator('.worthy-rankings-notice');
  // kses took the tags out of the Author's block attributes when the post was saved.
  await expect(notices.filter({ hasText: '“alert(1)” is not a Worthy list' })).toHaveCount(1);
  await expect(notices.filter({ hasText: '“no_such_list” is not a Worthy list' })).toHaveCount(1);
  await expect(notices.filter({ hasText: 'Choose a list' })).toHaveCount(1);
  await expect(notices.filter({ hasText: 'partner id may use only' })).toHaveCount(2);
  await expect(notices.filter({ hasText: 'The limit “abc” is not a number' })).toHaveCount(1);
});

test.describe('when the Worthy site fails', () => {
  test.use({ javaScriptEnabled: false });

  test('unreachable: the element stays, holding a link to the list on Worthy, and the page comes at once', async ({
    page,
    context,
  }) => {
    // The same page from its cache first: the time WordPress takes here anyway, whatever the load on the machine.
    let started = Date.now();
    await read(page, 'author-block');
    const usual = Date.now() - started;
    const dead = await closedPort();
    await useFlagship(context, dead);
    started = Date.now();
    await read(page, 'author-block');
    expect(Date.now() - started - usual, 'time added by a refused connection').toBeLessThan(2_000);
    const list = page.locator('worthy-ranked-list');
    await expect(list).toHaveAttribute('category', 'vpn_providers');
    await expect(list.getByRole('link', { name: 'See Top VPN Services on Worthy' })).toHaveAttribute(
      'href',
      `${dead}/digital/vpn-services`,
    );
    await expect(page.locator(`script[src="${dead}/embed/worthy-embed.js"]`)).toHaveCount(1);
  });

  test('hanging: one page waits about 3 seconds once, then the site is left alone', async ({ page, context }) => {
    // The same page from its cache first: the time WordPress takes here anyway, whatever the load on the machine.
    let started = Date.now();
    await read(page, 'author-two-lists');
    const usual = Date.now() - started;
    const hanging = await standInSite(() => null);
    try {
      await useFlagship(context, hanging.url);
      started = Date.now();
      await read(page, 'author-two-lists');
      // One request waits out its 3 s (two lists waiting in turn would add 6 s); the page's other
      // list, and the next pages, do not ask again.
      expect(Date.now() - started, 'the hanging request waits its 3 s').toBeGreaterThan(2_500);
      expect(Date.now() - started - usual, 'time added by the hanging site').toBeLessThan(5_500);
      await expect(page.getByRole('link', { name: /on Worthy$/ })).toHaveCount(2);
      expect(hanging.requests.filter((path) => /^\/embed\/(data|methods)\//.test(path))).toHaveLength(1);
      await read(page, 'author-two-lists');
      await read(page, 'author-block');
      expect(hanging.requests.filter((path) => /^\/embed\/(data|methods)\//.test(path))).toHaveLength(1);
    } finally {
      await hanging.close();
    }
  });

  test('hostile or malformed answers render nothing unsafe; good rows still show', async ({ page, context }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    const rows = [
      { name: 'Good VPN', url: 'https://good.example/', rating: 4.5, user_votes: 10, features: ['Fast [contact-form-7 id="1"]'] },
      {
        name: '<img src=x onerror=alert(1)>',
        url: 'https://x.example/?a="><script>alert(1)</script>',
        rating: 99,
        review: 'data:text/html,hi',
      },
      { name: 'Script link', url: 'javascript:alert(1)', rating: 4 },
      { name: 'No rating', url: 'https://n.example/', rating: '4.9' },
      { name: '   ', url: 'https://blank.example/', rating: 4 },
      ...Array.from({ length: 200 }, (_, i) => ({ name: `Filler ${i}`, url: `https://f${i}.example/`, rating: 1 })),
    ];
    const hostile = await standInSite((path) =>
      path.includes('/data/vpn_providers.json')
        ? { status: 200, body: JSON.stringify(rows) }
        : path.includes('/methods/')
          ? { status: 200, body: '{"criteria":[{"id":"x","label":"<b>bold</b>","weight":"30%"}]}' }
          : { status: 200, body: '{"truncated": [' },
    );
    try {
      await useFlagship(context, hostile.url);
      await read(page, 'author-block');
      const list = page.locator('worthy-ranked-list').first();
      const names = list.locator('.wy-card__name');
      await expect(names).toHaveText(['<img src=x onerror=alert(1)>', 'Good VPN', 'Filler 0', 'Filler 1', 'Filler 2']);
      await expect(list.locator('img')).toHaveCount(0);
      await expect(list.locator('script')).toHaveCount(0);
      await expect(list.locator('.wy-card__score').first()).toHaveText('5.00');
      await expect(list.getByRole('link', { name: 'Read Review' })).toHaveCount(0);
      await expect(list.getByText('Fast [contact-form-7 id="1"]')).toBeVisible();
      expect(hostile.requests.every((path) => path.startsWith('/embed/'))).toBe(true);

      // A malformed answer counts as no answer: the link to the list on Worthy.
      await read(page, 'author-classic');
      await expect(page.locator('worthy-ranked-list').getByRole('link', { name: /on Worthy$/ })).toBeVisible();
    } finally {
      await hostile.close();
    }
  });
});

test('the plugin reads each list once, then serves it from its cache', async ({ page, context }) => {
  const served = readFileSync(new URL('../../lib/data/builtin/glp1_providers.json', import.meta.url), 'utf8');
  const counting = await standInSite((path) => ({ status: 200, body: path.includes('/methods/') ? 'null' : served }));
  try {
    await useFlagship(context, counting.url);
    await read(page, 'author-default');
    await expect(page.locator('worthy-ranked-list .wy-card')).toHaveCount(3);
    // What WordPress asked for (the reader's browser also fetches the embed script from the site).
    const fromWordPress = () => counting.requests.filter((path) => /^\/embed\/(data|methods)\//.test(path)).sort();
    expect(fromWordPress()).toEqual(['/embed/data/glp1_providers.json', '/embed/methods/glp1_providers.json']);
    await read(page, 'author-default');
    await expect(page.locator('worthy-ranked-list .wy-card')).toHaveCount(3);
    expect(fromWordPress()).toHaveLength(2);
  } finally {
    await counting.close();
  }
});

test('feed readers get a plain ranked list with its links, no script', async ({ request }) => {
  const feed = await (await request.get(`${WORDPRESS}/?feed=rss2`)).text();
  expect(phpProblems(feed)).toEqual([]);
  const item = feed.slice(feed.indexOf('<title>The VPNs I trust</title>'));
  const content = item.slice(0, item.indexOf('</item>'));
  expect(content).toContain(builtinNames('vpn_providers')[0]);
  expect(content).toMatch(/utm_source=blog-42&amp;(amp;)?utm_medium=embed/);
  expect(content).not.toMatch(/<template|<script|worthy-embed/);
});
