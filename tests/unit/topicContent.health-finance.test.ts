// @vitest-environment node
/** The health and finance topic records hold every SPEC literal their pages must show. */
import { describe, expect, it } from 'vitest';
import { LISTS } from '../../lib/model';
import { allTopicPages } from '../../site/content/allTopics';
import type { InfoCard, TopicContent, TopicSection } from '../../site/content/types';

/** SPEC's '2025' titles name the year of the build (CONTRACT section 9); the tests run on the build's day. */
const BUILD_YEAR = new Date().getFullYear();

const healthTopics = allTopicPages().filter((t) => t.vertical === 'health');
const financeTopics = allTopicPages().filter((t) => t.vertical === 'finance');
const topics = [...healthTopics, ...financeTopics];
/** The registry's health and finance lists: one record each. */
const lists = LISTS.filter((list) => list.vertical === 'health' || list.vertical === 'finance');

const US_TITLES: Record<string, string> = {
  '/health/glp1-programs': `Best GLP-1 Weight Loss Programs for ${BUILD_YEAR}`,
  '/health/nad-therapy': `Best NAD+ Therapy Providers for ${BUILD_YEAR}`,
  '/health/telehealth-services': `Best Telehealth Services of ${BUILD_YEAR}`,
  '/health/supplements': 'Evidence-Based Supplements Guide',
  '/health/sleep-optimization': 'Best Sleep Optimization Tools',
  '/health/fitness-programs': 'Top Online Fitness Programs',
  '/finance/credit-cards': `Best Credit Cards of ${BUILD_YEAR}`,
  '/finance/savings-accounts': 'Best High-Yield Savings Accounts',
  '/finance/investment-platforms': 'Best Investment Platforms',
  '/finance/mortgages-loans': 'Mortgages and Loan Providers',
};

const CLINIC_PROMPT = {
  title: 'Select at least two clinics to activate a side-by-side comparison',
  hint: 'Add one more provider to enable the full comparison table',
};

const page = (path: string): TopicContent => {
  const found = topics.find((t) => t.path === path);
  if (!found) throw new Error(`no record for ${path}`);
  return found;
};
const both = (usPath: string): TopicContent[] => [page(usPath), page(`${usPath}-canada`)];

const sectionsOf = (t: TopicContent): TopicSection[] => [...(t.lead ?? []), ...t.sections];
function only<K extends TopicSection['kind']>(t: TopicContent, kind: K): Extract<TopicSection, { kind: K }> {
  const found = sectionsOf(t).filter((s): s is Extract<TopicSection, { kind: K }> => s.kind === kind);
  expect(found, `${t.path}: one ${kind} section`).toHaveLength(1);
  return found[0]!;
}
const cardSections = (t: TopicContent) =>
  sectionsOf(t).filter((s): s is Extract<TopicSection, { kind: 'cards' }> => s.kind === 'cards');
const cardTitles = (cards: readonly InfoCard[]) => cards.map((c) => c.title);

