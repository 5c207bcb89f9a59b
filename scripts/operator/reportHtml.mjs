/**
 * The click report as one self-contained HTML file (`npm run report:clicks -- --html FILE`):
 * charts drawn here with Observable Plot into static SVG (jsdom as its document), so the page
 * needs no script, no font and no network to open, and prints as it shows. Each chart has a
 * sentence that says what it shows and its numbers in a table beside it.
 */
import * as Plot from '@observablehq/plot';
import { JSDOM } from 'jsdom';
import { clicksByRank, partnerLabel, sharesBy, totalClicks, weekOverWeek } from './clickSummary.mjs';

/**
 * @typedef {import('./clickSummary.mjs').ReportRow} ReportRow
 * @typedef {import('./clickSummary.mjs').DayRow} DayRow
 * @typedef {import('./clickSummary.mjs').Share} Share
 * @typedef {{ from: string; to: string; rows: ReportRow[]; days: DayRow[]; listName: (key: string) => string; generatedAt: Date }} ReportInput
 */

const COLORS = { site: '#0f5f57', embed: '#c2410c' };
const SURFACES = { site: 'Worthy site', embed: 'Partner embeds' };
/** The chart's width on a wide screen, and on a phone (at most 640 px wide, where the CSS shows the narrow one). */
const WIDTH = 880;
const NARROW = 320;
/** On a phone, a bar's or a row's name sits on a line of its own above it: the band's height, and the part of it the name takes. */
const NARROW_ROW = 48;
const NAME_LINE = 20;
const number = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** @param {unknown} text */
const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The last 7 days against the 7 before, in words.
 * @param {{ before: number; change: number | null }} week
 */
function trend({ before, change }) {
  if (change === null) return 'no clicks the 7 days before';
  const size = percent.format(Math.abs(change));
  const way = size === percent.format(0) ? 'level with' : `${change > 0 ? 'up' : 'down'} ${size} on`;
  return `${way} the 7 days before (${number.format(before)})`;
}

/**
 * A Plot chart as SVG text, named for assistive technology by `label`.
 * @param {Document} document
 * @param {string} label
 * @param {Record<string, unknown>} options Plot.plot options
 */
function chart(document, label, options) {
  const node = /** @type {Element} */ (
    Plot.plot({
      document,
      width: WIDTH,
      style: { fontSize: '12px', fontFamily: 'system-ui, sans-serif', color: '#0f172a', background: 'transparent' },
      ariaLabel: label,
      ...options,
    })
  );
  // With a legend, Plot wraps the chart in a figure: the chart is its last svg child; the legend's
  // swatches, or a ramp before it, are decoration (the table beside the chart carries the numbers).
  const svg = node.tagName.toLowerCase() === 'svg' ? node : [...node.querySelectorAll(':scope > svg')].at(-1);
  for (const other of node.querySelectorAll('svg')) if (other !== svg) other.setAttribute('aria-hidden', 'true');
  svg?.setAttribute('role', 'img');
  svg?.setAttribute('aria-label', label);
  // Plot names each mark's group with aria-label, which ARIA does not allow on a plain g (and an
  // image's parts are not read anyway): kept as data-mark, for tests and for a person reading the SVG.
  for (const group of node.querySelectorAll('g[aria-label]')) {
    group.setAttribute('data-mark', group.getAttribute('aria-label') ?? '');
    group.removeAttribute('aria-label');
  }
  return node.outerHTML;
}

/**
 * A chart drawn twice, for a wide screen and for a phone: the CSS shows one. A chart squeezed onto
 * a phone would shrink its text below reading size, and one that scrolls sideways hides its end.
 * @param {Document} document
 * @param {string} label
 * @param {Record<string, unknown>} wide Plot.plot options at the full width
 * @param {Record<string, unknown>} narrow Plot.plot options at a phone's width
 */
