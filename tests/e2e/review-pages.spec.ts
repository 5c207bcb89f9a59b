/**
 * Review pages in the browser (CONTRACT section 11): the sections in order with the row's numbers,
 * the links a reader follows from them, 'Read Review' from a topic page's card as an internal link,
 * and the not-found page for a slug no list has.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, open, test } from '../support/site';
import { dismissCookieBanner } from '../support/audit';
import { builtinMethod, builtinProviders } from '../support/topicPages';
import { bestScores, factText } from '../../lib/format';
import { english } from '../../lib/i18n/say';
import { LISTS, type FactDefinition } from '../../lib/model';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rows = (key: string) =>
  JSON.parse(readFileSync(`${root}lib/data/builtin/${key}.json`, 'utf8')) as Array<{
    name: string;
    rating: number;
    review: string;
    verified_at: string;
    is_worthy_partner: boolean;
    display_order: number;
  }>;
const method = (key: string) =>
  JSON.parse(readFileSync(`${root}lib/data/methods/${key}.json`, 'utf8')) as {
    criteria: Array<{ label: string; weight: number }>;
    facts?: FactDefinition[];
  };
const pathOf = (url: string) => new URL(url).pathname;
const month = (day: string) => new Date(`${day}T12:00:00`).toLocaleString('en-US', { month: 'long', year: 'numeric' });

test.beforeEach(async ({ context }) => dismissCookieBanner(context));

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`a review page in order, with the row's numbers, at ${viewport.width} px`, async ({ page, consoleErrors }) => {
    await page.setViewportSize(viewport);
    const list = rows('vpn_providers').sort((a, b) => a.display_order - b.display_order);
    const subject = list[1]!;
    await open(page, pathOf(subject.review));

    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Digital & Security',
      /VPN/,
      subject.name,
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${subject.name} review`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Our verdict',
      'Our take',
      'Key facts',
      `How ${subject.name} scored`,
      'Pros and cons',
      `Who ${subject.name} suits`,
      `How ${subject.name} compares`,
      `Alternatives to ${subject.name}`,
      'How we score VPN Services',
    ]);

    // The rank is said once, in the heading's line; the verdict has the rating and the check. Our take is the editor's.
    await expect(page.locator('.ws-hero__tagline')).toHaveText(
      `#2 of ${list.length} in VPN Services, rated ${subject.rating.toFixed(2)} / 5.`,
    );
    await expect(page.getByText(`#2 of ${list.length} in VPN Services`)).toHaveCount(1);
    const verdict = page.locator('.ws-review__verdict');
    await expect(verdict).toContainText(subject.rating.toFixed(2));
    const takes = JSON.parse(readFileSync(`${root}site/content/takes/en/vpn_providers.json`, 'utf8')) as Record<string, string>;
    await expect(page.locator('#take-title + p')).toHaveText(takes[subject.name]!);
    await expect(verdict).toContainText(`Checked ${month(subject.verified_at)}`);
    const visit = verdict.getByRole('link', { name: `Visit ${subject.name}` });
    await expect(visit).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(verdict).toContainText('We may earn a commission');
    await expect(verdict.getByText('Worthy has a commercial relationship')).toHaveCount(subject.is_worthy_partner ? 1 : 0);

    const criteria = method('vpn_providers').criteria;
    const parts = page.locator('.ws-review__criteria > li');
    await expect(parts).toHaveCount(criteria.length);
    for (const [i, { label, weight }] of criteria.entries()) {
      await expect(parts.nth(i)).toContainText(label);
      await expect(parts.nth(i)).toContainText(`${weight}%`);
      await expect(parts.nth(i)).toContainText(/\d\.\d \/ 5/);
    }

    // Every fact of the provider (CONTRACT section 15) in the Key facts table: its label, its value
    // as the cards write it, a link to where the provider states it and the month it was checked there.
    const vpnMethod = method('vpn_providers');
    const facts = page.getByRole('table', { name: `Facts about ${subject.name}, with where each is stated` });
    await expect(facts.locator('tbody th')).toHaveText((vpnMethod.facts ?? []).map((fact) => fact.label));
    const provider = builtinProviders('vpn_providers').find((p) => p.name === subject.name)!;
    for (const [i, fact] of (vpnMethod.facts ?? []).entries()) {
      const row = facts.locator('tbody tr').nth(i);
      const stated = provider.facts![fact.id]!;
      await expect(row.locator('td').first()).toHaveText(factText(fact, stated.value, english));
      await expect(row.getByRole('link')).toHaveAttribute('href', stated.source);
      await expect(row.getByRole('link')).toHaveAttribute('rel', 'sponsored noopener noreferrer');
      await expect(row.locator('td').last()).toContainText(`checked ${month(stated.checked)}`);
    }
    // Still a table to a screen reader when a phone stacks its rows, and no source cut off at the edge.
    await expect(facts.getByRole('rowheader')).toHaveCount(vpnMethod.facts!.length);
    expect(await page.locator('.ws-review__facts').evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(true);

    // Its neighbours, #1 and #3, one column each; a row per criterion and the rating.
    const table = page.getByRole('table').filter({ hasText: 'Criterion (weight)' });
    await expect(table.locator('thead th')).toHaveText([
      'Criterion (weight)',
      new RegExp(list[0]!.name),
      new RegExp(subject.name),
      new RegExp(list[2]!.name),
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(criteria.length + 1);
    await expect(page.locator('#compares-title + p')).toContainText(`Against ${list[0]!.name} (#1) and ${list[2]!.name} (#3)`);

    // Every review it links to exists; the method is the topic page's section.
    const reviewLinks = await page
      .locator('.ws-review__alternatives a, table a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    expect(reviewLinks.length).toBeGreaterThanOrEqual(3);
    for (const path of new Set(reviewLinks)) expect((await page.request.get(path)).status(), path).toBe(200);
    await expect(
      page.getByRole('link', { name: new RegExp(`^Read how ${subject.name} was scored on the Best VPN Services .*page$`) }),
    ).toHaveAttribute('href', '/digital/vpn-services#how-we-score');
    await expect(page.getByRole('link', { name: 'Worthy editorial team' })).toHaveAttribute('href', '/about');

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
}

test('on a phone the facts table holds the longest source address without scrolling sideways', async ({ page }) => {
  const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');
  const longest = LISTS.flatMap(({ key }) => builtinProviders(key))
    .flatMap((provider) => Object.values(provider.facts ?? {}).map((fact) => ({ provider, host: hostOf(fact.source) })))
    .reduce((a, b) => (b.host.length > a.host.length ? b : a));
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, pathOf(longest.provider.review!));
  const region = page.locator('.ws-review__facts');
  await expect(region.getByRole('link', { name: longest.host }).first()).toBeVisible();
  expect(await region.evaluate((facts) => facts.scrollWidth <= facts.clientWidth)).toBe(true);
});

test("at 320 px no review page scrolls sideways: each list's #1, a Canada list's in French", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 800 });
  const wide: string[] = [];
  for (const { key, market } of LISTS) {
    const path = `${market === 'ca' ? '/fr' : ''}${pathOf(builtinProviders(key)[0]!.review!)}`;
    await open(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    if (overflow > 0) wide.push(`${path} by ${overflow} px`);
  }
  expect(wide).toEqual([]);
});

test('on a phone each criterion of a review has its score beside its title, and its weight under the title', async ({ page }) => {
  // The longest criterion titles of any list: a long title once pushed the score alone onto a line of its own.
  await page.setViewportSize({ width: 320, height: 800 });
  await open(page, '/finance/savings-accounts-canada/eq-bank');
  const heads = await page.locator('.ws-review__criteria .ws-method__head').evaluateAll((all) =>
    all.map((head) => {
      const box = (selector: string) => head.querySelector(selector)!.getBoundingClientRect();
      return { title: box('h3'), weight: box('.ws-method__weight'), score: box('.ws-review__criterion-score') };
    }),
  );
  expect(heads.length).toBe(method('savings_account_providers_canada').criteria.length);
  for (const { title, weight, score } of heads) {
    expect(score.left).toBeGreaterThanOrEqual(title.right);
    expect(score.top).toBeLessThan(title.bottom);
    expect(weight.top).toBeGreaterThanOrEqual(title.bottom - 1);
    expect(weight.left).toBeCloseTo(title.left, 0);
  }
});

test('on a phone the comparison table shows the provider and both neighbours, scores under their names, never cut mid-word', async ({
  page,
}) => {
  // A name may break between its words, and where two words meet inside it ("Weight|Watchers"); nowhere else.
  const BREAKS = /[\s-]+|(?<=\p{Ll})(?=\p{Lu})/u;
  // The pages whose three columns carry the longest single words of any list, whole: the hardest to fit.
  const longestWord = (name: string) => Math.max(...name.split(/[\s-]+/).map((word) => word.length));
  const hardest = LISTS.flatMap(({ key }) => {
    const list = builtinProviders(key);
    const criteria = method(key).criteria.length;
    return list.slice(1, -1).map((provider, i) => ({
      path: pathOf(provider.review!),
      names: [list[i]!, provider, list[i + 2]!].map((p) => p.name),
      criteria,
    }));
  })
    .sort((a, b) => b.names.map(longestWord).reduce((x, y) => x + y) - a.names.map(longestWord).reduce((x, y) => x + y))
    .slice(0, 3);
  // The narrowest phones in use, and the most common small Android width.
  for (const width of [320, 360])
    for (const { path, names, criteria } of hardest) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, path);
      const region = page.locator('.ws-review__table');
      expect(await region.evaluate((table) => table.scrollWidth <= table.clientWidth), `${path} at ${width} px`).toBe(true);
      // Still a table to a screen reader: a column header per provider, a row header per criterion and the rating.
      const table = region.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveCount(4);
      await expect(table.getByRole('rowheader')).toHaveCount(criteria + 1);
      const layout = await table.evaluate((t, breaks) => {
        const left = (cell: Element) => Math.round(cell.getBoundingClientRect().left);
        const heads = [...t.querySelectorAll('thead th:not(:first-child)')];
        return {
          heads: heads.map(left),
          // A word wider than its column's content box was cut in two.
          cut: heads.filter((th) => {
            const probe = document.createElement('span');
            probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
            const name = [...th.childNodes].filter((node) => !(node instanceof Element && node.matches('.ws-review__col-rank')));
            return name
              .map((node) => node.textContent)
              .join('')
              .split(new RegExp(breaks, 'u'))
              .some((word) => {
                probe.textContent = word;
                th.append(probe);
                const wide = probe.getBoundingClientRect().width;
                probe.remove();
                const style = getComputedStyle(th);
                return wide > th.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) + 0.5;
              });
          }).length,
          rows: [...t.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map(left)),
        };
      }, BREAKS.source);
      expect(layout.heads, `${path} at ${width} px`).toHaveLength(names.length);
      expect(layout.cut, `${path} at ${width} px: ${names.join(', ')}`).toBe(0);
      for (const row of layout.rows) expect(row, `${path} at ${width} px`).toEqual(layout.heads);
    }
});

test("on a tablet the comparison table fits the page: a 'best in list' goes under its score where the two do not fit", async ({
  page,
}) => {
  // The French pages (the longest mark) whose three columns hold the most marks: each marked column is wider.
  const hardest = LISTS.filter(({ key }) => key.endsWith('_canada'))
    .flatMap(({ key }) => {
      const list = builtinProviders(key);
      const best = [...bestScores(builtinMethod(key), list).values()];
      const marks = (name: string) => best.filter((names) => names.has(name)).length;
      return list.slice(1, -1).map((provider, i) => {
        const columns = [list[i]!, provider, list[i + 2]!].map((p) => marks(p.name));
        return {
          path: `/fr${pathOf(provider.review!)}`,
          marked: columns.filter(Boolean).length,
          marks: columns.reduce((a, b) => a + b),
        };
      });
    })
    .sort((a, b) => b.marked - a.marked || b.marks - a.marks)
    .slice(0, 3);
  expect(hardest[0]!.marked).toBe(3);
  await page.setViewportSize({ width: 768, height: 1024 });
  for (const { path } of hardest) {
    await open(page, path);
    const table = page.locator('.ws-review__table');
    expect(await table.evaluate((region) => region.scrollWidth - region.clientWidth), path).toBe(0);
    // A score stays whole, on one line; its mark follows it on that line or under it, never before it.
    const cells = await table.locator('td:has(.ws-review__best)').evaluateAll((tds) =>
      tds.map((td) => {
        const score = td.querySelector('.ws-review__cell-score')!;
        const [line] = score.getClientRects();
        const mark = td.querySelector('.ws-review__best')!.getBoundingClientRect();
        return { lines: score.getClientRects().length, below: mark.top >= line!.bottom - 1, after: mark.left >= line!.right };
      }),
    );
    expect(cells.length, path).toBeGreaterThan(0);
    for (const cell of cells) {
      expect(cell.lines, path).toBe(1);
      expect(cell.below || cell.after, path).toBe(true);
    }
  }
});

test("a card's 'Read Review' on a topic page opens the review in a new tab, as an internal link", async ({ page, context }) => {
  await open(page, '/digital/vpn-services');
  const first = page.locator('.wy-list__items > li').first();
  const read = first.getByRole('link', { name: 'Read Review' });
  const name = await first.getByRole('heading').textContent();
  await expect(read).toHaveAttribute('target', '_blank');
  await expect(read).toHaveAttribute('rel', 'noopener noreferrer');
  const href = await read.getAttribute('href');
  expect(href).toMatch(/^\/digital\/vpn-services\/[a-z0-9-]+$/);
  const [tab] = await Promise.all([context.waitForEvent('page'), read.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(href);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(`${name} review`);
});

test('a slug the list does not have is the not-found page, loaded or navigated to', async ({ page }) => {
  const response = await page.goto('/digital/vpn-services/no-such-vpn');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  await open(page, '/digital/vpn-services');
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/digital/vpn-services/no-such-vpn';
    a.textContent = 'nowhere';
    document.querySelector('main')!.append(a);
  });
  await page.getByRole('link', { name: 'nowhere' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
});
