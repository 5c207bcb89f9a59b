/**
 * What a reader feels on a low-tier and a mid-tier Android phone: Chromium with mobile emulation
 * (a 412 px touch screen) and the CPU slowed to each phone's speed, calibrated to this machine
 * (./phones.mjs), each run in a fresh context with an empty cache. Both phones take turns in every
 * run, so a machine that speeds up or slows down during the bench moves both alike.
 *
 *   topic page     blocking time (TBT) and longest task while it loads, then the interaction to
 *                  next paint (INP, Event Timing) of the first "Add to Compare" tap and of opening
 *                  the first card's "How we scored it"
 *   home page      TBT and longest task while it loads
 *   partner page   a page on another origin with one <worthy-ranked-list limit="5">, empty (/post)
 *                  or holding the list as server HTML (/served, as the WordPress plugin renders it):
 *                  the TBT, longest task and layout shift the embed costs it, then its first compare
 *                  tap and breakdown open
 *
 * Load figures count the long tasks (over 50 ms) from the first contentful paint until the page has
 * had none for two seconds; TBT is the sum of their parts over 50 ms, as Lighthouse counts it (it
 * too starts at FCP: what runs before the first paint delays the paint, not the reader's input).
 * The bench reads and finds things in a measured page only with small expressions over CDP, never
 * with Playwright's locators: they inject a large script whose evaluation is itself a long task on a
 * slow phone, and whose listeners then run inside every tap.
 */
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { partnerServer, servedList } from './partnerPage.mjs';
import { PHONES, calibrate, measureBenchmarkIndex, newCalibration } from './phones.mjs';
import { median, summary } from './stats.mjs';

/** @import { Browser, CDPSession, Page } from '@playwright/test' */
/** @import { Summary } from './stats.mjs' */
/** @import { Phone } from './phones.mjs' */

const DEVICE = devices['Pixel 7'];
const QUIET_MS = 2_000;
const MAX_WAIT_MS = 30_000;

/** Every figure, in the order the report shows them; `budget` names the row of INTERACTION_BUDGETS that applies. */
export const FIGURES = /** @type {const} */ ([
  { key: 'compareTap', label: 'topic: first Add to Compare tap (INP)', budget: 'tap' },
  { key: 'breakdownOpen', label: 'topic: open "How we scored it" (INP)', budget: 'tap' },
  { key: 'topicTbt', label: 'topic: TBT while loading', budget: 'pageTbt' },
  { key: 'topicLongestTask', label: 'topic: longest task while loading', budget: null },
  { key: 'homeTbt', label: 'home: TBT while loading', budget: 'pageTbt' },
  { key: 'homeLongestTask', label: 'home: longest task while loading', budget: null },
  { key: 'embedTbt', label: 'partner page, empty element: TBT', budget: 'embedTbt' },
  { key: 'embedLongestTask', label: 'partner page, empty element: longest task', budget: 'embedTask' },
  { key: 'embedShift', label: 'partner page, empty element, the bare snippet: layout shift (CLS)', budget: 'shift' },
  {
    key: 'advisedShift',
    label: 'partner page, empty element, its room held as /partners advises: layout shift (CLS)',
    budget: 'shift',
  },
  { key: 'embedCompareTap', label: 'partner page, empty element: first compare tap (INP)', budget: 'tap' },
  { key: 'embedBreakdownOpen', label: 'partner page, empty element: breakdown open (INP)', budget: 'tap' },
  { key: 'servedTbt', label: 'partner page, server HTML: TBT', budget: 'embedTbt' },
  { key: 'servedLongestTask', label: 'partner page, server HTML: longest task', budget: 'embedTask' },
  { key: 'servedShift', label: 'partner page, server HTML: layout shift (CLS)', budget: 'shift' },
  { key: 'servedCompareTap', label: 'partner page, server HTML: first compare tap, to the pick shown', budget: 'tap' },
  { key: 'fitWeight', label: 'topic, Find your fit: a weight preset (INP)', budget: 'tap' },
  { key: 'fitFilter', label: 'topic, Find your fit: a filter (INP)', budget: 'tap' },
  { key: 'fitSort', label: 'topic, Find your fit: a sort, by keyboard (INP)', budget: 'tap' },
  { key: 'fit8Weight', label: 'partner page, fit, 8 providers: a weight preset (INP)', budget: 'tap' },
  { key: 'fit300Tbt', label: 'partner page, fit, 300 providers: TBT', budget: 'embedTbt' },
  { key: 'fit300LongestTask', label: 'partner page, fit, 300 providers: longest task', budget: 'embedTask' },
  { key: 'fit300Weight', label: 'partner page, fit, 300 providers: a weight preset (INP)', budget: 'tap' },
  { key: 'fit300Filter', label: 'partner page, fit, 300 providers: a filter (INP)', budget: 'tap' },
  { key: 'fit300Sort', label: 'partner page, fit, 300 providers: a sort, by keyboard (INP)', budget: 'tap' },
]);