const twoWidths = (document, label, wide, narrow) =>
  `<div class="wide">${chart(document, label, wide)}</div><div class="narrow">${chart(document, label, { ...narrow, width: NARROW })}</div>`;

/**
 * Names above their bands, on a phone: each band's name at its left, on the line the band's
 * inset leaves free above its bar or cells.
 * @param {string[]} names
 */
const namesAbove = (names) =>
  Plot.text(names, {
    y: (/** @type {string} */ name) => name,
    text: (/** @type {string} */ name) => name,
    frameAnchor: 'left',
    textAnchor: 'start',
    dx: 4,
    dy: -(NARROW_ROW - NAME_LINE) / 2,
    // The whole name is in the table below the chart; here it ends in an ellipsis if it would not fit.
    lineWidth: NARROW / 12,
    textOverflow: 'ellipsis',
  });

/**
 * How far below its band's middle a mark inset by `inset` has its middle: where its text goes.
 * @param {{ insetTop?: number; insetBottom?: number }} inset
 */
const insetMiddle = ({ insetTop = 0, insetBottom = 0 }) => (insetTop - insetBottom) / 2;

/**
 * @param {string} caption
 * @param {string[]} head
 * @param {(string | number)[][]} body numbers right-aligned
 */
function table(caption, head, body) {
  const cell = (/** @type {string | number} */ value) =>
    typeof value === 'number' ? `<td class="n">${number.format(value)}</td>` : `<td>${escape(value)}</td>`;
  const numeric = head.map((_, i) => typeof body[0]?.[i] === 'number');
  return `<details><summary>${escape(caption)} as a table</summary><table><caption>${escape(caption)}</caption><thead><tr>${head
    .map((h, i) => `<th scope="col"${numeric[i] ? ' class="n"' : ''}>${escape(h)}</th>`)
    .join('')}</tr></thead><tbody>${body.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('')}</tbody></table></details>`;
}

/**
 * @param {string} id
 * @param {string} title
 * @param {string} summary
 * @param {string} figure
 * @param {string} data
 */
const section = (id, title, summary, figure, data) =>
  `<section aria-labelledby="${id}"><h2 id="${id}">${escape(title)}</h2><p>${escape(summary)}</p><figure class="chart" tabindex="0" aria-labelledby="${id}">${figure}</figure>${data}</section>`;

/**
 * @param {ReportInput} input
 * @returns {string}
 */
