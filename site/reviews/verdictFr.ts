/**
 * The review page's computed sentences in Canadian French: the same facts as ./verdict.ts, from
 * the same standings, in French words and formats (4,9 / 5; 1er sur 8), typeset. The method given
 * is the French one (lib/data/french.ts methodInFrench), so criteria are named in French. French
 * labels carry gender and articles a template cannot guess, so a criterion is quoted by name
 * (« Confidentialité auditée ») rather than put inside the sentence.
 */
import { frNumber, frOrdinal, frRating } from '../../lib/i18n/fr-CA/format';
import { typeset } from '../../lib/i18n/fr-CA/typography';
import { deName } from '../../lib/i18n/fr-CA/elision';
import type { ScoringMethod } from '../../lib/model';
import { extremes, leadsAndTrails, type Ranked, type Standing } from './verdict';

/** 'A', 'A et B', 'A, B et C'. */
export function joinNamesFr(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

const scoreFr = (score: number): string => `${frNumber(score, 1)} / 5`;
const quoted = (label: string): string => `« ${label} »`;
const namedFr = ({ provider, rank }: Ranked): string => `${provider.name} (${frOrdinal(rank)})`;
const placeFr = ({ place, shared }: Standing, count: number): string =>
  `${frOrdinal(place)}${shared ? ' ex æquo' : ''} sur ${count}`;

/**
 * « Face à NordVPN (1er) et Proton VPN (3e), Surfshark obtient une meilleure note que les deux pour
 * « Prix au renouvellement » et « Appareils par forfait », et une moins bonne pour « Confidentialité auditée ». »
 */
export function comparisonSentenceFr(subject: Ranked, neighbours: readonly Ranked[], method: ScoringMethod): string {
  if (!neighbours.length) return '';
  const { leads, trails } = leadsAndTrails(subject, neighbours, method);
  const them = neighbours.length > 1 ? 'les deux' : 'celui-ci';
  const against = `Face à ${joinNamesFr(neighbours.map(namedFr))}, ${subject.provider.name}`;
  const better = leads.length ? `une meilleure note que ${them} pour ${joinNamesFr(leads.map(quoted))}` : '';
  const worse = trails.length ? `une moins bonne${better ? '' : ` que ${them}`} pour ${joinNamesFr(trails.map(quoted))}` : '';
  const parts = [better, worse].filter(Boolean);
  if (parts.length) return typeset(`${against} obtient ${parts.join(', et ')}.`);
  return typeset(`${against} n'obtient ni une meilleure ni une moins bonne note que ${them} sur aucun critère.`);
}

/** « Si le critère « Accès à la diffusion en continu » compte le plus pour vous : 4,9 / 5, 1er sur 8 pour ce critère. » */
export function bestForFr(all: readonly Standing[], count: number): string[] {
  return extremes(all, 'best').map((standing) =>
    typeset(
      `Si le critère ${quoted(standing.criterion.label)} compte le plus pour vous : ${scoreFr(standing.score)}, ${placeFr(standing, count)} pour ce critère.`,
    ),
  );
}

/** « Si le critère « Appareils par forfait » compte le plus pour vous : 3,0 / 5, 7e sur 8; Surfshark mène avec 5,0 / 5. » */
export function notBestForFr(all: readonly Standing[], count: number): string[] {
  return extremes(all, 'worst').map((standing) => {
    const { leader, criterion } = standing;
    const leaderScore = leader.provider.scores![criterion.id]!;
    const lead = leaderScore > standing.score ? `; ${leader.provider.name} mène avec ${scoreFr(leaderScore)}` : '';
    return typeset(
      `Si le critère ${quoted(criterion.label)} compte le plus pour vous : ${scoreFr(standing.score)}, ${placeFr(standing, count)}${lead}.`,
    );
  });
}

/** Where the provider ranks: « 2e sur 8 au classement « Services VPN au Canada » ». */
export const rankLineFr = (rank: number, count: number, scoredTopic: string): string =>
  typeset(`${frOrdinal(rank)} sur ${count} au classement ${quoted(scoredTopic)}`);

/** The page's meta description, from the numbers alone: at most 160 characters, its last sentence dropped for a long name or topic. */
export function reviewSummaryFr(subject: Ranked, count: number, scoredTopic: string): string {
  const { provider, rank } = subject;
  const lead = `Évaluation ${deName(provider.name)} : ${frRating(provider.rating)} / 5, ${rankLineFr(rank, count, scoredTopic)}.`;
  const full = `${lead} Notes, points forts et faibles, comparaison.`;
  return typeset(full.length <= 160 ? full : lead);
}
