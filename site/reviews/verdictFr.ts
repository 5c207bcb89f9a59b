/**
 * The review page's computed sentences in Canadian French: the same facts as ./verdict.ts, from
 * the same standings, in French words and formats (4,9 / 5; 1er sur 8), typeset. The method given
 * is the French one (lib/data/french.ts methodInFrench), so criteria are named in French. French
 * labels carry gender and articles a template cannot guess, so a criterion is quoted by name
 * (« Confidentialité auditée ») rather than put inside the sentence.
 */
import { frNumber, frOrdinal, frRating } from '../../lib/i18n/fr-CA/format';
import { typeset } from '../../lib/i18n/fr-CA/typography';
import { deName, nameInSentence, sentenceStart } from '../../lib/i18n/fr-CA/elision';
import { decidingCriterion } from '../../lib/format/ties';
import { shownName, type Provider, type ScoringMethod } from '../../lib/model';
import {
  bestStandings,
  leadsAndTrails,
  levelWith,
  otherLeaders,
  strongestStandings,
  tiedWith,
  weakestStandings,
  type Alternative,
  type Ranked,
  type Standing,
} from './verdict';

/** 'A', 'A et B', 'A, B et C'. */
export function joinNamesFr(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

const scoreFr = (score: number): string => `${frNumber(score, 1)} / 5`;
const quoted = (label: string): string => `« ${label} »`;
/** A provider's name inside a sentence: « la Banque Scotia », « NordVPN ». */
const nameFr = (provider: Provider): string => nameInSentence(shownName(provider));
const namedFr = ({ provider, rank }: Ranked): string => `${nameFr(provider)} (${frOrdinal(rank)})`;
const placeFr = ({ place, shared }: Standing, count: number): string =>
  `${frOrdinal(place)}${shared ? ' ex æquo' : ''} sur ${count}`;

/**
 * « Face à NordVPN (1er) et Proton VPN (3e), Surfshark obtient de meilleures notes que les deux pour
 * « Prix au renouvellement » et « Appareils par forfait », mais une moins bonne note pour « Confidentialité auditée ». »
 * With one neighbour, « Face à … » has named it, and the sentence does not name it twice: « Face à
 * Oaken Financial (2e), la Banque EQ obtient de meilleures notes pour … » (a pronoun would have to
 * guess its gender).
 */
export function comparisonSentenceFr(subject: Ranked, neighbours: readonly Ranked[], method: ScoringMethod): string {
  if (!neighbours.length) return '';
  const { leads, trails } = leadsAndTrails(subject, neighbours, method);
  const thanThem = neighbours.length > 1 ? ' que les deux' : '';
  const against = `Face à ${joinNamesFr(neighbours.map(namedFr))}, ${nameFr(subject.provider)}`;
  const notes = (count: number, one: string, many: string) => (count > 1 ? many : one);
  const better = leads.length
    ? `${notes(leads.length, 'une meilleure note', 'de meilleures notes')}${thanThem} pour ${joinNamesFr(leads.map(quoted))}`
    : '';
  const worse = trails.length
    ? `${notes(trails.length, 'une moins bonne note', 'de moins bonnes notes')}${better ? '' : thanThem} pour ${joinNamesFr(trails.map(quoted))}`
    : '';
  const parts = [better, worse].filter(Boolean);
  if (parts.length) return typeset(`${against} obtient ${parts.join(', mais ')}.`);
  const level = levelWith(subject, neighbours, method);
  if (level === 'between')
    return typeset(`${against} obtient pour chaque critère une note comprise entre les leurs, ou égale à l'une d'elles.`);
  if (level === 'same') return typeset(`${against} obtient la même note${thanThem} pour chaque critère.`);
  return typeset(`${against} n'obtient, sur aucun critère, de note meilleure ou plus faible${thanThem}.`);
}

/** « Windscribe mène avec 4,5 / 5 », « Surfshark et Windscribe mènent avec 5,0 / 5 ». */
const leadFr = (standing: Standing): string => {
  const names = standing.leaders.map(({ provider }) => nameFr(provider));
  return `${joinNamesFr(names)} ${names.length > 1 ? 'mènent' : 'mène'} avec ${scoreFr(standing.top)}`;
};

/** « ExpressVPN obtient 5,0 / 5 pour « Confidentialité auditée », meilleure note de la liste, à égalité avec NordVPN. » */
export function bestForFr(all: readonly Standing[], subject: Provider): string[] {
  return bestStandings(all).map((standing) => {
    const others = otherLeaders(standing, subject, nameFr);
    const tie = others.length ? `, à égalité avec ${joinNamesFr(others)}` : '';
    return typeset(`${obtains(subject, standing)}, meilleure note de la liste${tie}.`);
  });
}

/** « Surfshark obtient 3,3 / 5 pour « Prix au renouvellement », 2e sur 8; Windscribe mène avec 4,5 / 5. » */
export function strongestOnFr(all: readonly Standing[], subject: Provider, count: number): string[] {
  return strongestStandings(all).map((standing) =>
    typeset(`${obtains(subject, standing)}, ${placeFr(standing, count)}; ${leadFr(standing)}.`),
  );
}

/** « ExpressVPN obtient 1,0 / 5 pour « Appareils par forfait », 5e ex æquo sur 8; Surfshark et Windscribe mènent avec 5,0 / 5. » */
export function notBestForFr(all: readonly Standing[], subject: Provider, count: number): string[] {
  return weakestStandings(all).map((standing) =>
    typeset(`${obtains(subject, standing)}, ${placeFr(standing, count)}; ${leadFr(standing)}.`),
  );
}

/** « ExpressVPN obtient 1,0 / 5 pour « Appareils par forfait » ». */
const obtains = (subject: Provider, { criterion, score }: Standing): string =>
  sentenceStart(`${nameFr(subject)} obtient ${scoreFr(score)} pour ${quoted(criterion.label)}`);

/** « 5,0 / 5 pour « Appareils par forfait » (ExpressVPN : 1,0 / 5); 4e sur 8, note de 3,72 / 5. » */
export function alternativeLineFr({ other, beats }: Alternative, subject: Provider, count: number): string {
  const standing = `${frOrdinal(other.rank)} sur ${count}, note de ${frRating(other.provider.rating)} / 5`;
  const where = beats
    .map(
      ({ criterion, score }) =>
        `${scoreFr(score)} pour ${quoted(criterion.label)} (${shownName(subject)} : ${scoreFr(subject.scores![criterion.id]!)})`,
    )
    .join(' et ');
  return typeset(where ? `${where}; ${standing}.` : `${standing}.`);
}

/**
 * « À égalité avec Intact Insurance (4e) à 3,45 / 5. À note égale, la note la plus élevée au critère
 * le plus pondéré l'emporte, puis au suivant : Sonnet Insurance passe devant pour « Service » (3,0 / 5 contre 2,0 / 5). »
 */
export function tieNoteFr(subject: Ranked, list: readonly Ranked[], method: ScoringMethod | null): string {
  const tied = tiedWith(subject, list);
  if (!tied.length || !method) return '';
  const rule = "À note égale, c'est la note au critère le plus pondéré qui départage, puis celle au critère suivant";
  const reasons = tied.map((other) => {
    const [first, second] = other.rank < subject.rank ? [other, subject] : [subject, other];
    const criterion = decidingCriterion(first.provider, second.provider, method);
    if (!criterion) {
      return `${nameFr(first.provider)} et ${nameFr(second.provider)} ont les mêmes notes à chaque critère et sont donc classés par ordre alphabétique`;
    }
    const score = (entry: Ranked) => scoreFr(entry.provider.scores![criterion.id]!);
    return `${nameFr(first.provider)} passe devant grâce au critère ${quoted(criterion.label)} (${score(first)} contre ${score(second)})`;
  });
  return typeset(
    `À égalité avec ${joinNamesFr(tied.map(namedFr))} à ${frRating(subject.provider.rating)} / 5. ${rule} : ${reasons.join('; ')}.`,
  );
}

/** Where the provider ranks: « 2e sur 8 au classement « Services VPN au Canada » ». */
export const rankLineFr = (rank: number, count: number, scoredTopic: string): string =>
  typeset(`${frOrdinal(rank)} sur ${count} au classement ${quoted(scoredTopic)}`);

/** The page's meta description, from the numbers alone: at most 160 characters, its last sentence dropped for a long name or topic. */
export function reviewSummaryFr(subject: Ranked, count: number, scoredTopic: string): string {
  const { provider, rank } = subject;
  const lead = `Évaluation ${deName(nameFr(provider))} : ${frRating(provider.rating)} / 5, ${rankLineFr(rank, count, scoredTopic)}.`;
  const full = `${lead} Notre avis, faits clés, notes et comparaison.`;
  return typeset(full.length <= 160 ? full : lead);
}