export function reportHtml({ from, to, rows, days, listName, generatedAt }) {
  const { document } = new JSDOM('').window;
  const total = totalClicks(rows);
  const daysCount = new Set(days.map((d) => d.day)).size;
  const surfaces = sharesBy(rows, (row) => row.surface);
  const surfaceShare = (/** @type {string} */ name) => surfaces.find((s) => s.label === name) ?? { clicks: 0, share: 0 };
  const week = weekOverWeek(days);
  const firstRank = totalClicks(rows.filter((row) => Number(row.rank) === 1));

  const tiles = [
    ['Clicks', number.format(total), `${from} to ${to}`],
    ['Last 7 days', week ? number.format(week.last) : '—', week ? trend(week) : 'needs 14 days or more'],
    [
      'From embeds',
      total ? percent.format(surfaceShare('embed').share) : '—',
      `${number.format(surfaceShare('embed').clicks)} on partner pages`,
    ],
    [
      'To a #1 pick',
      total ? percent.format(firstRank / total) : '—',
      `${number.format(firstRank)} clicks on the first-ranked provider`,
    ],
  ];

  const sections = total
    ? chartSections(document, { rows, days, listName, total })
    : ['<p class="empty">No clicks were counted in this period.</p>'];

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Worthy clicks, ${escape(from)} to ${escape(to)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<header><p class="brand">Worthy</p><h1>Clicks, ${escape(from)} to ${escape(to)}</h1><p class="meta">${daysCount} days, UTC. Made ${escape(generatedAt.toISOString().slice(0, 16).replace('T', ' '))} UTC by npm run report:clicks.</p></header>
<ul class="tiles">${tiles.map(([name, value, note]) => `<li><span class="name">${escape(name)}</span><span class="value">${escape(value)}</span><span class="note">${escape(note)}</span></li>`).join('')}</ul>
${sections.join('\n')}
</main>
</body>
</html>
`;
}

/**
 * @param {Document} document
 * @param {{ rows: ReportRow[]; days: DayRow[]; listName: (key: string) => string; total: number }} data
 * @returns {string[]}
 */
function chartSections(document, { rows, days, listName, total }) {
  const perDay = days.map((d) => ({
    date: new Date(`${d.day}T00:00:00Z`),
    surface: SURFACES[/** @type {keyof SURFACES} */ (d.surface)] ?? d.surface,
    clicks: Number(d.clicks),
  }));
  const busiest = sharesBy(days, (d) => d.day)[0];
  const daily = section(
    'daily',
    'Clicks per day',
    `Site and embed clicks per day, stacked. The busiest day was ${busiest?.label} with ${number.format(busiest?.clicks ?? 0)} clicks.`,
    twoWidths(
      document,
      'Bar chart: clicks per day, site and embed stacked',
      dailyOptions(perDay, 280),
      dailyOptions(perDay, 220),
    ),
    table(
      'Clicks per day',
      ['Day', SURFACES.site, SURFACES.embed, 'Total'],
      [...new Set(days.map((d) => d.day))].map((day) => {
        const of = (/** @type {string} */ surface) =>
          Number(days.find((d) => d.day === day && d.surface === surface)?.clicks ?? 0);
        return [day, of('site'), of('embed'), of('site') + of('embed')];
      }),
    ),
  );

  const providers = sharesBy(rows, (row) => `${row.provider} · ${listName(row.list_key)}`).slice(0, 10);
  const lists = sharesBy(rows, (row) => listName(row.list_key)).slice(0, 10);
  const partners = sharesBy(rows, partnerLabel);
  const ranking = clicksByRank(rows);
  const leads = ranking.filter((list) => list.firstLeads).length;
  // Shades spread over the shares that occur, so a list split 19 / 17 / 15 % still reads.
  const cells = ranking.flatMap((list) => list.cells.map((cell) => ({ ...cell, list: listName(list.list) })));
  const topShare = Math.max(...cells.map((cell) => cell.share), 0.01);
  const names = ranking.map((list) => listName(list.list));

  return [
    daily,
    shareSection(document, {
      id: 'providers',
      title: 'Top providers',
      summary: `The ten providers readers opened most, of ${number.format(total)} clicks. ${providers[0]?.label} leads with ${percent.format(providers[0]?.share ?? 0)}.`,
      chartLabel: 'Bar chart: the ten most clicked providers',
      column: 'Provider · list',
      shares: providers,
    }),
    shareSection(document, {
      id: 'lists',
      title: 'Top lists',
      summary: `The lists whose providers were opened most. ${lists[0]?.label} leads with ${percent.format(lists[0]?.share ?? 0)} of clicks.`,
      chartLabel: 'Bar chart: the ten most clicked lists',
      column: 'List',
      shares: lists,
    }),
    shareSection(document, {
      id: 'partners',
      title: 'Partners’ share',
      summary: `Who sent the clicks: the Worthy site itself, each registered partner, and partner ids nobody registered. ${partners
        .map((p) => `${p.label} ${percent.format(p.share)}`)
        .join(', ')}.`,
      chartLabel: 'Bar chart: share of clicks by partner',
      column: 'Sent by',
      shares: partners,
      asShare: true,
    }),
    section(
      'ranks',
      'Clicks by rank, per list',
      `Each row is a list, each column a rank; the darker the cell, the larger its share of that list's clicks. The #1 pick took the most clicks in ${leads} of ${ranking.length} lists.`,
      twoWidths(document, 'Heat map: share of each list’s clicks by rank', ...heatMapOptions(cells, names, topShare)),
      table(
        'Clicks by rank, per list',
        ['List', ...Array.from({ length: ranking[0]?.cells.length ?? 0 }, (_, i) => `#${i + 1}`), 'All ranks'],
        ranking.map((list) => [listName(list.list), ...list.cells.map((cell) => cell.clicks), list.total]),
      ),
    ),
  ];
}

