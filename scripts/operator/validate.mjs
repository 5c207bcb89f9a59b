/**
 * The data check's verdict on the built-in lists and methods (CONTRACT section 14). Each problem
 * names its file, its row and what is wrong, in words the operator can act on:
 *   lib/data/builtin/vpn_providers.json: row "NordVPN": rating 4.8 is not the weighted mean of its scores (4.62)
 * The widgets' own validator (lib/data/toProvider.ts) runs first: whatever it would drop or repair
 * is a problem here, since built-in data should reach readers exactly as written. Then the rules
 * the widgets cannot apply row by row: every criterion scored, ratings equal to their scores'
 * weighted mean, ranks that follow ratings, at most two partner badges, dates that are real and
 * not in the future, review links that reach the row's review page.
 */
import { PROVIDER_COLUMNS } from './columns.mjs';
import { rowFactProblems } from './facts.mjs';

/** A rating is shown to two decimals, so it must equal its scores' weighted mean to within that. */
export const RATING_PRECISION = 0.01;
/** Partner badges per list (SPEC: at most two Worthy Partners in a list). */
export const MAX_PARTNERS = 2;

/**
 * @typedef {import('./dataFiles.mjs').DataFile} DataFile
 * @typedef {{ file: string; row?: string; message: string }} Problem
 * @typedef {{ id: string; label: string; weight: number; rubric: string }} Criterion
 * @typedef {{ list: string; criteria: Criterion[] }} Method
 * @typedef {Record<string, any>} Row
 */

/** @param {Problem} problem */
export const problemText = ({ file, row, message }) => `${file}: ${row === undefined ? '' : `row "${row}": `}${message}`;

/**
 * A yyyy-mm-dd text that names a real day.
 * @param {unknown} text
 * @returns {text is string}
 */
