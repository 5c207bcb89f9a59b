/**
 * `npm run data:check` as a function: the built-in data judged (validate.mjs), its stale rows
 * (freshness.mjs) and, when asked, its links (links.mjs), as one report that prints for a person
 * (formatCheck) or as JSON.
 */
import { join } from 'node:path';
import { importTs } from '../tsModule.mjs';
import { readDataFiles } from './dataFiles.mjs';
import { FRESH_DAYS, staleLists } from './freshness.mjs';
import { frenchProblems, readFrenchFile } from './frenchWords.mjs';
import { checkLinks, LINK_CHECK } from './links.mjs';
import { listProblems, methodProblems, problemText, usableMethod } from './validate.mjs';
import { methodFactProblems } from './facts.mjs';
import { twinFactProblems } from './twins.mjs';
import { frenchRepeatProblems, repeatedFeatureProblems } from './repeats.mjs';

/**
 * @typedef {import('./validate.mjs').Problem} Problem
 * @typedef {import('./freshness.mjs').StaleList} StaleList
 * @typedef {import('./links.mjs').LinkResult} LinkResult
 * @typedef {{ file: string; row: string; field: 'url' | 'review' }} LinkUse
 * @typedef {LinkResult & { uses: LinkUse[] }} LinkReport
 * @typedef {{ checked: number; uses: number; ms: number; boundMs: number; counts: Record<import('./links.mjs').LinkStatus, number>; problems: LinkReport[] }} LinksSummary
 * @typedef {{
 *   today: string; lists: number; methods: number; providers: number;
 *   problems: (Problem & { text: string })[]; freshDays: typeof FRESH_DAYS; stale: StaleList[];
 *   links: LinksSummary | null; valid: boolean; clean: boolean;
 * }} CheckReport
 *   valid: no problem; clean: valid, nothing stale, and no dead or timed-out link (what --strict asks)
 * @typedef {{ dataDir: string; today: string; links?: boolean; timeoutMs?: number; flagship?: string }} CheckOptions
 *   flagship: an origin to ask for the flagship's pages instead of the public one, such as a
 *   local preview of a build (review links then say whether every review page exists in it)
 */

/** @type {Promise<any> | undefined} */
let rulesModule;
/** The validator, scoring rule and registry the widgets use (scripts/operator/rules.ts). */
export const loadRules = () => (rulesModule ??= importTs('scripts/operator/rules.ts'));

/**
 * @param {CheckOptions} options
 * @returns {Promise<CheckReport>}
 */
export async function runCheck({ dataDir, today, links = false, timeoutMs, flagship }) {
  const rules = await loadRules();
  const files = readDataFiles(dataDir);
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Map<string, { method: import('./validate.mjs').Method | null; file: string }>} */
  const methods = new Map();
  for (const file of files.methods) {
    const found = methodProblems(file, rules);
    const method = usableMethod(file, found);
    problems.push(...found);
    // A method whose facts are wrong still scores its rows, so their problems are found in the same run.
    if (method) problems.push(...methodFactProblems(method, file.key, rules).map((message) => ({ file: file.file, message })));
    methods.set(file.key, { method, file: file.file });
  }
  const listKeys = new Set(files.lists.map((file) => file.key));
  for (const key of rules.LIST_KEYS) {
    if (!listKeys.has(key))
      problems.push({ file: join(dataDir, 'builtin'), message: `has no file for the list ${key} (${key}.json)` });
  }
  /** @type {{ key: string; file: string; rows: Record<string, any>[] }[]} */
  const lists = [];
  for (const file of files.lists) {
    const method = methods.get(file.key);
    problems.push(...listProblems(file, method?.method ?? null, today, rules, method?.file));
    if (rules.isListKey(file.key) && Array.isArray(file.value)) {
      lists.push({ key: file.key, file: file.file, rows: file.value });
      problems.push(...frenchListProblems(dataDir, file.key, file.value, method?.method ?? null, rules));
    }
  }

  problems.push(...twinFactProblems(lists, methods, rules));
  problems.push(...repeatedFeatureProblems(lists, methods, rules));

  const report = {
    today,
    lists: files.lists.length,
    methods: files.methods.length,
    providers: lists.reduce((sum, list) => sum + list.rows.length, 0),
    problems: problems.map((problem) => ({ ...problem, text: problemText(problem) })),
    freshDays: FRESH_DAYS,
    stale: staleLists(lists, today, rules.listRecord),
    links: links
      ? await linkHealth(lists, timeoutMs, (url) =>
          flagship && url.startsWith(`${rules.FLAGSHIP_ORIGIN}/`) ? flagship + url.slice(rules.FLAGSHIP_ORIGIN.length) : url,
        )
      : null,
  };
  const deadLinks = report.links ? report.links.counts.dead + report.links.counts.timeout : 0;
  const valid = report.problems.length === 0;
  return { ...report, valid, clean: valid && report.stale.length === 0 && deadLinks === 0 };
}

/**
 * A Canada list's French words, held to its English rows and method; other lists have none.
 * @param {string} dataDir
 * @param {string} key
 * @param {Record<string, any>[]} rows
 * @param {import('./validate.mjs').Method | null} method
 * @param {any} rules
 * @returns {Problem[]}
 */
