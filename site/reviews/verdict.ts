/**
 * Everything a review page says about a provider beyond its own row and its take, computed from the
 * row, its list and the list's scoring method, never written by hand: where it stands on each
 * criterion, where it is the best (ties named), where it is weakest and who scores higher there,
 * how it compares with the providers ranked next to it, and how a tie in rating was ordered.
 * Every sentence must be true in the plain sense (CONTRACT section 11): "best" only for the list's
 * highest score, every leader named. tests/unit/reviewPages.test.ts recomputes each one.
 * Criterion labels are quoted, keeping their case, so any label reads right in the sentence.
 */
import { formatRating, formatScore } from '../../lib/format';
import { decidingCriterion } from '../../lib/format/ties';
import { shownName, type Criterion, type Provider, type ScoringMethod } from '../../lib/model';

/** A provider with its place in the list. */
export interface Ranked {
  provider: Provider;
  rank: number;
}

/** One criterion as the provider scored on it, and where that score stands in the list. */
export interface Standing {
  criterion: Criterion;
  score: number;
  /** 1 + how many providers of the list score higher on it. */
  place: number;
  /** Whether another provider scores exactly the same. */
  shared: boolean;
  /** The list's highest score on it. */
  top: number;
  /** Every provider holding that score, in rank order (the subject among them when it does). */
  leaders: Ranked[];
  /** Whether every provider of the list scores the same on it (a criterion that tells none apart). */
  level: boolean;
}

export const rankedList = (providers: readonly Provider[]): Ranked[] =>
  providers.map((provider, index) => ({ provider, rank: index + 1 }));

/** The provider's score on every criterion of the method, in the method's order; null if any is missing. */
export function standings(subject: Provider, list: readonly Ranked[], method: ScoringMethod): Standing[] | null {
  const scored = list.filter(({ provider }) => method.criteria.every((c) => typeof provider.scores?.[c.id] === 'number'));
  if (!scored.some(({ provider }) => provider === subject)) return null;
  return method.criteria.map((criterion) => {
    const scoreOf = (p: Provider) => p.scores![criterion.id]!;
    const score = scoreOf(subject);
    const all = scored.map(({ provider }) => scoreOf(provider));
    const others = scored.filter(({ provider }) => provider !== subject).map(({ provider }) => scoreOf(provider));
    const top = Math.max(...all);
    return {
      criterion,
      score,
      top,
      place: 1 + others.filter((other) => other > score).length,
      shared: others.includes(score),
      leaders: scored.filter(({ provider }) => scoreOf(provider) === top),
      level: all.every((other) => other === top),
    };
  });
}

/** The providers ranked directly above and below the subject (one of them at either end of the list). */
export const neighboursOf = (subject: Ranked, list: readonly Ranked[]): Ranked[] =>
  list.filter(({ rank }) => rank === subject.rank - 1 || rank === subject.rank + 1);

