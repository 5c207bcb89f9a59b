// @vitest-environment node
/**
 * `npm run data:check` (CONTRACT section 14): the built-in data passes; each rule, broken once in
 * a scratch copy, is named as `file: row "Name": what is wrong`; stale rows follow the per-vertical
 * table; exit codes and --json are what a scheduled run relies on; never a stack trace.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween, FRESH_DAYS } from '../../scripts/operator/freshness.mjs';
import { LISTS } from '../../lib/model';
import { BUILTIN_PROVIDERS } from '../support/counts';
import { runScript, scratchData } from '../support/operatorScripts';

type Row = Record<string, unknown> & { name: string; rating: number; display_order: number; scores: Record<string, number> };

const check = (...args: string[]) => runScript('data-check.mjs', args);

let data: string;
beforeAll(() => {
  data = scratchData('check');
});
afterAll(() => rmSync(data, { recursive: true, force: true }));

const listPath = (key: string) => `${data}/builtin/${key}.json`;
const readList = (key: string) => JSON.parse(readFileSync(listPath(key), 'utf8')) as Row[];
/** Where a list ranks two providers of equal rating next to each other (the first of them, in rank order), or -1. */
const adjacentTie = (rows: Row[]): number => {
  const ranked = [...rows].sort((a, b) => a.display_order - b.display_order);
  return ranked.findIndex((row, i) => i + 1 < ranked.length && row.rating === ranked[i + 1]!.rating);
};

const edit = (key: string, change: (rows: Row[]) => void) => {
  const rows = readList(key);
  change(rows);
  writeFileSync(listPath(key), JSON.stringify(rows, null, 2));
  return rows;
};

describe('data:check on the built-in data', () => {
  it('passes: every list and method valid, nothing stale on the day the rows were checked', async () => {
    const { code, stdout } = await check('--strict', '--today', '2026-11-26');
    // A method per list; lists and providers counted from the registry and the data files.
    expect(stdout).toContain(
      `Worthy data check: ${LISTS.length} lists, ${BUILTIN_PROVIDERS} providers, ${LISTS.length} methods (today 2026-11-26, UTC)`,
    );
    expect(stdout).toContain('Valid: every list and method follows the rules.');
    expect(stdout).toContain('Fresh: every row checked');
    expect(code).toBe(0);
  });

  it('lists stale rows by the per-vertical table: finance after 30 days, the rest after 90', async () => {
    const checked = '2026-11-22';
    const today = '2026-12-30';
    const { code, stdout } = await check('--json', '--today', today);
    const report = JSON.parse(stdout) as {
      valid: boolean;
      stale: { list: string; vertical: string; limitDays: number; rows: { days: number }[] }[];
    };
    expect(code).toBe(0);
    expect(report.valid).toBe(true);
    const age = daysBetween(checked, today);
    const expected = LISTS.filter((list) => age > FRESH_DAYS[list.vertical]).map((list) => list.key);
    expect(expected.length).toBeGreaterThan(0);
    expect(report.stale.map((list) => list.list).sort()).toEqual([...expected].sort());
    expect(
      report.stale.every(
        (list) => list.vertical === 'finance' && list.limitDays === 30 && list.rows.every((row) => row.days === age),
      ),
    ).toBe(true);
    expect((await check('--strict', '--today', today)).code).toBe(1);
  });
});

