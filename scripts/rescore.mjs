#!/usr/bin/env node
/**
 * `npm run data:rescore [list_key ...]`: makes each built-in list obey its scoring method
 * (lib/data/methods/<key>.json). Each computed criterion's score becomes what its formula reads
 * off the row's facts (CONTRACT section 15, lib/format/computed.ts); a row's rating becomes the weighted mean of its scores (two
 * decimals) and display_order follows the ratings, highest first; equal ratings go by the tie rule of
 * lib/format/ties.ts. Every row's `review` becomes the address of its review page on the flagship
 * (CONTRACT section 11). Run it after changing a score, a weight or a name; it prints what moved.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importTs } from './tsModule.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtinDir = `${root}lib/data/builtin`;
const methodsDir = `${root}lib/data/methods`;

/**
 * @typedef {{ id: string; label: string; weight: number; rubric: string; computed?: object }} Criterion
 * @typedef {{ list: string; criteria: Criterion[] }} Method
 * @typedef {{ name: string; rating: number; display_order: number; scores?: Record<string, number>; facts?: Record<string, any> } & Record<string, unknown>} Row
 * @typedef {(computed: object, facts: Record<string, any> | undefined) => number} ComputedScore
 */

/**
 * The weighted mean of a row's scores under a method, to two decimals; null when a score is missing.
 * The rule of lib/format/scores.ts weightedMean, written again because Node 20 runs no TypeScript;
 * tests/unit/scoringData.test.ts recomputes every rating with that one, so the two cannot drift unseen.
 * @param {Method} method
 * @param {Record<string, number> | undefined} scores
 * @returns {number | null}
 */
export function weightedRating(method, scores) {
  if (!scores) return null;
  let sum = 0;
  for (const { id, weight } of method.criteria) {
    const score = scores[id];
    if (typeof score !== 'number') return null;
    sum += weight * score;
  }
  return Math.round(sum) / 100;
}

/**
 * Computed scores from facts, ratings from scores, then display_order by rating, ties by the tie rule.
 * @param {Method} method
 * @param {Row[]} rows
 * @param {ComputedScore} computedScore lib/format/computed.ts computedScore
 * @param {(method: Method) => (a: Row, b: Row) => number} tieOrder lib/format/ties.ts tieOrder
 * @returns {{ rows: Row[]; changes: string[] }}
 */
export function rescore(method, rows, computedScore, tieOrder) {
  /** @type {string[]} */
  const changes = [];
  const scored = rows.map((given) => {
    const row = withComputedScores(method, given, computedScore, changes);
    const rating = weightedRating(method, row.scores);
    if (rating === null) throw new Error(`${method.list}: ${row.name} lacks a score for some criterion`);
    if (rating !== row.rating) changes.push(`${row.name}: rating ${row.rating} -> ${rating}`);
    return { ...row, rating };
  });
  const tie = tieOrder(method);
  const ordered = [...scored].sort((a, b) => b.rating - a.rating || tie(a, b));
  const result = ordered.map((row, index) => {
    if (row.display_order !== index + 1) changes.push(`${row.name}: #${row.display_order} -> #${index + 1}`);
    return { ...row, display_order: index + 1 };
  });
  return { rows: result, changes };
}

/**
 * The row with each computed criterion scored by its formula.
 * @param {Method} method
 * @param {Row} row
 * @param {ComputedScore} computedScore
 * @param {string[]} changes
 * @returns {Row}
 */
function withComputedScores(method, row, computedScore, changes) {
  const scores = { ...row.scores };
  for (const criterion of method.criteria) {
    if (!criterion.computed) continue;
    const score = computedScore(criterion.computed, row.facts);
    if (scores[criterion.id] !== score) changes.push(`${row.name}: ${criterion.id} ${scores[criterion.id]} -> ${score}`);
    scores[criterion.id] = score;
  }
  return { ...row, scores };
}

/** @type {Promise<any> | undefined} the registry and slug rules, loaded once */
let registry;

/**
 * Each row's review link: its page on the flagship, at its slug (lib/model/slugs.ts).
 * @param {string} key
 * @param {Row[]} rows
 * @returns {Promise<{ rows: Row[]; changes: string[] }>}
 */
export async function withReviewLinks(key, rows) {
  const { listRecord, reviewUrl, slugsOf } = await (registry ??= importTs('lib/model/index.ts'));
  const slugs = slugsOf(rows.map((row) => row.name));
  /** @type {string[]} */
  const changes = [];
  const linked = rows.map((row) => {
    const review = reviewUrl(listRecord(key), slugs.get(row.name));
    if (row.review !== review) changes.push(`${row.name}: review -> ${review}`);
    return { ...row, review };
  });
  return { rows: linked, changes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = process.argv.slice(2);
  const { computedScore, tieOrder } = await importTs('scripts/operator/rules.ts');
  const keys = wanted.length ? wanted : readdirSync(methodsDir).map((file) => file.replace(/\.json$/, ''));
  for (const key of keys) {
    /** @type {Method} */
    const method = JSON.parse(readFileSync(`${methodsDir}/${key}.json`, 'utf8'));
    /** @type {Row[]} */
    const rows = JSON.parse(readFileSync(`${builtinDir}/${key}.json`, 'utf8'));
    const scored = rescore(method, rows, computedScore, tieOrder);
    const linked = await withReviewLinks(key, scored.rows);
    const changes = [...scored.changes, ...linked.changes];
    writeFileSync(`${builtinDir}/${key}.json`, `${JSON.stringify(linked.rows, null, 2)}\n`);
    console.log(`${key}: ${changes.length ? `${changes.length} change(s): ${changes.join('; ')}` : 'unchanged'}`);
  }
}
