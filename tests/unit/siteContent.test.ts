import { describe, expect, it } from 'vitest';
import { LISTS, VERTICALS } from '../../lib/model';
import { hubs } from '../../site/content/hubs';
import { CONTACT_EMAILS, PRIVACY_OFFICER, staticPages } from '../../site/content/staticPages';
import { home } from '../../site/content/home';
import { footerBlurb, trustPoints } from '../../site/content/footer';

const hubList = Object.values(hubs);
const pageList = Object.values(staticPages);

/** All the words of a static page, for phrase checks. */
const pageText = (path: keyof typeof staticPages): string => {
  const page = staticPages[path];
  return [page.title, page.lead, ...page.sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.list ?? [])])].join('\n');
};

describe('category hubs', () => {
  it('has one hub per vertical at its category path', () => {
    expect(Object.keys(hubs).sort()).toEqual(['digital', 'finance', 'health', 'lifestyle']);
    for (const [vertical, hub] of Object.entries(hubs)) {
      expect(hub.vertical).toBe(vertical);
      expect(hub.path).toBe(`/categories/${vertical}`);
    }
  });

  it('titles each hero with the long category name', () => {
    expect(hubs.health.title).toBe('Health & Longevity');
    expect(hubs.finance.title).toBe('Finance & Wealth');
    expect(hubs.digital.title).toBe('Digital & Security');
    expect(hubs.lifestyle.title).toBe('Lifestyle & Services');
  });

  it('names the info sections and their tiles as the spec does', () => {
    const info = (v: keyof typeof hubs) => [hubs[v].info.title, ...hubs[v].info.tiles.map((t) => t.title)];
    expect(info('health')).toEqual(['Why Trust Our Health Reviews', 'Medical Expertise', 'Evidence-Based', 'Transparent']);
    expect(info('finance')).toEqual([
      'Financial Calculators & Tools',
      'Mortgage Calculator',
      'ROI Calculator',
      'Debt Payoff Planner',
    ]);
    expect(info('digital')).toEqual(['Digital Security Essentials', 'Use a VPN', 'Strong Passwords', 'Regular Backups']);
    expect(info('lifestyle')).toEqual(['Live Better, Spend Smarter', 'Save Time', 'Save Money', 'Live Better']);
  });

  it('explains what each finance tool calculates instead of promising it', () => {
    const [mortgage, roi, debt] = hubs.finance.info.tiles;
    expect(mortgage.body).toMatch(/principal/i);
    expect(mortgage.body).toMatch(/rate/i);
    expect(roi.body).toMatch(/invested/i);
    expect(debt.body).toMatch(/APR/);
    for (const tile of hubs.finance.info.tiles) expect(tile.body).not.toMatch(/coming soon/i);
  });

  it('gives a worked mortgage example that matches the formula', () => {
    const r = 0.06 / 12;
    const n = 360;
    const payment = (300_000 * r * (1 + r) ** n) / ((1 + r) ** n - 1);
    expect(hubs.finance.info.tiles[0].body).toContain(`$${Math.round(payment).toLocaleString('en-US')}`);
  });

  it('teaches the 3-2-1 backup rule', () => {
    expect(hubs.digital.info.tiles[2].body).toContain('3-2-1');
  });

  it('gives every tile a single emoji icon and a body', () => {
    for (const tile of hubList.flatMap((h) => h.info.tiles)) {
      expect(tile.icon).toMatch(/^\p{Extended_Pictographic}\uFE0F?$/u);
      expect(tile.body.length).toBeGreaterThan(40);
    }
  });
});

