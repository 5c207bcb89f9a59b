/**
 * Which rows are overdue for a check. A row's `verified_at` is the day its price, rate and offer
 * were last checked; each vertical allows so many days before that is stale. Finance moves
 * fastest: card offers, savings and mortgage rates change with every central-bank decision.
 */
import { isCalendarDate } from './validate.mjs';

/** Days a row's check stays fresh, per vertical. The one table; the README quotes it. */
export const FRESH_DAYS = { finance: 30, health: 90, digital: 90, lifestyle: 90 };

const DAY_MS = 86_400_000;

/**
 * Whole days from one yyyy-mm-dd date to another.
 * @param {string} from
 * @param {string} to
 */
export const daysBetween = (from, to) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * @typedef {{ name: string; verified_at: string; days: number }} StaleRow
 * @typedef {{ list: string; vertical: string; limitDays: number; rows: StaleRow[] }} StaleList
 */

/**
 * The stale rows of every list, oldest first; lists without one are left out. Rows without a
 * real date are the validator's business, not counted here.
 * @param {{ key: string; rows: Record<string, any>[] }[]} lists
 * @param {string} today yyyy-mm-dd
 * @param {(key: string) => { vertical: keyof typeof FRESH_DAYS }} recordOf the registry's listRecord
 * @returns {StaleList[]}
 */
export function staleLists(lists, today, recordOf) {
  return lists.flatMap(({ key, rows }) => {
    const { vertical } = recordOf(key);
    const limitDays = FRESH_DAYS[vertical];
    const stale = rows
      .filter((row) => isCalendarDate(row.verified_at))
      .map((row) => ({ name: String(row.name), verified_at: row.verified_at, days: daysBetween(row.verified_at, today) }))
      .filter((row) => row.days > limitDays)
      .sort((a, b) => b.days - a.days || a.name.localeCompare(b.name));
    return stale.length ? [{ list: key, vertical, limitDays, rows: stale }] : [];
  });
}