describe('health and finance topic records', () => {
  it('holds one record per health and finance list of the registry, at its path', () => {
    expect(topics).toHaveLength(lists.length);
    expect(topics.map((t) => t.path).sort()).toEqual(lists.map((list) => list.path).sort());
  });

  it('sets vertical, badge and market from the path', () => {
    for (const t of healthTopics) {
      expect(t.vertical, t.path).toBe('health');
      expect(t.badge, t.path).toBe('Health & Wellness');
    }
    for (const t of financeTopics) {
      expect(t.vertical, t.path).toBe('finance');
      expect(t.badge, t.path).toBe('Finance & Wealth');
    }
    for (const t of topics) expect(t.market, t.path).toBe(t.path.endsWith('-canada') ? 'ca' : 'us');
  });

  it('links twins to each other', () => {
    for (const t of topics) {
      expect(t.twin, t.path).toBeDefined();
      expect(page(t.twin!).twin, t.path).toBe(t.path);
      expect(t.twin).toBe(t.market === 'us' ? `${t.path}-canada` : t.path.replace(/-canada$/, ''));
    }
  });

  it('uses the SPEC titles', () => {
    for (const [path, title] of Object.entries(US_TITLES)) expect(page(path).title).toBe(title);
    expect(page('/finance/insurance').title).toMatch(/insurance providers/i);
    expect(page('/finance/tax-accounting').title).toMatch(/tax & accounting software/i);
    expect(page('/finance/insurance-canada').title).toBe('Insurance Providers in Canada');
    expect(page('/finance/tax-accounting-canada').title).toBe('Tax & Accounting Software in Canada');
    for (const t of topics.filter((x) => x.market === 'ca')) expect(t.title, t.path).toContain('Canada');
  });

  it('gives every page a Top list title, a compare description and, where SPEC has one, a short trust note', () => {
    for (const t of topics) {
      expect(t.listTitle, t.path).toMatch(/^Top /);
      expect(t.compare.description, t.path).toMatch(/^Select up to three /);
      if (t.trustNote) expect(t.trustNote, t.path).toMatch(/^[^.]+\.$/);
      expect(t.tagline.length, t.path).toBeGreaterThan(0);
    }
  });

  it('has a unique meta description of 110 to 155 characters, naming Canada on Canada pages', () => {
    for (const t of topics) {
      expect(t.description.length, `${t.path}: ${t.description.length}`).toBeGreaterThanOrEqual(110);
      expect(t.description.length, `${t.path}: ${t.description.length}`).toBeLessThanOrEqual(155);
      if (t.market === 'ca') expect(t.description, t.path).toMatch(/Canad/);
    }
    expect(new Set(topics.map((t) => t.description)).size).toBe(lists.length);
  });

  it('marks the highest rating on GLP-1 and NAD+ pages and the first provider elsewhere', () => {
    for (const t of topics) {
      const byRating = /glp1-programs|nad-therapy/.test(t.path);
      expect(t.topPick, t.path).toBe(byRating ? 'highest-rating' : 'first');
    }
  });

  it('gives every page a three-card checklist or tips section, with short cards', () => {
    for (const t of topics) {
      const sections = cardSections(t);
      expect(
        sections.some((s) => s.cards.length === 3),
        t.path,
      ).toBe(true);
      for (const card of sections.flatMap((s) => s.cards)) {
        expect(card.title.split(' ').length, `${t.path}: ${card.title}`).toBeLessThanOrEqual(4);
        expect(card.body.length, `${t.path}: ${card.title}`).toBeGreaterThan(0);
      }
    }
  });

  it('writes no placeholders', () => {
    expect(JSON.stringify(topics)).not.toMatch(/lorem|TBD|TODO|\btoday\b/i);
  });
});

describe('GLP-1 pages', () => {
  it.each(both('/health/glp1-programs'))('$path compares programs and prompts for a second clinic', (t) => {
    expect(t.compare.title).toBe('Compare Programs');
    expect(t.compare.oneProviderPrompt).toEqual(CLINIC_PROMPT);
  });

  it.each(both('/health/glp1-programs'))('$path answers four FAQs: results, safety, insurance, stopping', (t) => {
    const questions = only(t, 'faq').items.map((f) => f.question);
    expect(questions).toHaveLength(4);
    expect(questions[0]).toMatch(/how long|results/i);
    expect(questions[1]).toMatch(/safe/i);
    expect(questions[2]).toMatch(/insurance|covered/i);
    expect(questions[3]).toMatch(/stop/i);
  });
});

