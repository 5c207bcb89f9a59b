/** The bench table, rendered from the figures scripts/bench.mjs writes to dist/bench.json. */
import { kb, table } from './table.mjs';

/** @import { BUDGETS, PageSize } from '../sizes.mjs' */
/** @import { Figure, LighthousePage } from './lighthouse.mjs' */
/** @import { PageLoad } from './pageLoads.mjs' */
/** @import { PrerenderTimes } from './prerenderTime.mjs' */
/** @import { InteractionFigures } from './interaction.mjs' */
/** @import { Summary } from './stats.mjs' */
import { FIGURES, INTERACTION_BUDGETS } from './interaction.mjs';

/** Lighthouse budgets, judged on the median of the runs. */
export const LH_BUDGETS = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, cls: 0 };

/**
 * What scripts/bench.mjs measured, as written to dist/bench.json.
 * @typedef {object} BenchResult
 * @property {string} date ISO date and time
 * @property {{ cpus: number, model: string, node: string, loadavg: number[], benchmarkIndex?: number | null }} machine Lighthouse's benchmarkIndex of it, when the interaction part ran
 * @property {string} units
 * @property {typeof BUDGETS & { lighthouse: typeof LH_BUDGETS }} budgets
 * @property {BenchSizes} sizes
 * @property {PrerenderTimes} prerender
 * @property {InteractionFigures | null} [interaction] null when run with --no-interaction
 * @property {LighthouseRuns | null} lighthouse null when run with --no-lighthouse
 * @property {number} seconds how long the bench took
 */
/**
 * @typedef {object} BenchSizes
 * @property {{ entry: number, js: number, css: number }} library
 * @property {Awaited<ReturnType<typeof import('../sizes.mjs').embedSizes>>} embed
 * @property {(PageSize & { name: string, loaded: PageLoad | null })[]} pageTypes one page of each kind
 * @property {number} routes
 * @property {{ path: string, js: number }} maxJsBeforeInteractive
 * @property {{ path: string, js: number }} minJsBeforeInteractive
 * @property {{ path: string, css: number }} maxCss
 * @property {Omit<PageSize, 'scripts' | 'styles'>[]} pages every page
 * @property {string[]} overBudget
 */
/**
 * @typedef {object} LighthouseRuns
 * @property {number} runs per page
 * @property {string} origin
 * @property {LighthousePage[]} pages
 */

const mark = (/** @type {boolean} */ ok) => (ok ? '✓' : '✗');

/**
 * @param {BenchResult} result
 * @returns {string[]}
 */
function sizesSection({ sizes, budgets }) {
  const { library, embed, pageTypes } = sizes;
  const out = ['Sizes (gzip -9)'];
  out.push(
    table(
      ['bundle', 'size', 'budget'],
      [
        ['library JS, main entry with its imports (dist/lib/index.js, unminified)', kb(library.entry), ''],
        ['library JS, total incl. lazy list chunks', kb(library.js), ''],
        ['library CSS (dist/lib/styles.css)', kb(library.css), ''],
        [
          'embed first load (worthy-embed.js)',
          kb(embed.firstLoad),
          `${mark(embed.firstLoad <= budgets.embedFirstLoad)} ≤ ${kb(budgets.embedFirstLoad)}`,
        ],
        ['a list in the page as HTML: fetched when its reader comes to it (takeover chunk)', kb(embed.servedTakeover), ''],
        ['embed first load with a backend (+ row-checking chunk)', kb(embed.backendFirstLoad), ''],
        [
          'French list’s first load beyond the English one (French chunk)',
          kb(embed.frenchExtra),
          `${mark(embed.frenchExtra <= budgets.embedFrenchExtra)} ≤ ${kb(budgets.embedFrenchExtra)}`,
        ],
        ['French list file beyond the English one (largest; holds the widgets’ French words)', kb(embed.frenchDataExtra), ''],
        [
          'embed, everything it can load (all chunks)',
          kb(embed.total),
          `${mark(embed.total <= budgets.embedTotal)} ≤ ${kb(budgets.embedTotal)}`,
        ],
      ],
    ),
  );
  out.push('');
  out.push(
    'Pages (JS before interactive = module entry + modulepreloads incl. the view chunk; loaded = every .js a fresh page load fetched)',
  );
  const jsOk = (/** @type {number} */ js) => js <= budgets.pageJsBeforeInteractive;
  const cssOk = (/** @type {number} */ css) => css <= budgets.pageCss;
  out.push(
    table(
      [
        'route type',
        'path',
        'JS before interactive',
        'JS loaded',
        'JS files',
        'CSS',
        'HTML',
        `budget JS ≤ ${kb(budgets.pageJsBeforeInteractive)}, CSS ≤ ${kb(budgets.pageCss)}`,
      ],
      [
        ...pageTypes.map((p) => [
          p.name,
          p.path,
          kb(p.js),
          p.loaded ? kb(p.loaded.js) : '–',
          p.loaded ? String(p.loaded.files) : '–',
          kb(p.css),
          kb(p.html),
          `${mark(jsOk(p.js))} ${mark(cssOk(p.css))}`,
        ]),
        [
          `all ${sizes.routes} routes: max`,
          sizes.maxJsBeforeInteractive.path,
          kb(sizes.maxJsBeforeInteractive.js),
          '',
          '',
          kb(sizes.maxCss.css),
          '',
          `${mark(jsOk(sizes.maxJsBeforeInteractive.js))} ${mark(cssOk(sizes.maxCss.css))}`,
        ],
        [
          `all ${sizes.routes} routes: min`,
          sizes.minJsBeforeInteractive.path,
          kb(sizes.minJsBeforeInteractive.js),
          '',
          '',
          '',
          '',
          '',
        ],
      ],
    ),
  );
  out.push('  JS loaded on /partners includes the embed script its live preview loads. Max row: the largest JS before');
  out.push('  interactive and the largest CSS over all routes.');
  if (sizes.overBudget.length) out.push('', 'Over size budget:', ...sizes.overBudget.map((line) => `  ${line}`));
  return out;
}

