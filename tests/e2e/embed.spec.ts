/**
 * The partner embed (CONTRACT section 6) on a blogger's page: the built dist/embed script served
 * from its own origin, a partner page on another origin with hostile CSS, and a fake backend.
 * WORTHY_EMBED_DIR points at another build of the embed; a missing build is made first.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { READ_TIMEOUT_MS } from '../../lib/data/timeouts';
import { sortRows } from '../../lib/data/toProviders';
import { builtinRows, LIVE_PICK, type EmbedServers } from '../support/embedServers';
import { EMBED_DIR, embedTest } from '../support/embedTest';
import { countLayoutShift, layoutShift } from '../support/layoutShift';
import { partnerPage } from '../support/partnerPage';
import { ROOM_HOLDING_CSS } from '../../site/pages/partnerAdvice';

const ANON_KEY = 'partner-anon-key';
const BRAND = 'rgb(15, 95, 87)';
const LIGHT_SURFACE = 'rgb(255, 255, 255)';
const DARK_SURFACE = 'rgb(19, 27, 46)';

interface Fixtures {
  servers: EmbedServers;
  /** Console errors of the page; uncaught page errors fail the test by themselves. */
  consoleErrors: string[];
  /** Publishes a partner page around `body` and opens it. */
  openPartnerPage: (
    body: string,
    options?: { head?: string; headers?: Record<string, string>; linkedCss?: boolean },
  ) => Promise<void>;
}

const test = embedTest.extend<Omit<Fixtures, 'servers'>>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    const uncaught: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => uncaught.push(error.message));
    await use(errors);
    expect(uncaught, 'nothing may throw into the host page').toEqual([]);
  },
  openPartnerPage: async ({ page, servers, consoleErrors }, use) => {
    void consoleErrors;
    let count = 0;
    await use(async (body, { head, headers, linkedCss } = {}) => {
      const url = servers.publish(`/post-${++count}`, partnerPage({ body, head, linkedCss }), headers);
      await page.goto(url);
    });
  },
});

const builtinNames = (key: string) => sortRows(builtinRows(key)).map((row) => row.name as string);
/** How many providers the built-in VPN list holds, read from its data file. */
const VPN_PROVIDERS = builtinRows('vpn_providers').length;
const backendAttrs = (servers: EmbedServers) => `supabase-url="${servers.scriptOrigin}" supabase-key="${ANON_KEY}"`;
const script = (servers: EmbedServers, attrs = '') => `<script src="${servers.scriptUrl}" ${attrs}></script>`;

/** The list's cards drawn so far: they follow the header a frame each, in placeholders until then. */
const items = (widget: Locator) => widget.locator('ol > li:has(article)');
/** The list's loading or empty line (the compare panel has a status of its own). */
const listStatus = (widget: Locator) => widget.locator('.wy-list').getByRole('status');
const names = (widget: Locator) => items(widget).getByRole('heading').allTextContents();
const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** The min-height the element holds for its list while it loads ('' once given back). */
const heldRoom = (widget: Locator) => widget.evaluate((element) => (element as HTMLElement).style.minHeight);

