#!/usr/bin/env node
/**
 * `npm run data:check`: the built-in lists and methods checked before every push (CONTRACT
 * section 14). Validates every file, lists rows overdue for a check and, with --links, asks every
 * provider and review link over HTTP. Exit 0 when valid; 1 when anything is invalid (with
 * --strict, also when a row is stale or a link dead or timed out); 2 for a usage mistake.
 *
 *   npm run data:check [-- --links] [--json] [--strict] [--data lib/data] [--today yyyy-mm-dd] [--timeout 10]
 *                      [--flagship http://localhost:4173]   (review links asked at a local preview of the site)
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatCheck, runCheck } from './operator/check.mjs';
import { isCalendarDate } from './operator/validate.mjs';

const USAGE =
  'Usage: npm run data:check -- [--links] [--json] [--strict] [--data DIR] [--today yyyy-mm-dd] [--timeout SECONDS] [--flagship ORIGIN]';

/** @param {string} message */
function usage(message) {
  console.error(`data:check: ${message}\n${USAGE}`);
  process.exit(2);
}

/** @type {Record<string, any>} */
let values = {};
try {
  ({ values } = parseArgs({
    options: {
      links: { type: 'boolean' },
      json: { type: 'boolean' },
      strict: { type: 'boolean' },
      data: { type: 'string', default: relative(process.cwd(), fileURLToPath(new URL('../lib/data', import.meta.url))) },
      today: { type: 'string', default: new Date().toISOString().slice(0, 10) },
      timeout: { type: 'string', default: '10' },
      flagship: { type: 'string' },
    },
  }));
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
if (!isCalendarDate(values.today)) usage(`--today must be a yyyy-mm-dd date, not "${values.today}"`);
if (values.flagship !== undefined && !/^https?:\/\/[^/\s]+$/.test(String(values.flagship))) {
  usage(`--flagship must be an origin such as http://localhost:4173, not "${values.flagship}"`);
}
const timeout = Number(values.timeout);
if (!(timeout > 0 && timeout <= 120)) usage(`--timeout must be a number of seconds from 0 to 120, not "${values.timeout}"`);

let report;
try {
  report = await runCheck({
    dataDir: String(values.data),
    today: String(values.today),
    links: Boolean(values.links),
    timeoutMs: timeout * 1000,
    flagship: values.flagship ? String(values.flagship) : undefined,
  });
} catch (error) {
  // A folder that cannot be read, for instance: said in one line, never a stack trace.
  console.error(`data:check: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(values.json ? JSON.stringify(report, null, 2) : formatCheck(report, { strict: Boolean(values.strict) }));
process.exit(!report.valid || (values.strict && !report.clean) ? 1 : 0);
