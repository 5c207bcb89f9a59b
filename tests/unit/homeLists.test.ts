// @vitest-environment node
/** The home page's fixed data, the hub topic cards, and the NAD+ brand cards and supplement stacks (SPEC section 2). */
import { describe, expect, it, vi } from 'vitest';
import { isHttpUrl, loadBuiltinRows, sortRows, toProviders } from '../../lib/data';
import { dailyRotation } from '../../lib/format';
import { homeCategories } from '../../site/content/homeCategories';
import { homeSections } from '../../site/content/homeLists';
import { topicCards } from '../../site/content/topicCards';
import glp1Rows from '../../lib/data/builtin/glp1_providers.json';
import nadRows from '../../lib/data/builtin/nad_providers.json';
import nadBrands from '../../site/content/data/nad-brands.json';
import supplementStacks from '../../site/content/data/supplement-stacks.json';

/** SPEC's '2025' titles name the year of the build (CONTRACT section 9); the tests run on the build's day. */
const BUILD_YEAR = new Date().getFullYear();

const isHttps = (url: string) => isHttpUrl(url) && url.startsWith('https://');

/** A Provider back in the backend's row shape, to run it through the row validator again. */
const asRow = (p: (typeof homeSections)[number]['providers'][number]) => ({
  name: p.name,
  logo: p.logo,
  url: p.url,
  review: p.review,
  promo: p.promo,
  promo_code: p.promoCode,
  promo_detail: p.promoDetail,
  rating: p.rating,
  user_votes: p.userVotes,
  features: p.features,
  starting_price: p.startingPrice ?? null,
  is_worthy_partner: p.isWorthyPartner,
});

describe('home provider sections', () => {
  it('has the four SPEC sections in order, each linking to its topic page', () => {
    expect(homeSections.map((s) => [s.id, s.title, s.vertical, s.href])).toEqual([
      ['health-picks', 'Top GLP-1 & NAD+ Providers', 'health', '/health/glp1-programs'],
      ['finance-picks', `Best Credit Cards of ${BUILD_YEAR}`, 'finance', '/finance/credit-cards'],
      ['digital-picks', 'Top VPN Services', 'digital', '/digital/vpn-services'],
      ['lifestyle-picks', 'Best Travel Booking Sites', 'lifestyle', '/lifestyle/travel-booking'],
    ]);
  });

  describe.each(homeSections.map((section) => ({ section, title: section.title })))('$title', ({ section }) => {
    it('holds at least 7 valid providers with unique names', () => {
      expect(section.providers.length).toBeGreaterThanOrEqual(7);
      const warn = vi.fn();
      const bare = section.providers.map(({ listKey: _k, rank: _r, ...provider }) => provider);
      expect(toProviders(section.id, section.providers.map(asRow), warn)).toEqual(bare);
      expect(warn).not.toHaveBeenCalled();
      expect(new Set(section.providers.map((p) => p.name)).size).toBe(section.providers.length);
      for (const p of section.providers) expect(isHttps(p.url), p.url).toBe(true);
    });

    it('says where each provider comes from: its list and its rank there, which a click on it counts', async () => {
      for (const pick of section.providers) {
        const list = toProviders(pick.listKey, sortRows(await loadBuiltinRows(pick.listKey)), () => {});
        expect(list[pick.rank - 1]?.name, `${pick.name} in ${pick.listKey}`).toBe(pick.name);
      }
    });

    it('shows a different first three on every pair of consecutive days, across year ends too', () => {
      const firstThree = (date: Date) =>
        dailyRotation(section.providers, date)
          .map((p) => p.name)
          .join(' | ');
      // 2027 to 2029 crosses a common year's end (day 365 to 1) and a leap year's (366 to 1).
      let previous = firstThree(new Date(2026, 11, 31));
      for (let day = new Date(2027, 0, 1); day < new Date(2029, 0, 3); day.setDate(day.getDate() + 1)) {
        const current = firstThree(day);
        expect(current, day.toDateString()).not.toBe(previous);
        expect(current.split(' | ')).toHaveLength(3);
        previous = current;
      }
    });
  });

  it('mixes GLP-1 programs and NAD+ providers so that each day’s three show both kinds', () => {
    const glp1 = new Set(glp1Rows.map((r) => r.name));
    const nad = new Set(nadRows.map((r) => r.name));
    const health = homeSections[0]!.providers;
    for (const p of health) expect(glp1.has(p.name) || nad.has(p.name), p.name).toBe(true);
    for (let day = 1; day <= health.length; day++) {
      const three = dailyRotation(health, new Date(2027, 0, day));
      expect(
        three.some((p) => glp1.has(p.name)),
        `day ${day}`,
      ).toBe(true);
      expect(
        three.some((p) => nad.has(p.name)),
        `day ${day}`,
      ).toBe(true);
    }
  });
});

