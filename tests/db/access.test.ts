// @vitest-environment node
/**
 * What the public API key may do, on real PostgreSQL with Supabase's roles and default grants:
 * read every list in the site's order, and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { loadBuiltinRows, sortRows } from '../../lib/data';
import { LIST_KEYS, type ListKey } from '../../lib/model';
import { attempt, createDatabase, queryAs, type ApiRole } from '../support/database';

/** The read of CONTRACT section 7, as PostgREST runs it. */
const listRead = (key: ListKey, columns = 'name') =>
  `select ${columns} from public."${key}" order by display_order asc, rating desc`;

const VISITORS: ApiRole[] = ['anon', 'authenticated'];
const RELATIONS = ['providers', ...LIST_KEYS];

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, 60_000);
afterAll(() => db.close());

describe('a visitor with the anon key', () => {
  it.each(LIST_KEYS)('reads %s: the built-in providers, by display_order then rating', async (key) => {
    const expected = sortRows((await loadBuiltinRows(key)) as { name: string }[]).map((row) => row.name);
    const rows = await queryAs<{ name: string }>(db, 'anon', listRead(key));
    expect(rows.map((row) => row.name)).toEqual(expected);
  });

  it('sees the higher rating first when two providers share a display_order', async () => {
    const names = await db.transaction(async (tx) => {
      await tx.exec(`update public.providers set display_order = 1, rating = 4.10 where list_key = 'vpn_providers' and name = 'NordVPN';
                     update public.providers set display_order = 1, rating = 4.90 where list_key = 'vpn_providers' and name = 'Surfshark';
                     set local role anon;`);
      const { rows } = await tx.query<{ name: string }>(listRead('vpn_providers'));
      await tx.rollback();
      return rows.map((row) => row.name);
    });
    expect(names.slice(0, 2)).toEqual(['Surfshark', 'NordVPN']);
  });
});

describe('writing with the anon or authenticated key', () => {
  const verbs = {
    insert: (relation: string) =>
      relation === 'providers'
        ? `insert into public.providers (list_key, name, url, rating) values ('vpn_providers', 'Intruder', 'https://intruder.example/', 5)`
        : `insert into public."${relation}" (name, url, rating) values ('Intruder', 'https://intruder.example/', 5)`,
    update: (relation: string) => `update public."${relation}" set rating = 0`,
    delete: (relation: string) => `delete from public."${relation}"`,
    truncate: (relation: string) => `truncate public."${relation}"`,
  };

  it('is refused for insert, update, delete and truncate on the table and every view', async () => {
    const providers = async () =>
      (await db.query<{ count: number }>('select count(*)::int as count from public.providers')).rows[0]?.count;
    const before = await providers();
    const outcomes: string[] = [];
    for (const role of VISITORS) {
      for (const relation of RELATIONS) {
        for (const [verb, sql] of Object.entries(verbs)) {
          const refusal = await attempt(db, role, sql(relation));
          outcomes.push(`${role} ${verb} ${relation}: ${refusal?.code ?? 'ALLOWED'}`);
        }
      }
    }
    // 42501: permission denied. A view cannot be truncated by anyone (42809, "is not a table").
    const expected = (line: string) => (line.includes(' truncate ') && !line.includes(' providers:') ? '42809' : '42501');
    expect(outcomes.filter((line) => !line.endsWith(expected(line)))).toEqual([]);
    expect(outcomes).toHaveLength(VISITORS.length * RELATIONS.length * 4);
    console.log(`writes refused: ${outcomes.length} (${VISITORS.length} roles x ${RELATIONS.length} relations x 4 verbs)`);
    expect(await providers()).toBe(before);
  });

  it('holds no privilege but SELECT, so REFERENCES, TRIGGER and MAINTAIN are withheld too', async () => {
    const { rows } = await db.query<{ grant: string }>(`
      select r.role || ' ' || p.privilege || ' ' || c.relname as grant
        from pg_class c
       cross join unnest(array['anon', 'authenticated']) as r(role)
       cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER', 'MAINTAIN']) as p(privilege)
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v')
         and has_table_privilege(r.role, c.oid, p.privilege)`);
    const expected = VISITORS.flatMap((role) => RELATIONS.map((relation) => `${role} SELECT ${relation}`));
    expect(rows.map((row) => row.grant).sort()).toEqual(expected.sort());
  });

  it('is still refused by the row-level security policy after a blanket "grant all" to anon', async () => {
    const outcome = await db.transaction(async (tx) => {
      await tx.exec('grant all on public.providers to anon; set local role anon;');
      const updated = (await tx.query('update public.providers set rating = 0')).affectedRows;
      const deleted = (await tx.query('delete from public.providers')).affectedRows;
      const inserted = await tx
        .query(
          `insert into public.providers (list_key, name, url, rating) values ('vpn_providers', 'Intruder', 'https://intruder.example/', 5)`,
        )
        .then(
          () => 'ALLOWED',
          (error: Error) => error.message,
        );
      await tx.rollback();
      return { updated, deleted, inserted };
    });
    expect(outcome).toEqual({
      updated: 0,
      deleted: 0,
      inserted: 'new row violates row-level security policy for table "providers"',
    });
  });

  it('goes through with the service_role key, so the refusals above are about who asks', async () => {
    for (const [verb, sql] of Object.entries(verbs)) {
      expect(await attempt(db, 'service_role', sql('providers')), verb).toBeNull();
    }
    expect(await attempt(db, 'service_role', verbs.update('vpn_providers'))).toBeNull();
    expect(await attempt(db, 'service_role', verbs.delete('vpn_providers'))).toBeNull();
  });
});

describe('objects a later migration or the SQL editor adds', () => {
  // Made by postgres, as Supabase runs migrations; rolled back after each attempt's own transaction.
  const LATER = `
    create table public.later_notes (id serial primary key, body text);
    create function public.later_secret() returns text language sql as $$ select 'secret' $$;`;

  async function asVisitor(role: ApiRole, sql: string): Promise<string> {
    return db.transaction(async (tx) => {
      await tx.exec(LATER);
      await tx.exec(`set local role ${role}`);
      const outcome = await tx.exec(sql).then(
        () => 'ALLOWED',
        (error: { code?: string }) => error.code ?? 'unknown',
      );
      await tx.rollback();
      return outcome;
    });
  }

  it.each(VISITORS)('are closed to %s: no read, write, sequence use or function call', async (role) => {
    expect(await asVisitor(role, `insert into public.later_notes (body) values ('x')`)).toBe('42501');
    expect(await asVisitor(role, 'select * from public.later_notes')).toBe('42501');
    expect(await asVisitor(role, 'update public.later_notes set body = null')).toBe('42501');
    expect(await asVisitor(role, 'delete from public.later_notes')).toBe('42501');
    expect(await asVisitor(role, `select nextval('public.later_notes_id_seq')`)).toBe('42501');
    expect(await asVisitor(role, 'select public.later_secret()')).toBe('42501');
  });

  it('stay open to what a migration grants explicitly, and to service_role', async () => {
    const granted = await db.transaction(async (tx) => {
      await tx.exec(`${LATER} grant select on public.later_notes to anon; set local role anon;`);
      const rows = (await tx.query('select * from public.later_notes')).rows;
      await tx.rollback();
      return rows;
    });
    expect(granted).toEqual([]);
    expect(await asVisitor('service_role', `insert into public.later_notes (body) values ('x')`)).toBe('ALLOWED');
  });
});
