// @vitest-environment node
/**
 * The French words of the Canada pages (site/content/topics/fr/) and lists (lib/data/fr/): one
 * French page per Canada page, the same parts in the same order as its English twin, and no
 * English left where a reader reads.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CANADA_LIST_KEYS, listRecord } from '../../lib/model';
import type { TopicSection, TopicWords } from '../../site/content/types';

const english = import.meta.glob<readonly TopicWords[]>('../../site/content/topics/*.ts', { import: 'pages', eager: true });
const french = import.meta.glob<TopicWords>('../../site/content/topics/fr/*.ts', { import: 'canadaFr', eager: true });

const canadaPages = Object.values(english)
  .flat()
  .filter((page) => CANADA_LIST_KEYS.includes(page.listKey as never));
const frenchOf = (key: string) => Object.values(french).find((page) => page.listKey === key);

/** What a section holds, without its words: kind and how many cards, items, paragraphs… */
const shape = (section: TopicSection) => {
  const { kind } = section;
  const parts =
    'cards' in section
      ? section.cards
      : 'items' in section
        ? section.items
        : 'paragraphs' in section
          ? section.paragraphs
          : 'stacks' in section
            ? section.stacks
            : section.brands;
  return `${kind}×${parts.length}`;
};

/** Common English words that no French sentence has… */
const ENGLISH_WORDS = /\b(the|and|with|your|you|this|that|which|when|before|after|should|every|month|year|free)\b/i;
/** …except inside names: a plan, a fee or a product called so in English by its maker. */
const NAMES = /Globe and Mail|TurboTax Live Assist and Review|Trust and Support|forfait Free\b/g;
const ENGLISH = { test: (text: string) => ENGLISH_WORDS.test(text.replace(NAMES, '')) };

describe('French Canada pages', () => {
  it('exist for every Canada list, each in the file of its topic', () => {
    expect(canadaPages).toHaveLength(CANADA_LIST_KEYS.length);
    for (const key of CANADA_LIST_KEYS) {
      const [path] = Object.entries(french).find(([, page]) => page.listKey === key) ?? [];
      expect(path, key).toBe(`../../site/content/topics/fr/${listRecord(key).topicSlug}.ts`);
    }
  });

  it.each(canadaPages.map((page) => [page.listKey, page] as const))(
    '%s: the parts of its English twin, in order, in French',
    (key, page) => {
      const fr = frenchOf(key)!;
      expect((fr.lead ?? []).map(shape)).toEqual((page.lead ?? []).map(shape));
      expect(fr.sections.map(shape)).toEqual(page.sections.map(shape));
      expect(Boolean(fr.trustNote)).toBe(Boolean(page.trustNote));
      expect(Boolean(fr.compare.oneProviderPrompt)).toBe(Boolean(page.compare.oneProviderPrompt));
      expect(fr.description.length).toBeLessThanOrEqual(160);
      const words = JSON.stringify({ ...fr, sections: fr.sections.map((s) => ({ ...s, brands: undefined, stacks: undefined })) });
      expect(ENGLISH.test(words)).toBe(false);
      // Sentence case: no title capitalises every word, as the English ones do.
      for (const title of [fr.title, ...fr.sections.map((s) => s.title)])
        expect(title, title).not.toMatch(/^\S+ [A-ZÉ][a-zé]+ [A-ZÉ][a-zé]+ [A-ZÉ][a-zé]+/);
    },
  );
});

describe('French words of the Canada lists', () => {
  it.each(CANADA_LIST_KEYS)('%s: no English sentence, money or unit left', (key) => {
    const text = readFileSync(new URL(`../../lib/data/fr/${key}.json`, import.meta.url), 'utf8');
    type Words = string | string[] | Record<string, string | string[]>;
    const { rows, criteria, facts } = JSON.parse(text) as {
      rows: Record<string, Record<string, Words>>;
      criteria: Record<string, { label: string; rubric: string }>;
      facts: Record<string, { label: string; unit?: string }>;
    };
    // A row's facts and reasons are words by id (CONTRACT section 15): each of them is read too.
    const flat = (value: Words): string[] =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value : Object.values(value).flatMap(flat);
    const words = [
      ...Object.values(rows).flatMap((row) => Object.values(row).flatMap(flat)),
      ...Object.values(criteria).flatMap((c) => [c.label, c.rubric]),
      ...Object.values(facts).flatMap((f) => [f.label, ...(f.unit ? [f.unit] : [])]),
    ];
    expect(words.filter((word) => ENGLISH.test(word))).toEqual([]);
    // English money and units never reach a French reader.
    expect(words.filter((word) => /CA\$|US\$|\$\d|\/mo\b|\/yr\b/.test(word))).toEqual([]);
  });
});
