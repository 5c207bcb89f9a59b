/**
 * The room the embed holds while it loads (lib/connected/WorthyRankedList/cardHeights.css) is enough: at each width,
 * every card of every built-in list fits in a placeholder, so no list grows when it arrives and
 * the partner's page below it never moves. When a card change makes this fail, measure again:
 * `node scripts/measure-embed-cards.mjs`. Uses the servers of embed.spec.ts; dist/embed is built
 * when missing (WORTHY_EMBED_DIR points at another build).
 */
import { expect, type Route } from '@playwright/test';
import { LIST_KEYS } from '../../lib/model';
import { builtinRows } from '../support/embedServers';
import { embedTest as test } from '../support/embedTest';

/** Widths of the partner's column: common ones, and some between the reserve's steps. */
const WIDTHS = [320, 333, 360, 480, 587, 701, 720, 960];

interface Measured {
  category: string;
  /** The widget's own height (its frame, without the reserve the element holds on the page). */
  height: number;
  placeholders: number[];
  cards: number[];
}

/** Every widget on the page, measured inside its shadow root. */
function measureWidgets(): Measured[] {
  return [...document.querySelectorAll('worthy-ranked-list')].map((host) => {
    const heights = (selector: string) =>
      [...host.shadowRoot!.querySelectorAll(selector)].map((element) => element.getBoundingClientRect().height);
    return {
      category: host.getAttribute('category')!,
      height: host.shadowRoot!.querySelector('.wy-widget')!.getBoundingClientRect().height,
      placeholders: heights('.wy-card--placeholder'),
      cards: heights('article.wy-card'),
    };
  });
}

for (const width of WIDTHS) {
  test(`every built-in card fits the room held for it, ${width} px wide`, async ({ page, servers }) => {
    // The lists arrive only when released, so the placeholders can be measured first.
    const held: Route[] = [];
    await page.route(/\/embed\/lists\/\w+\.json$/, (route) => void held.push(route));
    const widgets = LIST_KEYS.map(
      (key) => `<div style="width: ${width}px"><worthy-ranked-list category="${key}"></worthy-ranked-list></div>`,
    );
    await page.setViewportSize({ width: Math.max(width + 40, 400), height: 900 });
    await page.goto(
      servers.publish(
        '/every-list',
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Every list</title></head>
         <body>${widgets.join('\n')}<script src="${servers.scriptUrl}"></script></body></html>`,
      ),
    );
    await expect.poll(() => held.length, { message: 'every list is asked for' }).toBe(LIST_KEYS.length);
    const loading = await page.evaluate(measureWidgets);

    for (const route of held) await route.continue();
    const allLoaded = () =>
      page.evaluate(() =>
        // Every card drawn: they follow the header a frame each, in placeholders until then.
        [...document.querySelectorAll('worthy-ranked-list')].every(
          (host) => host.shadowRoot?.querySelector('ol') && !host.shadowRoot.querySelector('.wy-card--placeholder'),
        ),
      );
    // A page's cards come one a frame, page-wide: this page, with every list, takes a few seconds.
    await expect.poll(allLoaded, { message: 'every list arrives', timeout: 30_000 }).toBe(true);
    const loaded = await page.evaluate(measureWidgets);

    const problems: string[] = [];
    for (const [index, before] of loading.entries()) {
      const after = loaded[index]!;
      const room = Math.min(...before.placeholders);
      expect(before.placeholders, `${before.category}: one placeholder per provider`).toHaveLength(
        builtinRows(before.category).length,
      );
      expect(after.cards, `${after.category}: every provider shown`).toHaveLength(before.placeholders.length);
      const tallest = Math.max(...after.cards);
      if (tallest > room + 0.5)
        problems.push(`${after.category}: a ${tallest.toFixed(1)} px card in ${room.toFixed(1)} px of room`);
      if (after.height > before.height + 0.5) {
        problems.push(`${after.category}: grew from ${before.height.toFixed(1)} to ${after.height.toFixed(1)} px when it loaded`);
      }
    }
    expect(problems, 'cards taller than their placeholders: run `node scripts/measure-embed-cards.mjs`').toEqual([]);
  });
}