async function settled(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test.describe('the partner embed', () => {
  test('renders the built-in list as an ordered list with provider names in headings', async ({
    page,
    servers,
    openPartnerPage,
    consoleErrors,
  }) => {
    await openPartnerPage(`${script(servers)}<worthy-ranked-list category="vpn_providers"></worthy-ranked-list>`);
    const widget = page.locator('worthy-ranked-list');

    await expect(items(widget)).toHaveCount(VPN_PROVIDERS);
    expect(await names(widget)).toEqual(builtinNames('vpn_providers'));
    await expect(widget.getByRole('heading', { name: 'Top VPN Services', level: 2 })).toBeVisible();
    expect(await widget.evaluate((element) => element.shadowRoot?.mode)).toBe('open');
    const visit = widget.getByRole('link', { name: /^Visit Provider NordVPN/ });
    await expect(visit).toHaveAttribute('href', 'https://nordvpn.com/');
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', /(?=.*sponsored)(?=.*noopener)(?=.*noreferrer)/);
    // Only the one list it shows, from beside the script, and no backend without configuration.
    // The list as the embed build checked it (lists/), not the raw rows a backend's fallback reads (data/).
    expect(servers.served.filter((path) => /^\/embed\/(data|lists)\//.test(path))).toEqual(['/embed/lists/vpn_providers.json']);
    expect(servers.backend.reads).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('keeps its own look under hostile page CSS and leaves the page as it was', async ({ page, servers, openPartnerPage }) => {
    await openPartnerPage(`${script(servers)}<worthy-ranked-list category="vpn_providers" limit="2"></worthy-ranked-list>`);
    const widget = page.locator('worthy-ranked-list');
    const firstItem = items(widget).first();
    await expect(firstItem).toBeVisible();

    expect(await style(widget, 'display')).toBe('block');
    expect(await style(firstItem, 'display')).toBe('block');
    const name = firstItem.getByRole('heading');
    expect(await style(name, 'color')).toBe('rgb(15, 23, 42)');
    expect(await style(name, 'font-family')).toMatch(/^system-ui, sans-serif/);
    expect(await style(widget.locator('.wy-list__disclosure'), 'color')).toBe('rgb(71, 85, 105)');
    // Inherited text styles of the post around it stop at the widget's frame.
    const features = firstItem.locator('.wy-card__features li').first();
    for (const [property, value] of [
      ['text-transform', 'none'],
      ['letter-spacing', 'normal'],
      ['word-spacing', '0px'],
      ['font-style', 'normal'],
      ['text-align', 'start'],
      ['font-size', '14px'],
    ]) {
      expect(await style(features, property!), property).toBe(value);
    }

    // The host's own text and lists keep the host's (terrible) styles: nothing leaks out.
    for (const id of ['#host-text', '#after']) {
      expect(await style(page.locator(id), 'color')).toBe('rgb(255, 0, 0)');
      expect(await style(page.locator(id), 'font-family')).toBe('serif');
    }
    expect(await style(page.locator('#after'), 'text-transform')).toBe('uppercase');
    expect(await style(page.locator('#host-list li').first(), 'display')).toBe('inline');
  });

  test('shows at most `limit` providers and re-renders when attributes change after insertion', async ({
    page,
    servers,
    openPartnerPage,
    consoleErrors,
  }) => {
    await openPartnerPage(`${script(servers)}<worthy-ranked-list category="vpn_providers" limit="3"></worthy-ranked-list>`);
    const widget = page.locator('worthy-ranked-list');
    await expect(items(widget)).toHaveCount(3);
    expect(await names(widget)).toEqual(builtinNames('vpn_providers').slice(0, 3));

    await widget.evaluate((element) => element.setAttribute('limit', '2'));
    await expect(items(widget)).toHaveCount(2);

    await widget.evaluate((element) => {
      element.setAttribute('category', 'credit_card_providers');
      element.setAttribute('compare', 'false');
    });
    await expect(widget.getByRole('heading', { name: 'Top Credit Cards', level: 2 })).toBeVisible();
    await expect.poll(() => names(widget)).toEqual(builtinNames('credit_card_providers').slice(0, 2));
    await expect(widget.getByRole('button', { name: /Add to Compare/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('compare="false" hides the compare buttons and the compare panel', async ({ page, servers, openPartnerPage }) => {
    await openPartnerPage(`${script(servers)}<worthy-ranked-list category="vpn_providers" compare="false"></worthy-ranked-list>`);
    const widget = page.locator('worthy-ranked-list');
    await expect(items(widget)).toHaveCount(VPN_PROVIDERS);
    await expect(widget.getByRole('button', { name: /Compare/ })).toHaveCount(0);
    await expect(widget.getByRole('heading', { name: 'Compare VPN Services' })).toHaveCount(0);
    await expect(widget.locator('table')).toHaveCount(0);
  });

  test('explains every rating ("How we scored it"), scores each criterion and states each fact in the compare table, as the site does', async ({
    page,
    servers,
    openPartnerPage,
  }) => {
    const method = JSON.parse(readFileSync(resolve(EMBED_DIR, 'methods/vpn_providers.json'), 'utf8')) as {
      criteria: Array<{ label: string; weight: number }>;
      facts: Array<{ label: string }>;
    };
    await openPartnerPage(`${script(servers)}<worthy-ranked-list category="vpn_providers" limit="3"></worthy-ranked-list>`);
    const widget = page.locator('worthy-ranked-list');
    const card = items(widget).first();
    const button = card.getByRole('button', { name: /^How we scored it/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const lines = card.locator('.wy-breakdown__score');
    await expect(lines.locator('.wy-breakdown__label')).toHaveText(method.criteria.map((c) => c.label));
    const shown = await lines.evaluateAll((els) =>
      els.map((el) => [
        Number(/(\d+)%/.exec(el.querySelector('.wy-breakdown__weight')!.textContent!)![1]),
        Number(/([\d.]+) \/ 5/.exec(el.querySelector('.wy-breakdown__value')!.textContent!)![1]),
      ]),
    );
    const mean = shown.reduce((sum, [weight, score]) => sum + weight! * score!, 0) / 100;
    expect(Math.abs(mean - Number(await card.locator('.wy-card__score').textContent()))).toBeLessThanOrEqual(0.01);
    await expect(card.locator('.wy-breakdown__checked')).toHaveText(/^Checked \w+ \d{4}$/);
    // The partner badge explains itself inside the shadow root too.
    await expect(widget.locator('.wy-badge--partner').first()).toHaveAttribute('title', /never changes the score/);

    for (const name of builtinNames('vpn_providers').slice(0, 2))
      await widget.getByRole('button', { name: `Add to Compare ${name}` }).click();
    const rowHeaders = widget.getByRole('table').locator('tbody th[scope="row"]');
    await expect(rowHeaders).toHaveText([
      'Starting Price / Offer',
      'Promo',
      'Rating',
      'Key Features',
      'Visit',
      ...method.criteria.map((c) => c.label),
      ...method.facts.map((f) => f.label),
      'Pros',
      'Cons',
    ]);
    await expect(widget.locator('.wy-compare__best-mark').first()).toHaveText('Best');
  });

  test('loads the compare table and the score details only when a reader first asks for them, once', async ({
    page,
    servers,
    openPartnerPage,
  }) => {
    await openPartnerPage(`${script(servers)}<worthy-ranked-list category="vpn_providers"></worthy-ranked-list>`);
    const widget = page.locator('worthy-ranked-list');
    await expect(items(widget)).toHaveCount(builtinRows('vpn_providers').length);
    const scripts = () => servers.served.filter((path) => path.endsWith('.js'));
    // The first load: the script alone, and the list's one file (providers, words and scoring method).
    expect(scripts()).toEqual(['/embed/worthy-embed.js']);
    expect(servers.served.filter((path) => path.endsWith('.json'))).toEqual(['/embed/lists/vpn_providers.json']);
    const [first, second] = builtinNames('vpn_providers');
    await widget.getByRole('button', { name: `Add to Compare ${first}` }).click();
    await widget.getByRole('button', { name: `Add to Compare ${second}` }).click();
    await expect(widget.getByRole('table')).toBeVisible();
    expect(scripts()).toHaveLength(2);
    expect(scripts()[1]).toMatch(/^\/embed\/worthy-embed-extras-[\w-]+\.js$/);
    const card = items(widget).first();
    await card.getByRole('button', { name: /^How we scored it/ }).click();
    await expect(card.locator('.wy-breakdown__score').first()).toBeVisible();
    expect(scripts(), 'the second file serves both, fetched once').toHaveLength(2);
  });

  test('compares up to three providers in a table below the list', async ({ page, servers, openPartnerPage }) => {
    await openPartnerPage(`${script(servers)}<worthy-ranked-list category="vpn_providers"></worthy-ranked-list>`);
    const widget = page.locator('worthy-ranked-list');
    const [first, second, third, fourth] = builtinNames('vpn_providers');
    for (const name of [first, second, third]) {
      await widget.getByRole('button', { name: `Add to Compare ${name}` }).click();
    }

    const table = widget.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      new RegExp(`^${first}`),
      new RegExp(`^${second}`),
      new RegExp(`^${third}`),
    ]);
    await expect(table.getByRole('link', { name: /Visit Provider/ })).toHaveCount(3);
    await expect(widget.getByRole('button', { name: `Compare Limit Reached ${fourth}` })).toBeDisabled();
    await expect(widget.getByText('3 of 3 selected')).toBeVisible();
    // The panel sits below the list.
    const listBottom = (await widget.locator('ol').boundingBox())!;
    const tableTop = (await table.boundingBox())!;
    expect(tableTop.y).toBeGreaterThan(listBottom.y + listBottom.height);

    await widget.getByRole('button', { name: `Remove from Compare ${second}` }).click();
    await expect(table.getByRole('columnheader')).toHaveCount(2);

    // The list and the panel follow the selection by themselves (no list of the store's signals).
    // Scrolled to first: cards coming near the screen are laid out and shrink from the room they
    // held, which moves the panel up under a pointer pressed in the same frame.
    const clear = widget.getByRole('button', { name: 'Clear comparison' });
    await clear.scrollIntoViewIfNeeded();
    await settled(page);
    await clear.click();
    await expect(widget.getByText('0 of 3 selected')).toBeVisible();
    await expect(table).toHaveCount(0);
    await expect(widget.getByRole('button', { name: `Add to Compare ${fourth}` })).toBeEnabled();
  });

  test('adds the partner to every outbound link, keeping the link’s own query and fragment', async ({
    page,
    servers,
    openPartnerPage,
  }) => {
    await openPartnerPage(
      `${script(servers)}<worthy-ranked-list category="vpn_providers" partner="blog-42" ${backendAttrs(servers)}></worthy-ranked-list>`,
    );
    const widget = page.locator('worthy-ranked-list');
    await expect(items(widget).first().getByRole('heading')).toHaveText(LIVE_PICK.name);
    for (const name of builtinNames('vpn_providers').slice(1, 3)) {
      await widget.getByRole('button', { name: `Add to Compare ${name}` }).click();
    }
    await widget.getByRole('button', { name: `Add to Compare ${LIVE_PICK.name}` }).click();
    await expect(widget.getByRole('table').getByRole('link')).toHaveCount(3);

    const deal = 'https://live.example/deal?coupon=SAVE10&lang=en&utm_source=blog-42&utm_medium=embed#plans';
    await expect(widget.getByRole('link', { name: `Visit Provider ${LIVE_PICK.name} (opens in a new tab)` })).toHaveCount(2);
    for (const link of await widget.getByRole('link', { name: `Visit Provider ${LIVE_PICK.name} (opens in a new tab)` }).all()) {
      await expect(link).toHaveAttribute('href', deal);
    }
    await expect(widget.getByRole('link', { name: LIVE_PICK.name, exact: true })).toHaveAttribute('href', deal);
    await expect(items(widget).first().getByRole('link', { name: 'Read Review' })).toHaveAttribute(
      'href',
      'https://reviews.example/live-pick?ref=worthy&utm_source=blog-42&utm_medium=embed#verdict',
    );

    // Every link to a provider; the disclosure's "How we score" leads to Worthy's own page.
    const outbound = await widget
      .locator('a[target="_blank"]:not(.wy-list__disclosure a)')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(outbound.length).toBeGreaterThan(8 * 2);
    for (const href of outbound) {
      const params = new URL(href).searchParams;
      expect(params.getAll('utm_source'), href).toEqual(['blog-42']);
      expect(params.getAll('utm_medium'), href).toEqual(['embed']);
    }
  });

  test('tells the page what readers do: worthy:ready, worthy:compare and worthy:outbound on document', async ({
    page,
    servers,
    openPartnerPage,
    context,
  }) => {
    await page.addInitScript(() => {
      const seen: Array<{ type: string; detail: unknown; bubbles: boolean; composed: boolean; target: string }> = [];
      Object.assign(window, { worthyEvents: seen });
      for (const type of ['worthy:ready', 'worthy:compare', 'worthy:outbound']) {
        document.addEventListener(type, (event) => {
          const { detail, bubbles, composed, target } = event as CustomEvent;
          seen.push({ type, detail, bubbles, composed, target: (target as Element).getAttribute('category') ?? '' });
        });
      }
    });
    await openPartnerPage(
      `${script(servers)}<worthy-ranked-list category="vpn_providers" limit="4" partner="blog-42" ${backendAttrs(servers)}></worthy-ranked-list>` +
        `<worthy-ranked-list category="credit_card_providers" compare="false"></worthy-ranked-list>`,
    );
    const seen = () => page.evaluate(() => (window as unknown as { worthyEvents: Array<Record<string, unknown>> }).worthyEvents);
    const widget = page.locator('worthy-ranked-list').first();
    await expect(items(widget)).toHaveCount(4);
    await expect.poll(async () => (await seen()).length).toBe(2);
    expect(await seen()).toEqual(
      expect.arrayContaining([
        {
          type: 'worthy:ready',
          detail: { category: 'vpn_providers', count: 4, source: 'backend' },
          bubbles: true,
          composed: true,
          target: 'vpn_providers',
        },
        {
          type: 'worthy:ready',
          detail: { category: 'credit_card_providers', count: 8, source: 'builtin' },
          bubbles: true,
          composed: true,
          target: 'credit_card_providers',
        },
      ]),
    );

    const [, second, third] = builtinNames('vpn_providers');
    await widget.getByRole('button', { name: `Add to Compare ${third}` }).click();
    await widget.getByRole('button', { name: `Add to Compare ${LIVE_PICK.name}` }).click();
    await widget.getByRole('button', { name: `Remove from Compare ${third}` }).click();
    const compares = (await seen()).filter((event) => event.type === 'worthy:compare').map((event) => event.detail);
    expect(compares).toEqual([
      { category: 'vpn_providers', selected: [third] },
      { category: 'vpn_providers', selected: [third, LIVE_PICK.name] },
      { category: 'vpn_providers', selected: [LIVE_PICK.name] },
    ]);

    // Each kind of outbound link: the card (its name), Read Review, Visit Provider in the card and in the table.
    const deal = 'https://live.example/deal?coupon=SAVE10&lang=en&utm_source=blog-42&utm_medium=embed#plans';
    const review = 'https://reviews.example/live-pick?ref=worthy&utm_source=blog-42&utm_medium=embed#verdict';
    const secondCard = items(widget).nth(1);
    const follow = async (link: Locator) => {
      const opened = context.waitForEvent('page');
      await link.click();
      await (await opened).close();
    };
    await follow(widget.getByRole('link', { name: LIVE_PICK.name, exact: true }));
    await follow(items(widget).first().getByRole('link', { name: 'Read Review' }));
    await follow(secondCard.getByRole('link', { name: /^Visit Provider/ }));
    await follow(widget.getByRole('table').getByRole('link', { name: /^Visit Provider/ }));
    const outbound = (await seen()).filter((event) => event.type === 'worthy:outbound').map((event) => event.detail);
    const secondUrl = await secondCard.getByRole('link', { name: /^Visit Provider/ }).getAttribute('href');
    expect(outbound).toEqual([
      { category: 'vpn_providers', provider: LIVE_PICK.name, rank: 1, url: deal, partner: 'blog-42' },
      { category: 'vpn_providers', provider: LIVE_PICK.name, rank: 1, url: review, partner: 'blog-42' },
      { category: 'vpn_providers', provider: second, rank: 2, url: secondUrl, partner: 'blog-42' },
      { category: 'vpn_providers', provider: LIVE_PICK.name, rank: 1, url: deal, partner: 'blog-42' },
    ]);

    // Without a partner, partner is null and the URL is the provider's own.
    const plain = page.locator('worthy-ranked-list').nth(1);
    const name = builtinNames('credit_card_providers')[0]!;
    await follow(plain.getByRole('link', { name: /^Visit Provider/ }).first());
    expect((await seen()).at(-1)).toMatchObject({
      type: 'worthy:outbound',
      detail: { category: 'credit_card_providers', provider: name, rank: 1, partner: null },
      target: 'credit_card_providers',
    });
  });

  test('counts a followed link with its backend: one keepalive POST, no cookie or referrer, and the tab opens at once even when the backend hangs', async ({
    page,
    servers,
    openPartnerPage,
    context,
  }) => {
    await openPartnerPage(
      `${script(servers)}<worthy-ranked-list category="vpn_providers" partner="blog-42" ${backendAttrs(servers)}></worthy-ranked-list>`,
    );
    const widget = page.locator('worthy-ranked-list');
    await expect(items(widget).first().getByRole('heading')).toHaveText(LIVE_PICK.name);
    const second = builtinNames('vpn_providers')[1]!;

    /** Follows the second card's Visit Provider; returns how long the new tab took to open. */
    const follow = async () => {
      const opened = context.waitForEvent('page');
      const started = Date.now();
      await items(widget)
        .nth(1)
        .getByRole('link', { name: /^Visit Provider/ })
        .click();
      const tab = await opened;
      const took = Date.now() - started;
      await tab.close();
      return took;
    };

    const answered = await follow();
    await expect.poll(() => servers.backend.clicks.length).toBe(1);
    const [sent] = servers.backend.clicks;
    expect(JSON.parse(sent!.body)).toEqual({
      list_key: 'vpn_providers',
      provider: second,
      rank: 2,
      partner: 'blog-42',
      surface: 'embed',
    });
    expect(sent!.headers.apikey).toBe(ANON_KEY);
    expect(sent!.headers.cookie).toBeUndefined();
    expect(sent!.headers.referer).toBeUndefined();

    servers.backend.hangClicks = true;
    const hanging = await follow();
    await expect.poll(() => servers.backend.clicks.length).toBe(2);
    console.log(`new tab after a click: ${answered} ms with the backend answering, ${hanging} ms with it hanging`);
    // A backend that hangs never answers, so a tab that waited for the count would never open. Opening a
    // tab costs seconds on a loaded machine, so the hanging case is held to the answered one, not a clock.
    expect(hanging, 'time a hanging count adds to opening the tab').toBeLessThan(answered + 1_000);
  });

  test('sends no click without a backend', async ({ page, servers, openPartnerPage, context }) => {
    await openPartnerPage(`${script(servers)}<worthy-ranked-list category="vpn_providers"></worthy-ranked-list>`);
    const widget = page.locator('worthy-ranked-list');
    const opened = context.waitForEvent('page');
    await items(widget)
      .first()
      .getByRole('link', { name: /^Visit Provider/ })
      .click();
    await (await opened).close();
    await page.waitForTimeout(300);
    expect(servers.backend.clicks).toEqual([]);
    expect(servers.served.filter((path) => path.startsWith('/rest/'))).toEqual([]);
  });

  test('an unknown category shows a message and logs one console error naming it', async ({
    page,
    servers,
    openPartnerPage,
    consoleErrors,
  }) => {
    await openPartnerPage(
      `${script(servers)}<worthy-ranked-list category="nope_providers"></worthy-ranked-list>
       <script>document.body.dataset.hostScript = 'ran';</script>`,
    );
    const widget = page.locator('worthy-ranked-list');
    await expect(widget.getByText('This list is not available.')).toBeVisible();
    await settled(page);
    expect(consoleErrors).toHaveLength(1);
    expect(consoleErrors[0]).toContain('nope_providers');
    // The host page goes on working around it.
    await expect(page.locator('body')).toHaveAttribute('data-host-script', 'ran');
    expect(servers.served.filter((path) => /^\/embed\/(data|lists)\//.test(path))).toEqual([]);
  });

  test('a missing category shows the message and logs one console error', async ({
    page,
    servers,
    openPartnerPage,
    consoleErrors,
  }) => {
    await openPartnerPage(`${script(servers)}<worthy-ranked-list></worthy-ranked-list>`);
    await expect(page.locator('worthy-ranked-list').getByText('This list is not available.')).toBeVisible();
    await settled(page);
    expect(consoleErrors).toHaveLength(1);
    expect(consoleErrors[0]).toContain('category');
  });

  test('the script-tag form renders right after its own script, async scripts too', async ({
    page,
    servers,
    openPartnerPage,
    consoleErrors,
  }) => {
    await openPartnerPage(
      `<p id="before-sync">Sync:</p>${script(servers, 'id="sync" data-category="vpn_providers" data-limit="2" data-compare="false"')}
       <p id="before-async">Async:</p>${script(servers, 'id="async" async data-category="credit_card_providers" data-limit="1"')}`,
    );
    const after = (id: string) => page.locator(`#${id} + worthy-ranked-list`);
    await expect(items(after('sync'))).toHaveCount(2);
    await expect(items(after('async'))).toHaveCount(1);
    expect(await after('sync').getAttribute('category')).toBe('vpn_providers');
    await expect(after('sync').getByRole('button', { name: /Compare/ })).toHaveCount(0);
    expect(await names(after('async'))).toEqual(builtinNames('credit_card_providers').slice(0, 1));
    await expect(page.locator('worthy-ranked-list')).toHaveCount(2);
    expect(consoleErrors).toEqual([]);
  });

  test('a script-tag form pasted into <head> shows its widget at the top of the body', async ({
    page,
    servers,
    openPartnerPage,
    consoleErrors,
  }) => {
    await openPartnerPage('<h1 id="post-title">Post</h1>', {
      head: script(servers, 'data-category="vpn_providers" data-limit="2"'),
    });
    await expect(page.locator('head worthy-ranked-list')).toHaveCount(0);
    await expect(items(page.locator('body > worthy-ranked-list:first-child'))).toHaveCount(2);
    expect(consoleErrors).toEqual([]);
  });

  test('loading the script twice is harmless', async ({ page, servers, openPartnerPage, consoleErrors }) => {
    await page.addInitScript(() => {
      const define = customElements.define.bind(customElements);
      (window as unknown as { definitions: string[] }).definitions = [];
      customElements.define = (name, constructor, options) => {
        (window as unknown as { definitions: string[] }).definitions.push(name);
        define(name, constructor, options);
      };
    });
    await openPartnerPage(
      `${script(servers)}${script(servers)}
       <worthy-ranked-list id="tag" category="vpn_providers" limit="2"></worthy-ranked-list>
       ${script(servers, 'id="form" data-category="vpn_providers" data-limit="3"')}`,
    );
    await expect(items(page.locator('#tag'))).toHaveCount(2);
    await expect(items(page.locator('#form + worthy-ranked-list'))).toHaveCount(3);
    await expect(page.locator('worthy-ranked-list')).toHaveCount(2);
    for (const widget of await page.locator('worthy-ranked-list').all()) {
      expect(await widget.evaluate((element) => element.shadowRoot!.querySelectorAll('ol').length)).toBe(1);
    }
    expect(await page.evaluate(() => (window as unknown as { definitions: string[] }).definitions)).toEqual([
      'worthy-ranked-list',
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('a page that already defines <worthy-ranked-list> gets one console warning naming the conflict', async ({
    page,
    servers,
    openPartnerPage,
    consoleErrors,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await openPartnerPage(
      `<script>customElements.define('worthy-ranked-list', class RatingStars extends HTMLElement {
         connectedCallback() { this.textContent = 'the page’s own element'; }
       });</script>
       <worthy-ranked-list category="vpn_providers"></worthy-ranked-list>
       ${script(servers)}${script(servers)}
       ${script(servers, 'data-category="vpn_providers"')}`,
    );
    // The scripts are synchronous: by the load event all three copies have run, and each defines
    // (or warns) a task later; a few tasks after that, every warning there will be has come.
    await page.waitForLoadState('load');
    await expect.poll(() => warnings.length).toBe(1);
    await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('another script defines <worthy-ranked-list> (RatingStars); remove it to show Worthy lists');
    // The page's own element keeps working and nothing of ours is added.
    await expect(page.locator('worthy-ranked-list')).toHaveCount(1);
    await expect(page.locator('worthy-ranked-list')).toHaveText('the page’s own element');
    expect(consoleErrors).toEqual([]);
  });

  test('widgets with the same key share one backend request', async ({ page, servers, openPartnerPage, consoleErrors }) => {
    await openPartnerPage(
      `${script(servers)}
       <worthy-ranked-list id="a" category="vpn_providers" ${backendAttrs(servers)}></worthy-ranked-list>
       <worthy-ranked-list id="b" category="vpn_providers" limit="3" ${backendAttrs(servers)}></worthy-ranked-list>
       <worthy-ranked-list id="c" category="credit_card_providers" ${backendAttrs(servers)}></worthy-ranked-list>`,
    );
    for (const id of ['a', 'b', 'c']) {
      await expect(
        items(page.locator(`#${id}`))
          .first()
          .getByRole('heading'),
      ).toHaveText(LIVE_PICK.name);
    }
    expect(servers.backend.readsOf('vpn_providers')).toBe(1);
    expect(servers.backend.readsOf('credit_card_providers')).toBe(1);
    expect(servers.backend.reads.every((read) => read.apikey === ANON_KEY)).toBe(true);
    // The backend answered, so no built-in rows were fetched; each list's words came once, from beside the script.
    expect(servers.served.filter((path) => path.startsWith('/embed/data/'))).toEqual([]);
    expect(servers.served.filter((path) => path.startsWith('/embed/lists/')).sort()).toEqual([
      '/embed/lists/credit_card_providers.json',
      '/embed/lists/vpn_providers.json',
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('falls back to the built-in list when the backend fails', async ({ page, servers, openPartnerPage, consoleErrors }) => {
    servers.backend.failWith = 500;
    await openPartnerPage(
      `${script(servers)}<worthy-ranked-list category="vpn_providers" ${backendAttrs(servers)}></worthy-ranked-list>`,
    );
    const widget = page.locator('worthy-ranked-list');
    await expect(items(widget)).toHaveCount(VPN_PROVIDERS);
    expect(await names(widget)).toEqual(builtinNames('vpn_providers'));
    expect(servers.backend.readsOf('vpn_providers')).toBe(1);
    expect(consoleErrors.filter((text) => text.includes('Error fetching providers for table vpn_providers'))).toHaveLength(1);
  });

  test("built-in cards' Read Review leads to each provider's review on the flagship, sponsored like every link the widget spreads", async ({
    page,
    servers,
    openPartnerPage,
  }) => {
    await openPartnerPage(`${script(servers)}<worthy-ranked-list category="vpn_providers"></worthy-ranked-list>`);
    const widget = page.locator('worthy-ranked-list');
    await expect(items(widget)).toHaveCount(VPN_PROVIDERS);
    const reviews = widget.getByRole('link', { name: 'Read Review' });
    await expect(reviews).toHaveCount(VPN_PROVIDERS);
    const expected = sortRows(builtinRows('vpn_providers')).map((row) => row.review as string);
    expect(await reviews.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))).toEqual(expected);
    for (const href of expected) expect(href).toMatch(/^https:\/\/worthy\.reviews\/digital\/vpn-services\/[a-z0-9-]+$/);
    for (const link of await reviews.all()) await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(widget.getByRole('link', { name: 'How we score' })).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  });

  const brokenListFiles: Array<[string, (route: Route) => Promise<void>, RegExp]> = [
    ['a server error', (route) => route.fulfill({ status: 500, body: 'boom' }), /HTTP 500/],
    ['a body that is not JSON', (route) => route.fulfill({ contentType: 'application/json', body: '<html>' }), /JSON/],
    ['JSON of the wrong shape', (route) => route.fulfill({ contentType: 'application/json', body: '{"providers":7}' }), /^$/],
  ];
  for (const [broken, answer, logged] of brokenListFiles) {
    test(`a list file answered with ${broken} shows the empty message, the page untouched`, async ({
      page,
      servers,
      openPartnerPage,
      consoleErrors,
    }) => {
      await page.route('**/embed/lists/vpn_providers.json', answer);
      await openPartnerPage(`${script(servers)}<worthy-ranked-list category="vpn_providers"></worthy-ranked-list>`);
      const widget = page.locator('worthy-ranked-list');
      await expect(listStatus(widget)).toHaveText('No providers available right now.');
      await expect(items(widget)).toHaveCount(0);
      await expect(page.locator('#host-title')).toBeVisible();
      await expect(page.locator('#after')).toBeVisible();
      // A wrong shape is no failure of the request, only an empty list; the others say what failed.
      const failures = consoleErrors.filter((text) => text.includes('could not load lists/vpn_providers.json'));
      expect(failures).toHaveLength(logged.source === '^$' ? 0 : 1);
      if (failures.length) expect(failures[0]).toMatch(logged);
    });
  }

  test('a list file that never answers gives up after the read timeout with the empty message', async ({
    page,
    servers,
    openPartnerPage,
    consoleErrors,
  }) => {
    await page.clock.install();
    // Never fulfilled: a server that accepts the request and then says nothing.
    await page.route('**/embed/lists/vpn_providers.json', () => undefined);
    await openPartnerPage(`${script(servers)}<worthy-ranked-list category="vpn_providers"></worthy-ranked-list>`);
    const widget = page.locator('worthy-ranked-list');
    await expect(listStatus(widget)).toHaveText('Loading providers...');
    // The request is out; from here the page's time moves only when the test moves it. A second
    // ahead, so the page's clock (still running) cannot pass that time before the pause lands. The
    // request went out a moment before that, up to a few seconds on a loaded machine: so the list
    // must still be waiting well before the timeout, and must have given up soon after it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.clock.runFor(READ_TIMEOUT_MS - 4_000);
    await expect(listStatus(widget)).toHaveText('Loading providers...');
    await page.clock.runFor(5_000);
    await expect(listStatus(widget)).toHaveText('No providers available right now.');
    expect(consoleErrors).toEqual(['Worthy: could not load lists/vpn_providers.json TimeoutError: signal timed out']);
  });

  test('theme dark and theme auto switch the palette, auto live with the system', async ({ page, servers, openPartnerPage }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPartnerPage(
      `${script(servers)}
       <worthy-ranked-list id="light" category="vpn_providers" limit="1"></worthy-ranked-list>
       <worthy-ranked-list id="dark" category="vpn_providers" limit="1" theme="dark"></worthy-ranked-list>
       <worthy-ranked-list id="auto" category="vpn_providers" limit="1" theme="auto"></worthy-ranked-list>`,
    );
    const surface = (id: string) => style(page.locator(`#${id}`).locator('article').first(), 'background-color');
    await expect(page.locator('#auto article')).toHaveCount(1);
    expect(await surface('light')).toBe(LIGHT_SURFACE);
    expect(await surface('dark')).toBe(DARK_SURFACE);
    expect(await surface('auto')).toBe(DARK_SURFACE);
    expect(await style(page.locator('#dark').getByRole('heading', { level: 3 }), 'color')).toBe('rgb(232, 237, 245)');

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => surface('auto')).toBe(LIGHT_SURFACE);
    expect(await surface('dark')).toBe(DARK_SURFACE);
  });

  test('only a dark or automatic list fetches the palettes, shows nothing light meanwhile, and shows light if they fail', async ({
    page,
    servers,
    openPartnerPage,
  }) => {
    const palettes: string[] = [];
    page.on('request', (request) => request.url().includes('themeStyles') && palettes.push(request.url()));
    await openPartnerPage(`${script(servers)}<worthy-ranked-list category="vpn_providers" limit="1"></worthy-ranked-list>`);
    await expect(page.locator('worthy-ranked-list article')).toHaveCount(1);
    expect(palettes).toEqual([]);

    // Held back: the dark list holds its room unseen, never in the light palette.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*themeStyles*', async (route) => {
      await held;
      await route.continue();
    });
    const body = `${script(servers)}<worthy-ranked-list category="vpn_providers" limit="1" theme="dark"></worthy-ranked-list>`;
    // Not waiting for the load event, which a held file may delay.
    await page.goto(servers.publish('/dark-held', partnerPage({ body })), { waitUntil: 'domcontentloaded' });
    const dark = page.locator('worthy-ranked-list');
    await expect(dark.locator('article')).toHaveCount(1);
    expect(await style(dark, 'visibility')).toBe('hidden');
    expect((await dark.boundingBox())!.height).toBeGreaterThan(300);
    release();
    await expect.poll(() => style(dark, 'visibility')).toBe('visible');
    expect(await style(dark.locator('article'), 'background-color')).toBe(DARK_SURFACE);
    expect(palettes).toHaveLength(1);

    await page.unroute('**/*themeStyles*');
    await page.route('**/*themeStyles*', (route) => route.abort());
    await openPartnerPage(body);
    await expect.poll(() => style(page.locator('worthy-ranked-list'), 'visibility')).toBe('visible');
    expect(await style(page.locator('worthy-ranked-list article'), 'background-color')).toBe(LIGHT_SURFACE);
  });

  test('partners theme it with --worthy-* properties set on the element', async ({ page, servers, openPartnerPage }) => {
    await openPartnerPage(
      `${script(servers)}
       <worthy-ranked-list id="plain" category="vpn_providers" limit="1"></worthy-ranked-list>
       <worthy-ranked-list id="inline" category="vpn_providers" limit="1" style="--worthy-color-brand: rgb(200, 0, 120)"></worthy-ranked-list>
       <worthy-ranked-list id="sheet" category="vpn_providers" limit="1" theme="dark"></worthy-ranked-list>`,
      { head: '<style>#sheet { --worthy-color-brand: rgb(0, 90, 200) }</style>' },
    );
    const visit = (id: string) => page.locator(`#${id}`).getByRole('link', { name: /^Visit Provider/ });
    await expect(visit('sheet')).toBeVisible();
    expect(await style(visit('plain'), 'background-color')).toBe(BRAND);
    expect(await style(visit('inline'), 'background-color')).toBe('rgb(200, 0, 120)');
    // A page rule beats the widget's own :host rules, even the dark palette's.
    expect(await style(visit('sheet'), 'background-color')).toBe('rgb(0, 90, 200)');
  });

  // Tall enough that the text below the loading widget is on screen: a placeholder holds the
  // tallest card of any list at its width (lib/connected/WorthyRankedList/cardHeights.css), over 1,200 px on a phone.
  for (const viewport of [
    { width: 1280, height: 2400 },
    { width: 360, height: 2400 },
  ]) {
    test(`the page below does not move when the data arrives (${viewport.width} px)`, async ({
      page,
      servers,
      openPartnerPage,
    }) => {
      await page.setViewportSize(viewport);
      servers.backend.delayMs = 2500;
      const limit = viewport.width > 700 ? 2 : 1;
      await openPartnerPage(
        `${script(servers)}<worthy-ranked-list category="vpn_providers" limit="${limit}" compare="false" ${backendAttrs(servers)}></worthy-ranked-list>`,
      );
      const widget = page.locator('worthy-ranked-list');
      await expect(widget.getByText('Loading providers...')).toBeVisible();
      await settled(page);
      const before = (await page.locator('#after').boundingBox())!;
      expect(before.y + before.height, 'the text below is on screen').toBeLessThan(viewport.height);

      await expect(items(widget)).toHaveCount(limit, { timeout: 5000 });
      await settled(page);
      const after = (await page.locator('#after').boundingBox())!;
      expect(after.y).toBeCloseTo(before.y, 0);
      expect(await heldRoom(widget), 'the room stays held while the text below is on screen').toMatch(/px$/);
    });
  }

  // The README's and /partners' advice for a list in a post's first screen (site/pages/partnerAdvice.ts).
  const HOLD_CSS = `<style>${ROOM_HOLDING_CSS}</style>`;
  for (const hold of [true, false])
    test(`a list in the first screen whose script arrives after the first paint ${hold ? 'moves nothing with the room held by the page’s CSS' : 'moves the text below it without'}`, async ({
      page,
      servers,
      openPartnerPage,
    }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await countLayoutShift(page);
      await page.route(servers.scriptUrl, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await openPartnerPage(
        `${script(servers, 'async')}<worthy-ranked-list category="vpn_providers" limit="1"></worthy-ranked-list>`,
        {
          head: hold ? HOLD_CSS : '',
        },
      );
      const widget = page.locator('worthy-ranked-list');
      await expect(items(widget)).toHaveCount(1, { timeout: 10_000 });
      await settled(page);
      const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity);
      const scriptArrived = await page.evaluate(
        (url) => (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)?.responseEnd ?? 0,
        servers.scriptUrl,
      );
      expect(painted, 'the page painted before the script arrived').toBeLessThan(scriptArrived);
      if (hold) expect(await layoutShift(page)).toBe(0);
      else expect(await layoutShift(page), 'why the advice: the text below moves down once').toBeGreaterThan(0.1);
    });

  test('gives the room it held back once the list ends below the window', async ({ page, servers, openPartnerPage }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    servers.backend.delayMs = 1000;
    await openPartnerPage(
      `${script(servers)}<worthy-ranked-list category="vpn_providers" limit="1" compare="false" ${backendAttrs(servers)}></worthy-ranked-list>`,
    );
    const widget = page.locator('worthy-ranked-list');
    await expect(widget.getByText('Loading providers...')).toBeVisible();
    await expect.poll(() => heldRoom(widget), 'the room held while the list loads').toMatch(/px$/);
    await expect(items(widget)).toHaveCount(1, { timeout: 5000 });
    await expect.poll(() => heldRoom(widget), 'given back: nothing on screen moves').toBe('');
  });

  test('renders styled under a strict Content-Security-Policy that allows only the origins the README lists', async ({
    page,
    servers,
    openPartnerPage,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const origin = servers.scriptOrigin;
    // One widget on built-in data (fetched beside the script), one reading a backend: the fake
    // Supabase shares the script's origin here, so connect-src names it once.
    await openPartnerPage(
      `${script(servers)}<worthy-ranked-list category="vpn_providers" limit="2"></worthy-ranked-list>
       <worthy-ranked-list id="live" category="cloud_storage_providers" limit="2" ${backendAttrs(servers)}></worthy-ranked-list>`,
      {
        linkedCss: true,
        headers: {
          // data: is the test page's own favicon (support/partnerPage.ts), not the embed's.
          'Content-Security-Policy': `default-src 'self'; script-src ${origin}; connect-src ${origin}; style-src 'self'; img-src 'self' data: https:`,
        },
      },
    );
    const widget = page.locator('worthy-ranked-list').first();
    await expect(items(widget)).toHaveCount(2);
    await expect(page.locator('#live').getByRole('heading', { name: LIVE_PICK.name })).toBeVisible();
    expect(servers.backend.readsOf('cloud_storage_providers')).toBe(1);
    expect(await style(widget.getByRole('link', { name: /^Visit Provider/ }).first(), 'background-color')).toBe(BRAND);
    expect(await style(items(widget).first(), 'display')).toBe('block');
    expect(await style(page.locator('#host-text'), 'color')).toBe('rgb(255, 0, 0)');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('works beside the page’s own React: reads and writes no globals', async ({
    page,
    servers,
    openPartnerPage,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      const touched: string[] = [];
      const stub = { version: '19.0.0', createElement: () => null };
      for (const name of ['React', 'ReactDOM', 'preact', 'h', 'Fragment']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get: () => (touched.push(`read ${name}`), stub),
          set: () => touched.push(`write ${name}`),
        });
      }
      const w = window as unknown as Record<string, unknown>;
      w.process = { env: { NODE_ENV: 'development' } };
      w.touched = touched;
      w.globalsBefore = [];
      w.globalsBefore = Object.getOwnPropertyNames(window);
    });
    await openPartnerPage(`${script(servers)}<worthy-ranked-list category="vpn_providers" limit="2"></worthy-ranked-list>`);
    await expect(items(page.locator('worthy-ranked-list'))).toHaveCount(2);

    const { touched, added } = await page.evaluate(() => {
      const w = window as unknown as { touched: string[]; globalsBefore: string[] };
      const before = new Set(w.globalsBefore);
      return { touched: [...w.touched], added: Object.getOwnPropertyNames(window).filter((name) => !before.has(name)) };
    });
    expect(touched).toEqual([]);
    expect(added).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
