#!/usr/bin/env node
/**
 * `npm run data:push`: brings a live Supabase backend to exactly the built-in data (CONTRACT
 * section 14). Reads every list through supabase-js with the service-role key, prints what would
 * change per list, row and field, then:
 *   --dry-run  changes nothing (the default when not run in a terminal, so a scheduled or piped
 *              run can never push by surprise);
 *   --apply    pushes without asking;
 *   neither, in a terminal: asks before pushing.
 * A push runs the data check first and refuses invalid data; it replaces only the lists that
 * changed, all in one transaction (public.replace_provider_lists), and reads them back to confirm.
 * Click counts and partners are never touched. Exit 0 on success or a dry run, 1 otherwise.
 */
import { createInterface } from 'node:readline/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BackendError, backendFromEnv, operatorClient, readLiveLists, replaceLists } from './operator/backend.mjs';
import { loadRules, runCheck } from './operator/check.mjs';
import { readDataFiles } from './operator/dataFiles.mjs';
import { readFrenchFile, withFrench } from './operator/frenchWords.mjs';
import { diffList, formatDiff, hasChanges, tableRow } from './operator/diff.mjs';

const USAGE = 'Usage: SUPABASE_URL=… SUPABASE_SERVICE_ROLE_KEY=… npm run data:push -- [--dry-run | --apply] [--data DIR]';

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`data:push: ${message}`);
  process.exit(1);
}

/** @type {Record<string, unknown>} */
let values = {};
try {
  ({ values } = parseArgs({
    options: {
      'dry-run': { type: 'boolean' },
      apply: { type: 'boolean' },
      data: { type: 'string', default: relative(process.cwd(), fileURLToPath(new URL('../lib/data', import.meta.url))) },
    },
  }));
} catch (error) {
  console.error(`data:push: ${error instanceof Error ? error.message : error}\n${USAGE}`);
  process.exit(2);
}
if (values['dry-run'] && values.apply) {
  console.error(`data:push: --dry-run and --apply contradict each other.\n${USAGE}`);
  process.exit(2);
}
const backend = backendFromEnv(process.env);
if ('problem' in backend) fail(backend.problem);

const dataDir = String(values.data);
const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);
const mode = values.apply ? 'apply' : values['dry-run'] || !interactive ? 'dry-run' : 'ask';

try {
  const rules = await loadRules();
  const check = await runCheck({ dataDir, today: new Date().toISOString().slice(0, 10) });
  const builtin = new Map(
    readDataFiles(dataDir)
      .lists.filter((file) => rules.isListKey(file.key) && Array.isArray(file.value))
      .map((file) => [
        file.key,
        withFrench(/** @type {Record<string, unknown>[]} */ (file.value), readFrenchFile(dataDir, file.key)),
      ]),
  );
  const client = operatorClient(backend);
  const host = new URL(backend.url).host;
  console.log(`Comparing the built-in data with ${host} …\n`);
  const live = await readLiveLists(client, [...builtin.keys()]);
  const diffs = [...builtin].map(([key, rows]) => diffList(key, rows, live.get(key) ?? []));
  console.log(formatDiff(diffs));

  if (!check.valid) {
    console.error(
      `\nRefused: the built-in data has ${check.problems.length} problem(s); nothing can be pushed until npm run data:check passes:`,
    );
    for (const problem of check.problems.slice(0, 20)) console.error(`  ${problem.text}`);
    if (check.problems.length > 20)
      console.error(`  … and ${check.problems.length - 20} more (npm run data:check lists them all)`);
    process.exit(1);
  }
  const changed = diffs.filter(hasChanges);
  if (!changed.length) process.exit(0);
  if (mode === 'dry-run') {
    console.log(`\nDry run: nothing was changed. To push: npm run data:push -- --apply`);
    process.exit(0);
  }
  if (mode === 'ask') {
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await prompt.question(
      `\nPush ${changed.length === 1 ? 'this list' : `these ${changed.length} lists`} to ${host}? [y/N] `,
    );
    prompt.close();
    if (!/^y(es)?$/i.test(answer.trim())) {
      console.log('Nothing was changed.');
      process.exit(0);
    }
  }

  const lists = Object.fromEntries(changed.map((diff) => [diff.key, (builtin.get(diff.key) ?? []).map(tableRow)]));
  const replaced = await replaceLists(client, lists);
  const after = await readLiveLists(client, Object.keys(lists));
  const left = Object.keys(lists).filter((key) => hasChanges(diffList(key, lists[key] ?? [], after.get(key) ?? [])));
  if (left.length)
    fail(`the push went through, yet ${left.join(', ')} still differ(s) when read back: check the backend's views.`);
  const rows = replaced.reduce((sum, list) => sum + list.providers, 0);
  console.log(
    `\nPushed ${replaced.length} list${replaced.length === 1 ? '' : 's'} (${rows} rows) to ${host} in one transaction; read back, they match the built-in data.`,
  );
} catch (error) {
  fail(error instanceof BackendError ? error.message : `${error instanceof Error ? error.message : error}`);
}
