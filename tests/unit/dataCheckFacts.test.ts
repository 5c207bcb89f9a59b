// @vitest-environment node
/**
 * `npm run data:check` holds facts to CONTRACT section 15: faults planted in a scratch copy (a
 * changed fact, a wrong currency, a missing source, a value of the wrong type, a missing reason,
 * too little computed weight, a headline too many, a judged score resting on an undisclosed figure)
 * are each named by file, row and fact.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTS, isCanadaListKey, type Fact, type ScoringMethod } from '../../lib/model';
import { computedScore } from '../../lib/format';
import { runScript, scratchData } from '../support/operatorScripts';

type Row = { name: string; scores: Record<string, number>; facts: Record<string, Fact>; reasons?: Record<string, string> };

let data: string;
let output: { code: number; stdout: string };
const planted: string[] = [];

const read = <T>(path: string): T => JSON.parse(readFileSync(join(data, path), 'utf8')) as T;
const write = (path: string, value: unknown) => writeFileSync(join(data, path), JSON.stringify(value, null, 2));
const expectSaid = (path: string, row: string | null, message: string) =>
  planted.push(`${join(data, path)}: ${row === null ? '' : `row "${row}": `}${message}`);

/** The first row, criterion and boolean fact where flipping the fact changes the computed score. */
function scoreChangingFlip(method: ScoringMethod, rows: Row[]) {
  for (const row of rows) {
    for (const criterion of method.criteria) {
      if (!criterion.computed || !('checks' in criterion.computed)) continue;
      for (const check of criterion.computed.checks) {
        const fact = row.facts[check.fact];
        if (!fact || typeof fact.value !== 'boolean') continue;
        const flipped = { ...row.facts, [check.fact]: { ...fact, value: !fact.value } };
        const score = computedScore(criterion.computed, flipped);
        if (score !== row.scores[criterion.id]) return { row, id: check.fact, criterion: criterion.id, score };
      }
    }
  }
  throw new Error(`${method.list}: no fact flip changes a score`);
}

/**
 * Plants, in the first list with one, a row whose judged criterion grades a figure (a money, percent
 * or number fact of the same id) that the row does not disclose, and scores it 4.4 instead of 3.
 */
function gradedFigureOffMiddle() {
  for (const { key } of LISTS) {
    const method = read<ScoringMethod>(`methods/${key}.json`);
    const criterion = method.criteria.find(
      (c) => !c.computed && method.facts?.some((f) => f.id === c.id && ['money', 'percent', 'number'].includes(f.type)),
    );
    if (!criterion) continue;
    const rows = read<Row[]>(`builtin/${key}.json`);
    const row = rows.find((r) => r.facts[criterion.id]?.value === null);
    if (!row) continue;
    row.scores[criterion.id] = 4.4;
    write(`builtin/${key}.json`, rows);
    return { key, row: row.name, criterion: criterion.id };
  }
  throw new Error('no list has a judged criterion grading an undisclosed figure');
}

beforeAll(async () => {
  data = scratchData('check-facts');
  const us = LISTS.find((list) => !isCanadaListKey(list.key))!.key;
  const canada = LISTS.find((list) => isCanadaListKey(list.key))!.key;

  // A changed fact: the stored score no longer follows from the facts.
  const usMethod = read<ScoringMethod>(`methods/${us}.json`);
  const usRows = read<Row[]>(`builtin/${us}.json`);
  const flip = scoreChangingFlip(usMethod, usRows);
  const stored = flip.row.scores[flip.criterion];
  flip.row.facts[flip.id]!.value = !flip.row.facts[flip.id]!.value;
  expectSaid(
    `builtin/${us}.json`,
    flip.row.name,
    `score ${stored} for "${flip.criterion}" is not what its facts give (${flip.score})`,
  );
  // A missing source and a value of the wrong type, on the next rows.
  const [sourceless, mistyped] = [usRows[1]!, usRows[2]!];
  const firstFact = usMethod.facts![0]!.id;
  delete (sourceless.facts[firstFact] as Partial<Fact>).source;
  expectSaid(`builtin/${us}.json`, sourceless.name, `fact "${firstFact}": no source (an https page that states it)`);
  const booleanFact = usMethod.facts!.find((fact) => fact.type === 'boolean')!.id;
  mistyped.facts[booleanFact]!.value = 'yes';
  expectSaid(`builtin/${us}.json`, mistyped.name, `fact "${booleanFact}": "yes" is not a boolean value`);
  // A judged criterion's reason left out.
  const judged = usMethod.criteria.find((criterion) => !criterion.computed)!.id;
  delete usRows[3]!.reasons![judged];
  expectSaid(`builtin/${us}.json`, usRows[3]!.name, `no reason for the judged criterion "${judged}"`);
  write(`builtin/${us}.json`, usRows);

  // A Canada list's price in US dollars, a fourth headline, and too little weight computed.
  const caMethod = read<ScoringMethod & { facts: { currency?: string; headline?: boolean; type: string }[] }>(
    `methods/${canada}.json`,
  );
  const money = caMethod.facts.find((fact) => fact.type === 'money')!;
  money.currency = 'USD';
  caMethod.facts.find((fact) => !fact.headline)!.headline = true;
  const computed = caMethod.criteria.filter((criterion) => criterion.computed);
  const kept = computed[0]!;
  for (const criterion of computed.slice(1)) delete (criterion as { computed?: unknown }).computed;
  // A fact headed like a criterion: two compare-table rows would read alike.
  const twin = caMethod.facts.find((fact) => fact !== money)! as { id?: string; label?: string };
  twin.label = caMethod.criteria[0]!.label;
  expectSaid(
    `methods/${canada}.json`,
    null,
    `fact "${twin.id}": the label "${twin.label}" is a criterion's too; name the fact apart`,
  );
  write(`methods/${canada}.json`, caMethod);
  expectSaid(
    `methods/${canada}.json`,
    null,
    `fact "${(money as { id?: string }).id}": the currency must be CAD on a Canada list, not USD`,
  );
  expectSaid(`methods/${canada}.json`, null, 'has 4 headline facts; exactly 3');
  expectSaid(`methods/${canada}.json`, null, `computed criteria carry ${kept.weight}% of the weight; at least 60%`);

  // A judged criterion that grades a figure, scored above the middle where that figure is not disclosed.
  const graded = gradedFigureOffMiddle();
  expectSaid(
    `builtin/${graded.key}.json`,
    graded.row,
    `score 4.4 for "${graded.criterion}" rests on its fact, which is not disclosed: score it 3, mid-range`,
  );

  output = await runScript('data-check.mjs', ['--data', data, '--today', '2026-11-28']);
});
afterAll(() => rmSync(data, { recursive: true, force: true }));

describe('data:check with planted faults in facts', () => {
  it('exits 1 and names every planted fault by file, row and fact', () => {
    expect(output.code).toBe(1);
    for (const line of planted) expect(output.stdout).toContain(line);
  });

  it('says each once, in its own words rather than the widget validator’s', () => {
    const lines = output.stdout.split('\n').filter((line) => line.startsWith('  '));
    expect(new Set(lines).size).toBe(lines.length);
    expect(output.stdout).not.toContain('dropped');
  });
});
