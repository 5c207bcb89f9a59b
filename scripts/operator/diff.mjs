/**
 * What `npm run data:push` would change: each list's rows on the backend against the built-in
 * ones, matched by name (a provider's identity within its list), field by field. Both sides are
 * first brought to one form, the table's: every column present, a missing one at the column's
 * default, scores, French words, facts and reasons with their keys in one order. So a row equal in meaning is
 * equal here, and a second push after the first finds nothing to do.
 */
import { TABLE_COLUMNS } from './columns.mjs';

/** What public.providers stores when an insert leaves a column out. */
const COLUMN_DEFAULTS = {
  logo: null,
  review: null,
  promo: null,
  promo_code: null,
  promo_detail: '',
  user_votes: 0,
  features: [],
  starting_price: null,
  is_worthy_partner: false,
  display_order: 0,
  scores: null,
  pros: null,
  cons: null,
  verified_at: null,
  fr: null,
  facts: null,
  reasons: null,
};

/**
 * @typedef {Record<string, unknown>} Row
 * @typedef {{ field: string; from: unknown; to: unknown }} FieldChange
 * @typedef {{ key: string; added: Row[]; removed: Row[]; changed: { name: string; fields: FieldChange[] }[] }} ListDiff
 */

/**
 * A row in the table's form: every column, in the table's order.
 * @param {Row} row
 * @returns {Row}
 */
export function tableRow(row) {
  /** @type {Row} */
  const out = {};
  for (const field of TABLE_COLUMNS) {
    const value = row[field];
    out[field] =
      value === undefined || value === null ? (COLUMN_DEFAULTS[/** @type {keyof COLUMN_DEFAULTS} */ (field)] ?? null) : value;
  }
  // jsonb keeps an object's keys in its own order: compared in one order, equal means equal.
  for (const field of ['scores', 'fr', 'facts', 'reasons']) out[field] = sortedKeys(out[field]);
  return out;
}

/**
 * @param {unknown} value
 * @returns {unknown}
 */
function sortedKeys(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => [key, sortedKeys(inner)]),
  );
}

/** @param {unknown} a @param {unknown} b */
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One list: rows the backend lacks (added), rows it has that the built-in list lacks (removed),
 * and rows in both whose fields differ (changed), in the built-in order.
 * @param {string} key
 * @param {Row[]} builtin
 * @param {Row[]} live
 * @returns {ListDiff}
 */
export function diffList(key, builtin, live) {
  const wanted = builtin.map(tableRow);
  const have = new Map(live.map((row) => [String(row.name), tableRow(row)]));
  const names = new Set(wanted.map((row) => String(row.name)));
  /** @type {ListDiff} */
  const diff = { key, added: [], removed: live.filter((row) => !names.has(String(row.name))).map(tableRow), changed: [] };
  for (const row of wanted) {
    const current = have.get(String(row.name));
    if (!current) {
      diff.added.push(row);
      continue;
    }
    const fields = TABLE_COLUMNS.filter((field) => !same(current[field], row[field])).map((field) => ({
      field,
      from: current[field],
      to: row[field],
    }));
    if (fields.length) diff.changed.push({ name: String(row.name), fields });
  }
  return diff;
}

/** @param {ListDiff} diff */
export const hasChanges = (diff) => diff.added.length + diff.removed.length + diff.changed.length > 0;

/** A value in one line, cut at 90 characters. @param {unknown} value */
function shown(value) {
  const text = JSON.stringify(value);
  return text.length > 90 ? `${text.slice(0, 89)}…` : text;
}

/**
 * One field's change in a line or a few: a list by the items it gains and loses, scores by
 * criterion, anything else as before -> after.
 * @param {FieldChange} change
 * @returns {string[]}
 */
function describeChange({ field, from, to }) {
  if (Array.isArray(from) && Array.isArray(to)) {
    const gone = from.filter((item) => !to.includes(item));
    const come = to.filter((item) => !from.includes(item));
    if (!gone.length && !come.length) return [`${field}: reordered, now ${shown(to)}`];
    return [`${field}:`, ...gone.map((item) => `  - ${shown(item)}`), ...come.map((item) => `  + ${shown(item)}`)];
  }
  if (from && to && typeof from === 'object' && typeof to === 'object') {
    const before = /** @type {Record<string, unknown>} */ (from);
    const after = /** @type {Record<string, unknown>} */ (to);
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !same(before[key], after[key]));
    return keys.map((key) => `${field}.${key}: ${shown(before[key] ?? null)} -> ${shown(after[key] ?? null)}`);
  }
  return [`${field}: ${shown(from)} -> ${shown(to)}`];
}

/**
 * The changes, list by list, for a person to read before they happen.
 * @param {ListDiff[]} diffs
 * @returns {string}
 */
export function formatDiff(diffs) {
  const changed = diffs.filter(hasChanges);
  const lines = [];
  for (const diff of changed) {
    const counts = [
      diff.added.length && `${diff.added.length} added`,
      diff.removed.length && `${diff.removed.length} removed`,
      diff.changed.length && `${diff.changed.length} changed`,
    ].filter(Boolean);
    lines.push(`${diff.key}: ${counts.join(', ')}`);
    for (const row of diff.added) lines.push(`  + ${row.name} (#${row.display_order}, rating ${row.rating})`);
    for (const row of diff.removed) lines.push(`  - ${row.name} (#${row.display_order}, rating ${row.rating})`);
    for (const { name, fields } of diff.changed) {
      lines.push(`  ~ ${name}`);
      for (const change of fields) lines.push(...describeChange(change).map((line) => `      ${line}`));
    }
    lines.push('');
  }
  const total = (/** @type {'added' | 'removed' | 'changed'} */ kind) =>
    changed.reduce((sum, diff) => sum + diff[kind].length, 0);
  lines.push(
    changed.length
      ? `${changed.length} of ${diffs.length} lists change: rows ${total('added')} added, ${total('removed')} removed, ${total('changed')} changed.`
      : `No change: the backend's ${diffs.length} lists already match the built-in data.`,
  );
  return lines.join('\n');
}