/** 'A', 'A and B', 'A, B and C'. */
export function joinNames(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A criterion's label inside a sentence, quoted as it is written: '“Canadian servers and speed”'. */
export const quoted = (label: string): string => `“${label}”`;

const named = ({ provider, rank }: Ranked): string => `${shownName(provider)} (#${rank})`;

/**
 * The criteria on which the subject scores above every neighbour (leads) and below every
 * neighbour (trails), in the method's order: what both languages' comparison sentences say.
 */
export function leadsAndTrails(
  subject: Ranked,
  neighbours: readonly Ranked[],
  method: ScoringMethod,
): { leads: string[]; trails: string[] } {
  const scoreOf = (p: Provider, id: string) => p.scores?.[id] ?? NaN;
  const leads: string[] = [];
  const trails: string[] = [];
  for (const { id, label } of method.criteria) {
    const own = scoreOf(subject.provider, id);
    const theirs = neighbours.map(({ provider }) => scoreOf(provider, id));
    if (theirs.every((score) => own > score)) leads.push(label);
    if (theirs.every((score) => own < score)) trails.push(label);
  }
  return { leads, trails };
}

/**
 * Where the subject is neither above nor below all its neighbours on any criterion, what can be
 * said instead: 'same' (one neighbour, every score equal), 'between' (two neighbours, each score
 * between theirs or level with one), or null when a score is missing and "every criterion" would
 * claim too much.
 */
export function levelWith(subject: Ranked, neighbours: readonly Ranked[], method: ScoringMethod): 'same' | 'between' | null {
  const scored = method.criteria.every(({ id }) =>
    [subject, ...neighbours].every(({ provider }) => Number.isFinite(provider.scores?.[id])),
  );
  if (!scored) return null;
  return neighbours.length > 1 ? 'between' : 'same';
}

/**
 * "Against NordVPN (#1) and Proton VPN (#3), Surfshark scores higher than both on “Price after
 * renewal” and “Devices per plan”. It scores lower than both on “Audited privacy”." Leads and
 * trails count only where the subject is above (or below) every neighbour.
 */
export function comparisonSentence(subject: Ranked, neighbours: readonly Ranked[], method: ScoringMethod): string {
  if (!neighbours.length) return '';
  const { leads, trails } = leadsAndTrails(subject, neighbours, method);
  const them = neighbours.length > 1 ? 'both' : 'it';
  const against = `Against ${joinNames(neighbours.map(named))}, ${shownName(subject.provider)}`;
  if (!leads.length && !trails.length) {
    const level = levelWith(subject, neighbours, method);
    if (level === 'between') return `${against} scores between the two, or level with one of them, on every criterion.`;
    if (level === 'same') return `${against} scores the same on every criterion.`;
    return `${against} scores neither higher nor lower than ${them} on any one criterion.`;
  }
  const higher = leads.length ? `higher than ${them} on ${joinNames(leads.map(quoted))}` : '';
  const lower = trails.length ? `lower than ${them} on ${joinNames(trails.map(quoted))}` : '';
  if (higher && lower) return `${against} scores ${higher}. It scores ${lower}.`;
  return `${against} scores ${higher || lower}.`;
}

/** '#2 of 8', 'joint #2 of 8'. */
export const placeText = ({ place, shared }: Standing, count: number): string => `${shared ? 'joint ' : ''}#${place} of ${count}`;

/** The list's best score on a criterion that tells providers apart, held by the subject (ties included). */
export const bestStandings = (all: readonly Standing[]): Standing[] => all.filter((s) => s.place === 1 && !s.level);

/** Its highest-scored criteria (at most two), when it is the best on none: where it is strongest. */
export function strongestStandings(all: readonly Standing[]): Standing[] {
  if (bestStandings(all).length) return [];
  const high = Math.max(...all.map(({ score }) => score));
  return all.filter((s) => s.score === high && !s.level).slice(0, 2);
}

/** Its lowest-scored criteria (at most two) where others score higher: where it is weakest. */
export function weakestStandings(all: readonly Standing[]): Standing[] {
  const scores = all.map(({ score }) => score);
  const low = Math.min(...scores);
  if (low === Math.max(...scores)) return [];
  return all.filter((s) => s.score === low && s.place > 1).slice(0, 2);
}

/** The others holding the top score, each named as `name` says it in the page's language. */
export const otherLeaders = (standing: Standing, subject: Provider, name: (provider: Provider) => string = shownName): string[] =>
  standing.leaders.filter(({ provider }) => provider !== subject).map(({ provider }) => name(provider));

/** 'Surfshark leads with 5.0 / 5', 'Surfshark and Windscribe lead with 5.0 / 5'. */
const leadText = (standing: Standing): string => {
  const names = standing.leaders.map(({ provider }) => shownName(provider));
  return `${joinNames(names)} ${names.length > 1 ? 'lead' : 'leads'} with ${formatScore(standing.top)}`;
};

/** "ExpressVPN scores 5.0 / 5 on “Audited privacy”, tied for best with NordVPN." One line per criterion it is the best on. */
export function bestFor(all: readonly Standing[], subject: Provider): string[] {
  return bestStandings(all).map((standing) => {
    const others = otherLeaders(standing, subject);
    const tie = others.length ? `tied for best with ${joinNames(others)}` : 'the best score in the list';
    return `${scoresOn(subject, standing)}, ${tie}.`;
  });
}

/** "Surfshark scores 3.3 / 5 on “Price after renewal”, #2 of 8; Windscribe leads with 4.5 / 5." Only when it is the best on nothing. */
export function strongestOn(all: readonly Standing[], subject: Provider, count: number): string[] {
  return strongestStandings(all).map(
    (standing) => `${scoresOn(subject, standing)}, ${placeText(standing, count)}; ${leadText(standing)}.`,
  );
}

/** "ExpressVPN scores 1.0 / 5 on “Devices per plan”, joint #5 of 8; Surfshark and Windscribe lead with 5.0 / 5." */
export function notBestFor(all: readonly Standing[], subject: Provider, count: number): string[] {
  return weakestStandings(all).map(
    (standing) => `${scoresOn(subject, standing)}, ${placeText(standing, count)}; ${leadText(standing)}.`,
  );
}

/** 'ExpressVPN scores 1.0 / 5 on “Devices per plan”'. */
const scoresOn = (subject: Provider, { criterion, score }: Standing): string =>
  `${shownName(subject)} scores ${formatScore(score)} on ${quoted(criterion.label)}`;

/** A provider the reader may prefer, with the criteria where it scores above the subject's weakest. */
export interface Alternative {
  other: Ranked;
  /** The subject's weak criteria on which this one scores higher, with its score there. */
  beats: Array<{ criterion: Criterion; score: number }>;
}

/**
 * The reader's real alternatives: the providers that score highest where the subject is weakest
 * (leaders first, then by rank), at most `max`. A provider weak nowhere gets the next-ranked ones.
 */
export function alternativesTo(subject: Ranked, list: readonly Ranked[], all: readonly Standing[], max: number): Alternative[] {
  const weak = weakestStandings(all);
  const scoreOf = (entry: Ranked, id: string) => entry.provider.scores?.[id] ?? -Infinity;
  const byProvider = new Map<Ranked, Alternative>();
  for (const { criterion, score } of weak) {
    const better = list
      .filter((entry) => entry !== subject && scoreOf(entry, criterion.id) > score)
      .sort((a, b) => scoreOf(b, criterion.id) - scoreOf(a, criterion.id) || a.rank - b.rank);
    for (const entry of better) {
      const alternative = byProvider.get(entry) ?? { other: entry, beats: [] };
      alternative.beats.push({ criterion, score: scoreOf(entry, criterion.id) });
      byProvider.set(entry, alternative);
    }
  }
  const found = [...byProvider.values()]
    .sort((a, b) => b.beats.length - a.beats.length || bestBeat(b) - bestBeat(a) || a.other.rank - b.other.rank)
    .slice(0, max);
  if (found.length) return found;
  return list
    .filter((entry) => entry !== subject)
    .slice(0, max)
    .map((other) => ({ other, beats: [] }));
}

const bestBeat = ({ beats }: Alternative): number => Math.max(...beats.map(({ score }) => score));

/** "5.0 / 5 on “Devices per plan” (ExpressVPN: 1.0 / 5)". */
export function alternativeLine({ other, beats }: Alternative, subject: Provider, count: number): string {
  const standing = `#${other.rank} of ${count}, rated ${formatRating(other.provider.rating)} / 5`;
  if (!beats.length) return `${standing}.`;
  const where = beats
    .map(
      ({ criterion, score }) =>
        `${formatScore(score)} on ${quoted(criterion.label)} (${shownName(subject)}: ${formatScore(subject.scores![criterion.id]!)})`,
    )
    .join(' and ');
  return `${where}; ${standing}.`;
}

/** The others of the list with the subject's rating to two decimals: a tie, as the page shows ratings. */
export const tiedWith = (subject: Ranked, list: readonly Ranked[]): Ranked[] =>
  list.filter((entry) => entry !== subject && formatRating(entry.provider.rating) === formatRating(subject.provider.rating));

/**
 * "Tied with Intact Insurance at 3.45 / 5. Equal ratings go by the higher score on the heaviest
 * criterion, then the next: Sonnet Insurance ranks higher on “Claims service” (3.0 / 5 against 2.0 / 5)."
 * Empty when its rating is its own.
 */
export function tieNote(subject: Ranked, list: readonly Ranked[], method: ScoringMethod | null): string {
  const tied = tiedWith(subject, list);
  if (!tied.length || !method) return '';
  const rule = 'Equal ratings go by the higher score on the heaviest criterion, then the next';
  const reasons = tied.map((other) => {
    const [first, second] = other.rank < subject.rank ? [other, subject] : [subject, other];
    const criterion = decidingCriterion(first.provider, second.provider, method);
    if (!criterion)
      return `${shownName(first.provider)} and ${shownName(second.provider)} score the same on every criterion, so they are listed by name`;
    const score = (entry: Ranked) => formatScore(entry.provider.scores![criterion.id]!);
    return `${shownName(first.provider)} ranks higher on ${quoted(criterion.label)} (${score(first)} against ${score(second)})`;
  });
  return `Tied with ${joinNames(tied.map(named))} at ${formatRating(subject.provider.rating)} / 5. ${rule}: ${reasons.join('; ')}.`;
}

/** Where the provider ranks: '#2 of 8 in VPN Services'. */
export const rankLine = (rank: number, count: number, scoredTopic: string): string => `#${rank} of ${count} in ${scoredTopic}`;

/** The page's meta description, from the numbers alone (at most about 160 characters). */
export function reviewSummary(subject: Ranked, count: number, scoredTopic: string): string {
  const { provider, rank } = subject;
  return `${shownName(provider)} review: rated ${formatRating(provider.rating)} / 5, ${rankLine(rank, count, scoredTopic)}. Our take, key facts, scores and how it compares.`;
}
