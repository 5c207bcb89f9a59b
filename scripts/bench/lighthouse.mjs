/**
 * Lighthouse 12 (mobile preset: the default form factor, simulated throttling) against the
 * production server, in its own process per run, as the CLI runs it. Each report is kept in
 * dist/lighthouse/<page>-<run>.json for a closer look.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { summary } from './stats.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const run = promisify(execFile);

/** Lighthouse launches Chromium itself: the project's flags, headless. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The figures of one report: scores 0–100, LCP and TBT in ms, CLS unitless. */
function figures(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    si: value('speed-index'),
    /** Lighthouse's own CPU benchmark of this machine during the run (higher is faster); low means a busy machine. */
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/**
 * Audits that cost points: every scored audit under accessibility, best practices and SEO below 1,
 * and the performance metrics and diagnostics below 0.9.
 */
function failing(lhr) {
  const out = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score == null || !['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      const limit = category === 'performance' ? 0.9 : 1;
      if (audit.score >= limit) continue;
      if (category !== 'performance' && ref.weight === 0 && audit.scoreDisplayMode !== 'binary') continue;
      const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
      const example = items
        .map((item) => item.node?.snippet ?? item.node?.selector ?? item.url ?? item.source?.url ?? item.description ?? '')
        .find(Boolean);
      out.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? '',
        items: items.length,
        example: example ? String(example).slice(0, 160) : '',
      });
    }
  }
  return out;
}

async function lighthouseOnce(root, url, outputPath) {
  await run(
    process.execPath,
    [
      `${root}/node_modules/lighthouse/cli/index.js`,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || CHROMIUM_PATH },
      timeout: 180_000,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const lhr = JSON.parse(await readFile(outputPath, 'utf8'));
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** Runs each page `runs` times; per page: the median and min–max of every figure, and the audits that failed in any run. */
export async function runLighthouse(root, origin, pages, { runs = 3, log = () => {} } = {}) {
  const dir = `${root}/dist/lighthouse`;
  await mkdir(dir, { recursive: true });
  const results = [];
  for (const { name, path } of pages) {
    const perRun = [];
    const failures = new Map();
    const warnings = new Set();
    for (let i = 1; i <= runs; i++) {
      const slug = name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      const started = performance.now();
      let lhr;
      try {
        lhr = await lighthouseOnce(root, origin + path, `${dir}/${slug}-${i}.json`);
      } catch (error) {
        log(`  lighthouse ${name} ${i}/${runs} failed: ${String(error.message ?? error).split('\n')[0]}`);
        perRun.push(null);
        continue;
      }
      const f = figures(lhr);
      perRun.push(f);
      for (const w of lhr.runWarnings ?? []) warnings.add(w);
      for (const audit of failing(lhr)) {
        const seen = failures.get(audit.id);
        if (seen) seen.runs += 1;
        else failures.set(audit.id, { ...audit, runs: 1 });
      }
      log(`  lighthouse ${name} ${i}/${runs}: perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} seo ${f.seo} (${Math.round((performance.now() - started) / 1000)} s)`);
    }
    const ok = perRun.filter(Boolean);
    const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'cls', 'tbt', 'si', 'benchmarkIndex'];
    const stats = Object.fromEntries(keys.map((key) => [key, summary(ok.map((r) => r[key]))]));
    results.push({
      name,
      path,
      runs: perRun.length,
      completed: ok.length,
      perRun,
      median: Object.fromEntries(keys.map((key) => [key, stats[key].median])),
      min: Object.fromEntries(keys.map((key) => [key, stats[key].min])),
      max: Object.fromEntries(keys.map((key) => [key, stats[key].max])),
      failing: [...failures.values()],
      warnings: [...warnings],
    });
  }
  return results;
}
