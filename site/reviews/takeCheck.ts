/**
 * What "Our take" must be (CONTRACT section 11): 60–160 words, and every number in it one the page
 * shows as a fact, a score, the rating or the rank. tests/unit/takes.test.ts runs it over every take;
 * scripts/takes-check.mjs runs it for the people who write them.
 */
import type { FactValue, Provider } from '../../lib/model';

export const TAKE_WORDS = { min: 60, max: 160 } as const;

export type TakeLang = 'en' | 'fr';

/** Words as a word processor counts them: the runs between spaces that hold a letter or a digit. */
export const wordCount = (text: string): number => text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

/** The scale a score is given on ('4.2 / 5', 'out of 5', 'sur 5') is not a number the take claims. */
const SCALE = /\s*(?:\/|out of|sur)\s*5\b/gi;

/** Numbers as written in each language: '1,234.5' in English, '1 234,5' in French. */
const NUMBER: Record<TakeLang, RegExp> = {
  en: /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g,
  fr: /\d{1,3}(?:[\s\u00a0\u202f]\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g,
};

const parse = (written: string, lang: TakeLang): number =>
  Number(lang === 'en' ? written.replace(/,/g, '') : written.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));

/** The numbers in a take, as values. */
export function numbersIn(text: string, lang: TakeLang): number[] {
  return (text.replace(SCALE, '').match(NUMBER[lang]) ?? []).map((written) => parse(written, lang));
}

/** Every number a fact shows: a figure, both ends of a range, and the figures written in a text or list fact. */
function factNumbers(value: FactValue, lang: TakeLang): number[] {
  if (value === null || typeof value === 'boolean') return [];
  if (typeof value === 'number') return [value];
  if (typeof value === 'string') return numbersIn(value, lang);
  if (Array.isArray(value)) return value.flatMap((item: string) => numbersIn(item, lang));
  const range = value as { min: number; max: number };
  return [range.min, range.max];
}

/** The numbers the provider's review page shows that a take may cite. */
export function pageNumbers(provider: Provider, rank: number, count: number, lang: TakeLang): Set<number> {
  const scores = Object.values(provider.scores ?? {}).map((score) => Number(score.toFixed(1)));
  const facts = Object.values(provider.facts ?? {}).flatMap((fact) => factNumbers(fact.value, lang));
  return new Set([rank, count, Number(provider.rating.toFixed(2)), ...scores, ...facts]);
}

/** What is wrong with a take, in words its writer can act on; empty when nothing is. */
export function takeProblems(
  take: string | undefined,
  provider: Provider,
  rank: number,
  count: number,
  lang: TakeLang,
): string[] {
  if (!take?.trim()) return ['no take'];
  const problems: string[] = [];
  const words = wordCount(take);
  if (words < TAKE_WORDS.min || words > TAKE_WORDS.max) {
    problems.push(`${words} words (write ${TAKE_WORDS.min}–${TAKE_WORDS.max})`);
  }
  const shown = pageNumbers(provider, rank, count, lang);
  const stray = numbersIn(take, lang).filter((number) => !shown.has(number));
  if (stray.length) {
    problems.push(`numbers the page does not show: ${[...new Set(stray)].join(', ')} (it shows ${[...shown].join(', ')})`);
  }
  return problems;
}