/**
 * @typedef {{ rank: number; list: string; clicks: number; share: number }} RankCell
 */

/**
 * The heat map of clicks by rank, a row per list: wide, each list's name at its row's left; on a
 * phone, above its row.
 * @param {RankCell[]} cells
 * @param {string[]} names the lists, in the rows' order
 * @param {number} topShare the largest share of a cell, the darkest shade
 * @returns {[Record<string, unknown>, Record<string, unknown>]}
 */
function heatMapOptions(cells, names, topShare) {
  const shared = {
    x: { type: 'band', label: 'Rank', tickFormat: (/** @type {number} */ rank) => `#${rank}`, padding: 0.06 },
    color: {
      type: 'quantize',
      n: 5,
      scheme: 'greens',
      domain: [0, topShare],
      label: 'Share of the list’s clicks',
      legend: true,
      tickFormat: (/** @type {number} */ share) => percent.format(share),
    },
  };
  /**
   * @param {{ insetTop?: number; insetBottom?: number }} inset
   * @param {(clicks: number) => string} [format]
   */
  const marks = (inset, format = number.format) => [
    Plot.cell(cells, { x: 'rank', y: 'list', fill: 'share', ...inset }),
    Plot.text(
      cells.filter((cell) => cell.clicks),
      {
        x: 'rank',
        y: 'list',
        text: (/** @type {RankCell} */ d) => format(d.clicks),
        fill: (/** @type {RankCell} */ d) => (d.share > topShare * 0.6 ? 'white' : '#0f172a'),
        dy: insetMiddle(inset),
      },
    ),
  ];
  return [
    {
      ...shared,
      height: 60 + names.length * 30,
      marginLeft: Math.min(300, 16 + 7 * Math.max(...names.map((name) => name.length))),
      y: { label: null, domain: names, padding: 0.06 },
      marks: marks({}),
    },
    {
      ...shared,
      height: 40 + names.length * NARROW_ROW,
      marginLeft: 0,
      marginRight: 0,
      y: { axis: null, domain: names, padding: 0 },
      // A phone's cell is about 30 px wide: 12,345 clicks read 12K there (the table has them all).
      marks: [...marks({ insetTop: NAME_LINE, insetBottom: 2 }, compact.format), namesAbove(names)],
    },
  ];
}

/**
 * Site and embed clicks per day, stacked.
 * @param {{ date: Date; surface: string; clicks: number }[]} perDay
 * @param {number} height
 */
const dailyOptions = (perDay, height) => ({
  height,
  marginLeft: 48,
  x: { type: 'utc', label: null },
  y: { grid: true, label: 'Clicks' },
  color: { domain: [SURFACES.site, SURFACES.embed], range: [COLORS.site, COLORS.embed], legend: true },
  marks: [Plot.rectY(perDay, { x: 'date', interval: 'day', y: 'clicks', fill: 'surface', inset: 0.5 }), Plot.ruleY([0])],
});

/**
 * A section of horizontal bars and their table: clicks (or shares) by provider, list or partner.
 * @param {Document} document
 * @param {{ id: string; title: string; summary: string; chartLabel: string; column: string; shares: Share[]; asShare?: boolean }} parts
 */
const shareSection = (document, { id, title, summary, chartLabel, column, shares, asShare = false }) =>
  section(
    id,
    title,
    summary,
    barChart(document, chartLabel, shares, asShare),
    table(
      title,
      [column, 'Clicks', 'Share'],
      shares.map((s) => [s.label, s.clicks, percent.format(s.share)]),
    ),
  );

