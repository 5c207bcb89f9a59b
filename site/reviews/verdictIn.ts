/** The review page's computed sentences in the page's language: ./verdict.ts in English, ./verdictFr.ts in French. */
import { frOrdinal } from '../../lib/i18n/fr-CA/format';
import { nameInSentence } from '../../lib/i18n/fr-CA/elision';
import { shownName, type Provider } from '../../lib/model';
import type { Say } from '../../lib/i18n/say';
import type { SiteLang } from '../routes';
import {
  alternativeLine,
  bestFor,
  comparisonSentence,
  notBestFor,
  rankLine,
  reviewSummary,
  strongestOn,
  tieNote,
} from './verdict';
import {
  alternativeLineFr,
  bestForFr,
  comparisonSentenceFr,
  notBestForFr,
  rankLineFr,
  reviewSummaryFr,
  strongestOnFr,
  tieNoteFr,
} from './verdictFr';

export interface VerdictWords {
  rankLine: typeof rankLine;
  comparisonSentence: typeof comparisonSentence;
  bestFor: typeof bestFor;
  strongestOn: typeof strongestOn;
  notBestFor: typeof notBestFor;
  alternativeLine: typeof alternativeLine;
  tieNote: typeof tieNote;
  /** The page's meta description. */
  summary: typeof reviewSummary;
  /** A rank on its own: '#2' in English, '2e' ('1er') in French. */
  place: (rank: number) => string;
  /** A provider's name inside a sentence: its shown name, with its article in French (« la Banque Scotia »). */
  name: (provider: Provider) => string;
}

const ENGLISH: VerdictWords = {
  rankLine,
  comparisonSentence,
  bestFor,
  strongestOn,
  notBestFor,
  alternativeLine,
  tieNote,
  summary: reviewSummary,
  place: (rank) => `#${rank}`,
  name: shownName,
};

const FRENCH: VerdictWords = {
  rankLine: rankLineFr,
  comparisonSentence: comparisonSentenceFr,
  bestFor: bestForFr,
  strongestOn: strongestOnFr,
  notBestFor: notBestForFr,
  alternativeLine: alternativeLineFr,
  tieNote: tieNoteFr,
  summary: reviewSummaryFr,
  place: frOrdinal,
  name: (provider) => nameInSentence(shownName(provider)),
};

/** A score out of five with one decimal, as the page writes it ('4.6 / 5', '4,6 / 5'). */
export const scoreIn = (say: Say, score: number): string => say('{0} / 5', score.toFixed(1));

export const verdictIn = (lang: SiteLang | undefined): VerdictWords => (lang ? FRENCH : ENGLISH);
