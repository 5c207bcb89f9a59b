/**
 * Every topic page (SPEC section 2 "Topic pages (common)", CONTRACT sections 4
 * and 8), each against its content record and its built-in list: one page load per route.
 */
import { LISTS, listRecord } from '../../lib/model';
import { trustLine } from '../../site/pages/topic/trustLine';
import { ITEM_TYPES } from '../support/audit';

import {
  SHORT_CANADA_PAGES,
  TOPIC_ROUTES,
  builtinProviders,
  expect,
  test,
  lastCheckedLong,
  topic,
  waitForHydration,
} from '../support/topicPages';

test.describe.configure({ mode: 'parallel' });

interface LdNode {
  '@type'?: string;
  [key: string]: unknown;
}

test('there is a topic route per list of the registry: each US page, and its Canada twin where the topic has one', () => {
  expect(TOPIC_ROUTES.map((r) => [r.path, r.listKey, r.market]).sort()).toEqual(
    LISTS.map((list) => [list.path, list.key, list.market]).sort(),
  );
  expect(TOPIC_ROUTES.filter((r) => r.market === 'ca').map((r) => r.path)).toEqual(
    LISTS.filter((list) => list.market === 'us' && list.twin).map((list) => `${list.path}-canada`),
  );
});

/** Everything the checks below read, gathered in one round trip to keep a test per topic page fast. */
function snapshot() {
  const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const all = (selector: string, root: ParentNode = document) => [...root.querySelectorAll(selector)];
  const hero = document.querySelector('.ws-hero--topic');
  const list = all('section.wy-list');
  const items = all('ol.wy-list__items > li');
  const panel = document.getElementById('compare-panel');
  const twin = all('a.ws-twin');
  return {
    h1: all('h1').map(text),
    badge: text(hero?.querySelector('.ws-hero__badge')),
    tagline: text(hero?.querySelector('.ws-hero__tagline')),
    updated: text(hero?.querySelector('.ws-meta')),
    trust: text(hero?.querySelector('.ws-trust')),
    twin: twin.map((a) => ({ text: text(a), href: a.getAttribute('href') })),
    lists: list.length,
    listTitle: all('h2', list[0]).map(text),
    names: items.map((li) => all('h3', li).map(text)),
    topRated: items.filter((li) => li.querySelector('.wy-badge--top')).map((li) => text(li.querySelector('h3'))),
    topBadges: all('ol.wy-list__items .wy-badge--top').map(text),
    loading: document.body.innerText.includes('Loading providers...'),
    compareTitle: all('h2', panel ?? undefined).map(text),
    compareDescription: text(panel?.querySelector('.wy-compare__description')),
    compareCount: text(panel?.querySelector('.wy-compare__count')),
    tables: panel ? all('table', panel).length : -1,
    sections: all('main section.ws-topic-section:not(.ws-method)').map((section) => ({
      title: text(section.querySelector(':scope > .ws-container > header h2')),
      kind: [...section.classList].find((c) => c.startsWith('ws-topic-section--'))?.slice('ws-topic-section--'.length),
      cards: all('li.ws-tile > h3', section).map(text),
    })),
    order: all('main section.wy-list, main #compare-panel, main section.ws-topic-section').map((el) =>
      el.classList.contains('wy-list')
        ? 'list'
        : el.id === 'compare-panel'
          ? 'compare'
          : el.classList.contains('ws-method')
            ? 'method'
            : 'section',
    ),
    method: all('main #how-we-score h2').map(text),
    ld: all('script[type="application/ld+json"]').map((s) => s.textContent ?? ''),
  };
}

