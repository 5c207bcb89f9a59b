// @vitest-environment node
/** The digital and lifestyle topic records hold to SPEC sections 2 and 9 and CONTRACT section 4. */
import { describe, expect, it } from 'vitest';
import { LISTS } from '../../lib/model';
import { allTopicPages } from '../../site/content/allTopics';
import type { TopicContent, TopicSection } from '../../site/content/types';

const digitalTopics = allTopicPages().filter((t) => t.vertical === 'digital');
const lifestyleTopics = allTopicPages().filter((t) => t.vertical === 'lifestyle');
const records: readonly TopicContent[] = [...digitalTopics, ...lifestyleTopics];
const byPath = new Map(records.map((r) => [r.path, r]));
/** The registry's digital and lifestyle lists: one record each. */
const lists = LISTS.filter((list) => list.vertical === 'digital' || list.vertical === 'lifestyle');
const page = (path: string): TopicContent => {
  const record = byPath.get(path);
  if (!record) throw new Error(`no record for ${path}`);
  return record;
};
/** Every word a reader sees on the page, for phrase checks. */
const pageText = (r: TopicContent): string => JSON.stringify(r);
const cardSections = (r: TopicContent) =>
  r.sections.filter((s): s is Extract<TopicSection, { kind: 'cards' }> => s.kind === 'cards');

const shortCanadaPages = [
  '/lifestyle/home-services-canada',
  '/lifestyle/online-education-canada',
  '/lifestyle/dating-relationships-canada',
  '/lifestyle/food-beverage-canada',
  '/lifestyle/subscription-boxes-canada',
];

describe('digital and lifestyle topic records', () => {
  it('has one record per digital and lifestyle list of the registry, at its path', () => {
    expect(records).toHaveLength(lists.length);
    expect([...byPath.keys()].sort()).toEqual(lists.map((list) => list.path).sort());
  });

  it('sets vertical, badge, market and top-pick rule', () => {
    for (const r of digitalTopics) {
      expect([r.vertical, r.badge]).toEqual(['digital', 'Digital & Security']);
    }
    for (const r of lifestyleTopics) {
      expect([r.vertical, r.badge]).toEqual(['lifestyle', 'Lifestyle & Services']);
    }
    for (const r of records) {
      expect(r.market).toBe(r.path.endsWith('-canada') ? 'ca' : 'us');
      expect(r.topPick).toBe('first');
    }
  });

  it('gives form builders no twin and links every other page to its twin both ways', () => {
    expect(page('/digital/form-builders').twin).toBeUndefined();
    for (const r of records.filter((x) => x.path !== '/digital/form-builders')) {
      const twin = page(r.twin ?? '');
      expect(twin.twin).toBe(r.path);
      expect(twin.market).not.toBe(r.market);
    }
  });

  it("titles the Canada VPN page 'Best VPN Services for Canadians'", () => {
    expect(page('/digital/vpn-services-canada').title).toBe('Best VPN Services for Canadians');
  });

  it.each(['/digital/web-hosting', '/digital/web-hosting-canada'])(
    '%s checks Performance, Security, Scalability and uptime above 99.9%%',
    (path) => {
      const [cards] = cardSections(page(path));
      expect(cards?.cards.map((c) => c.title)).toEqual(['Performance', 'Security', 'Scalability']);
      expect(cards?.cards[0]?.body).toContain('uptime above 99.9%');
    },
  );

  it.each(['/digital/cloud-storage', '/digital/cloud-storage-canada'])('%s explains the 3-2-1 backup rule', (path) => {
    const card = cardSections(page(path))
      .flatMap((s) => s.cards)
      .find((c) => `${c.title} ${c.body}`.includes('3-2-1'));
    expect(card?.body).toMatch(/three copies.*two different media.*off-site/);
  });

  it.each(shortCanadaPages)('%s is short, with no sections', (path) => {
    expect(page(path).sections).toEqual([]);
  });

  it.each(records.map((r) => r.path).filter((p) => !shortCanadaPages.includes(p)))(
    '%s has a section of exactly three cards',
    (path) => {
      const sections = cardSections(page(path));
      expect(sections.length).toBeGreaterThanOrEqual(1);
      for (const s of sections) {
        expect(s.cards).toHaveLength(3);
        for (const card of s.cards) {
          expect(card.title.split(/\s+/).length).toBeLessThanOrEqual(4);
          expect(card.body.trim()).not.toBe('');
        }
      }
    },
  );

  it.each([
    ['/lifestyle/travel-booking', 'deals monitored daily'],
    ['/lifestyle/travel-booking-canada', 'deals monitored daily'],
    ['/lifestyle/food-beverage', 'refreshed weekly'],
    ['/lifestyle/food-beverage-canada', 'refreshed weekly'],
    ['/lifestyle/online-education', 'reviewed monthly'],
    ['/lifestyle/online-education-canada', 'reviewed monthly'],
    ['/lifestyle/subscription-boxes', 'refreshed quarterly'],
    ['/lifestyle/subscription-boxes-canada', 'refreshed quarterly'],
  ])('%s has the trust note phrase %s', (path, phrase) => {
    expect(page(path).trustNote?.toLowerCase()).toContain(phrase);
  });

  it('keeps a refresh note only where SPEC gives one: a short sentence; other pages claim no schedule', () => {
    for (const r of records) {
      if (!r.trustNote) continue;
      expect(r.trustNote).toMatch(/^[A-Z][^.]*\.$/);
      expect(r.trustNote.length).toBeLessThanOrEqual(80);
    }
    expect(page('/digital/vpn-services').trustNote).toBeUndefined();
  });

  it("starts list titles with 'Top ' and compare descriptions with 'Select up to three '", () => {
    for (const r of records) {
      expect(r.listTitle.startsWith('Top ')).toBe(true);
      expect(r.compare.title.startsWith('Compare ')).toBe(true);
      expect(r.compare.description.startsWith('Select up to three ')).toBe(true);
    }
  });

  it('gives every page a unique meta description of 110 to 155 characters', () => {
    for (const r of records) {
      expect(r.description.length, r.path).toBeGreaterThanOrEqual(110);
      expect(r.description.length, r.path).toBeLessThanOrEqual(155);
      if (r.market === 'ca') expect(r.description, r.path).toMatch(/Canad/);
    }
    expect(new Set(records.map((r) => r.description)).size).toBe(lists.length);
  });

  it('gives every Canada page its own title, tagline and description', () => {
    for (const ca of records.filter((r) => r.market === 'ca')) {
      const us = page(ca.twin ?? '');
      expect(ca.title).not.toBe(us.title);
      expect(ca.tagline).not.toBe(us.tagline);
      expect(ca.description).not.toBe(us.description);
    }
  });

  it('holds no placeholder copy', () => {
    for (const r of records) expect(pageText(r)).not.toMatch(/lorem|TBD|TODO|\{\w+\}/i);
  });
});
