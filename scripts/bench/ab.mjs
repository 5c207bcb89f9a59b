#!/usr/bin/env node
/**
 * Two builds, measured in pairs: `node scripts/bench/ab.mjs <project A> <project B>` (each a
 * checkout with dist/ built, e.g. a `git worktree` of an earlier commit) measures the same pages
 * of both, one right after the other, in every run, on both calibrated phones. On a shared machine
 * whose speed drifts by 2× within minutes, a figure from one bench cannot be compared with one
 * from another; a pair taken seconds apart can.
 *
 * Flags: --runs N (default 7), --only post,advised,served,topic,home (the pages to load; default all),
 * --samples (each run's figure, not only the medians: an outlier shows as one).
 * Each run calibrates the phones anew from every sample so far (phones.mjs, calibrate), and swaps
 * which build goes first.
 * Prints, per figure and phone, each build's median and the median of the paired differences.
 */
import { resolve } from 'node:path';
import { FIGURES, INTERACTION_BUDGETS, SCENARIOS, launchBenchBrowser, onPhone } from './interaction.mjs';
import { partnerServer, servedList } from './partnerPage.mjs';
import { PHONES, calibrate, newCalibration } from './phones.mjs';
import { startServer } from './server.mjs';
import { median } from './stats.mjs';
import { table } from './table.mjs';

/** @import { FigureKey } from './interaction.mjs' */

const args = process.argv.slice(2);
const flag = (/** @type {string} */ name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const roots = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--')).map((root) => resolve(root));
if (roots.length !== 2) {
  console.error('usage: node scripts/bench/ab.mjs <project A> <project B> [--runs N] [--only post,advised,served,topic,home]');
  process.exit(2);
}
const runs = Math.max(1, Number(flag('--runs')) || 7);
const only = /** @type {(keyof typeof SCENARIOS)[]} */ (flag('--only')?.split(',') ?? Object.keys(SCENARIOS));
const topicPath = '/health/glp1-programs';

const browser = await launchBenchBrowser();
const builds = [];
for (const root of roots) {
  const server = await startServer(root);
  const partner = await partnerServer(server.origin, await servedList(browser, server.origin, root), root);
  builds.push({ root, server, partner, place: { origin: server.origin, partner: partner.origin, topicPath } });
}
/** samples[build][phone][figure] */
const samples = builds.map(() => /** @type {Record<string, Partial<Record<FigureKey, number[]>>>} */ ({}));
const calibration = newCalibration();
try {
  for (let run = 0; run < runs; run++) {
    const { index, rates } = await calibrate(browser, calibration);
    console.error(
      `run ${run + 1}/${runs}: benchmarkIndex ${index.median} (this run's samples ${index.samples.join(', ')}), ` +
        PHONES.map((phone) => `${phone.id} ${rates[phone.id].toFixed(2)}×`).join(', '),
    );
    for (const phone of PHONES) {
      const rate = rates[phone.id];
      for (const name of only) {
        // Alternate which build goes first, so a machine that drifts within a pair favours neither.
        const order = run % 2 ? [1, 0] : [0, 1];
        for (const b of order) {
          const build = /** @type {(typeof builds)[number]} */ (builds[b]);
          const perPhone = /** @type {Record<string, Partial<Record<FigureKey, number[]>>>} */ (samples[b]);
          /** @type {Partial<Record<FigureKey, number[]>>} */
          const into = (perPhone[phone.id] ??= {});
          await onPhone(browser, rate, (page, cdp) =>
            SCENARIOS[name](page, cdp, build.place, (figure, value) => {
              (into[figure] ??= []).push(value);
            }),
          );
        }
      }
    }
  }
} finally {
  await browser.close();
  for (const build of builds) {
    build.partner.close();
    await build.server.stop();
  }
}

const fmt = (/** @type {number} */ n) => (Number.isInteger(n) ? String(n) : n.toFixed(3));
for (const phone of PHONES) {
  const budgets = INTERACTION_BUDGETS[/** @type {'low' | 'mid'} */ (phone.id)];
  const rows = FIGURES.flatMap(({ key, label, budget }) => {
    const [a, b] = samples.map((s) => s[phone.id]?.[key]);
    if (!a?.length || !b?.length) return [];
    const diffs = a.map((v, i) => (b[i] ?? v) - v);
    const limit = budget ? budgets[budget] : null;
    const shown = (/** @type {number[]} */ values) =>
      args.includes('--samples') ? `${fmt(median(values))} (${values.join(' ')})` : fmt(median(values));
    return [[label, shown(a), shown(b), fmt(median(diffs)), limit == null ? '' : `≤ ${limit}`]];
  });
  console.log(`\n${phone.name}, ${runs} paired runs (medians)\nA = ${roots[0]}\nB = ${roots[1]}`);
  console.log(table(['figure', 'A', 'B', 'B − A (paired)', 'budget'], rows));
}