function frenchListProblems(dataDir, key, rows, method, rules) {
  const french = readFrenchFile(dataDir, key);
  if (!rules.isCanadaListKey(key)) {
    return french ? [{ file: french.file, message: `${key} is not a Canada list: only Canada lists have French words` }] : [];
  }
  if (!french)
    return [{ file: join(dataDir, 'fr', `${key}.json`), message: 'is missing: every Canada list has its French words' }];
  const problems = frenchProblems(french, rows, method, rules);
  // A French card's own repeats are worth reading only once its words match its English rows.
  return problems.length ? problems : frenchRepeatProblems(french, rows, method, rules);
}

/**
 * @param {{ file: string; rows: Record<string, any>[] }[]} lists
 * @param {number | undefined} timeoutMs
 * @param {(url: string) => string} where the address a link is asked at
 * @returns {Promise<LinksSummary>}
 */
async function linkHealth(lists, timeoutMs = LINK_CHECK.timeoutMs, where) {
  /** @type {Map<string, LinkUse[]>} */
  const uses = new Map();
  for (const { file, rows } of lists) {
    for (const row of rows) {
      for (const field of /** @type {const} */ (['url', 'review'])) {
        const link = row?.[field];
        if (typeof link !== 'string' || !/^https?:\/\//i.test(link)) continue;
        const url = where(link);
        uses.set(url, [...(uses.get(url) ?? []), { file, row: String(row.name), field }]);
      }
    }
  }
  const started = performance.now();
  const results = await checkLinks([...uses.keys()], { timeoutMs });
  /** @type {Record<import('./links.mjs').LinkStatus, number>} */
  const counts = { ok: 0, redirected: 0, offsite: 0, dead: 0, timeout: 0 };
  /** @type {LinkReport[]} */
  const problems = [];
  for (const result of results.values()) {
    counts[result.status] = (counts[result.status] ?? 0) + 1;
    if (result.status !== 'ok') problems.push({ ...result, uses: uses.get(result.url) ?? [] });
  }
  const order = ['dead', 'timeout', 'offsite', 'redirected'];
  problems.sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status) || a.url.localeCompare(b.url));
  return {
    checked: results.size,
    uses: [...uses.values()].reduce((sum, list) => sum + list.length, 0),
    ms: Math.round(performance.now() - started),
    boundMs: Math.ceil(results.size / LINK_CHECK.concurrency) * timeoutMs,
    counts,
    problems,
  };
}

const plural = (/** @type {number} */ n, /** @type {string} */ word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The report for a person: problems first, then stale rows, then links, then one line that says
 * what to do.
 * @param {CheckReport} report
 * @param {{ strict?: boolean }} [options]
 * @returns {string}
 */
export function formatCheck(report, { strict = false } = {}) {
  const lines = [
    `Worthy data check: ${plural(report.lists, 'list')}, ${plural(report.providers, 'provider')}, ${plural(report.methods, 'method')} (today ${report.today}, UTC)`,
    '',
  ];
  if (report.problems.length) {
    lines.push(`Invalid: ${plural(report.problems.length, 'problem')}`, ...report.problems.map((p) => `  ${p.text}`), '');
  } else {
    lines.push('Valid: every list and method follows the rules.', '');
  }
  const limits = Object.entries(report.freshDays)
    .map(([vertical, days]) => `${vertical} ${days}`)
    .join(', ');
  const staleRows = report.stale.reduce((sum, list) => sum + list.rows.length, 0);
  if (staleRows) {
    lines.push(`Stale: ${plural(staleRows, 'row')} in ${plural(report.stale.length, 'list')} (days allowed: ${limits})`);
    for (const list of report.stale) {
      lines.push(`  ${list.list} (${list.vertical}, ${list.limitDays} days):`);
      for (const row of list.rows) lines.push(`    "${row.name}" checked ${row.verified_at}, ${row.days} days ago`);
    }
    lines.push('');
  } else {
    lines.push(`Fresh: every row checked within its vertical's limit (days allowed: ${limits}).`, '');
  }
  if (report.links) {
    const { checked, uses, ms, counts, problems } = report.links;
    lines.push(
      `Links: ${checked} checked (${uses} uses) in ${(ms / 1000).toFixed(1)} s: ${counts.ok} ok, ${counts.redirected} redirected within their site, ${counts.offsite} to another site, ${counts.dead} dead, ${counts.timeout} timed out`,
    );
    for (const link of problems) {
      const where = link.uses.map((use) => `${use.file} "${use.row}" ${use.field}`).join('; ');
      const what =
        link.status === 'dead'
          ? `dead (${link.code ? `HTTP ${link.code}` : link.error})`
          : link.status === 'timeout'
            ? `timed out (${link.error})`
            : `${link.status === 'offsite' ? 'redirects to another site' : 'redirects'}: ${link.hops.join(' -> ')}`;
      lines.push(`  ${link.url}: ${what}`, `    used by ${where}`);
    }
    lines.push('');
  }
  if (!report.valid)
    lines.push('Not valid: fix the problems above, then run npm run data:check again. Nothing can be pushed until it passes.');
  else if (strict && !report.clean) lines.push('Valid, but --strict fails on stale rows, dead links and timeouts.');
  else lines.push('OK.');
  return lines.join('\n');
}
