/**
 * The optional scoring columns of a row (CONTRACT section 7): scores, pros, cons, verified_at,
 * facts and reasons (their rules are in ./facts.ts).
 * A row without them stays valid; bad entries are repaired, never fatal:
 *   scores not an object                  -> none
 *   a score for a criterion the list's method lacks -> ignored
 *   a score that is not a finite number   -> dropped
 *   a score outside 0-5                   -> clamped to 0-5
 *   pros / cons not a list                -> none; non-text or blank items removed
 *   more than 5 pros or cons              -> the first 5 kept; each cut at 120 characters
 *   verified_at not a yyyy-mm-dd date     -> none
 * and a rating more than 0.05 from its scores' weighted mean is noted (the row's rating still shows).
 */
import type { Provider, ScoringMethod } from '../model';
import { weightedMean } from '../format/mean';
import { cappedTextList } from './cappedText';
import { isCalendarDate } from './dates';
import { readFacts, readReasons } from './facts';

export const MAX_NOTES = 5;
export const NOTE_LENGTH = 120;
/** Ratings are shown to two decimals; more than this from the scores means the row and its method disagree. */
export const RATING_TOLERANCE = 0.05;

type ScoredFields = Pick<Provider, 'scores' | 'pros' | 'cons' | 'verifiedAt' | 'facts' | 'reasons'>;

export function readScoredFields(
  row: Record<string, unknown>,
  rating: number,
  method: ScoringMethod | null | undefined,
  repairs: string[],
  notes: string[],
): ScoredFields {
  const fields: ScoredFields = {};
  const scores = readScores(row.scores, method, repairs);
  if (scores) fields.scores = scores;
  for (const field of ['pros', 'cons'] as const) {
    const value = row[field];
    if (value === null || value === undefined) continue;
    if (!Array.isArray(value)) {
      repairs.push(`${field} is not a list, dropped`);
      continue;
    }
    const items = cappedTextList(value, { items: MAX_NOTES, length: NOTE_LENGTH }, field, repairs);
    if (items.length) fields[field] = items;
  }
  const verifiedAt = row.verified_at;
  if (isCalendarDate(verifiedAt)) fields.verifiedAt = verifiedAt;
  else if (verifiedAt !== null && verifiedAt !== undefined) repairs.push('verified_at is not a yyyy-mm-dd date, dropped');

  const facts = readFacts(row.facts, method, repairs);
  if (facts) fields.facts = facts;
  const reasons = readReasons(row.reasons, method, repairs);
  if (reasons) fields.reasons = reasons;

  const mean = method && scores ? weightedMean(method, scores) : null;
  if (mean !== null && Math.abs(mean - rating) > RATING_TOLERANCE) {
    notes.push(
      `rating ${rating} is ${Math.abs(mean - rating).toFixed(2)} from its scores' weighted mean ${mean.toFixed(2)} (the rating shows)`,
    );
  }
  return fields;
}

function readScores(value: unknown, method: ScoringMethod | null | undefined, repairs: string[]): Record<string, number> | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    repairs.push('scores is not an object, dropped');
    return null;
  }
  const known = method ? new Set(method.criteria.map((c) => c.id)) : null;
  const scores: Record<string, number> = {};
  const problems = { unknown: 0, notNumbers: 0, clamped: 0 };
  // Only the method's criteria are looked at when it is known, so a huge object costs nothing.
  const entries = known
    ? [...known].filter((id) => Object.hasOwn(value, id)).map((id) => [id, (value as Record<string, unknown>)[id]] as const)
    : Object.entries(value).slice(0, 12);
  if (known) problems.unknown = Object.keys(value).length - entries.length;
  for (const [id, score] of entries) {
    if (typeof score !== 'number' || !Number.isFinite(score)) {
      problems.notNumbers++;
      continue;
    }
    const kept = Math.min(5, Math.max(0, score));
    if (kept !== score) problems.clamped++;
    scores[id] = kept;
  }
  if (problems.unknown) repairs.push(`scores: ${problems.unknown} for criteria the method lacks, ignored`);
  if (problems.notNumbers) repairs.push(`scores: ${problems.notNumbers} not numbers, dropped`);
  if (problems.clamped) repairs.push(`scores: ${problems.clamped} clamped to 0-5`);
  return Object.keys(scores).length ? scores : null;
}