describe('NAD+ pages', () => {
  it.each(both('/health/nad-therapy'))('$path opens with what NAD+ is and its benefits', (t) => {
    const intro = t.lead?.find((s) => s.kind === 'prose');
    expect(intro).toBeDefined();
    expect(intro!.kind === 'prose' && intro!.paragraphs.join(' ')).toMatch(/nicotinamide adenine dinucleotide/);
  });

  it.each(both('/health/nad-therapy'))('$path has a compare table, three brand cards and four FAQs', (t) => {
    expect(t.compare.oneProviderPrompt).toEqual(CLINIC_PROMPT);
    const brands = only(t, 'brands').brands;
    expect(brands.map((b) => [b.label, b.priceRange])).toEqual([
      ['Top Rated', '$45-60'],
      ['Best Value', '$35-50'],
      ['Premium Pick', '$60-70'],
    ]);
    for (const b of brands) expect(b.url).toMatch(/^https:\/\//);
    expect(only(t, 'faq').items).toHaveLength(4);
  });
});

describe('telehealth pages', () => {
  it.each(both('/health/telehealth-services'))('$path has a how-to-choose section of four cards', (t) => {
    const howTo = cardSections(t).find((s) => /how to choose/i.test(s.title));
    expect(howTo?.cards).toHaveLength(4);
  });
});

describe('supplement pages', () => {
  it.each(both('/health/supplements'))('$path has three goal-based stacks with three https products each', (t) => {
    const stacks = only(t, 'stacks').stacks;
    expect(stacks.map((s) => s.name)).toEqual(['Longevity and Cellular Health', 'Metabolic Support', 'Performance and Recovery']);
    for (const stack of stacks) {
      expect(stack.products).toHaveLength(3);
      for (const product of stack.products) expect(product.url, product.name).toMatch(/^https:\/\//);
    }
  });

  it.each(both('/health/supplements'))('$path has a shopping checklist that starts from testing and dose', (t) => {
    const checklist = only(t, 'checklist');
    expect(checklist.title).toBe('Shopping checklist');
    expect(checklist.items.join(' ')).toMatch(/third-party testing/i);
    expect(checklist.items.join(' ')).toMatch(/dose transparency/i);
  });

  it('asks Canadians to look for the Health Canada NPN', () => {
    expect(only(page('/health/supplements-canada'), 'checklist').items.join(' ')).toMatch(/Health Canada NPN/);
  });
});

describe('sleep pages', () => {
  it.each([
    ['/health/sleep-optimization', '60-67°F'],
    ['/health/sleep-optimization-canada', '60-67°F (15-19°C)'],
  ])('%s has a three-card routine blueprint with the room temperature %s', (path, temperature) => {
    const blueprint = cardSections(page(path)).find((s) => /blueprint/i.test(s.title));
    expect(blueprint?.cards).toHaveLength(3);
    expect(blueprint!.cards.some((c) => c.body.includes(temperature))).toBe(true);
  });
});

describe('insurance and tax pages', () => {
  it.each(both('/finance/insurance'))('$path checks Coverage Limits, Deductibles, Claims Support', (t) => {
    expect(cardSections(t).map((s) => cardTitles(s.cards))).toContainEqual(['Coverage Limits', 'Deductibles', 'Claims Support']);
  });

  it.each(both('/finance/tax-accounting'))('$path checks Automation, Collaboration, Compliance', (t) => {
    expect(cardSections(t).map((s) => cardTitles(s.cards))).toContainEqual(['Automation', 'Collaboration', 'Compliance']);
  });
});

describe('trust notes (SPEC section 9)', () => {
  it.each([
    ['/finance/insurance', 'Policy data refreshed weekly.'],
    ['/finance/insurance-canada', 'Policy data refreshed weekly.'],
    ['/finance/tax-accounting', 'Tax compliance details reviewed quarterly.'],
    ['/finance/tax-accounting-canada', 'Tax compliance details reviewed quarterly.'],
    ['/finance/mortgages-loans-canada', 'Canadian mortgage rates monitored twice daily.'],
    ['/finance/savings-accounts-canada', 'Canadian savings rates monitored daily.'],
  ])('%s reads "%s"', (path, note) => {
    expect(page(path).trustNote).toBe(note);
  });
});

describe('deposit insurance copy', () => {
  const text = (t: TopicContent) => JSON.stringify(sectionsOf(t));

  it('names CDIC insurance up to $100,000 on the Canada savings page, and not FDIC', () => {
    const canada = text(page('/finance/savings-accounts-canada'));
    expect(canada).toMatch(/CDIC[^"]*\$100,000/);
    expect(canada).not.toMatch(/FDIC/);
  });

  it('names FDIC insurance up to $250,000 per depositor, per bank, per ownership category on the US page', () => {
    expect(text(page('/finance/savings-accounts'))).toMatch(
      /FDIC insurance covers up to \$250,000 per depositor, per bank, per ownership category/,
    );
  });

  it('names SIPC for US investing and CIPF with TFSA, RRSP and FHSA for Canada', () => {
    expect(text(page('/finance/investment-platforms'))).toMatch(/SIPC[^"]*\$500,000[^"]*\$250,000/);
    const canada = text(page('/finance/investment-platforms-canada'));
    for (const term of ['CIPF', 'TFSA', 'RRSP', 'FHSA']) expect(canada).toContain(term);
  });

  it('names CMHC insurance and the stress test for Canadian mortgages', () => {
    const canada = text(page('/finance/mortgages-loans-canada'));
    expect(canada).toContain('CMHC');
    expect(canada).toMatch(/stress test/i);
  });
});
