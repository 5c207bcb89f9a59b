/**
 * The phones the bench plays, calibrated to this machine as Chrome DevTools' CPU calibration does:
 * the CPU is slowed until Lighthouse's benchmarkIndex (BI), run slowed, scores the phone's own.
 * A fixed "4× slower" is a different phone on every machine; a calibrated one is the same phone anywhere.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './stats.mjs';

/** @import { Browser } from '@playwright/test' */

/**
 * @typedef {object} Phone
 * @property {'low' | 'mid'} id
 * @property {string} name
 * @property {number} benchmarkIndex the phone's own Lighthouse benchmarkIndex (DevTools' calibration targets)
 */

/** @type {readonly Phone[]} */
export const PHONES = [
  { id: 'low', name: 'low-tier phone (Moto G Power)', benchmarkIndex: 264 },
  { id: 'mid', name: 'mid-tier phone (Pixel 5)', benchmarkIndex: 1000 },
];

/**
 * The machine's benchmarkIndex: Lighthouse's own page function, run `times` times on a blank page
 * of `browser` with nothing else running in it, after one run that only warms it up (its first run
 * reads low while the engine compiles it); the median, with every sample. On a shared virtual
 * machine the samples spread by a third either way, hence five.
 * @param {Browser} browser
 * @param {number} [times]
 * @returns {Promise<{ median: number, samples: number[] }>}
 */
export async function measureBenchmarkIndex(browser, times = 5) {
  const page = await browser.newPage();
  try {
    await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
    /** @type {number[]} */
    const samples = [];
    for (let i = 0; i < times; i++) {
      samples.push(Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`)));
    }
    return { median: median(samples), samples };
  } finally {
    await page.close();
  }
}

/**
 * The machine's benchmarkIndex for the next run: three new samples (five for the first run), added
 * to `pool` (every sample the bench has taken), and the median of the whole pool. A shared virtual
 * machine here flips between a slow and a fast state that each last seconds (60 samples over 77 s:
 * 1,150 to 2,158, median 1,310), faster than one run of the bench lasts (about two minutes). Three
 * samples alone land in whichever state is on, so a run's phone could be 1.6× slower or faster than
 * the one it names; the pool's median is the machine's usual speed, and still follows a drift over
 * the bench.
 * @param {Browser} browser
 * @param {number[]} pool
 * @returns {Promise<{ median: number, samples: number[] }>}
 */
export async function machineIndex(browser, pool) {
  const { samples } = await measureBenchmarkIndex(browser, pool.length ? 3 : 5);
  pool.push(...samples);
  return { median: median(pool), samples };
}

/**
 * How much slower the CPU must run to be `phone` on a machine of `machineIndex`, if the benchmark
 * slowed down in proportion to the rate (it does not: see Calibration); a machine slower than the
 * phone runs unthrottled (rate 1).
 * @param {number} machineIndex
 * @param {Phone} phone
 */
export const throttleRate = (machineIndex, phone) => Math.max(1, machineIndex / phone.benchmarkIndex);

/**
 * The benchmark does not slow down in proportion: Chromium throttles by pausing the page's thread,
 * and the pauses cost it more than their share. Here, paired with a full-speed run, it scored
 * 0.75–0.88 of machine ÷ rate at every rate from 2× to 11× (4 pairs each; a full-speed run after a
 * full-speed run scores 1.05 of it), so "machine ÷ phone" played a phone about a fifth slower than
 * the one it names. DevTools' calibration finds its rate by bisecting until the slowed benchmark
 * scores the phone's index; a bisection of single runs lands anywhere on a machine whose speed
 * flips within seconds (6.7× to 10.4× for the same phone, three tries in a minute), so the bench
 * pools instead: each run times the benchmark slowed to each phone's current rate, right after a
 * full-speed run, keeps slowed score × rate ÷ full score (the efficiency), and slows the run by
 * the median efficiency so far × machine ÷ phone, the rate at which the slowed benchmark scores
 * the phone's index, as DevTools' does.
 * @typedef {object} Calibration every sample the bench has taken
 * @property {number[]} pool the machine's benchmarkIndex, unthrottled (machineIndex)
 * @property {Partial<Record<Phone['id'], number[]>>} efficiency per phone, each slowed run's score × rate ÷ the full-speed score before it
 */

/**
 * The rate that makes a machine of `machineIndex` play `phone`, the benchmark's efficiency being
 * the median of `efficiency` (taken as 1, in proportion, until one has been measured).
 * @param {number} machineIndex
 * @param {readonly number[]} efficiency
 * @param {Phone} phone
 */
export const calibratedRate = (machineIndex, efficiency, phone) =>
  throttleRate(median(efficiency.length ? efficiency : [1]) * machineIndex, phone);

/** @returns {Calibration} */
export const newCalibration = () => ({ pool: [], efficiency: {} });

/**
 * A blank page of `browser` that runs the benchmark slowed by a given rate, warmed up by one run.
 * @param {Browser} browser
 */
async function slowedBenchmark(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const run = () => page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
  await run();
  return {
    /** @param {number} rate */
    async score(rate) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      return /** @type {number} */ (await run());
    },
    close: () => context.close(),
  };
}

/**
 * The CPU throttling rate of each phone for the next run: new samples of the machine's index
 * (machineIndex), the benchmark slowed to each phone's rate so far (twice, each after a run at full
 * speed), and the rates those pooled samples give. A machine slower than a phone runs unthrottled for it (rate 1).
 * @param {Browser} browser
 * @param {Calibration} calibration
 * @returns {Promise<{ index: { median: number, samples: number[] }, rates: Record<Phone['id'], number>, efficiency: Record<Phone['id'], number> }>}
 */
export async function calibrate(browser, calibration) {
  const index = await machineIndex(browser, calibration.pool);
  const rates = /** @type {Record<Phone['id'], number>} */ ({});
  const efficiency = /** @type {Record<Phone['id'], number>} */ ({});
  const rateOf = (/** @type {Phone} */ phone) => calibratedRate(index.median, calibration.efficiency[phone.id] ?? [], phone);
  const benchmark = await slowedBenchmark(browser);
  try {
    for (const phone of PHONES) {
      const samples = (calibration.efficiency[phone.id] ??= []);
      for (let i = 0; i < 2; i++) {
        const rate = rateOf(phone);
        if (rate === 1) break;
        // Paired with a run at full speed just before it: the machine's state lasts seconds, and
        // a pair sees one state where the pool's median may stand for another.
        const full = await benchmark.score(1);
        samples.push(((await benchmark.score(rate)) * rate) / full);
      }
      rates[phone.id] = rateOf(phone);
      efficiency[phone.id] = Number(median(samples.length ? samples : [1]).toFixed(3));
    }
  } finally {
    await benchmark.close();
  }
  return { index, rates, efficiency };
}
