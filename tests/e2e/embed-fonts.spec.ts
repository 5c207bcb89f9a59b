/**
 * The fonts the embed looks up before its list renders (lib/embed/fonts.ts): exactly the weights
 * and sizes a list's first paint sets, in the family and at the root size of the partner's page,
 * while the list's data is on its way; and a browser that cannot look them up ahead still shows
 * the list. Uses the servers of embed.spec.ts.
 */
import { expect, type Route } from '@playwright/test';
import { LIST_TYPE } from '../../lib/embed/fonts';
import { CANADA_LIST_KEYS, LIST_KEYS } from '../../lib/model';
import { embedTest as test } from '../support/embedTest';

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Fonts</title>${head}</head><body>${body}</body></html>`;

/** Weight (hundreds) and size (px at a 16 px root) of every text shown in the page's lists, as LIST_TYPE writes them. */
function typeShown(): string[] {
  const root = parseFloat(getComputedStyle(document.documentElement).fontSize);
  const types = new Set<string>();
  for (const host of document.querySelectorAll('worthy-ranked-list')) {
    const walker = document.createTreeWalker(host.shadowRoot!, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const element = text.parentElement!;
      if (!text.textContent!.trim() || !element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      types.add(`${Number(style.fontWeight) / 100}${+((parseFloat(style.fontSize) * 16) / root).toFixed(3)}`);
    }
  }
  return [...types].sort();
}

for (const width of [320, 960]) {
  test(`every weight and size a list first shows is looked up ahead, and no other, ${width} px wide`, async ({
    page: browser,
    servers,
  }) => {
    const english = LIST_KEYS.map((key) => `<worthy-ranked-list category="${key}"></worthy-ranked-list>`);
    const french = CANADA_LIST_KEYS.map((key) => `<worthy-ranked-list category="${key}" lang="fr-CA"></worthy-ranked-list>`);
    await browser.setViewportSize({ width, height: 900 });
    await browser.goto(
      servers.publish('/every-list', page(`${[...english, ...french].join('\n')}<script src="${servers.scriptUrl}"></script>`)),
    );
    await expect
      .poll(
        () =>
          browser.evaluate(() =>
            [...document.querySelectorAll('worthy-ranked-list')].every(
              (host) => host.shadowRoot?.querySelector('ol') && !host.shadowRoot.querySelector('.wy-card--placeholder'),
            ),
          ),
        // A page's cards come one a frame, page-wide: this page's lists take a few seconds.
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await browser.evaluate(typeShown), 'update LIST_TYPE in lib/embed/fonts.ts').toEqual(LIST_TYPE.split(' ').sort());
  });
}

test("looks the fonts up while the list's data is on its way, in the page's family and root size", async ({
  page: browser,
  servers,
}) => {
  await browser.addInitScript(() => {
    const looked: string[] = [];
    Object.assign(window, { looked });
    const font = Object.getOwnPropertyDescriptor(OffscreenCanvasRenderingContext2D.prototype, 'font')!;
    Object.defineProperty(OffscreenCanvasRenderingContext2D.prototype, 'font', {
      ...font,
      set(value: string) {
        looked.push(value);
        font.set!.call(this, value);
      },
    });
  });
  const held: Route[] = [];
  await browser.route(/\/embed\/lists\/\w+\.json$/, (route) => void held.push(route));
  await browser.goto(
    servers.publish(
      '/fonts',
      page(
        `<worthy-ranked-list category="vpn_providers"></worthy-ranked-list><worthy-ranked-list category="web_hosting_providers"></worthy-ranked-list>
         <script src="${servers.scriptUrl}"></script>`,
        '<style>html { font-size: 20px } worthy-ranked-list { --worthy-font: Georgia, serif }</style>',
      ),
    ),
  );
  const expected = LIST_TYPE.split(' ').map((type) => `${type[0]}00 ${(Number(type.slice(1)) * 20) / 16}px Georgia, serif`);
  // Each list looks them up (the second finds them ready), before either list's data has come.
  await expect
    .poll(() => browser.evaluate(() => (window as unknown as { looked: string[] }).looked.length))
    .toBe(2 * expected.length);
  expect(await browser.evaluate(() => document.querySelector('worthy-ranked-list')!.shadowRoot!.querySelector('ol'))).toBeNull();
  const looked = await browser.evaluate(() => (window as unknown as { looked: string[] }).looked);
  expect(looked.slice(0, expected.length)).toEqual(expected);
  expect(looked.slice(expected.length)).toEqual(expected);

  for (const route of held) await route.continue();
  await expect(browser.locator('worthy-ranked-list').first().locator('article.wy-card').first()).toBeVisible();
});

test('a browser that cannot look fonts up ahead shows the list all the same, and says nothing', async ({
  page: browser,
  servers,
}) => {
  const errors: string[] = [];
  browser.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  browser.on('pageerror', (error) => void errors.push(error.message));
  await browser.addInitScript(() => Reflect.deleteProperty(window, 'OffscreenCanvas'));
  await browser.goto(
    servers.publish(
      '/no-canvas',
      page(
        `<worthy-ranked-list category="vpn_providers" limit="3"></worthy-ranked-list><script src="${servers.scriptUrl}"></script>`,
      ),
    ),
  );
  await expect(browser.locator('worthy-ranked-list article.wy-card')).toHaveCount(3);
  expect(errors).toEqual([]);
});
