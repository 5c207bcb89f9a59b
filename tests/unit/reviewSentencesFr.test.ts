// @vitest-environment node
/**
 * The review page's sentences in French (site/reviews/verdictFr.ts) for every Canada provider: the
 * same facts as the English ones (ranks, scores, leaders, which neighbours it beats), in French
 * formats and typography, and no English word.
 */
import { describe, expect, it } from 'vitest';
import { loadBuiltinList } from '../../lib/data';
import { listInFrench, loadBuiltinFrench, methodInFrench } from '../../lib/data/french';
import { FR_LISTS, frScoredTopic } from '../../lib/i18n/fr-CA/lists';
import { NBSP } from '../../lib/i18n/fr-CA/typography';
import { nameInSentence } from '../../lib/i18n/fr-CA/elision';
import { CANADA_LIST_KEYS, shownName } from '../../lib/model';
import {
  alternativeLine,
  alternativesTo,
  bestFor,
  comparisonSentence,
  neighboursOf,
  notBestFor,
  rankedList,
  standings,
  strongestOn,
  tieNote,
} from '../../site/reviews/verdict';
import {
  alternativeLineFr,
  bestForFr,
  comparisonSentenceFr,
  joinNamesFr,
  notBestForFr,
  rankLineFr,
  reviewSummaryFr,
  strongestOnFr,
  tieNoteFr,
} from '../../site/reviews/verdictFr';

const ENGLISH = /\b(the|and|with|higher|lower|than|scores|leads|of|in|readers|weigh|most|both|review)\b/;
/** The numbers of a sentence, in order: '4,9 / 5, 1er sur 8' → ['4.9', '5', '1', '8']. */
const numbers = (text: string) =>
  [...text.replaceAll(NBSP, ' ').matchAll(/(\d+)(?:[.,](\d+))?(?:er|e)?(?!\w)/g)].map((m) => (m[2] ? `${m[1]}.${m[2]}` : m[1]));

const lists = await Promise.all(
  CANADA_LIST_KEYS.map(async (key) => {
    const [{ providers, method }, french] = await Promise.all([loadBuiltinList(key, () => {}), loadBuiltinFrench(key)]);
    return {
      key,
      providers,
      method: method!,
      french,
      frProviders: listInFrench(providers, french),
      frMethod: methodInFrench(method!, french),
    };
  }),
);

describe('French review sentences', () => {
  it('join names the French way', () => {
    expect([[], ['A'], ['A', 'B'], ['A', 'B', 'C']].map(joinNamesFr)).toEqual(['', 'A', 'A et B', 'A, B et C']);
  });

  it.each(lists.map((list) => [list.key, list] as const))('%s: every provider, the English facts in French', (key, list) => {
    const english = rankedList(list.providers);
    const french = rankedList(list.frProviders);
    for (const [i, subject] of french.entries()) {
      const en = english[i]!;
      const neighbours = neighboursOf(subject, french);
      const sentenceFr = comparisonSentenceFr(subject, neighbours, list.frMethod);
      const sentenceEn = comparisonSentence(en, neighboursOf(en, english), list.method);
      // The same neighbours, ranks and verdicts: the numbers match, and so does which side each falls on.
      expect(numbers(sentenceFr)).toEqual(numbers(sentenceEn));
      // ('… neither higher nor lower than both …' says neither.)
      const neither = sentenceEn.includes('neither higher nor lower');
      expect(/une meilleure note|de meilleures notes/.test(sentenceFr)).toBe(!neither && sentenceEn.includes('higher than'));
      expect(/une moins bonne note|de moins bonnes notes/.test(sentenceFr)).toBe(!neither && sentenceEn.includes('lower than'));
      expect(sentenceFr.includes("n'obtient, sur aucun critère")).toBe(neither);
      // Level with its neighbours throughout: the same reading in both languages.
      expect(sentenceFr.includes('comprise entre les leurs')).toBe(sentenceEn.includes('between the two'));
      expect(sentenceFr.includes('la même note')).toBe(sentenceEn.includes('the same on every criterion'));
      // « Face à » names each neighbour; with one, the sentence does not name it again (« … que Oaken Financial »).
      for (const { provider } of neighbours.length === 1 ? neighbours : [])
        expect(sentenceFr.split(nameInSentence(shownName(provider))).length - 1, sentenceFr).toBe(1);
      const standingFr = standings(subject.provider, french, list.frMethod)!;
      const standingEn = standings(en.provider, english, list.method)!;
      const best = bestForFr(standingFr, subject.provider);
      const strongest = strongestOnFr(standingFr, subject.provider, french.length);
      const worst = notBestForFr(standingFr, subject.provider, french.length);
      const tie = tieNoteFr(subject, french, list.frMethod);
      const alternatives = alternativesTo(subject, french, standingFr, 3).map((a) =>
        alternativeLineFr(a, subject.provider, french.length),
      );
      expect(best.map(numbers)).toEqual(bestFor(standingEn, en.provider).map(numbers));
      expect(strongest.map(numbers)).toEqual(strongestOn(standingEn, en.provider, english.length).map(numbers));
      expect(worst.map(numbers)).toEqual(notBestFor(standingEn, en.provider, english.length).map(numbers));
      expect(numbers(tie)).toEqual(numbers(tieNote(en, english, list.method)));
      expect(alternatives.map(numbers)).toEqual(
        alternativesTo(en, english, standingEn, 3).map((a) => numbers(alternativeLine(a, en.provider, english.length))),
      );
      const summary = reviewSummaryFr(subject, french.length, frScoredTopic(key));
      // A meta description's length (tests/e2e/audit-seo.spec.ts), its name elided the French way.
      expect(summary.length, summary).toBeLessThanOrEqual(160);
      expect(summary).toMatch(/^Évaluation (de [^AEIOUaeiou]|d'[AEIOUaeiou])/);
      for (const text of [
        sentenceFr,
        ...best,
        ...strongest,
        ...worst,
        tie,
        ...alternatives,
        summary,
        rankLineFr(subject.rank, french.length, FR_LISTS[key].label),
      ]) {
        // Provider names are names ('Plenty of Fish'): only the words around them must be French.
        expect(
          list.providers.reduce((rest, p) => rest.replaceAll(p.name, ''), text),
          text,
        ).not.toMatch(ENGLISH);
        expect(text, text).not.toMatch(/ [:»]|« |\d\.\d/);
      }
      if (subject.rank === 1) expect(summary).toContain('1er sur');
    }
  });
});
