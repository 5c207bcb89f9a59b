// @vitest-environment node
/**
 * Everything keyed by list agrees with the registry (lib/model/lists.ts) on every list: the route
 * table, the topic files and the pages they resolve to, the hub cards, the embed's titles and
 * top-pick rule, the sitemap's hreflang pairs, the /partners picker and the built-in data files.
 * The registry itself holds CONTRACT's list keys, pinned here once: every other test counts from it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadBuiltinMethod } from '../../lib/data';
import { isEmbedListKey, listSize } from '../../lib/embed/lists';
import { listFile } from '../../scripts/embed.mjs';
import {
  CANADA_LIST_KEYS,
  LISTS,
  LIST_KEYS,
  US_LIST_KEYS,
  VERTICAL_NAMES,
  listLabel,
  listRecord,
  type ListRecord,
} from '../../lib/model';
import { loadContent } from '../../site/content';
import { allTopicPages, topicFiles } from '../../site/content/allTopics';
import { topicCards } from '../../site/content/topicCards';
import { sitemapXml } from '../../site/head/sitemap';
import { ROUTES, TOPIC_ROUTES } from '../../site/routes';

const words = Object.values(topicFiles).flat();
const pages = allTopicPages();
const pageOf = (list: ListRecord) => pages.find((page) => page.path === list.path);
/** The topic file of a list: named after the topic's slug. */
const fileOf = (list: ListRecord): string => `./topics/${list.topicSlug}.ts`;

describe("the registry: CONTRACT's fixed edges", () => {
  // The only place these numbers are written: the contract's, not the data's. Every other test
  // counts lists, pages and providers from the registry and the data files (tests/support/counts.ts).
  it('holds the 49 list keys of CONTRACT sections 4 and 6: 25 US topics and 24 Canada twins, every topic but /digital/form-builders with one', () => {
    expect(LIST_KEYS).toHaveLength(49);
    expect(new Set(LIST_KEYS).size).toBe(49);
    const us = LISTS.filter((list) => list.market === 'us');
    const canada = LISTS.filter((list) => list.market === 'ca');
    expect(us).toHaveLength(25);
    expect(canada).toHaveLength(24);
    expect([...US_LIST_KEYS].sort()).toEqual(us.map((list) => list.key).sort());
    expect([...CANADA_LIST_KEYS].sort()).toEqual(canada.map((list) => list.key).sort());
    expect(us.filter((list) => !list.twin).map((list) => list.path)).toEqual(['/digital/form-builders']);
    for (const ca of canada) {
      expect(ca.twin, ca.key).not.toBeNull();
      expect(listRecord(ca.twin!.key).market, ca.key).toBe('us');
      expect(ca.path, ca.key).toBe(`${ca.twin!.path}-canada`);
    }
  });
});

describe('topic files', () => {
  it('hold exactly one record for each list key', () => {
    expect(words.map((w) => w.listKey).sort()).toEqual([...LIST_KEYS].sort());
  });

  it('are one per topic, named after the US page, holding the US page and then its Canada twin', () => {
    const usLists = LISTS.filter((list) => list.market === 'us');
    expect(Object.keys(topicFiles).sort()).toEqual(usLists.map(fileOf).sort());
    for (const us of usLists) {
      const keys = topicFiles[fileOf(us)]!.map((w) => w.listKey);
      expect(keys, fileOf(us)).toEqual(us.twin ? [us.key, us.twin.key] : [us.key]);
    }
  });

  it('write no registry facts: no path, market, vertical, badge, twin, top pick or list title', () => {
    for (const record of words) {
      for (const field of ['path', 'market', 'vertical', 'badge', 'twin', 'topPick', 'listTitle']) {
        expect(record, `${record.listKey}: ${field}`).not.toHaveProperty(field);
      }
    }
  });
});

