// @vitest-environment node
/**
 * `npm run data:check` holds a US list and its Canada twin to one answer per product: a yes/no or
 * figure stated in one, from the same source, cannot be "not disclosed" in the other
 * (scripts/operator/twins.mjs). A text fact worded per market is no such fault.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTS, type Fact, type FactDefinition } from '../../lib/model';
import { runScript, scratchData } from '../support/operatorScripts';

type Row = { name: string; facts?: Record<string, Fact> };

let data: string;
let output: { code: number; stdout: string };
let expected = '';
let textFact = '';

const read = <T>(path: string): T => JSON.parse(readFileSync(join(data, path), 'utf8')) as T;
const product = (name: string) => name.toLowerCase().replace(/\s+canada$/, '');

/** The first provider of a twin pair stating, in both lists and from one source, a fact of the given types defined alike. */
function sharedFact(types: readonly string[]) {
  for (const list of LISTS.filter((l) => l.market === 'ca' && l.twin)) {
    const usKey = list.twin!.key;
    const defs = (key: string) => read<{ facts?: FactDefinition[] }>(`methods/${key}.json`).facts ?? [];
    const usDefs = new Map(defs(usKey).map((d) => [d.id, JSON.stringify(d)]));
    const caRows = read<Row[]>(`builtin/${list.key}.json`);
    const usRows = read<Row[]>(`builtin/${usKey}.json`);
    for (const definition of defs(list.key).filter((d) => types.includes(d.type) && usDefs.get(d.id) === JSON.stringify(d))) {
      for (const row of caRows) {
        const twin = usRows.find((r) => product(r.name) === product(row.name));
        const [here, there] = [row.facts?.[definition.id], twin?.facts?.[definition.id]];
        if (here && there && here.value !== null && there.value !== null && here.source === there.source)
          return { caKey: list.key, usKey, caRows, row, id: definition.id, stated: there };
      }
    }
  }
  throw new Error(`no twin pair shares a ${types.join('/')} fact`);
}

beforeAll(async () => {
  data = scratchData('check-twins');
  // A boolean or figure left "not disclosed" in the Canada list, stated in the US one from the same page.
  const gap = sharedFact(['boolean', 'number', 'percent']);
  gap.row.facts![gap.id]!.value = null;
  writeFileSync(join(data, `builtin/${gap.caKey}.json`), JSON.stringify(gap.caRows, null, 2));
  expected =
    `${join(data, `builtin/${gap.caKey}.json`)}: row "${gap.row.name}": fact ${gap.id} is not disclosed here, yet ` +
    `${gap.usKey} states it (${JSON.stringify(gap.stated.value)}) from the same source, ${gap.stated.source}`;
  // A text fact emptied the same way: worded per market, it is not compared.
  const text = sharedFact(['text']);
  text.row.facts![text.id]!.value = null;
  writeFileSync(join(data, `builtin/${text.caKey}.json`), JSON.stringify(text.caRows, null, 2));
  textFact = `fact ${text.id} is not disclosed here`;
  output = await runScript('data-check.mjs', ['--data', data, '--today', '2026-11-28']);
});
afterAll(() => rmSync(data, { recursive: true, force: true }));

describe('data:check across twin lists', () => {
  it('refuses a fact stated in one twin and not disclosed in the other, naming both and the source', () => {
    expect(output.code).toBe(1);
    expect(output.stdout).toContain(expected);
  });

  it('leaves a text fact to each market', () => {
    expect(output.stdout).not.toContain(textFact);
  });
});
