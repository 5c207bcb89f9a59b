/**
 * The click report's figures, from the backend's two answers: click_report (clicks per list,
 * provider, rank, partner and surface over the period) and click_days (clicks per day and
 * surface, every day present). Pure functions, so the tests can recompute what the page shows.
 */

/**
 * @typedef {{ list_key: string; provider: string; rank: number; partner: string; partner_name: string | null; surface: string; clicks: number | string }} ReportRow
 * @typedef {{ day: string; surface: string; clicks: number | string }} DayRow
 * @typedef {{ label: string; clicks: number; share: number }} Share
 */

/** @param {{ clicks: number | string }[]} rows */
export const totalClicks = (rows) => rows.reduce((sum, row) => sum + Number(row.clicks), 0);

/**
 * Clicks summed by a key, most clicked first (ties by label), with each one's share of the total.
 * @template {{ clicks: number | string }} T
 * @param {T[]} rows
 * @param {(row: T) => string} keyOf
 * @returns {Share[]}
 */
export function sharesBy(rows, keyOf) {
  /** @type {Map<string, number>} */
  const sums = new Map();
  for (const row of rows) sums.set(keyOf(row), (sums.get(keyOf(row)) ?? 0) + Number(row.clicks));
  const total = totalClicks(rows);
  return [...sums]
    .map(([label, clicks]) => ({ label, clicks, share: total ? clicks / total : 0 }))
    .sort((a, b) => b.clicks - a.clicks || a.label.localeCompare(b.label));
}

/**
 * Who sent the clicks: the site's own pages, each registered partner, and unregistered ids.
 * @param {ReportRow} row
 */
export const partnerLabel = (row) =>
  row.partner === 'none'
    ? 'Worthy site'
    : row.partner === 'unregistered'
      ? 'Unregistered partner ids'
      : (row.partner_name ?? row.partner);

/**
 * The last 7 days against the 7 before them (null when the period is shorter than 14 days).
 * @param {DayRow[]} days
 * @returns {{ last: number; before: number; change: number | null } | null}
 */
export function weekOverWeek(days) {
  const dates = [...new Set(days.map((row) => row.day))].sort();
  if (dates.length < 14) return null;
  const sumOf = (/** @type {string[]} */ span) => totalClicks(days.filter((row) => span.includes(row.day)));
  const last = sumOf(dates.slice(-7));
  const before = sumOf(dates.slice(-14, -7));
  return { last, before, change: before ? (last - before) / before : null };
}

/**
 * Each list's clicks by rank: the lists with most clicks first, ranks 1 to `ranks`, each cell's
 * share of its list's clicks (all ranks counted), and whether #1 took the most.
 * @param {ReportRow[]} rows
 * @param {{ lists?: number; ranks?: number }} [limits]
 */
export function clicksByRank(rows, { lists = 12, ranks = 10 } = {}) {
  const top = sharesBy(rows, (row) => row.list_key).slice(0, lists);
  return top.map(({ label: list, clicks: total }) => {
    const byRank = sharesBy(
      rows.filter((row) => row.list_key === list),
      (row) => String(row.rank),
    );
    const cells = Array.from({ length: ranks }, (_, i) => {
      const clicks = byRank.find((entry) => entry.label === String(i + 1))?.clicks ?? 0;
      return { rank: i + 1, clicks, share: clicks / total };
    });
    const most = Math.max(...byRank.map((entry) => entry.clicks));
    return { list, total, cells, firstLeads: (byRank.find((entry) => entry.label === '1')?.clicks ?? 0) === most };
  });
}