describe('data:check on a broken copy', () => {
  let vpn: Row[];
  let glp1: Row[];
  let tied: Row[];
  let tiedKey: string;
  let output: { code: number; stdout: string; stderr: string };
  let french: { rows: Record<string, Record<string, unknown>>; criteria: Record<string, unknown> };
  let frenchNames: string[] = [];
  let frenchThird = '';
  beforeAll(async () => {
    vpn = edit('vpn_providers', (rows) => {
      rows[0]!.url = 'htp://surfshark';
      rows[1]!.rating = 4.95;
      delete rows[2]!.scores.speed;
      rows[3]!.verified_at = '2026-02-30';
      rows[4]!.verified_at = '2027-01-05';
      rows[5]!.promo_cod = 'SAVE10';
      rows[6]!.review = 'https://worthy.reviews/digital/vpn-services/someone-else';
      for (const row of rows.slice(0, 3)) row.is_worthy_partner = true;
    });
    glp1 = edit('glp1_providers', (rows) => {
      // The third swaps places with the second: ranks no longer follow ratings.
      [rows[1]!.display_order, rows[2]!.display_order] = [rows[2]!.display_order, rows[1]!.display_order];
      rows[4]!.display_order = rows[3]!.display_order;
      rows[0]!.verified_at = '2026-06-01';
    });
    // Two providers of equal rating in the order the tie rule reverses (the heavier criterion's higher score goes first):
    // the first tie the built-in data has, in a list no other fault here touches.
    tiedKey = LISTS.map((list) => list.key).find(
      (key) => !['vpn_providers', 'glp1_providers'].includes(key) && adjacentTie(readList(key)) >= 0,
    )!;
    tied = edit(tiedKey, (rows) => {
      const ranked = [...rows].sort((a, b) => a.display_order - b.display_order);
      const at = adjacentTie(rows);
      [ranked[at]!.display_order, ranked[at + 1]!.display_order] = [ranked[at + 1]!.display_order, ranked[at]!.display_order];
    })
      .sort((a, b) => a.display_order - b.display_order)
      .filter((row, i, rows) => row.rating === rows[i + 1]?.rating || row.rating === rows[i - 1]?.rating);
    const method = JSON.parse(readFileSync(`${data}/methods/nad_providers.json`, 'utf8')) as { criteria: { weight: number }[] };
    method.criteria[0]!.weight += 5;
    writeFileSync(`${data}/methods/nad_providers.json`, JSON.stringify(method));
    writeFileSync(`${data}/builtin/sleep_optimization_providers.json`, '[{"name": "Half a file"');
    // The French words of a Canada list, out of step with their English twin.
    const frPath = `${data}/fr/vpn_providers_canada.json`;
    french = JSON.parse(readFileSync(frPath, 'utf8')) as typeof french;
    const [first, second] = Object.keys(french.rows);
    delete french.rows[first!];
    (french.rows[second!]!.features as string[]).pop();
    const [, , third] = Object.keys(french.rows);
    Object.assign(french.rows[third!]!, { display_name: '', url: 'http://vpn.example/fr' });
    frenchThird = third!;
    french.rows['Nobody VPN'] = { features: ['Un'] };
    delete french.criteria.privacy;
    writeFileSync(frPath, JSON.stringify(french));
    frenchNames = [first!, second!];
    output = await check('--data', data, '--today', '2026-11-26');
  });

  const said = (file: string, row: string | null, message: string) =>
    expect(output.stdout).toContain(`${join(data, 'builtin', file)}: ${row === null ? '' : `row "${row}": `}${message}`);

  it('names each problem by file, row and what is wrong, and exits 1 without a stack trace', () => {
    expect(output.code).toBe(1);
    said('vpn_providers.json', vpn[0]!.name, 'url is not http(s)');
    said('vpn_providers.json', vpn[1]!.name, 'rating 4.95 is not the weighted mean of its scores (');
    said('vpn_providers.json', vpn[2]!.name, 'no score for "speed" (Speed and protocols)');
    said('vpn_providers.json', vpn[3]!.name, 'verified_at "2026-02-30" is not a real yyyy-mm-dd date');
    said('vpn_providers.json', vpn[4]!.name, 'verified_at 2027-01-05 is in the future (today is 2026-11-26)');
    said('vpn_providers.json', vpn[5]!.name, 'has an unknown field "promo_cod"');
    said(
      'vpn_providers.json',
      vpn[6]!.name,
      'review is "https://worthy.reviews/digital/vpn-services/someone-else", not its review page',
    );
    const partners = vpn.filter((row) => row.is_worthy_partner === true).map((row) => `"${row.name}"`);
    expect(partners.length).toBeGreaterThan(2);
    said('vpn_providers.json', null, `has ${partners.length} Worthy Partner badges (${partners.join(', ')}); at most 2`);
    said('glp1_providers.json', glp1[1]!.name, `is ranked #3 below "${glp1[2]!.name}" (#2) with a higher rating`);
    said('glp1_providers.json', glp1[4]!.name, `shares rank #${glp1[3]!.display_order} with "${glp1[3]!.name}"`);
    said(
      `${tiedKey}.json`,
      tied[1]!.name,
      `ties "${tied[0]!.name}" at ${tied[0]!.rating} and goes first by the tie rule (the higher score on the heaviest criterion, then the next), yet is ranked below it`,
    );
    said('sleep_optimization_providers.json', null, 'is not valid JSON (');
    expect(output.stdout).toContain(`${join(data, 'methods', 'nad_providers.json')}: the weights sum to 105, not 100`);
    said('nad_providers.json', null, 'has no usable scoring method');
    expect(output.stdout).toContain('Not valid: fix the problems above');
    expect(output.stdout + output.stderr).not.toMatch(/\n\s+at |Error:/);
  });

  it('holds a Canada list’s French words to its English rows and method', () => {
    const file = join(data, 'fr', 'vpn_providers_canada.json');
    const [missing, shorter] = frenchNames;
    for (const text of [
      `${file}: row "${missing}": has no French words`,
      `${file}: row "${shorter}": French: features has `,
      `${file}: row "Nobody VPN": has French words but is not in the English list`,
      `${file}: has no French for the criterion "privacy"`,
      `${file}: row "${frenchThird}": French: display_name must be a name of 1 to 80 characters`,
      `${file}: row "${frenchThird}": French: url must be the https address of its French site`,
    ]) {
      expect(output.stdout).toContain(text);
    }
  });

  it('says each problem once: the widget validator and the data rules do not repeat each other', () => {
    const lines = output.stdout.split('\n').filter((line) => line.startsWith('  '));
    expect(new Set(lines).size).toBe(lines.length);
    expect(output.stdout).not.toContain('dropped');
  });

  it('counts a row with an impossible date neither fresh nor stale, and an old one as stale', () => {
    expect(output.stdout).toContain(`"${glp1[0]!.name}" checked 2026-06-01, 178 days ago`);
    expect(output.stdout).not.toContain(`"${vpn[3]!.name}" checked`);
  });

  it('prints the same verdict as JSON', async () => {
    const json = await check('--data', data, '--today', '2026-11-26', '--json');
    const report = JSON.parse(json.stdout) as { valid: boolean; problems: { file: string; row?: string; text: string }[] };
    expect(json.code).toBe(1);
    expect(report.valid).toBe(false);
    expect(report.problems.find((p) => p.row === vpn[0]!.name)?.text).toBe(
      `${join(data, 'builtin', 'vpn_providers.json')}: row "${vpn[0]!.name}": url is not http(s)`,
    );
    for (const problem of report.problems) expect(output.stdout).toContain(problem.text);
  });

  it('answers a usage mistake with exit 2 and the usage line', async () => {
    for (const args of [['--today', '26/11/2026'], ['--timeout', '0'], ['--nope']]) {
      const { code, stderr } = await check(...args);
      expect(code).toBe(2);
      expect(stderr).toContain('Usage: npm run data:check');
    }
  });
});