/** @typedef {(typeof FIGURES)[number]['key']} FigureKey */

/** Per phone: every tap "good" INP for it, the partner's page nearly untouched, the site's own pages light. */
export const INTERACTION_BUDGETS = {
  low: { tap: 200, pageTbt: 100, embedTbt: 100, embedTask: 100, shift: 0 },
  mid: { tap: 100, pageTbt: 50, embedTbt: 30, embedTask: 50, shift: 0 },
};

/**
 * @typedef {object} PhoneFigures
 * @property {Phone['id']} id
 * @property {string} name
 * @property {number} benchmarkIndex the phone's
 * @property {number} rate the CPU throttling rate that made this machine that phone (median over the runs)
 * @property {number[]} rates that rate in each run
 * @property {number} efficiency how much of machine ÷ rate the slowed benchmark scored, pooled over the runs (phones.mjs, calibrate)
 * @property {Record<FigureKey, Summary>} figures
 */
/**
 * @typedef {object} InteractionFigures
 * @property {{ median: number, samples: number[], after: number }} benchmarkIndex this machine's before each run (samples), their median, and after the runs
 * @property {PhoneFigures[]} phones
 * @property {number} runs
 * @property {string} topicPath
 */

/** Watches long tasks, layout shifts and interactions from the first byte of the page. */
const OBSERVE = () => {
  const seen = {
    longTasks: /** @type {Array<[number, number]>} */ ([]),
    lastLongTask: 0,
    shift: 0,
    events: /** @type {Array<[number, number]>} */ ([]),
  };
  Object.assign(window, { worthyBench: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.longTasks.push([entry.startTime, entry.duration]);
      seen.lastLongTask = performance.now();
    }
  }).observe({ type: 'longtask', buffered: true });
  // Every shift counts, those Chrome flags as after input too: the shift is read once the page has
  // loaded, before the bench's first tap, so no reader's input can have caused one. What Chrome
  // flags then is its own device emulation, a viewport change just after navigation that it takes
  // for input (crbug.com/1302667; Lighthouse counts those shifts for the same reason): it hid the
  // empty element's whole list appearing, when that came within 500 ms of it.
  new PerformanceObserver((list) => {
    for (const entry of /** @type {Array<PerformanceEntry & { value: number }>} */ (list.getEntries())) seen.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (entry.interactionId) seen.events.push([entry.interactionId, entry.duration]);
    }
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
};

/**
 * Evaluates `expression` over CDP and returns its value, throwing what the page threw.
 * @param {CDPSession} cdp
 * @param {string} expression
 */
async function inPage(cdp, expression) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value;
}

/**
 * Waits until `expression` is true in the page, polling it over CDP.
 * @param {CDPSession} cdp
 * @param {string} expression
 */
