#!/usr/bin/env node
/**
 * `npm run report:clicks -- --days 30`: the operator's click report (CONTRACT section 10), read
 * with the service role from the backend's click_report function and printed as a table: clicks
 * per list, provider, rank, partner and surface over the last N days (UTC), most clicked first.
 *
 * Needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the project's service_role key, from its API
 * settings; never the anon key, which may not read the counts). `--json` prints the rows as JSON.
 * `--html FILE` also writes the report as a page with charts (scripts/operator/reportHtml.mjs),
 * adding the clicks per day from the click_days function.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadRules } from './operator/check.mjs';
import { reportHtml } from './operator/reportHtml.mjs';

const USAGE = 'Usage: SUPABASE_URL=… SUPABASE_SERVICE_ROLE_KEY=… npm run report:clicks -- [--days 30] [--json] [--html FILE]';

/**
 * @typedef {{ list_key: string, provider: string, rank: number, partner: string, partner_name: string | null,
 *             surface: string, clicks: number | string }} ReportRow
 */

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`report:clicks: ${message}`);
  process.exit(1);
}

/** @param {Date} date */
const day = (date) => date.toISOString().slice(0, 10);

/**
 * @param {ReportRow[]} rows
 * @returns {string}
 */
export function formatReport(rows) {
  const header = ['clicks', 'list', 'rank', 'provider', 'partner', 'surface'];
  const cells = rows.map((row) => [
    String(row.clicks),
    row.list_key,
    String(row.rank),
    row.provider,
    row.partner_name ? `${row.partner_name} (${row.partner})` : row.partner,
    row.surface,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i]?.length ?? 0)));
  // Numbers right-aligned, text left-aligned.
  const line = (/** @type {string[]} */ values) =>
    values
      .map((value, i) => (i === 0 || i === 2 ? value.padStart(widths[i] ?? 0) : value.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const total = rows.reduce((sum, row) => sum + Number(row.clicks), 0);
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line), '', `${total} clicks`].join(
    '\n',
  );
}

/**
 * One service-role function call; any failure ends the run with one line.
 * @param {string} url
 * @param {string} key
 * @param {string} name
 * @param {object} body
 * @returns {Promise<any>}
 */
async function rpc(url, key, name, body) {
  let response;
  try {
    response = await fetch(`${url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    fail(`could not reach ${url}: ${error instanceof Error ? error.message : error}`);
  }
  if (response.status === 401 || response.status === 403) {
    fail(`the backend refused the key (HTTP ${response.status}): use the service_role key, not the anon key`);
  }
  if (response.status === 404 && name === 'click_days') {
    fail('the backend lacks public.click_days: apply supabase/migrations/20261126000100_operator_desk.sql first');
  }
  if (!response.ok) fail(`the backend answered HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

async function main() {
  /** @type {{ days?: string; json?: boolean; html?: string }} */
  let values = {};
  try {
    ({ values } = parseArgs({
      options: { days: { type: 'string', default: '30' }, json: { type: 'boolean' }, html: { type: 'string' } },
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  }
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 3660)
    fail(`--days must be a whole number of days (1–3660), not "${values.days}"`);
  const url = process.env.SUPABASE_URL?.replace(/\/+$/, '');
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key) fail(`SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set.\n${USAGE}`);

  const today = new Date();
  const period = { from_day: day(new Date(today.getTime() - (days - 1) * 86_400_000)), to_day: day(today) };
  /** @type {ReportRow[]} */
  const rows = await rpc(url, key, 'click_report', period);
  if (values.json) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    console.log(`Clicks from ${period.from_day} to ${period.to_day} (UTC), most clicked first\n`);
    console.log(rows.length ? formatReport(rows) : 'No clicks counted in that period.');
  }
  if (values.html) {
    const perDay = await rpc(url, key, 'click_days', period);
    const { isListKey, listLabel, listRecord } = await loadRules();
    const listName = (/** @type {string} */ list) => (isListKey(list) ? listLabel(listRecord(list)) : list);
    const html = reportHtml({ from: period.from_day, to: period.to_day, rows, days: perDay, listName, generatedAt: today });
    try {
      writeFileSync(values.html, html);
    } catch (error) {
      fail(`could not write ${values.html}: ${error instanceof Error ? error.message : error}`);
    }
    (values.json ? console.error : console.log)(
      `\nWrote ${values.html} (${Math.round(html.length / 1024)} KB): open it in any browser.`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
