/**
 * The Canada lists' French words (CONTRACT section 13), one file per list beside the English
 * rows: lib/data/fr/<key>.json = { list, criteria: { <id>: { label, rubric } }, rows: { <name>: words } },
 * where a row's words are its promo, promo_detail, starting_price, features, pros and cons in
 * French. The seed and the push carry each row's words into the backend's `fr` column; the data
 * check holds every file to its English list (frenchProblems).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The fields of a row that have words; everything else (numbers, links, names) is shared. */
export const FRENCH_FIELDS = ['promo', 'promo_detail', 'starting_price', 'features', 'pros', 'cons'];

/** A row's words by id: its text and list facts' values, and its judged criteria's reasons (CONTRACT section 15). */
export const FRENCH_OBJECTS = ['facts', 'reasons'];

/** What a row may add in French only: the name it trades under there (Banque Scotia) and its French site. */
export const FRENCH_NAMING = ['display_name', 'url'];

/** Characters a method's French label and rubric may hold (a row's words have the English fields' caps). */
export const METHOD_CAPS = { label: 34, rubric: 260 };

/**
 * The caps of a row's French words: those the widgets hold the English fields to
 * (lib/data/limits.ts TEXT_CAPS, lib/data/scoring.ts NOTE_LENGTH).
 * @param {any} rules scripts/operator/rules.ts
 * @returns {Record<string, number>}
 */
const rowCaps = (rules) => ({
  promo: rules.TEXT_CAPS.promo,
  promo_detail: rules.TEXT_CAPS.promo_detail,
  starting_price: rules.TEXT_CAPS.starting_price,
  features: rules.TEXT_CAPS.feature,
  pros: rules.NOTE_LENGTH,
  cons: rules.NOTE_LENGTH,
});

/**
 * @typedef {{ label: string; rubric: string }} FrenchCriterion
 * @typedef {{ list: string; criteria: Record<string, FrenchCriterion>; facts?: Record<string, { label: string; unit?: string }>; rows: Record<string, Record<string, any>> }} FrenchList
 * @typedef {import('./dataFiles.mjs').DataFile} DataFile
 */

/**
 * @param {string} dataDir
 * @param {string} key
 * @returns {DataFile | null} null when the list has no French file
 */