async function until(cdp, expression) {
  const started = Date.now();
  while (!(await inPage(cdp, `Boolean(${expression})`).catch(() => false))) {
    if (Date.now() - started > MAX_WAIT_MS) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The page's blocking time, longest task and layout shift from its first paint until it has been
 * quiet for two seconds.
 * @param {CDPSession} cdp
 * @returns {Promise<{ tbt: number, longest: number, shift: number }>}
 */
async function loadCost(cdp) {
  const started = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const quietFor = await inPage(
      cdp,
      `performance.now() - Math.max(worthyBench.lastLongTask, performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0)`,
    );
    if (quietFor >= QUIET_MS || Date.now() - started > MAX_WAIT_MS) break;
  }
  /** @type {{ tasks: number[], shift: number }} */
  const { tasks, shift } = await inPage(
    cdp,
    // A task that straddles the paint counts from the paint on, as Lighthouse counts it.
    `(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = worthyBench.longTasks
        .filter(([start, duration]) => start + duration > fcp)
        .map(([start, duration]) => start + duration - Math.max(start, fcp));
      return { tasks, shift: worthyBench.shift };
    })()`,
  );
  return {
    tbt: Math.round(tasks.reduce((sum, t) => sum + Math.max(0, t - 50), 0)),
    longest: Math.round(Math.max(0, ...tasks)),
    shift: Number(shift.toFixed(4)),
  };
}

/**
 * A site page is interactive once it has hydrated (the router marks the document); a reader's tap
 * before that waits for hydration, which is a load figure, not the tap's.
 */
const HYDRATED = `document.documentElement.dataset.router === 'ready'`;
/** The embed shows providers. */
const LIST_SHOWN = `document.querySelector('worthy-ranked-list')?.shadowRoot?.querySelector('.wy-list__items > li')`;

/**
 * What the bench taps: the first element on screen matching `selector`, in the page or in any shadow
 * root (the embed's), whose text starts with `text` if given.
 * @typedef {{ selector: string, text?: string }} Target
 */

/**
 * The source of a page function that returns the first element on screen matching a selector (and
 * starting with a text), in the page or any shadow root, or null. Targets are found by walking the DOM
 * over CDP, not by Playwright's locators: a locator injects Playwright's helper script, whose listeners
 * then run on every pointer event of the page (10 to 25 ms of each tap's INP on the low-tier phone),
 * which no reader's phone runs.
 */
const FIND = `(selector, text) => {
  const roots = [document];
  for (let i = 0; i < roots.length; i++)
    for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  return roots
    .flatMap((root) => [...root.querySelectorAll(selector)])
    .find((el) => el.getClientRects().length && el.textContent.trim().startsWith(text)) ?? null;
}`;

/**
 * An expression: `target`'s element, or null.
 * @param {Target} target
 */
const found = ({ selector, text = '' }) => `(${FIND})(${JSON.stringify(selector)}, ${JSON.stringify(text)})`;

/**
 * An expression that passes `target`'s element to `then` (an arrow function's source), or throws.
 * @param {Target} target
 * @param {string} then
 */
const onTarget = (target, then) => `(() => {
  const el = ${found(target)};
  if (!el) throw new Error(${JSON.stringify(`nothing on screen matches ${JSON.stringify(target)}`)});
  return (${then})(el);
})()`;

/**
 * Does `act` (a tap, a key) and returns the longest interaction it caused, to the next paint (Event
 * Timing reports interactions over 16 ms; a faster one counts as 16).
 * @param {CDPSession} cdp
 * @param {() => Promise<void>} act
 */
async function interactionDuration(cdp, act) {
  const before = await inPage(cdp, 'worthyBench.events.length');
  await act();
  // Event Timing entries arrive after the next paint; give a throttled page time to paint.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  /** @type {Array<[number, number]>} */
  const events = await inPage(cdp, `worthyBench.events.slice(${before})`);
  return events.length ? Math.max(...events.map(([, duration]) => duration)) : 16;
}

/**
 * Scrolls `target` into view as a reader does before tapping it (the rendering that scrolling brings
 * is the scroll's, not the tap's), then waits a moment.
 * @param {CDPSession} cdp
 * @param {Target} target
 */
async function bringIntoView(cdp, target) {
  await inPage(cdp, onTarget(target, `(el) => el.scrollIntoView({ block: 'center' })`));
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/**
 * Taps the middle of `target` as a finger does: touch events straight to the screen (Locator.tap()
 * would also check inside the tap, with its own listeners, that it lands on its target).
 * @param {Page} page
 * @param {CDPSession} cdp
 * @param {Target} target
 */
async function fingerTap(page, cdp, target) {
  /** @type {{ x: number, y: number }} */
  const middle = await inPage(
    cdp,
    onTarget(
      target,
      `(el) => { const box = el.getBoundingClientRect(); return { x: box.x + box.width / 2, y: box.y + box.height / 2 }; }`,
    ),
  );
  await page.touchscreen.tap(middle.x, middle.y);
}

/**
 * Taps `target` and returns the tap's INP.
 * @param {Page} page
 * @param {CDPSession} cdp
 * @param {Target} target
 */
async function tapDuration(page, cdp, target) {
  await bringIntoView(cdp, target);
  return interactionDuration(cdp, () => fingerTap(page, cdp, target));
}

const COMPARE = { selector: 'button', text: 'Add to Compare' };
const BREAKDOWN = { selector: 'button', text: 'How we scored it' };
/** A provider shows picked (a compare tap that missed would measure nothing, and pass). */
const PICKED = `Boolean(${found({ selector: 'button[aria-pressed="true"]' })})`;

/**
 * Taps the first "Add to Compare" and returns the tap's INP, once the provider shows picked.
 * @param {Page} page
 * @param {CDPSession} cdp
 */
async function compareTapDuration(page, cdp) {
  const inp = await tapDuration(page, cdp, COMPARE);
  await until(cdp, PICKED);
  return inp;
}

/**
 * A key pressed on a focused control (a sort's select: the arrow picks the next option) and its INP.
 * @param {Page} page
 * @param {CDPSession} cdp
 * @param {Target} target
 * @param {string} key
 */
async function keyDuration(page, cdp, target, key) {
  await inPage(cdp, onTarget(target, `(el) => { el.scrollIntoView({ block: 'center' }); el.focus(); }`));
  await new Promise((resolve) => setTimeout(resolve, 500));
  return interactionDuration(cdp, () => page.keyboard.press(key));
}

/**
 * Find your fit as a reader uses it, each change measured: a preset (a set of weights), then the
 * first filter, then the sort moved one option down by keyboard. The controls are opened first
 * where they are folded.
 * @param {Page} page
 * @param {CDPSession} cdp
 * @param {{ weight: FigureKey, filter?: FigureKey, sort?: FigureKey }} figures
 * @param {AddFigure} add
 */
async function fitChanges(page, cdp, figures, add) {
  const toggle = { selector: '.wy-fit__toggle[aria-expanded="false"]' };
  const preset = { selector: '.wy-fit__preset' };
  if (await inPage(cdp, `Boolean(${found(toggle)})`)) {
    await fingerTap(page, cdp, toggle);
    await until(cdp, found(preset));
  }
  add(figures.weight, await tapDuration(page, cdp, preset));
  // Each change did what it should: one that missed would measure nothing, and pass.
  await until(cdp, `${found(preset)}?.getAttribute('aria-pressed') === 'true'`);
  const filter = { selector: '.wy-fit input[type="checkbox"]' };
  if (figures.filter && (await inPage(cdp, `Boolean(${found(filter)})`))) {
    add(figures.filter, await tapDuration(page, cdp, filter));
    await until(cdp, `${found(filter)}?.checked`);
  }
  if (figures.sort) add(figures.sort, await keyDuration(page, cdp, { selector: '.wy-fit__sort select' }, 'ArrowDown'));
}

/**
 * Taps a compare button of a list served as HTML and returns the time from the tap to the frame
 * that shows the provider picked, or the tap's INP if longer. The tap's own INP would flatter it:
 * the served button only asks for the takeover, and its live twin is pressed a few tasks later.
 * @param {Page} page
 * @param {CDPSession} cdp
 */
async function servedTapToPicked(page, cdp) {
  await bringIntoView(cdp, COMPARE);
  await inPage(
    cdp,
    `window.worthyPicked = new Promise((resolve) =>
      addEventListener('pointerdown', (event) => {
        const look = (now) => (${PICKED} ? resolve(now - event.timeStamp) : requestAnimationFrame(look));
        requestAnimationFrame(look);
      }, { capture: true, once: true }))`,
  );
  const inp = await interactionDuration(cdp, () => fingerTap(page, cdp, COMPARE));
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: 'window.worthyPicked',
    awaitPromise: true,
    returnByValue: true,
  });
  return Math.max(inp, Math.round(result.value));
}

