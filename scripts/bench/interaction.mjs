/**
 * What a reader on a mid-range Android phone feels: Chromium with mobile emulation (a 412 px
 * touch screen at DPR 2.6) and the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), each run
 * in a fresh context with an empty cache.
 *
 *   topic page     blocking time (TBT) and longest task while it loads, then the interaction to
 *                  next paint (INP, Event Timing) of the first "Add to Compare" tap and of opening
 *                  the first card's "How we scored it"
 *   home page      TBT and longest task while it loads
 *   partner page   a page on another origin with one <worthy-ranked-list limit="5">: the TBT and
 *                  longest task the embed costs it, and its first compare tap
 *
 * Load figures count the long tasks (over 50 ms) from the first contentful paint until the page has
 * had none for two seconds; TBT is the sum of their parts over 50 ms, as Lighthouse counts it (it
 * too starts at FCP: what runs before the first paint delays the paint, not the reader's input).
 */
import { createServer } from 'node:http';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { summary } from './stats.mjs';

/** @import { Browser, Page, Locator } from '@playwright/test' */
/** @import { Summary } from './stats.mjs' */

export const CPU_SLOWDOWN = 4;
const PHONE = devices['Pixel 7'];
const QUIET_MS = 2_000;
const MAX_WAIT_MS = 20_000;

/**
 * @typedef {object} InteractionFigures
 * @property {Summary} topicTbt
 * @property {Summary} topicLongestTask
 * @property {Summary} compareTap INP of the first Add to Compare on the topic page
 * @property {Summary} breakdownOpen INP of opening the first card's breakdown
 * @property {Summary} homeTbt
 * @property {Summary} homeLongestTask
 * @property {Summary} embedTbt
 * @property {Summary} embedLongestTask
 * @property {Summary} embedCompareTap
 * @property {number} runs
 * @property {string} topicPath
 */

export const INTERACTION_BUDGETS = {
  compareTap: 100,
  breakdownOpen: 80,
  topicTbt: 50,
  homeTbt: 50,
  embedTbt: 50,
  embedLongestTask: 80,
};

/** Watches long tasks and interactions from the first byte of the page. */
const OBSERVE = () => {
  const seen = {
    longTasks: /** @type {Array<[number, number]>} */ ([]),
    lastLongTask: 0,
    events: /** @type {Array<[number, number]>} */ ([]),
  };
  Object.assign(window, { worthyBench: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.longTasks.push([entry.startTime, entry.duration]);
      seen.lastLongTask = performance.now();
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (entry.interactionId) seen.events.push([entry.interactionId, entry.duration]);
    }
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
};

/**
 * @param {Page} page
 * @returns {Promise<{ tbt: number, longest: number }>}
 */
async function loadCost(page) {
  const started = Date.now();
  for (;;) {
    await page.waitForTimeout(250);
    const quietFor = await page.evaluate(() => {
      const bench = /** @type {any} */ (window).worthyBench;
      const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0]);
      return performance.now() - Math.max(bench.lastLongTask, navigation?.loadEventEnd ?? 0);
    });
    if (quietFor >= QUIET_MS || Date.now() - started > MAX_WAIT_MS) break;
  }
  /** @type {number[]} */
  const tasks = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const all = /** @type {Array<[number, number]>} */ (/** @type {any} */ (window).worthyBench.longTasks);
    // A task that straddles the paint counts from the paint on, as Lighthouse counts it.
    return all
      .filter(([start, duration]) => start + duration > fcp)
      .map(([start, duration]) => start + duration - Math.max(start, fcp));
  });
  return {
    tbt: Math.round(tasks.reduce((sum, t) => sum + Math.max(0, t - 50), 0)),
    longest: Math.round(Math.max(0, ...tasks)),
  };
}

/**
 * A site page is interactive once it has hydrated (the router marks the document); a reader's tap
 * before that waits for hydration, which is a load figure, not the tap's.
 * @param {Page} page
 */
const hydrated = (page) => page.waitForFunction(() => document.documentElement.dataset.router === 'ready');

/**
 * Taps `target` and returns the interaction's duration to the next paint (Event Timing reports
 * interactions over 16 ms; a faster one counts as 16).
 * @param {Page} page
 * @param {Locator} target
 */