describe('static pages', () => {
  it('has the four static paths with their h1s', () => {
    expect(Object.keys(staticPages).sort()).toEqual(['/about', '/contact', '/cookies', '/privacy']);
    for (const [path, page] of Object.entries(staticPages)) expect(page.path).toBe(path);
    expect(staticPages['/about'].title).toBe('About Worthy');
    expect(staticPages['/privacy'].title).toBe('Privacy Policy');
    expect(staticPages['/cookies'].title).toBe('Cookie Policy');
    expect(staticPages['/contact'].title).toBe('Contact Us');
  });

  it('leaves the updated date to the page', () => {
    for (const page of pageList) expect(page.updated).toBeUndefined();
  });

  it('explains transparent scoring, data refreshes and labelled sponsored placements on About', () => {
    const titles = staticPages['/about'].sections.map((s) => s.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'How We Review',
        'How Often We Refresh Data',
        'Sponsored Placements and Affiliate Links',
        'Editorial Policy',
      ]),
    );
    const text = pageText('/about');
    expect(text).toMatch(/transparent scoring/i);
    expect(text).toMatch(/0 to 5/);
    expect(text).toMatch(/refreshed/i);
    expect(text).toMatch(/sponsored placements are always labelled/i);
    expect(text).toMatch(/commission/i);
    expect(text).toContain('Worthy Provider');
    expect(text).toMatch(/not medical, financial/i);
  });

  it('lists what Privacy collects and promises never to sell it', () => {
    const text = pageText('/privacy');
    expect(text).toMatch(/usage information/i);
    expect(text).toMatch(/voluntarily/i);
    expect(text).toMatch(/analytics and cookie data/i);
    expect(text).toContain('We never sell your personal data.');
    expect(text).toContain('within 30 days');
  });

  it('says what PIPEDA and Quebec’s Law 25 ask of it, in English and French', async () => {
    const { staticPagesFr } = await import('../../site/content/fr/staticPages');
    const french = staticPagesFr['/privacy'].sections.flatMap((s) => [s.title, ...s.paragraphs]).join(' ');
    for (const [text, law] of [
      [pageText('/privacy'), /Law 25[\s\S]*PIPEDA/],
      [french, /Loi 25[\s\S]*LPRPDE/],
    ] as const) {
      // Who is in charge of personal information, and how to reach them.
      expect(text).toMatch(law);
      expect(text).toContain(PRIVACY_OFFICER.email);
      // Where it goes: outside Quebec and Canada.
      expect(text).toMatch(/outside Quebec and outside Canada|à l'extérieur du Québec et du Canada/);
      // How to complain, and to whom.
      for (const body of ['cai.gouv.qc.ca', 'priv.gc.ca']) expect(text).toContain(body);
    }
  });

  it('describes essential, performance and marketing cookies and how to manage them', () => {
    const text = pageText('/cookies');
    for (const kind of ['Essential Cookies', 'Performance Cookies', 'Marketing Cookies']) expect(text).toContain(kind);
    expect(text).toMatch(/secure sign-ins/i);
    expect(text).toMatch(/cookie choice/i);
    expect(text).toMatch(/cookie banner/i);
    expect(text).toContain('Manage cookie preferences');
    expect(text).toMatch(/browser/i);
  });

  it('promises a reply within two business days and lists the three mailboxes', () => {
    expect(CONTACT_EMAILS).toEqual({
      editorial: 'editorial@worthy.reviews',
      partnerships: 'partners@worthy.reviews',
      support: 'support@worthy.reviews',
    });
    const text = pageText('/contact');
    expect(text).toContain('within two business days');
    for (const [box, email] of Object.entries(CONTACT_EMAILS)) {
      expect(text).toMatch(new RegExp(box, 'i'));
      expect(text).toContain(email);
    }
  });
});

describe('home page', () => {
  it('labels the hero and closing buttons as the spec does', () => {
    expect(home.hero.primary).toBe('Explore Reviews');
    expect(home.hero.secondary).toBe('See Top Picks');
    expect(home.closing.primary).toBe('Browse All Reviews');
    expect(home.closing.secondary).toBe('View Top Picks');
  });

  it('shows three stats that are facts about the site', () => {
    // Counted from the registry: a stat left behind by a new list or vertical fails here.
    expect(home.hero.stats).toEqual([
      { value: String(LISTS.length), label: 'ranked lists' },
      { value: String(VERTICALS.length), label: 'verticals' },
      { value: 'US & Canada', label: 'markets covered' },
    ]);
  });

  it('says the top picks rotate daily', () => {
    expect(home.picksIntro).toMatch(/daily/i);
  });
});

describe('footer', () => {
  it('has the three trust points, each with a one-line body', () => {
    expect(trustPoints.map((p) => p.title)).toEqual(['Unbiased Reviews', 'Expert Analysis', 'Data-Driven Insights']);
    for (const point of trustPoints) {
      expect(point.body).not.toContain('\n');
      expect(point.body.length).toBeGreaterThan(20);
    }
  });

  it('discloses affiliate commissions', () => {
    expect(footerBlurb).toMatch(/commission/i);
  });
});

describe('meta descriptions', () => {
  const descriptions = [...hubList.map((h) => h.description), ...pageList.map((p) => p.description), home.description];

  it.each(descriptions)('keeps "%s" between 110 and 155 characters', (description) => {
    expect(description.length).toBeGreaterThanOrEqual(110);
    expect(description.length).toBeLessThanOrEqual(155);
  });

  it('never repeats a description or a title', () => {
    expect(new Set(descriptions).size).toBe(descriptions.length);
    const titles = [...hubList.map((h) => h.metaTitle), ...pageList.map((p) => p.metaTitle), home.metaTitle];
    expect(new Set(titles).size).toBe(titles.length);
  });
});