describe('home category cards', () => {
  it('shows four categories, Trending on health and Popular on digital only', () => {
    expect(homeCategories.map((c) => [c.href, c.badge])).toEqual([
      ['/categories/health', 'Trending'],
      ['/categories/finance', undefined],
      ['/categories/digital', 'Popular'],
      ['/categories/lifestyle', undefined],
    ]);
    for (const card of homeCategories) {
      expect(card.title.trim()).not.toBe('');
      expect(card.description.trim()).not.toBe('');
      expect(card.niches.length).toBeGreaterThan(0);
    }
  });
});

describe('hub topic cards', () => {
  const badges = (vertical: keyof typeof topicCards) =>
    Object.fromEntries(topicCards[vertical].map((c) => [c.href.split('/')[2], c.badge ?? null]));

  it('lists each hub’s SPEC topics with the SPEC badges', () => {
    expect(badges('health')).toEqual({
      'glp1-programs': 'Most Popular',
      'nad-therapy': 'Trending',
      'telehealth-services': null,
      supplements: null,
      'sleep-optimization': null,
      'fitness-programs': null,
    });
    expect(badges('finance')).toEqual({
      'credit-cards': 'Most Popular',
      'savings-accounts': 'High APY',
      'investment-platforms': null,
      'mortgages-loans': null,
      insurance: null,
      'tax-accounting': null,
    });
    expect(badges('digital')).toEqual({
      'vpn-services': 'Essential',
      'web-hosting': null,
      'ai-saas-tools': 'Trending',
      cybersecurity: null,
      'cloud-storage': null,
      'developer-tools': null,
      'form-builders': 'New',
    });
    expect(badges('lifestyle')).toEqual({
      'travel-booking': 'Popular',
      'home-services': null,
      'online-education': null,
      'dating-relationships': null,
      'food-beverage': 'Trending',
      'subscription-boxes': null,
    });
  });

  it('gives every card an icon, a title, a description, its own hub’s path and four distinct niches', () => {
    for (const [vertical, cards] of Object.entries(topicCards)) {
      for (const card of cards) {
        expect(card.icon.trim(), card.title).not.toBe('');
        expect(card.title.trim()).not.toBe('');
        expect(card.description.trim(), card.title).not.toBe('');
        expect(card.href.startsWith(`/${vertical}/`), card.href).toBe(true);
        expect(card.niches, card.title).toHaveLength(4);
        expect(new Set(card.niches).size, card.title).toBe(4);
      }
    }
  });
});

describe('NAD+ brand cards', () => {
  it('are Top Rated $45-60, Best Value $35-50 and Premium $60-70, each a real product link', () => {
    expect(nadBrands.map((b) => [b.label, b.priceRange])).toEqual([
      ['Top Rated', '$45-60'],
      ['Best Value', '$35-50'],
      ['Premium Pick', '$60-70'],
    ]);
    for (const brand of nadBrands) {
      expect(isHttps(brand.url), brand.url).toBe(true);
      expect(brand.brand.trim()).not.toBe('');
      expect(brand.product.trim()).not.toBe('');
      expect(brand.summary.trim()).not.toBe('');
    }
  });
});

describe('supplement stacks', () => {
  it('are the three SPEC stacks, each with three https product links', () => {
    expect(supplementStacks.map((s) => s.name)).toEqual([
      'Longevity and Cellular Health',
      'Metabolic Support',
      'Performance and Recovery',
    ]);
    for (const stack of supplementStacks) {
      expect(stack.description.trim()).not.toBe('');
      expect(stack.products, stack.name).toHaveLength(3);
      for (const product of stack.products) {
        expect(product.name.trim()).not.toBe('');
        expect(isHttps(product.url), product.url).toBe(true);
      }
    }
  });

  it('promise no outcomes', () => {
    const words = [...supplementStacks.map((s) => s.description), ...nadBrands.map((b) => b.summary)].join(' ');
    expect(words).not.toMatch(/\b(cures?|revers(e|es)|anti-?aging|guarantee[sd]?|miracle|lose)\b/i);
  });
});