/**
 * Opens a fresh context as `rate`-throttled phone and hands `measure` its page and CDP session.
 * @param {Browser} browser
 * @param {number} rate
 * @param {(page: Page, cdp: CDPSession) => Promise<void>} measure
 */
export async function onPhone(browser, rate, measure) {
  const context = await browser.newContext({ ...DEVICE });
  // Consent already given, so the cookie banner neither shifts nor covers anything.
  await context.addInitScript(() =>
    localStorage.setItem('worthy-cookie-consent', '{"essential":true,"performance":false,"marketing":false,"savedAt":"bench"}'),
  );
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    await measure(page, cdp);
  } finally {
    await context.close();
  }
}

/**
 * @typedef {object} Place where a scenario runs: the site, and the partner page of that build
 * @property {string} origin the site, as npm start serves it
 * @property {string} partner the partner page's origin (./partnerPage.mjs)
 * @property {string} topicPath
 */
/** @typedef {(name: FigureKey, value: number) => void} AddFigure */

/**
 * The pages a reader loads, each measured in a fresh context; together they give every figure.
 * @type {Record<'topic' | 'home' | 'post' | 'advised' | 'served' | 'fit' | 'fit8' | 'fit300', (page: Page, cdp: CDPSession, place: Place, add: AddFigure) => Promise<void>>}
 */