describe('topic pages', () => {
  it('take path, market, vertical, badge, twin, top pick and list title from the registry', () => {
    expect(pages).toHaveLength(LISTS.length);
    for (const list of LISTS) {
      const page = pageOf(list);
      expect(page, list.path).toBeDefined();
      expect(page, list.path).toMatchObject({
        listKey: list.key,
        market: list.market,
        vertical: list.vertical,
        badge: VERTICAL_NAMES[list.vertical].topicBadge,
        topPick: list.topPick,
        listTitle: list.title,
      });
      expect(page!.twin, list.path).toBe(list.twin?.path);
      if (list.twin) expect(listRecord(list.twin.key).twin?.path, list.path).toBe(list.path);
    }
  });

  it('exist for every topic route, with the route’s list, vertical, market and twin', () => {
    expect(TOPIC_ROUTES).toHaveLength(pages.length);
    for (const route of TOPIC_ROUTES) {
      const page = pages.find((p) => p.path === route.path);
      expect(page, route.path).toBeDefined();
      expect([page!.listKey, page!.vertical, page!.market, page!.twin]).toEqual([
        route.listKey,
        route.vertical,
        route.market,
        route.twin,
      ]);
    }
  });

  it('are what the site loads for each topic route, one topic file at a time', async () => {
    for (const route of TOPIC_ROUTES) {
      const content = await loadContent(route);
      const page = pages.find((p) => p.path === route.path)!;
      expect(content, route.path).toEqual({
        kind: 'topic',
        // A Canada page names its French twin (CONTRACT section 13).
        topic: route.market === 'ca' ? { ...page, french: `/fr${route.path}` } : page,
        method: await loadBuiltinMethod(route.listKey),
      });
    }
  });
});

const builtinRowsOf = (key: string): unknown[] =>
  JSON.parse(readFileSync(new URL(`../../lib/data/builtin/${key}.json`, import.meta.url), 'utf8')) as unknown[];

describe('everything else keyed by list', () => {
  it('the embed knows no other key', () => {
    for (const key of ['nope_providers', 'vpn_providers_us', '', 'constructor', '__proto__'])
      expect(isEmbedListKey(key), key).toBe(false);
  });

  it('the embed titles each list as its topic page does', () => {
    for (const list of LISTS) {
      const { title, label, topPick } = listFile(list, [], null);
      expect(title, list.key).toBe(pageOf(list)!.listTitle);
      expect(label, list.key).toBe(list.label);
      expect(topPick, list.key).toBe(list.topPick);
      // The embed holds as many cards' room as the built-in list has providers.
      expect(isEmbedListKey(list.key), list.key).toBe(true);
      expect(listSize(list.key), list.key).toBe(builtinRowsOf(list.key).length);
    }
  });

  it('the sitemap lists every topic page with the same hreflang pair as the registry', () => {
    const xml = sitemapXml(ROUTES, new Date(2026, 10, 22));
    for (const list of LISTS) {
      const entry = xml.split('<url>').find((block) => block.includes(`${list.path}</loc>`));
      expect(entry, list.path).toBeDefined();
      const pair = [...entry!.matchAll(/hreflang="(en-US|en-CA)" href="([^"]*)"/g)].map((m) => [m[1], new URL(m[2]!).pathname]);
      const us = list.market === 'us' ? list.path : list.twin?.path;
      const ca = list.market === 'ca' ? list.path : list.twin?.path;
      expect(pair, list.path).toEqual(
        list.twin
          ? [
              ['en-US', us],
              ['en-CA', ca],
            ]
          : [],
      );
    }
  });

  it('each hub shows one card per US list of its vertical, titled and linked by the registry', () => {
    for (const [vertical, cards] of Object.entries(topicCards)) {
      const lists = LISTS.filter((list) => list.market === 'us' && list.vertical === vertical);
      expect(cards.map((card) => [card.title, card.href])).toEqual(lists.map((list) => [list.label, list.path]));
    }
  });

  it('every list has its built-in data file and a distinct name in the /partners picker', () => {
    const files = readdirSync(new URL('../../lib/data/builtin', import.meta.url)).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LIST_KEYS].sort());
    expect(new Set(LISTS.map(listLabel)).size).toBe(LISTS.length);
    expect(listLabel(listRecord('vpn_providers_canada'))).toBe('VPN Services (Canada)');
  });

  it('GLP-1 and NAD+ lists mark every provider with the highest rating; the others mark the first (SPEC section 4)', () => {
    const highest = LISTS.filter((list) => list.topPick === 'highest-rating').map((list) => list.key);
    expect(highest.sort()).toEqual(['glp1_providers', 'glp1_providers_canada', 'nad_providers', 'nad_providers_canada']);
  });
});
