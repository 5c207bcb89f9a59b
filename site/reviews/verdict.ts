/**
 * Everything a review page says about a provider beyond its own row, computed from the row, its
 * list and the list's scoring method, never written by hand: where it ranks, where it stands on
 * each criterion, how it compares with the providers ranked next to it, and whom it suits.
 * tests/unit/reviewPages.test.ts recomputes every sentence for every built-in provider.
 */
import { formatRating, formatScore } from '../../lib/format';
import type { Criterion, Provider, ScoringMethod } from '../../lib/model';

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
  /** The list's highest scorer on it (the first ranked, on a tie). */
  leader: Ranked;
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
    const others = scored.filter(({ provider }) => provider !== subject).map(({ provider }) => scoreOf(provider));
    const top = Math.max(...scored.map(({ provider }) => scoreOf(provider)));
    return {
      criterion,
      score,
      place: 1 + others.filter((other) => other > score).length,
      shared: others.includes(score),
      leader: scored.find(({ provider }) => scoreOf(provider) === top)!,
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

/** A criterion's label inside a sentence: 'Audited privacy' → 'audited privacy', 'APR' stays. */
export const inSentence = (label: string): string =>
  /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;

const named = ({ provider, rank }: Ranked): string => `${provider.name} (#${rank})`;

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
 * "Against NordVPN (#1) and Proton VPN (#3), Surfshark scores higher than both on price after
 * renewal and devices per plan, and lower than both on audited privacy." Leads and trails count only
 * where the subject is above (or below) every neighbour.
 */
export function comparisonSentence(subject: Ranked, neighbours: readonly Ranked[], method: ScoringMethod): string {
  if (!neighbours.length) return '';
  const { leads, trails } = leadsAndTrails(subject, neighbours, method);
  const them = neighbours.length > 1 ? 'both' : 'it';
  const parts = [
    leads.length ? `higher than ${them} on ${joinNames(leads.map(inSentence))}` : '',
    trails.length ? `lower than ${them} on ${joinNames(trails.map(inSentence))}` : '',
  ].filter(Boolean);
  const against = `Against ${joinNames(neighbours.map(named))}, ${subject.provider.name}`;
  if (parts.length) return `${against} scores ${parts.join(', and ')}.`;
  return `${against} scores neither higher nor lower than ${them} on any one criterion.`;
}

const placeText = ({ place, shared }: Standing, count: number): string => `${shared ? 'joint ' : ''}#${place} of ${count}`;

/** The criteria the provider scores highest on (at most two), or lowest on; none when every score is the same. */
export function extremes(all: readonly Standing[], pick: 'best' | 'worst'): Standing[] {
  const scores = all.map(({ score }) => score);
  const high = Math.max(...scores);
  const low = Math.min(...scores);
  if (high === low) return [];
  const target = pick === 'best' ? high : low;
  return all.filter(({ score }) => score === target).slice(0, 2);
}

/**
 * "Readers who weigh streaming access most: it scores 4.9 / 5 there, #1 of 8 on that criterion."
 * From the provider's strongest criteria; empty when it scores the same on every one.
 */
export function bestFor(all: readonly Standing[], count: number): string[] {
  return extremes(all, 'best').map(
    (standing) =>
      `Readers who weigh ${inSentence(standing.criterion.label)} most: it scores ${formatScore(standing.score)} there, ${placeText(standing, count)} on that criterion.`,
  );
}

/**
 * "Readers who weigh devices per plan most: it scores 3.0 / 5 there, #7 of 8; Surfshark leads with
 * 5.0 / 5." From its weakest criteria; empty when it scores the same on every one.
 */
export function notBestFor(all: readonly Standing[], count: number): string[] {
  return extremes(all, 'worst').map((standing) => {
    const { leader, criterion } = standing;
    const leaderScore = leader.provider.scores![criterion.id]!;
    const lead = leaderScore > standing.score ? `; ${leader.provider.name} leads with ${formatScore(leaderScore)}` : '';
    return `Readers who weigh ${inSentence(criterion.label)} most: it scores ${formatScore(standing.score)} there, ${placeText(standing, count)}${lead}.`;
  });
}

/** Where the provider ranks: '#2 of 8 in VPN Services'. */
export const rankLine = (rank: number, count: number, scoredTopic: string): string => `#${rank} of ${count} in ${scoredTopic}`;

/** The page's meta description, from the numbers alone (at most about 160 characters). */
export function reviewSummary(subject: Ranked, count: number, scoredTopic: string): string {
  const { provider, rank } = subject;
  return `${provider.name} review: rated ${formatRating(provider.rating)} / 5, ${rankLine(rank, count, scoredTopic)}. Scores, pros, cons and how it compares.`;
}