export const SCENARIOS = {
  async topic(page, cdp, { origin, topicPath }, add) {
    await page.goto(origin + topicPath);
    await until(cdp, HYDRATED);
    const load = await loadCost(cdp);
    add('topicTbt', load.tbt);
    add('topicLongestTask', load.longest);
    add('compareTap', await compareTapDuration(page, cdp));
    add('breakdownOpen', await tapDuration(page, cdp, BREAKDOWN));
  },
  async home(page, cdp, { origin }, add) {
    await page.goto(`${origin}/`);
    await until(cdp, HYDRATED);
    const load = await loadCost(cdp);
    add('homeTbt', load.tbt);
    add('homeLongestTask', load.longest);
  },
  async post(page, cdp, { partner }, add) {
    await page.goto(`${partner}/post`);
    await until(cdp, LIST_SHOWN);
    const load = await loadCost(cdp);
    add('embedTbt', load.tbt);
    add('embedLongestTask', load.longest);
    add('embedShift', load.shift);
    add('embedCompareTap', await compareTapDuration(page, cdp));
    add('embedBreakdownOpen', await tapDuration(page, cdp, BREAKDOWN));
  },
  /**
   * The bare snippet's list arrives after the page's first paint and moves what follows it (a script
   * cannot hold room before it runs); this is the same page with the rule /partners gives for that.
   */
  async advised(page, cdp, { partner }, add) {
    await page.goto(`${partner}/post-advised`);
    await until(cdp, LIST_SHOWN);
    add('advisedShift', (await loadCost(cdp)).shift);
  },
  async served(page, cdp, { partner }, add) {
    await page.goto(`${partner}/served`);
    await until(cdp, LIST_SHOWN);
    const load = await loadCost(cdp);
    add('servedTbt', load.tbt);
    add('servedLongestTask', load.longest);
    add('servedShift', load.shift);
    add('servedCompareTap', await servedTapToPicked(page, cdp));
  },
  async fit(page, cdp, { origin, topicPath }, add) {
    await page.goto(origin + topicPath);
    await until(cdp, HYDRATED);
    await loadCost(cdp);
    await fitChanges(page, cdp, { weight: 'fitWeight', filter: 'fitFilter', sort: 'fitSort' }, add);
  },
  async fit8(page, cdp, { partner }, add) {
    await page.goto(`${partner}/fit`);
    await until(cdp, LIST_SHOWN);
    await loadCost(cdp);
    await fitChanges(page, cdp, { weight: 'fit8Weight' }, add);
  },
  async fit300(page, cdp, { partner }, add) {
    await page.goto(`${partner}/fit-300`);
    await until(cdp, LIST_SHOWN);
    const load = await loadCost(cdp);
    add('fit300Tbt', load.tbt);
    add('fit300LongestTask', load.longest);
    await fitChanges(page, cdp, { weight: 'fit300Weight', filter: 'fit300Filter', sort: 'fit300Sort' }, add);
  },
};

