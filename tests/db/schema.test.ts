// @vitest-environment node
/** The migrations on real PostgreSQL: what they create, that re-running them is harmless, and the row rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { LIST_KEYS } from '../../lib/model';
import { TABLE_COLUMNS } from '../../scripts/operator/columns.mjs';
import { sqlValue } from '../../scripts/seed.mjs';
import { applyMigrations, attempt, createDatabase, loadSeed, migrationFiles } from '../support/database';

/** SPEC section 3's columns, the optional scoring columns of CONTRACT section 7, then the French words (section 13). */
const VIEW_COLUMNS = [
  'name',
  'logo',
  'url',
  'review',
  'promo',
  'promo_code',
  'promo_detail',
  'rating',
  'user_votes',
  'features',
  'starting_price',
  'is_worthy_partner',
  'display_order',
  'scores',
  'pros',
  'cons',
  'verified_at',
  'fr',
  'facts',
  'reasons',
];

let db: PGlite;
let relationsBeforeMigrations: string[];

async function publicRelations(): Promise<string[]> {
  const { rows } = await db.query<{ relname: string }>(
    `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'v') order by relname`,
  );
  return rows.map((r) => r.relname);
}

beforeAll(async () => {
  db = await createDatabase({ migrate: false });
  relationsBeforeMigrations = await publicRelations();
  await applyMigrations(db);
  await loadSeed(db);
}, 60_000);
afterAll(() => db.close());

describe('the migrations', () => {
  it('are timestamped files, applied in order', () => {
    expect(migrationFiles()).toEqual([
      '20261122000000_providers.sql',
      '20261122000100_provider_list_views.sql',
      '20261123000000_closed_by_default.sql',
      '20261123000100_scoring_columns.sql',
      '20261124000000_click_counts.sql',
      '20261126000000_french_words.sql',
      '20261126000100_operator_desk.sql',
      '20261128000000_facts.sql',
    ]);
  });

  it('turn an empty database into one providers table, a view named after each list key, and the click counts', async () => {
    expect(relationsBeforeMigrations).toEqual([]);
    expect(await publicRelations()).toEqual(['click_counts', 'partners', 'providers', ...LIST_KEYS].sort());
  });

  it("give every view exactly the SPEC columns and the scoring columns, and run it with the caller's rights", async () => {
    const { rows } = await db.query<{ view: string; columns: string[]; options: string[] | null }>(`
      select c.relname as view, c.reloptions as options,
             array_agg(a.attname::text order by a.attnum) as columns
        from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'v'
       group by c.relname, c.reloptions`);
    expect(rows).toHaveLength(LIST_KEYS.length);
    // The operator's commands (seed, data check, push) know the same columns.
    expect(TABLE_COLUMNS).toEqual(VIEW_COLUMNS);
    for (const view of rows) {
      expect(view.columns, view.view).toEqual(VIEW_COLUMNS);
      expect(view.options, view.view).toContain('security_invoker=true');
    }
  });

  it('turn row-level security on and force it: anyone may read, and record_click (run as the owner) may check a list', async () => {
    const {
      rows: [table],
    } = await db.query<{ enabled: boolean; forced: boolean }>(
      `select relrowsecurity as enabled, relforcerowsecurity as forced from pg_class where oid = 'public.providers'::regclass`,
    );
    expect(table).toEqual({ enabled: true, forced: true });
    const { rows: policies } = await db.query(
      `select cmd, roles::text[] as roles, qual from pg_policies where tablename = 'providers'`,
    );
    expect(policies).toEqual([
      { cmd: 'SELECT', roles: ['anon', 'authenticated'], qual: 'true' },
      { cmd: 'SELECT', roles: ['postgres'], qual: 'true' },
    ]);
  });

  it('index the read: one list by display_order, then rating descending', async () => {
    const { rows } = await db.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where indexname = 'providers_list_order_idx'`,
    );
    expect(rows[0]?.indexdef).toContain('(list_key, display_order, rating DESC)');
  });

  it('can be applied a second time without error, changing nothing and keeping the rows', async () => {
    const state = async () => ({
      rows: (await db.query(`select list_key, count(*)::int from public.providers group by 1 order by 1`)).rows,
      relations: await publicRelations(),
      policies: (await db.query(`select policyname, cmd, roles::text[] from pg_policies order by 1`)).rows,
      constraints: (
        await db.query(
          `select conname, pg_get_constraintdef(oid) from pg_constraint where conrelid = 'public.providers'::regclass order by 1`,
        )
      ).rows,
      grants: (
        await db.query(
          `select table_name, grantee, privilege_type from information_schema.role_table_grants where table_schema = 'public' order by 1, 2, 3`,
        )
      ).rows,
    });
    const before = await state();
    await expect(applyMigrations(db)).resolves.toBeUndefined();
    expect(await state()).toEqual(before);
    expect(before.rows).toHaveLength(LIST_KEYS.length);
  });
});

describe('the row rules (as in lib/data/toProvider.ts), for writers who may write', () => {
  const good = {
    list_key: 'vpn_providers',
    name: 'Test VPN',
    url: 'https://test-vpn.example/',
    rating: 4.5,
    user_votes: 10,
    features: ['WireGuard'],
    display_order: 99,
  };
  const insert = (overrides: Record<string, unknown>) => {
    const row: Record<string, unknown> = { ...good, ...overrides };
    const columns = Object.keys(row);
    return `insert into public.providers (${columns.join(', ')}) values (${columns.map((c) => sqlValue(row[c], c)).join(', ')})`;
  };

  describe.each(['service_role', 'postgres'] as const)('as %s', (role) => {
    it('accepts a good row', async () => {
      expect(await attempt(db, role, insert({}))).toBeNull();
    });

    it.each([
      ['a rating of 9', { rating: 9 }, 'providers_rating_0_to_5'],
      ['a rating below 0', { rating: -0.5 }, 'providers_rating_0_to_5'],
      ['-1 votes', { user_votes: -1 }, 'providers_user_votes_not_negative'],
      ['a javascript: url', { url: 'javascript:alert(1)' }, 'providers_url_http'],
      ['a data: logo', { logo: 'data:image/svg+xml,<svg onload=alert(1)>' }, 'providers_logo_http'],
      ['a javascript: review link', { review: 'javascript:alert(1)' }, 'providers_review_http'],
      ['a blank name', { name: '   ' }, 'providers_name_not_blank'],
      ['an unknown list key', { list_key: 'casino_providers' }, 'providers_list_key_known'],
    ])('refuses %s', async (_, overrides, constraint) => {
      expect(await attempt(db, role, insert(overrides))).toMatchObject({ code: '23514', constraint });
    });

    it('refuses a second provider of the same name in one list, but not in another list', async () => {
      expect(await attempt(db, role, insert({ name: 'NordVPN' }))).toMatchObject({ code: '23505', constraint: 'providers_pkey' });
      expect(await attempt(db, role, insert({ name: 'NordVPN', list_key: 'nad_providers' }))).toBeNull();
    });
  });
});
