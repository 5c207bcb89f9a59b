// @vitest-environment node
/**
 * `npm run data:check` refuses a feature bullet that repeats a headline fact or the offer the card
 * shows beside it (scripts/operator/repeats.mjs), in English and in a Canada list's French, and
 * lets a bullet that names the fact's subject but says more pass.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTS, type Fact, type FactDefinition } from '../../lib/model';
import { runScript, scratchData } from '../support/operatorScripts';

type Row = { name: string; features: string[]; promo_detail: string | null; facts?: Record<string, Fact> };

let data: string;
let output: { code: number; stdout: string };
let refused = '';
let passed = '';
let offerRefused = '';
let frenchRefused = '';

const read = <T>(path: string): T => JSON.parse(readFileSync(join(data, path), 'utf8')) as T;

/** The first row, in registry order, with a headline text fact of several words stated. */
function headlineText() {
  for (const { key } of LISTS) {
    const definitions = read<{ facts?: FactDefinition[] }>(`methods/${key}.json`).facts ?? [];
    const rows = read<Row[]>(`builtin/${key}.json`);
    for (const definition of definitions.filter((d) => d.headline && d.type === 'text')) {
      for (const row of rows) {
        const value = row.facts?.[definition.id]?.value;
        if (typeof value === 'string' && value.split(/\s+/).length >= 3) return { key, rows, row, definition, value };
      }
    }
  }
  throw new Error('no list has a headline text fact of three words or more');
}

type FrenchFile = { rows: Record<string, { features?: string[]; facts?: Record<string, unknown> }> };

/** The first Canada row, in a list other than `skip`, with a headline text fact of several words in French. */
function frenchHeadlineText(skip: string) {
  for (const { key } of LISTS.filter((list) => list.market === 'ca' && list.key !== skip)) {
    const definitions = read<{ facts?: FactDefinition[] }>(`methods/${key}.json`).facts ?? [];
    const french = read<FrenchFile>(`fr/${key}.json`);
    for (const definition of definitions.filter((d) => d.headline && d.type === 'text')) {
      for (const [name, words] of Object.entries(french.rows)) {
        const value = words.facts?.[definition.id];
        if (words.features?.length && typeof value === 'string' && value.split(/\s+/).length >= 3)
          return { key, french, name, words, definition, value };
      }
    }
  }
  throw new Error('no Canada list has a headline text fact of three words or more in French');
}

beforeAll(async () => {
  data = scratchData('check-repeats');
  const { key, rows, row, definition, value } = headlineText();
  // The card would read "<label>: <value>", then the same words again as a bullet.
  const repeat = `${value} for you`;
  // The fact's first word, then what the fact does not say.
  const more = `${value.split(/\s+/)[0]} reviewed by independent testers each quarter since launch`;
  row.features = [...row.features, repeat, more];
  // Another row of that list: its promo detail's last clause, again as a bullet.
  const clausesOf = (r: Row) => r.promo_detail?.split(/[;.]\s+/) ?? [];
  const other = rows.find((r) => r !== row && clausesOf(r).length > 1);
  if (!other) throw new Error(`${key} has no second row with a promo detail of several clauses`);
  const clause = clausesOf(other).at(-1)!;
  other.features = [...other.features, clause];
  writeFileSync(join(data, `builtin/${key}.json`), JSON.stringify(rows, null, 2));
  const file = join(data, `builtin/${key}.json`);
  refused = `${file}: row "${row.name}": feature ${row.features.length - 1} "${repeat}" repeats the headline fact ${definition.id}`;
  passed = `"${more}"`;
  offerRefused = `${file}: row "${other.name}": feature ${other.features.length} "${clause}" repeats the offer's promo_detail`;
  // A French bullet that says the French fact again, where its English bullet did not.
  const fr = frenchHeadlineText(key);
  fr.words.features![0] = fr.value;
  writeFileSync(join(data, `fr/${fr.key}.json`), JSON.stringify(fr.french, null, 2));
  frenchRefused = `${join(data, `fr/${fr.key}.json`)}: row "${fr.name}": feature 1 "${fr.value}" repeats the headline fact ${fr.definition.id}`;
  output = await runScript('data-check.mjs', ['--data', data, '--today', '2026-11-28']);
});
afterAll(() => rmSync(data, { recursive: true, force: true }));

describe('data:check on feature bullets', () => {
  it('refuses a bullet made of a headline fact’s words, naming the row, the bullet and the fact', () => {
    expect(output.code).toBe(1);
    expect(output.stdout).toContain(refused);
    expect(output.stdout).toContain('drop it, or make it say what the card does not');
  });

  it('refuses a bullet that says one clause of the offer again', () => {
    expect(output.stdout).toContain(offerRefused);
  });

  it('holds a Canada list’s French card to the same rule, in its own words', () => {
    expect(output.stdout).toContain(frenchRefused);
  });

  it('lets a bullet that names the fact’s subject and says more pass', () => {
    expect(output.stdout).not.toContain(passed);
  });
});