/**
 * Horizontal bars, most first, each labelled with its clicks (or its share).
 * @param {Document} document
 * @param {string} label
 * @param {Share[]} shares
 * @param {boolean} [asShare]
 */
function barChart(document, label, shares, asShare = false) {
  const x = asShare ? 'share' : 'clicks';
  const axis = { grid: true, label: asShare ? 'Share of clicks' : 'Clicks', tickFormat: asShare ? '%' : undefined };
  const names = shares.map((s) => s.label);
  /** @param {{ insetTop?: number; insetBottom?: number }} inset */
  const marks = (inset) => [
    Plot.barX(shares, { x, y: 'label', fill: COLORS.site, ...inset }),
    Plot.text(shares, {
      x,
      y: 'label',
      text: (/** @type {Share} */ s) => (asShare ? percent.format(s.share) : number.format(s.clicks)),
      dx: 6,
      dy: insetMiddle(inset),
      textAnchor: 'start',
    }),
    Plot.ruleX([0]),
  ];
  return twoWidths(
    document,
    label,
    {
      height: 40 + shares.length * 28,
      // Room for the longest label at about 7 px a character (12 px system-ui), within reason.
      marginLeft: Math.min(380, 16 + 7 * Math.max(...names.map((name) => name.length))),
      marginRight: 60,
      x: axis,
      y: { label: null, domain: names },
      marks: marks({}),
    },
    {
      height: 40 + shares.length * NARROW_ROW,
      // Room for the 0 (or 0%) under the bars' start.
      marginLeft: 12,
      marginRight: 52,
      x: { ...axis, ticks: 4 },
      y: { axis: null, domain: names, padding: 0 },
      marks: [...marks({ insetTop: NAME_LINE, insetBottom: 6 }), namesAbove(names)],
    },
  );
}

const STYLES = `
:root { color-scheme: light; --brand: #0f5f57; --text: #0f172a; --muted: #475569; --line: #dfe4ec; --bg: #f6f7fb; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.55 system-ui, sans-serif; }
main { max-width: 960px; margin: 0 auto; padding: 32px 20px 64px; }
header { margin-bottom: 24px; }
.brand { margin: 0; font-weight: 700; color: var(--brand); letter-spacing: .02em; }
h1 { margin: 4px 0; font-size: 1.75rem; line-height: 1.2; }
h2 { margin: 0 0 4px; font-size: 1.2rem; }
.meta, section > p { color: var(--muted); margin: 0 0 12px; }
.tiles { list-style: none; padding: 0; margin: 0 0 24px; display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; }
.tiles li { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 14px 16px; display: grid; gap: 2px; }
.tiles .name { color: var(--muted); font-size: .875rem; }
.tiles .value { font-size: 1.6rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.tiles .note { color: var(--muted); font-size: .8rem; }
section { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 20px; margin-bottom: 16px; }
/* Each chart is drawn for a wide screen and for a phone; a screen shows the one that fits it. */
.chart { margin: 0; }
.chart svg[role='img'] { max-width: 100%; height: auto; }
.chart figure { margin: 0; }
.chart .narrow { display: none; }
@media (max-width: 640px) {
  .chart .wide { display: none; }
  .chart .narrow { display: block; }
  main { padding: 24px 16px 48px; }
  section { padding: 16px 14px; }
}
.chart:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; }
details { margin-top: 12px; }
summary { cursor: pointer; color: var(--brand); font-weight: 600; }
summary:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; border-radius: 4px; }
table { border-collapse: collapse; margin-top: 8px; font-size: .875rem; width: 100%; }
caption { text-align: left; font-weight: 600; padding-bottom: 4px; }
th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line); }
th.n, td.n { text-align: right; font-variant-numeric: tabular-nums; }
.empty { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 20px; }
`;