export function readFrenchFile(dataDir, key) {
  const path = join(dataDir, 'fr', `${key}.json`);
  if (!existsSync(path)) return null;
  try {
    return { key, file: path, value: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (error) {
    return { key, file: path, error: `is not valid JSON (${error instanceof Error ? error.message : error})` };
  }
}

/**
 * The rows with their French words as the backend stores them: `fr` null when there are none.
 * @param {Record<string, unknown>[]} rows
 * @param {DataFile | null} french
 */
export function withFrench(rows, french) {
  const words = /** @type {FrenchList | undefined} */ (french?.value)?.rows;
  return rows.map((row) => ({
    ...row,
    fr: (words && Object.hasOwn(words, String(row.name)) && words[String(row.name)]) || null,
  }));
}

/** @param {unknown} value */
const hasWords = (value) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '');

/**
 * What is wrong with a French file against its English list and method: the same rows by name,
 * the same fields with words, the same number of items, every criterion, texts within the caps.
 * @param {DataFile} file
 * @param {Record<string, any>[]} rows the English rows
 * @param {{ criteria: { id: string }[]; facts?: { id: string; type: string; unit?: string }[] } | null} method
 * @param {any} rules scripts/operator/rules.ts, for the caps
 * @returns {{ file: string; row?: string; message: string }[]}
 */
export function frenchProblems(file, rows, method, rules) {
  const caps = rowCaps(rules);
  if (file.error) return [{ file: file.file, message: file.error }];
  /** @type {{ file: string; row?: string; message: string }[]} */
  const problems = [];
  const say = (/** @type {string | undefined} */ row, /** @type {string} */ message) =>
    problems.push({ file: file.file, ...(row === undefined ? {} : { row }), message });
  const french = /** @type {FrenchList} */ (file.value);
  if (typeof french !== 'object' || french === null || typeof french.rows !== 'object' || typeof french.criteria !== 'object') {
    return [{ file: file.file, message: 'is not a French list: an object with "list", "criteria" and "rows"' }];
  }
  if (french.list !== file.key) say(undefined, `"list" is "${french.list}", not "${file.key}"`);
  const text = (/** @type {unknown} */ value, /** @type {number} */ cap) =>
    typeof value === 'string' && value.trim() !== '' && value.length <= cap;

  for (const { id } of method?.criteria ?? []) {
    const criterion = french.criteria[id];
    if (!criterion) say(undefined, `has no French for the criterion "${id}"`);
    else {
      if (!text(criterion.label, METHOD_CAPS.label))
        say(undefined, `criterion "${id}": the label must be 1 to ${METHOD_CAPS.label} characters`);
      if (!text(criterion.rubric, METHOD_CAPS.rubric) || !/^5 ?: .+; 1 ?: .+\.$/.test(criterion.rubric)) {
        say(undefined, `criterion "${id}": the rubric must read "5 : …; 1 : …." within ${METHOD_CAPS.rubric} characters`);
      }
    }
  }
  for (const fact of method?.facts ?? []) {
    const words = french.facts?.[fact.id];
    if (!words || !text(words.label, METHOD_CAPS.label))
      say(undefined, `fact "${fact.id}": no French label of 1 to ${METHOD_CAPS.label} characters`);
    // The compare table has a row for each: two rows headed alike would read as one thing twice.
    else if (Object.values(french.criteria).some((criterion) => criterion.label === words.label))
      say(undefined, `fact "${fact.id}": the French label "${words.label}" is a criterion's too; name the fact apart`);
    else if (fact.unit && !text(words.unit, METHOD_CAPS.label))
      say(undefined, `fact "${fact.id}": no French for its unit "${fact.unit}"`);
  }
  for (const id of Object.keys(french.facts ?? {})) {
    if (!method?.facts?.some((fact) => fact.id === id)) say(undefined, `has French for the fact "${id}", which the method lacks`);
  }
  for (const id of Object.keys(french.criteria)) {
    if (method && !method.criteria.some((criterion) => criterion.id === id))
      say(undefined, `has French for "${id}", which the method lacks`);
  }

  const names = new Set(rows.map((row) => String(row.name)));
  for (const name of Object.keys(french.rows)) if (!names.has(name)) say(name, 'has French words but is not in the English list');
  for (const row of rows) {
    const words = french.rows[String(row.name)];
    if (!words) {
      say(row.name, 'has no French words');
      continue;
    }
    for (const field of Object.keys(words))
      if (![...FRENCH_FIELDS, ...FRENCH_OBJECTS, ...FRENCH_NAMING].includes(field))
        say(row.name, `French: "${field}" is not a field with words`);
    if ('display_name' in words && !text(words.display_name, rules.TEXT_CAPS.name))
      say(row.name, `French: display_name must be a name of 1 to ${rules.TEXT_CAPS.name} characters`);
    if ('url' in words && !rules.isSourceUrl(words.url))
      say(row.name, 'French: url must be the https address of its French site');
    for (const message of frenchFactProblems(row, words, method)) say(row.name, message);
    for (const field of FRENCH_FIELDS) {
      const english = row[field];
      const value = words[field];
      if (hasWords(english) !== hasWords(value)) {
        say(row.name, hasWords(english) ? `French: no ${field}, which the English has` : `French: a ${field} the English lacks`);
      } else if (Array.isArray(english)) {
        if (!Array.isArray(value) || value.length !== english.length) {
          say(
            row.name,
            `French: ${field} has ${Array.isArray(value) ? value.length : 'no'} items, the English ${english.length}`,
          );
        } else {
          value.forEach((item, i) => {
            if (!text(item, caps[field] ?? 0))
              say(row.name, `French: ${field} item ${i + 1} must be 1 to ${caps[field]} characters`);
          });
        }
      } else if (hasWords(value)) {
        const cap = caps[field] ?? 0;
        if (!text(value, cap)) say(row.name, `French: ${field} must be text of at most ${cap} characters`);
      }
    }
  }
  return problems;
}

/**
 * A row's French facts and reasons against its English ones: French for every text or list fact
 * that has a value (of the same kind, a list of as many items) and for every reason, nothing else.
 * @param {Record<string, any>} row
 * @param {Record<string, any>} words
 * @param {{ criteria: { id: string }[]; facts?: { id: string; type: string }[] } | null} method
 * @returns {string[]}
 */
function frenchFactProblems(row, words, method) {
  if (!method?.facts) return [];
  const problems = [];
  const worded = method.facts.filter((fact) => ['text', 'list'].includes(fact.type) && hasWords(row.facts?.[fact.id]?.value));
  for (const fact of worded) {
    const english = row.facts[fact.id].value;
    const french = words.facts?.[fact.id];
    if (!hasWords(french)) problems.push(`French: no words for the fact "${fact.id}"`);
    else if (Array.isArray(english) !== Array.isArray(french) || (Array.isArray(english) && english.length !== french.length))
      problems.push(
        `French: the fact "${fact.id}" must be ${Array.isArray(english) ? `a list of ${english.length}` : 'a text'}, as the English is`,
      );
  }
  for (const id of Object.keys(words.facts ?? {}))
    if (!worded.some((fact) => fact.id === id)) problems.push(`French: words for the fact "${id}", which has no English words`);
  for (const id of Object.keys(row.reasons ?? {}))
    if (!hasWords(words.reasons?.[id])) problems.push(`French: no reason for "${id}", which the English has`);
  for (const id of Object.keys(words.reasons ?? {}))
    if (!hasWords(row.reasons?.[id])) problems.push(`French: a reason for "${id}", which the English lacks`);
  return problems;
}
