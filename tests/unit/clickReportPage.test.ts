// @vitest-environment node
/**
 * The click report's figures (scripts/operator/clickSummary.mjs) and the page made from them when
 * nothing was clicked: week over week, shares, who sent the clicks, whether #1 leads.
 */
import { describe, expect, it } from 'vitest';
import { clicksByRank, partnerLabel, sharesBy, weekOverWeek } from '../../scripts/operator/clickSummary.mjs';
import { reportHtml } from '../../scripts/operator/reportHtml.mjs';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n)).toISOString().slice(0, 10);
const row = (list_key: string, rank: number, clicks: number, partner = 'none') => ({
  list_key,
  provider: `${list_key} #${rank}`,
  rank,
  partner,
  partner_name: partner === 'jane' ? 'Jane Travels' : null,
  surface: partner === 'none' ? 'site' : 'embed',
  clicks: String(clicks),
});

describe('click figures', () => {
  it('compares the last 7 days with the 7 before, and needs 14 days to do it', () => {
    const days = Array.from({ length: 14 }, (_, n) => ({ day: day(n), surface: 'site', clicks: n < 7 ? 10 : 15 }));
    expect(weekOverWeek(days)).toEqual({ last: 105, before: 70, change: 0.5 });
    expect(weekOverWeek(days.slice(1))).toBeNull();
    expect(weekOverWeek(days.map((d, n) => ({ ...d, clicks: n < 7 ? 0 : 3 })))).toEqual({ last: 21, before: 0, change: null });
  });

  it('sums clicks by a key, most first, with shares that add up to one', () => {
    const shares = sharesBy([row('a', 1, 6), row('b', 1, 3), row('a', 2, 1)], (r) => r.list_key);
    expect(shares).toEqual([
      { label: 'a', clicks: 7, share: 0.7 },
      { label: 'b', clicks: 3, share: 0.3 },
    ]);
  });

  it('names who sent the clicks', () => {
    expect(
      [
        row('a', 1, 1),
        row('a', 1, 1, 'unregistered'),
        row('a', 1, 1, 'jane'),
        { ...row('a', 1, 1, 'x'), partner_name: null },
      ].map(partnerLabel),
    ).toEqual(['Worthy site', 'Unregistered partner ids', 'Jane Travels', 'x']);
  });

  it('tells, per list, whether #1 took the most clicks', () => {
    const ranking = clicksByRank([row('a', 1, 5), row('a', 2, 3), row('b', 1, 2), row('b', 3, 4)], { ranks: 3 });
    expect(ranking.map((list) => [list.list, list.firstLeads, list.cells.map((cell) => cell.clicks)])).toEqual([
      ['a', true, [5, 3, 0]],
      ['b', false, [2, 0, 4]],
    ]);
  });
});

describe('the report page', () => {
  it('says plainly when nothing was clicked, with no chart and no script', () => {
    const days = Array.from({ length: 3 }, (_, n) => ({ day: day(n), surface: 'site', clicks: 0 }));
    const html = reportHtml({ from: day(0), to: day(2), rows: [], days, listName: (key) => key, generatedAt: new Date() });
    expect(html).toContain('No clicks were counted in this period.');
    expect(html).not.toContain('<svg');
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  it('draws each chart for a wide screen and for a phone, where a large count in the heat map reads short', () => {
    const days = Array.from({ length: 3 }, (_, n) => ({ day: day(n), surface: 'site', clicks: 9000 }));
    const rows = [row('vpn', 1, 12345), row('vpn', 2, 9000), row('vpn', 3, 7655, 'jane')];
    const html = reportHtml({ from: day(0), to: day(2), rows, days, listName: (key) => key, generatedAt: new Date() });
    const wide = [...html.matchAll(/<div class="wide">(.*?)<\/div><div class="narrow">(.*?)<\/div><\/figure>/gs)];
    expect(wide).toHaveLength(5);
    const [heatWide, heatNarrow] = wide.at(-1)!.slice(1);
    expect(heatWide).toContain('>12,345<');
    expect(heatNarrow).toContain('>12K<');
    expect(heatNarrow).not.toContain('12,345');
    for (const [, wideSvg, narrowSvg] of wide) {
      expect(wideSvg).toMatch(/viewBox="0 0 880 /);
      expect(narrowSvg).toMatch(/viewBox="0 0 320 /);
    }
  });
});