export function isCalendarDate(text) {
  const match = typeof text === 'string' && /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/**
 * Problems of one scoring method file.
 * @param {DataFile} file
 * @param {any} rules scripts/operator/rules.ts
 * @returns {Problem[]}
 */
export function methodProblems(file, rules) {
  /** @type {Problem[]} */
  const problems = [];
  const say = (/** @type {string} */ message) => problems.push({ file: file.file, message });
  if (file.error) return [{ file: file.file, message: file.error }];
  if (!rules.isListKey(file.key)) return [{ file: file.file, message: `"${file.key}" is not a list key of the registry` }];
  const method = /** @type {Method} */ (file.value);
  if (typeof method !== 'object' || method === null || !Array.isArray(method.criteria)) {
    return [{ file: file.file, message: 'is not a method: an object with "list" and a "criteria" array' }];
  }
  if (method.list !== file.key) say(`"list" is "${method.list}", not "${file.key}"`);
  if (method.criteria.length < 3 || method.criteria.length > 6)
    say(`has ${method.criteria.length} criteria; a method has 3 to 6`);
  const ids = new Set();
  let sum = 0;
  for (const [index, criterion] of method.criteria.entries()) {
    const id = criterion?.id;
    const where = `criterion ${typeof id === 'string' ? `"${id}"` : index + 1}`;
    if (typeof id !== 'string' || !/^[a-z][a-z0-9_]*$/.test(id)) say(`${where}: the id must be lowercase letters, digits and _`);
    else if (ids.has(id)) say(`${where} appears twice`);
    ids.add(id);
    if (!Number.isInteger(criterion?.weight) || criterion.weight < 1) say(`${where}: the weight must be a whole percentage`);
    else sum += criterion.weight;
    if (typeof criterion?.label !== 'string' || !criterion.label.trim()) say(`${where}: no label`);
    if (typeof criterion?.rubric !== 'string' || !/^5: .+; 1: .+\.$/.test(criterion.rubric)) {
      say(`${where}: the rubric must read "5: …; 1: …."`);
    }
  }
  if (sum !== 100) say(`the weights sum to ${sum}, not 100`);
  return problems;
}

/**
 * A method usable for scoring rows: the file parsed, named its list and its weights sum to 100.
 * @param {DataFile | undefined} file
 * @param {Problem[]} problems of that file
 * @returns {Method | null}
 */
export const usableMethod = (file, problems) =>
  file && !file.error && problems.length === 0 ? /** @type {Method} */ (file.value) : null;

/**
 * Problems of one list file, its rows checked against the list's method (when it has a usable one).
 * @param {DataFile} file
 * @param {Method | null} method
 * @param {string} today yyyy-mm-dd (UTC)
 * @param {any} rules scripts/operator/rules.ts
 * @param {string} [methodFile] where the method is, to name it
 * @returns {Problem[]}
 */
export function listProblems(file, method, today, rules, methodFile = `methods/${file.key}.json`) {
  if (file.error) return [{ file: file.file, message: file.error }];
  if (!rules.isListKey(file.key)) return [{ file: file.file, message: `"${file.key}" is not a list key of the registry` }];
  if (!Array.isArray(file.value)) return [{ file: file.file, message: 'is not a list: a JSON array of rows' }];
  /** @type {Problem[]} */
  const problems = [];
  const rows = /** @type {unknown[]} */ (file.value);
  const say = (/** @type {string | undefined} */ row, /** @type {string} */ message) =>
    problems.push({ file: file.file, ...(row === undefined ? {} : { row }), message });
  if (!method) say(undefined, `has no usable scoring method (${methodFile})`);
  if (rows.length > rules.MAX_PROVIDERS) say(undefined, `has ${rows.length} rows; a list shows at most ${rules.MAX_PROVIDERS}`);

  /** @type {Row[]} */
  const named = [];
  /** Rows with a name, valid or not: ranks are judged over the whole file. */
  const ranked = /** @type {Row[]} */ (rows.filter((row) => typeof (/** @type {Row} */ (row)?.name) === 'string'));
  const seen = new Set();
  for (const [index, value] of rows.entries()) {
    const row = /** @type {Row} */ (value);
    const label = typeof row?.name === 'string' && row.name.trim() ? row.name : `#${index + 1}`;
    const verdict = rules.toProvider(value, method);
    if (!verdict.provider) {
      say(label, verdict.reason);
      continue;
    }
    // A bad date, fact or reason is said below (dateProblems, rowFactProblems) in the operator's words.
    for (const repair of verdict.repairs) if (!/^(verified_at|facts?\b|reasons?\b)/.test(repair)) say(label, repair);
    if (seen.has(row.name)) say(label, 'appears twice in the list (a name is a provider’s identity)');
    seen.add(row.name);
    named.push(row);
    for (const field of Object.keys(row)) if (!PROVIDER_COLUMNS.includes(field)) say(label, `has an unknown field "${field}"`);
    if (!Number.isInteger(row.display_order) || row.display_order < 1) say(label, 'display_order must be a rank from 1');
    for (const message of scoreProblems(row, method, rules)) say(label, message);
    for (const message of dateProblems(row, today)) say(label, message);
    if (method) for (const message of rowFactProblems(row, method, today, rules)) say(label, message);
  }
  for (const [row, message] of rankProblems(ranked, method, rules)) say(row, message);
  const partners = ranked.filter((row) => row.is_worthy_partner === true).map((row) => `"${row.name}"`);
  if (partners.length > MAX_PARTNERS)
    say(undefined, `has ${partners.length} Worthy Partner badges (${partners.join(', ')}); at most ${MAX_PARTNERS}`);
  for (const [row, message] of reviewLinkProblems(file.key, named, rules)) say(row, message);
  return problems;
}

/**
 * @param {Row} row
 * @param {Method | null} method
 * @param {any} rules the widgets' scoring rule (weightedMean) among them
 * @returns {string[]}
 */
function scoreProblems(row, method, rules) {
  if (!method) return [];
  const scores = row.scores;
  if (typeof scores !== 'object' || scores === null || Array.isArray(scores)) return ['has no scores'];
  const messages = method.criteria
    .filter(({ id }) => typeof scores[id] !== 'number')
    .map(({ id, label }) => `no score for "${id}" (${label})`);
  for (const id of Object.keys(scores)) {
    if (!method.criteria.some((criterion) => criterion.id === id)) messages.push(`a score for "${id}", which the method lacks`);
  }
  if (messages.length) return messages;
  const mean = /** @type {number} */ (rules.weightedMean(method, scores));
  // Compared in hundredths, so binary fractions cannot make 4.62 differ from 4.62.
  if (Math.abs(Math.round(mean * 100) - Math.round(row.rating * 100)) > RATING_PRECISION * 100) {
    messages.push(`rating ${row.rating} is not the weighted mean of its scores (${mean.toFixed(2)}); run npm run data:rescore`);
  }
  return messages;
}

/**
 * @param {Row} row
 * @param {string} today
 * @returns {string[]}
 */
function dateProblems(row, today) {
  if (row.verified_at === undefined || row.verified_at === null) return ['has no verified_at (the day its facts were checked)'];
  if (!isCalendarDate(row.verified_at)) return [`verified_at "${row.verified_at}" is not a real yyyy-mm-dd date`];
  if (row.verified_at > today) return [`verified_at ${row.verified_at} is in the future (today is ${today})`];
  return [];
}

/**
 * Ranks 1, 2, 3 … once each, a higher rank never has a lower rating, and equal ratings follow the
 * tie rule (lib/format/ties.ts).
 * @param {Row[]} rows
 * @param {Method | null} method
 * @param {any} rules the widgets' tie rule (tieOrder) among them
 * @returns {[string | undefined, string][]}
 */
function rankProblems(rows, method, rules) {
  const tie = method && rules.tieOrder(method);
  /** @type {[string | undefined, string][]} */
  const found = [];
  const ranked = rows.filter((row) => Number.isInteger(row.display_order)).sort((a, b) => a.display_order - b.display_order);
  for (const [index, row] of ranked.entries()) {
    const before = ranked[index - 1];
    const expected = before ? before.display_order + 1 : 1;
    if (before && before.display_order === row.display_order) {
      found.push([row.name, `shares rank #${row.display_order} with "${before.name}"`]);
    } else if (row.display_order !== expected) {
      found.push([row.name, `is ranked #${row.display_order} where #${expected} comes next (ranks run 1, 2, 3 … without gaps)`]);
    }
    if (before && typeof row.rating === 'number' && row.rating > before.rating) {
      found.push([
        row.name,
        `is ranked #${row.display_order} below "${before.name}" (#${before.display_order}) with a higher rating (${row.rating} > ${before.rating}); run npm run data:rescore`,
      ]);
    }
    if (before && tie && row.rating === before.rating && tie(before, row) > 0) {
      found.push([
        row.name,
        `ties "${before.name}" at ${row.rating} and goes first by the tie rule (the higher score on the heaviest criterion, then the next), yet is ranked below it; run npm run data:rescore`,
      ]);
    }
  }
  return found;
}

/**
 * A built-in row's review link is its review page on the flagship, at its slug.
 * @param {string} key
 * @param {Row[]} rows
 * @param {any} rules
 * @returns {[string, string][]}
 */
function reviewLinkProblems(key, rows, rules) {
  const slugs = rules.slugsOf(rows.map((row) => row.name));
  /** @type {[string, string][]} */
  const found = [];
  for (const row of rows) {
    const expected = rules.reviewUrl(rules.listRecord(key), slugs.get(row.name));
    if (row.review !== expected) {
      found.push([
        row.name,
        `review is ${JSON.stringify(row.review ?? null)}, not its review page ${expected}; run npm run data:rescore`,
      ]);
    }
  }
  return found;
}