/** The browser every interaction figure is measured in: Debian's full Chromium, as readers run it. */
export const launchBenchBrowser = () =>
  chromium.launch({ executablePath: process.env.CHROME_PATH || CHROMIUM_PATH, args: CHROMIUM_ARGS });

/**
 * @param {string} origin the site, as npm start serves it
 * @param {string} root the project, for the plugin's stylesheet
 * @param {{ runs?: number, topicPath?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<InteractionFigures>}
 */
export async function measureInteraction(origin, root, { runs = 5, topicPath = '/health/glp1-programs', log = () => {} } = {}) {
  const browser = await launchBenchBrowser();
  const partner = await partnerServer(origin, await servedList(browser, origin, root), root);
  /** @type {Place} */
  const place = { origin, partner: partner.origin, topicPath };
  /** @type {Record<string, Record<string, number[]>>} */
  const samples = {};
  /** This machine's benchmarkIndex each run was calibrated by: the median of every sample taken so far (see machineIndex). */
  const indexes = [];
  const calibration = newCalibration();
  /** @type {Record<string, number[]>} */
  const rates = {};
  /** @type {Record<string, number>} */
  let efficiency = {};
  try {
    for (let run = 1; run <= runs; run++) {
      const calibrated = await calibrate(browser, calibration);
      indexes.push(calibrated.index.median);
      efficiency = calibrated.efficiency;
      log(
        `  run ${run}/${runs}: this machine's benchmarkIndex ${calibrated.index.median} (this run's samples ${calibrated.index.samples.join(', ')})`,
      );
      for (const phone of PHONES) {
        const rate = calibrated.rates[phone.id];
        (rates[phone.id] ??= []).push(rate);
        log(
          `  run ${run}/${runs}, ${phone.name}: CPU ${rate.toFixed(2)}× slower (efficiency ${calibrated.efficiency[phone.id]}) …`,
        );
        /** @type {AddFigure} */
        const add = (name, value) => {
          ((samples[phone.id] ??= {})[name] ??= []).push(value);
        };
        for (const scenario of Object.values(SCENARIOS))
          await onPhone(browser, rate, (page, cdp) => scenario(page, cdp, place, add));
      }
    }
    const after = await measureBenchmarkIndex(browser);
    log(`  benchmarkIndex after the runs: ${after.median}`);
    return {
      benchmarkIndex: { median: median(indexes), samples: indexes, after: after.median },
      phones: PHONES.map((phone) => ({
        id: phone.id,
        name: phone.name,
        benchmarkIndex: phone.benchmarkIndex,
        rate: Number(median(rates[phone.id] ?? [1]).toFixed(2)),
        rates: (rates[phone.id] ?? []).map((rate) => Number(rate.toFixed(2))),
        efficiency: efficiency[phone.id] ?? 1,
        figures: /** @type {Record<FigureKey, Summary>} */ (
          Object.fromEntries(FIGURES.map(({ key }) => [key, summary(samples[phone.id]?.[key] ?? [])]))
        ),
      })),
      runs,
      topicPath,
    };
  } finally {
    partner.close();
    await browser.close();
  }
}
