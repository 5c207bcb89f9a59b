// @vitest-environment node
/** supabase/seed.sql: generated from the built-in lists, committed up to date, and loading them whole. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { loadBuiltinRows } from '../../lib/data';
import { LIST_KEYS } from '../../lib/model';
import { seedSql, sqlString, sqlValue } from '../../scripts/seed.mjs';
import { createDatabase, loadSeed, SEED_FILE } from '../support/database';

const root = fileURLToPath(new URL('../..', import.meta.url));
const builtinSizes = Object.fromEntries(
  await Promise.all(LIST_KEYS.map(async (key) => [key, (await loadBuiltinRows(key)).length] as const)),
);

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, 60_000);
afterAll(() => db.close());

async function sizes(): Promise<Record<string, number>> {
  const { rows } = await db.query<{ list_key: string; providers: number }>(
    `select list_key, count(*)::int as providers from public.providers group by list_key`,
  );
  return Object.fromEntries(rows.map((r) => [r.list_key, r.providers]));
}

describe('the seed', () => {
  it('is committed as scripts/seed.mjs generates it now (run `npm run db:seed` after editing the JSON)', () => {
    expect(readFileSync(SEED_FILE, 'utf8') === seedSql(root)).toBe(true);
  });

  it('comes out the same on every run', () => {
    expect(seedSql(root)).toBe(seedSql(root));
  });

  it('fills every list with exactly its built-in providers', async () => {
    const loaded = await sizes();
    expect(loaded).toEqual(builtinSizes);
    console.log(`seed: ${Object.keys(loaded).length} lists, ${Object.values(loaded).reduce((a, b) => a + b, 0)} providers`);
  });

  it('replaces the lists when run again instead of adding duplicates', async () => {
    await db.exec(
      `insert into public.providers (list_key, name, url, rating) values ('vpn_providers', 'Stale VPN', 'https://stale.example/', 3)`,
    );
    await loadSeed(db);
    expect(await sizes()).toEqual(builtinSizes);
  });

  it('runs in one transaction: a bad row leaves every list as it was, none emptied', async () => {
    // Statement by statement, as `psql -f` runs a file (the seed's statements each end a line),
    // with the first list's first rating made 9 so that list's insert fails after its delete.
    const statements = readFileSync(SEED_FILE, 'utf8')
      .split(/;\n/)
      .filter((s) => s.trim());
    const firstInsert = statements.findIndex((s) => s.startsWith('insert'));
    statements[firstInsert] = statements[firstInsert]!.replace(/, \d\.\d+, (\d+, array\[)/, ', 9, $1');
    const errors: string[] = [];
    for (const statement of statements) await db.exec(statement).catch((e: { code: string }) => errors.push(e.code));
    expect(errors[0]).toBe('23514');
    expect(await sizes()).toEqual(builtinSizes);
  });
});

describe('SQL literals in the seed', () => {
  it('double single quotes and keep backslashes, so any text round-trips', async () => {
    const text = `O'Brien's "best" \\ deal; drop table providers; --`;
    const { rows } = await db.query<{ back: string }>(`select ${sqlString(text)} as back`);
    expect(rows[0]?.back).toBe(text);
  });

  it('write lists of features as text arrays, empty ones included', async () => {
    const { rows } = await db.query<{ some: string[]; none: string[] }>(
      `select ${sqlValue(['24/7 support', "it's fast"], 'features')} as some, ${sqlValue([], 'features')} as none`,
    );
    expect(rows[0]).toEqual({ some: ['24/7 support', "it's fast"], none: [] });
  });

  it('write a row’s scores as jsonb', async () => {
    const { rows } = await db.query<{ scores: unknown }>(`select ${sqlValue({ privacy: 4.8, "it's": 3 }, 'scores')} as scores`);
    expect(rows[0]?.scores).toEqual({ privacy: 4.8, "it's": 3 });
  });

  it('refuse values the table cannot hold rather than guess', () => {
    expect(() => sqlValue([1, 2], 'vpn_providers row 1 features')).toThrow(/vpn_providers row 1 features/);
    expect(() => sqlValue(Number.NaN, 'rating')).toThrow();
    expect(() => sqlString('nul\0byte')).toThrow();
  });
});
