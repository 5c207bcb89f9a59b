/**
 * A Supabase-shaped PostgreSQL in memory (PGlite) for tests: the API roles and default grants of a
 * new Supabase project, then supabase/migrations/*.sql in order, then supabase/seed.sql.
 * Plain ESM TypeScript reading files with fs, so Vitest and Playwright can both import it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

export const SUPABASE_DIR = fileURLToPath(new URL('../../supabase/', import.meta.url));
export const MIGRATIONS_DIR = `${SUPABASE_DIR}migrations/`;
export const SEED_FILE = `${SUPABASE_DIR}seed.sql`;

/** The API roles every Supabase project has; the REST server switches to one per request. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/**
 * What a new Supabase project grants before any migration runs: the API roles may use schema
 * public, and every table or view created there gives them ALL. Migrations must take back what
 * visitors should not have; these grants are why tests would catch a migration that forgets.
 */
export const SUPABASE_ROLES_SQL = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  grant all on all tables in schema public to anon, authenticated, service_role;
`;

/** Migration files in the order Supabase applies them: by their timestamp prefix. */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{14}_[a-z0-9_]+\.sql$/.test(file))
    .sort();
}

/** Each file in one transaction, as the Supabase CLI applies it. */
export async function applyMigrations(db: PGlite): Promise<void> {
  for (const file of migrationFiles()) {
    const sql = readFileSync(`${MIGRATIONS_DIR}${file}`, 'utf8');
    try {
      await db.transaction((tx) => tx.exec(sql));
    } catch (error) {
      throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
  }
}

export async function loadSeed(db: PGlite): Promise<void> {
  await db.exec(readFileSync(SEED_FILE, 'utf8'));
}

export interface DatabaseOptions {
  migrate?: boolean;
  seed?: boolean;
}

/** A new database as a fresh Supabase project would be after `supabase db reset`. */
export async function createDatabase({ migrate = true, seed = true }: DatabaseOptions = {}): Promise<PGlite> {
  const steps = [SUPABASE_ROLES_SQL];
  if (migrate) steps.push(...migrationFiles().map((file) => readFileSync(`${MIGRATIONS_DIR}${file}`, 'utf8')));
  if (migrate && seed) steps.push(readFileSync(SEED_FILE, 'utf8'));
  return fromTemplate(steps, async (db) => {
    await db.exec(SUPABASE_ROLES_SQL);
    if (migrate) await applyMigrations(db);
    if (migrate && seed) await loadSeed(db);
  });
}

const PGLITE_PACKAGE = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));

/**
 * PGlite's first start (initdb in WebAssembly) takes seconds; loading a dump of the same database
 * takes under one. So each state is built once and its dump kept in the temp directory, named by
 * a hash of everything that made it: the PGlite package and the SQL run. Any change is a new dump.
 */
async function fromTemplate(steps: string[], build: (db: PGlite) => Promise<void>): Promise<PGlite> {
  const hash = createHash('sha256').update(readFileSync(PGLITE_PACKAGE));
  for (const step of steps) hash.update(step).update('\0');
  const file = join(tmpdir(), `worthy-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });

  const db = await PGlite.create();
  await build(db);
  const dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  // Written aside and renamed: test files running in parallel never read half a dump.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return db;
}

/** A role a statement can run as: an API role, or postgres, the superuser migrations run as. */
export type Role = ApiRole | 'postgres';

/** The parts of a PostgreSQL error the tests look at. */
export interface Refusal {
  code: string;
  message: string;
  constraint?: string;
}

/** Rows of `sql` read as `role`. */
export async function queryAs<T>(db: PGlite, role: Role, sql: string): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return (await tx.query<T>(sql)).rows;
  });
}

/**
 * Runs `sql` as `role` in a transaction that is always rolled back. Returns the error PostgreSQL
 * answered with, or null when the statement went through: "may this role do that?".
 */
export async function attempt(db: PGlite, role: Role, sql: string): Promise<Refusal | null> {
  try {
    await db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      await tx.exec(sql);
      await tx.rollback();
    });
    return null;
  } catch (error) {
    const { code = 'unknown', message, constraint } = error as Refusal;
    return { code, message, ...(constraint ? { constraint } : {}) };
  }
}
