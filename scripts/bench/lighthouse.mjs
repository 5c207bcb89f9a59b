/**
 * Lighthouse 12 (mobile preset: the default form factor, simulated throttling) against the
 * production server, in its own process per run, as the CLI runs it. Each report is kept in
 * dist/lighthouse/<page>-<run>.json for a closer look.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { summary } from './stats.mjs';

/** @import { Summary } from './stats.mjs' */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

/**
 * The fields of a Lighthouse report (its JSON output, "LHR") this file reads.
 * @typedef {object} LighthouseReport
 * @property {Record<string, LighthouseCategory | undefined>} categories
 * @property {Record<string, LighthouseAudit | undefined>} audits
 * @property {{ benchmarkIndex?: number }} [environment]
 * @property {string[]} [runWarnings]
 * @property {{ code: string, message: string }} [runtimeError]
 */
/**
 * @typedef {object} LighthouseCategory
 * @property {number | null} score 0–1
 * @property {{ id: string, weight: number }[]} auditRefs
 */
/**
 * @typedef {object} LighthouseAudit
 * @property {string} title
 * @property {number | null} score 0–1
 * @property {string} scoreDisplayMode 'binary', 'numeric', 'metricSavings', 'informative', …
 * @property {number} [numericValue]
 * @property {string} [displayValue]
 * @property {{ items?: unknown }} [details]
 */
/**
 * One row of an audit's details table: what it points at, whichever of these it has.
 * @typedef {object} LighthouseItem
 * @property {{ snippet?: string, selector?: string }} [node]
 * @property {string} [url]
 * @property {{ url?: string }} [source]
 * @property {string} [description]
 */

/**
 * The figures of one run: scores 0–100, times in ms, CLS unitless; null when the report lacks one.
 * @typedef {object} Figures
 * @property {number | null} performance
 * @property {number | null} accessibility
 * @property {number | null} bestPractices
 * @property {number | null} seo
 * @property {number | null} fcp
 * @property {number | null} lcp
 * @property {number | null} cls
 * @property {number | null} tbt
 * @property {number | null} si
 * @property {number | null} benchmarkIndex
 */
/** @typedef {keyof Figures} Figure */

/**
 * An audit that cost points.
 * @typedef {object} FailingAudit
 * @property {string} category
 * @property {string} id
 * @property {string} title
 * @property {number} score
 * @property {string} displayValue
 * @property {number} items
 * @property {string} example
 */

/**
 * One page's runs: figures per run (null for a failed run), their median, min and max, and the audits
 * that failed in any run with how many runs they failed in.
 * @typedef {object} LighthousePage
 * @property {string} name
 * @property {string} path
 * @property {number} runs
 * @property {number} completed
 * @property {(Figures | null)[]} perRun
 * @property {Record<Figure, number | null>} median
 * @property {Record<Figure, number | null>} min
 * @property {Record<Figure, number | null>} max
 * @property {(FailingAudit & { runs: number })[]} failing
 * @property {string[]} warnings
 */

const run = promisify(execFile);

/** Lighthouse launches Chromium itself: the project's flags, headless. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The figures of one report: scores 0–100, LCP and TBT in ms, CLS unitless.
 * @param {LighthouseReport} lhr
 * @returns {Figures}
 */
function figures(lhr) {
  const score = (/** @type {string} */ id) => {
    const value = lhr.categories[id]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? null;
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
 * @param {LighthouseReport} lhr
 * @returns {FailingAudit[]}
 */
function failing(lhr) {
  /** @type {FailingAudit[]} */
  const out = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score == null || !['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      const limit = category === 'performance' ? 0.9 : 1;
      if (audit.score >= limit) continue;
      if (category !== 'performance' && ref.weight === 0 && audit.scoreDisplayMode !== 'binary') continue;
      /** @type {LighthouseItem[]} */
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

/**
 * One Lighthouse run in its own process; its report is kept at `outputPath`.
 * @param {string} root
 * @param {string} url
 * @param {string} outputPath
 * @returns {Promise<LighthouseReport>}
 */
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
  /** @type {LighthouseReport} */
  const lhr = JSON.parse(await readFile(outputPath, 'utf8'));
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr;
}

/**
 * Runs each page `runs` times; per page: the median and min–max of every figure, and the audits that failed in any run.
 * @param {string} root
 * @param {string} origin
 * @param {readonly { name: string, path: string }[]} pages
 * @param {{ runs?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<LighthousePage[]>}
 */
export async function runLighthouse(root, origin, pages, { runs = 3, log = () => {} } = {}) {
  const dir = `${root}/dist/lighthouse`;
  await mkdir(dir, { recursive: true });
  /** @type {LighthousePage[]} */
  const results = [];
  for (const { name, path } of pages) {
    /** @type {(Figures | null)[]} */
    const perRun = [];
    /** @type {Map<string, FailingAudit & { runs: number }>} */
    const failures = new Map();
    /** @type {Set<string>} */
    const warnings = new Set();
    for (let i = 1; i <= runs; i++) {
      const slug = name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      const started = performance.now();
      let lhr;
      try {
        lhr = await lighthouseOnce(root, origin + path, `${dir}/${slug}-${i}.json`);
      } catch (error) {
        log(`  lighthouse ${name} ${i}/${runs} failed: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`);
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
      log(
        `  lighthouse ${name} ${i}/${runs}: perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} seo ${f.seo} (${Math.round((performance.now() - started) / 1000)} s)`,
      );
    }
    const ok = perRun.filter((r) => r !== null);
    /** @type {Figure[]} */
    const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'cls', 'tbt', 'si', 'benchmarkIndex'];
    const stats = keys.map((key) => /** @type {const} */ ([key, summary(ok.map((r) => r[key]))]));
    /** @param {keyof Summary} which */
    const each = (which) =>
      /** @type {Record<Figure, number | null>} */ (Object.fromEntries(stats.map(([key, s]) => [key, s[which]])));
    results.push({
      name,
      path,
      runs: perRun.length,
      completed: ok.length,
      perRun,
      median: each('median'),
      min: each('min'),
      max: each('max'),
      failing: [...failures.values()],
      warnings: [...warnings],
    });
  }
  return results;
}
