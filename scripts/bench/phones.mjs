/**
 * The phones the bench plays, calibrated to this machine as Chrome DevTools does: measure the
 * machine's Lighthouse benchmarkIndex (BI), then slow the CPU by BI ÷ the phone's BI. A fixed
 * "4× slower" is a different phone on every machine; a calibrated one is the same phone anywhere.
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
 * How much slower the CPU must run to be `phone` on a machine of `machineIndex`; a machine slower
 * than the phone runs unthrottled (rate 1), and the report says so.
 * @param {number} machineIndex
 * @param {Phone} phone
 */
export const throttleRate = (machineIndex, phone) => Math.max(1, machineIndex / phone.benchmarkIndex);