/**
 * @param {BenchResult} result
 * @returns {string[]}
 */
function prerenderSection({ prerender: p }) {
  return [
    `Prerender: ${p.pages} pages in ${p.ms.median} ms median (runs ${p.runs.map((r) => r.ms).join(', ')} ms; ` +
      `process wall time ${p.wallMs.median} ms median, ${p.wallMs.min}–${p.wallMs.max})`,
  ];
}

/**
 * @param {InteractionFigures} interaction
 * @returns {string[]}
 */
function interactionSection({ benchmarkIndex, phones, runs, topicPath }) {
  /** @type {(s: Summary, digits: number) => string} */
  const cell = (s, digits) => {
    const n = (/** @type {number | null} */ v) => (v == null ? '–' : digits ? v.toFixed(digits) : String(Math.round(v)));
    return s.median == null ? '–' : n(s.min) === n(s.max) ? n(s.median) : `${n(s.median)} (${n(s.min)}–${n(s.max)})`;
  };
  /** @type {(s: Summary, max: number | undefined) => string} */
  const budget = (s, max) => (max === undefined ? '' : `${mark(s.median != null && s.median <= max)} ≤ ${max}`);
  return [
    `Interaction, ${runs} runs: median (min–max), ms. This machine's Lighthouse benchmarkIndex ${benchmarkIndex.median} ` +
      `(the median of every sample so far, before each run: ${benchmarkIndex.samples.join(', ')}; ${benchmarkIndex.after} after the runs); ` +
      "each run slows the CPU until the benchmark, slowed, scores the phone's index (efficiency: what the slowed benchmark scored of index ÷ rate):",
    ...phones.map(
      (p) =>
        `  ${p.name}, benchmarkIndex ${p.benchmarkIndex}: ${p.rate}× slower, median (${p.rates.join(', ')}; ` +
        `efficiency ${p.efficiency ?? 1}; Pixel 7 screen emulation)`,
    ),
    table(
      ['figure', ...phones.flatMap((p) => [`${p.id}-tier`, 'budget'])],
      FIGURES.map(({ key, label, budget: row }) => [
        label.replace(/^topic:/, `topic ${topicPath}:`),
        ...phones.flatMap((p) => {
          const s = p.figures[key];
          const digits = row === 'shift' ? 3 : 0;
          return [cell(s, digits), budget(s, row ? INTERACTION_BUDGETS[p.id][row] : undefined)];
        }),
      ]),
    ),
    '  INP: Event Timing duration of the tap to the next paint (a tap under 16 ms reports as 16). TBT: sum of each',
    '  long task over 50 ms, from the first contentful paint until the page has been two seconds without one.',
    '  Partner page: another origin with <worthy-ranked-list limit="5">, empty or holding the server HTML of the plugin.',
  ];
}

/**
 * @param {LighthouseRuns} lighthouse
 * @returns {string[]}
 */