for (const route of TOPIC_ROUTES) {
  test(`topic page ${route.path}`, async ({ page }) => {
    const record = topic(route.path);
    const providers = builtinProviders(route.listKey);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    // The list's latest check date (CONTRACT section 9), not today: a date moves only when the data was checked.
    await expect(page.locator('.ws-hero--topic .ws-meta')).toHaveText(`Last Updated: ${lastCheckedLong(route.listKey)}`);
    const shown = await page.evaluate(snapshot);

    // Hero: one h1, badge, tagline, trust note.
    expect(shown.h1).toEqual([record.title]);
    expect(shown.badge).toBe(record.badge);
    expect(shown.tagline).toBe(record.tagline);
    // The refresh note where SPEC gives one, then only what the rows' check dates show.
    expect(shown.trust).toBe(trustLine(record.trustNote, providers));

    // Twin link (none on form-builders, the one page without a Canada twin).
    if (record.twin) {
      expect(route.twin).toBe(record.twin);
      expect(shown.twin).toEqual([
        { text: route.market === 'us' ? 'View the Canadian version' : 'View the US version', href: record.twin },
      ]);
    } else {
      expect(route.path).toBe('/digital/form-builders');
      expect(shown.twin).toEqual([]);
    }

    // The ranked list: 'Top ...', at least six providers, names in headings, built-in order.
    expect(record.listTitle).toMatch(/^Top /);
    expect(shown.lists).toBe(1);
    expect(shown.listTitle).toEqual([record.listTitle]);
    expect(providers.length).toBeGreaterThanOrEqual(6);
    expect(shown.names).toEqual(providers.map((p) => [p.name]));
    expect(shown.loading).toBe(false);
    const names = providers.map((p) => p.name);

    // SPEC section 4: GLP-1 and NAD+ mark every provider with the highest rating, other pages the first.
    const highest = Math.max(...providers.map((p) => p.rating));
    const expectedTop =
      record.topPick === 'highest-rating' ? providers.filter((p) => p.rating === highest).map((p) => p.name) : [names[0]];
    expect(record.topPick).toBe(
      /^\/health\/(glp1-programs|nad-therapy)(-canada)?$/.test(route.path) ? 'highest-rating' : 'first',
    );
    expect(shown.topRated).toEqual(expectedTop);
    expect(shown.topBadges).toEqual(expectedTop.map(() => 'Top Rated'));

    // The compare panel.
    expect(shown.compareTitle).toEqual([record.compare.title]);
    expect(record.compare.description).toMatch(/^Select up to three /);
    expect(shown.compareDescription).toBe(record.compare.description);
    expect(shown.compareCount).toBe('0 of 3 selected');
    expect(shown.tables).toBe(0);

    // The record's sections by title and in order (lead ones before the list, the rest after the
    // compare panel); cards sections with every card.
    const sections = [...(record.lead ?? []), ...record.sections];
    expect(shown.sections.map((s) => s.title)).toEqual(sections.map((s) => s.title));
    expect(shown.sections.map((s) => s.kind)).toEqual(sections.map((s) => s.kind));
    sections.forEach((section, i) => {
      if (section.kind === 'cards') expect(shown.sections[i]!.cards).toEqual(section.cards.map((c) => c.title));
    });
    const lead = record.lead?.length ?? 0;
    expect(shown.order).toEqual([
      ...Array<string>(lead).fill('section'),
      'list',
      'compare',
      'method',
      ...Array<string>(record.sections.length).fill('section'),
    ]);
    // Its published scoring method, right after the compare panel (CONTRACT section 9).
    expect(shown.method).toHaveLength(1);
    expect(shown.method[0]).toMatch(/^How We Score /);
    const checklists = shown.sections.filter((s) => s.kind === 'cards' || s.kind === 'checklist');
    if (SHORT_CANADA_PAGES.includes(route.path)) {
      expect(record.sections).toHaveLength(0);
      expect(checklists).toHaveLength(0);
    } else {
      // SPEC: most pages have a 3-card checklist or tips section; every other page here has one.
      expect(checklists.length).toBeGreaterThanOrEqual(1);
    }

    // JSON-LD: an ItemList of the visible providers, each typed as what the list ranks; our Review, dated by the
    // row's check, only on software (CONTRACT section 9); no AggregateRating.
    for (const text of shown.ld) expect(text.toLowerCase()).not.toContain('aggregaterating');
    const ld = shown.ld.map((t) => JSON.parse(t) as LdNode);
    const lists = ld.filter((node) => node['@type'] === 'ItemList');
    expect(lists).toHaveLength(1);
    const itemList = lists[0]!;
    expect(itemList.name).toBe(record.listTitle);
    expect(itemList.numberOfItems).toBe(providers.length);
    const elements = itemList.itemListElement as Array<{ '@type': string; position: number; item: LdNode }>;
    expect(elements.map((e) => e.item.name)).toEqual(shown.names.map((n) => n[0]));
    elements.forEach((element, i) => {
      const provider = providers[i]!;
      expect(element['@type']).toBe('ListItem');
      expect(element.position).toBe(i + 1);
      const { offering } = listRecord(route.listKey);
      expect(element.item['@type']).toBe(ITEM_TYPES[offering]);
      expect(element.item.url).toBe(provider.url);
      const review = element.item.review as (LdNode & { reviewRating: LdNode; author: LdNode }) | undefined;
      if (offering !== 'software') {
        expect(review, `${route.path}: a ${offering} list carries no review markup`).toBeUndefined();
        return;
      }
      if (!review) throw new Error(`${route.path}: ${provider.name} has no Review`);
      expect(review['@type']).toBe('Review');
      expect(review.reviewRating).toMatchObject({
        '@type': 'Rating',
        ratingValue: provider.rating,
        bestRating: 5,
        worstRating: 0,
      });
      expect(review.author['@type']).toBe('Organization');
      expect(review.datePublished).toBe(provider.verifiedAt);
    });
    const faqs = sections.filter((s) => s.kind === 'faq');
    expect(ld.filter((node) => node['@type'] === 'FAQPage')).toHaveLength(faqs.length);

    expect(errors).toEqual([]);
  });
}