async function tapDuration(page, target) {
  // As a reader does: the button is scrolled into view first, and tapped a moment later (the
  // rendering that scrolling brings is the scroll's, not the tap's).
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  const before = await page.evaluate(() => /** @type {any} */ (window).worthyBench.events.length);
  await target.tap();
  // Event Timing entries arrive after the next paint; give a throttled page time to paint.
  await page.waitForTimeout(1_000);
  const events = await page.evaluate(
    (from) => /** @type {Array<[number, number]>} */ (/** @type {any} */ (window).worthyBench.events.slice(from)),
    before,
  );
  return events.length ? Math.max(...events.map(([, duration]) => duration)) : 16;
}

/**
 * @param {Browser} browser
 * @param {(page: Page) => Promise<void>} measure
 */
async function onPhone(browser, measure) {
  const context = await browser.newContext({ ...PHONE });
  // Consent already given, so the cookie banner neither shifts nor covers anything.
  await context.addInitScript(() =>
    localStorage.setItem('worthy-cookie-consent', '{"essential":true,"performance":false,"marketing":false,"savedAt":"bench"}'),
  );
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await measure(page);
  } finally {
    await context.close();
  }
}

/** A partner's blog post on its own origin, loading the embed from the site's. */
function partnerServer(/** @type {string} */ siteOrigin) {
  const paragraph = '<p>Choosing a VPN comes down to trust, speed and price. Here are the ones we would pick today.</p>';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A partner blog</title><style>body{font:18px/1.6 Georgia,serif;margin:0 auto;max-width:720px;padding:16px}</style></head>
<body><h1>Our favourite VPNs this year</h1>${paragraph.repeat(3)}
<script src="${siteOrigin}/embed/worthy-embed.js" async></script>
<worthy-ranked-list category="vpn_providers" limit="5"></worthy-ranked-list>${paragraph.repeat(6)}</body></html>`;
  const server = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ origin: `http://localhost:${address.port}`, close: () => server.close() });
    }),
  );
}

/**
 * @param {string} origin the site, as npm start serves it
 * @param {{ runs?: number, topicPath?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<InteractionFigures>}
 */
export async function measureInteraction(origin, { runs = 5, topicPath = '/health/glp1-programs', log = () => {} } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const partner = /** @type {{ origin: string, close: () => void }} */ (await partnerServer(origin));
  /** @type {Record<string, number[]>} */
  const samples = {};
  const add = (/** @type {string} */ name, /** @type {number} */ value) => (samples[name] ??= []).push(value);
  try {
    for (let run = 1; run <= runs; run++) {
      log(`  interaction run ${run}/${runs} …`);
      await onPhone(browser, async (page) => {
        await page.goto(origin + topicPath);
        await hydrated(page);
        const load = await loadCost(page);
        add('topicTbt', load.tbt);
        add('topicLongestTask', load.longest);
        add('compareTap', await tapDuration(page, page.getByRole('button', { name: /^Add to Compare/ }).first()));
        add('breakdownOpen', await tapDuration(page, page.getByRole('button', { name: /^How we scored it/ }).first()));
      });
      await onPhone(browser, async (page) => {
        await page.goto(`${origin}/`);
        await hydrated(page);
        const load = await loadCost(page);
        add('homeTbt', load.tbt);
        add('homeLongestTask', load.longest);
      });
      await onPhone(browser, async (page) => {
        await page.goto(`${partner.origin}/post`);
        await page.locator('worthy-ranked-list ol > li').first().waitFor();
        const load = await loadCost(page);
        add('embedTbt', load.tbt);
        add('embedLongestTask', load.longest);
        add('embedCompareTap', await tapDuration(page, page.getByRole('button', { name: /^Add to Compare/ }).first()));
      });
    }
  } finally {
    partner.close();
    await browser.close();
  }
  const figure = (/** @type {string} */ name) => summary(samples[name] ?? []);
  return {
    topicTbt: figure('topicTbt'),
    topicLongestTask: figure('topicLongestTask'),
    compareTap: figure('compareTap'),
    breakdownOpen: figure('breakdownOpen'),
    homeTbt: figure('homeTbt'),
    homeLongestTask: figure('homeLongestTask'),
    embedTbt: figure('embedTbt'),
    embedLongestTask: figure('embedLongestTask'),
    embedCompareTap: figure('embedCompareTap'),
    runs,
    topicPath,
  };
}