function lighthouseSection({ runs, origin, pages }) {
  /** @type {(v: number | null, digits?: number) => string} */
  const num = (v, digits = 0) => (v == null ? '–' : digits ? v.toFixed(digits) : String(Math.round(v)));
  /** @type {(r: LighthousePage, key: Figure, digits?: number) => string} */
  const cell = (r, key, digits = 0) =>
    r.completed === 0
      ? '–'
      : num(r.min[key], digits) === num(r.max[key], digits)
        ? num(r.median[key], digits)
        : `${num(r.median[key], digits)} (${num(r.min[key], digits)}–${num(r.max[key], digits)})`;
  /** @type {(value: number | null, min: number) => boolean} */
  const atLeast = (value, min) => value != null && value >= min;
  /** @type {(r: LighthousePage) => boolean} */
  const passes = (r) =>
    r.completed > 0 &&
    atLeast(r.median.performance, LH_BUDGETS.performance) &&
    atLeast(r.median.accessibility, LH_BUDGETS.accessibility) &&
    atLeast(r.median.bestPractices, LH_BUDGETS.bestPractices) &&
    atLeast(r.median.seo, LH_BUDGETS.seo) &&
    r.median.cls != null &&
    Number(r.median.cls.toFixed(3)) <= LH_BUDGETS.cls;
  const out = [`Lighthouse 12 mobile preset (simulated throttling), Debian Chromium, ${runs} run(s) per page: median (min–max)`];
  out.push(
    table(
      ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'FCP ms', 'CPU index', 'budget'],
      pages.map((r) => [
        `${r.name} ${r.path}`,
        cell(r, 'performance'),
        cell(r, 'accessibility'),
        cell(r, 'bestPractices'),
        cell(r, 'seo'),
        cell(r, 'lcp'),
        cell(r, 'cls', 3),
        cell(r, 'tbt'),
        cell(r, 'fcp'),
        cell(r, 'benchmarkIndex'),
        r.completed < r.runs ? `${mark(passes(r))} (${r.completed}/${r.runs} runs)` : mark(passes(r)),
      ]),
    ),
  );
  out.push(
    `  budget (median): performance ≥ ${LH_BUDGETS.performance}; accessibility, best practices, SEO ${LH_BUDGETS.seo}; CLS ${LH_BUDGETS.cls}.`,
  );
  out.push("  CPU index: Lighthouse's benchmarkIndex of this machine during the runs (higher is faster). Lighthouse's");
  out.push('  own mobile preset simulates a 4× slower CPU, as partners and search engines run it.');

  // One line per audit across pages: which pages, failing in how many runs, the last value, an example.
  /** @type {Map<string, { category: string, id: string, example: string, pages: string[] }>} */
  const audits = new Map();
  for (const r of pages) {
    for (const a of r.failing) {
      const entry = audits.get(a.id) ?? { category: a.category, id: a.id, example: '', pages: [] };
      entry.pages.push(`${r.name} ${a.runs}/${r.completed}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      if (!entry.example && a.example && !a.example.startsWith('[')) entry.example = a.example.replace(origin, '');
      audits.set(a.id, entry);
    }
  }
  const lines = [...audits.values()]
    .sort((a, b) => a.category.localeCompare(b.category) || b.pages.length - a.pages.length)
    .map((a) => `  [${a.category}] ${a.id}: ${a.pages.join(', ')}${a.example ? ` — e.g. ${a.example.slice(0, 80)}` : ''}`);
  out.push('');
  out.push(
    lines.length
      ? 'Lighthouse audits below their pass mark (page failed-runs/runs, last value):'
      : 'Lighthouse: no audit below its pass mark.',
  );
  out.push(...lines);
  return out;
}

/**
 * The whole bench table as text.
 * @param {BenchResult} result
 * @returns {string}
 */
export function report(result) {
  const { machine } = result;
  const out = [
    '',
    `Worthy bench — ${result.date.slice(0, 16).replace('T', ' ')} UTC, ${machine.cpus} × ${machine.model}, Node ${machine.node}, ` +
      `load average ${machine.loadavg.map((l) => l.toFixed(1)).join(' ')}` +
      (machine.benchmarkIndex ? `, benchmarkIndex ${machine.benchmarkIndex}` : ''),
    '',
    ...sizesSection(result),
    '',
    ...prerenderSection(result),
  ];
  if (result.interaction) out.push('', ...interactionSection(result.interaction));
  if (result.lighthouse) out.push('', ...lighthouseSection(result.lighthouse));
  out.push(
    '',
    `bench took ${result.seconds} s; figures in dist/bench.json${result.lighthouse ? ', Lighthouse reports in dist/lighthouse/' : ''}`,
  );
  return out.join('\n');
}
