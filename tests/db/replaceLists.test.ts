// @vitest-environment node
/**
 * The operator's push (CONTRACT section 14) on real PostgreSQL with Supabase's roles and default
 * grants: replace_provider_lists replaces whole lists in one transaction, a refused row anywhere
 * leaves every list as it was, click counts and partners are never touched, and only the service
 * role may call it or read the clicks per day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { attempt, createDatabase, queryAs } from '../support/database';

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, 60_000);
afterAll(() => db.close());

type Row = { name: string; rating: number; display_order: number; [field: string]: unknown };

const rowsOf = async (key: string) =>
  (
    await db.query<Row>(
      `select name, url, rating::float8 as rating, display_order, features, scores, verified_at::text as verified_at
         from public.providers where list_key = $1 order by display_order, name`,
      [key],
    )
  ).rows;

/** Calls the function as `role` inside a transaction that is kept, like PostgREST's one call. */
const push = (role: string, lists: unknown) =>
  db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return (
      await tx.query<{ list: string; providers: number }>('select * from public.replace_provider_lists($1)', [
        JSON.stringify(lists),
      ])
    ).rows;
  });

const row = (name: string, rank: number, extra: Partial<Row> = {}): Row => ({
  name,
  url: `https://${name.toLowerCase().replace(/\W+/g, '')}.example/`,
  rating: 4.5 - rank / 10,
  display_order: rank,
  features: ['One', 'Two'],
  scores: { a: 4, b: 5 },
  verified_at: '2026-11-20',
  ...extra,
});

describe('replace_provider_lists', () => {
  it('replaces each given list whole, fills left-out columns with their defaults, and leaves other lists alone', async () => {
    const untouched = await rowsOf('glp1_providers');
    const result = await push('service_role', {
      vpn_providers: [row('Alpha VPN', 1), row('Beta VPN', 2, { features: undefined, scores: undefined })],
      nad_providers: [row('Gamma NAD', 1)],
    });
    expect(result).toEqual([
      { list: 'nad_providers', providers: 1 },
      { list: 'vpn_providers', providers: 2 },
    ]);
    const vpn = await rowsOf('vpn_providers');
    expect(vpn.map((r) => [r.name, r.rating, r.display_order])).toEqual([
      ['Alpha VPN', 4.4, 1],
      ['Beta VPN', 4.3, 2],
    ]);
    expect(vpn[1]).toMatchObject({ features: [], scores: null, verified_at: '2026-11-20' });
    expect(vpn[0]).toMatchObject({ features: ['One', 'Two'], scores: { a: 4, b: 5 } });
    expect((await rowsOf('nad_providers')).map((r) => r.name)).toEqual(['Gamma NAD']);
    expect(await rowsOf('glp1_providers')).toEqual(untouched);
    // Readers see the new list through the view, as the site reads it.
    const seen = await queryAs<{ name: string }>(db, 'anon', 'select name from public.vpn_providers order by display_order');
    expect(seen.map((r) => r.name)).toEqual(['Alpha VPN', 'Beta VPN']);
  });

  it("carries a row's French words, which readers see through the view; a row without them stays valid", async () => {
    const fr = { promo: '20 % de rabais', features: ['Un', 'Deux'] };
    await push('service_role', { vpn_providers_canada: [row('Alpha VPN', 1, { fr }), row('Beta VPN', 2)] });
    const seen = await queryAs<{ name: string; fr: unknown }>(
      db,
      'anon',
      'select name, fr from public.vpn_providers_canada order by display_order',
    );
    expect(seen).toEqual([
      { name: 'Alpha VPN', fr },
      { name: 'Beta VPN', fr: null },
    ]);
  });

  it('changes nothing when one row anywhere is refused: every list of the call stays whole', async () => {
    const before = { vpn: await rowsOf('vpn_providers'), glp1: await rowsOf('glp1_providers') };
    const refusals = [
      { glp1_providers: [row('Only One', 1)], vpn_providers: [row('Bad VPN', 1, { rating: 9 })] },
      { glp1_providers: [row('Only One', 1)], vpn_providers: [row('Twice', 1), row('Twice', 2)] },
      { glp1_providers: [row('Only One', 1)], vpn_providers: [row('No URL', 1, { url: 'ftp://x' })] },
      { glp1_providers: [row('Only One', 1)], not_a_list: [row('Nobody', 1)] },
      { glp1_providers: [row('Only One', 1)], vpn_providers: { name: 'not an array' } },
      { glp1_providers: [row('Only One', 1)], vpn_providers: [row('Words as a list', 1, { fr: ['not', 'an', 'object'] })] },
      { vpn_providers: Array.from({ length: 51 }, (_, i) => row(`P${i}`, i + 1)) },
      [row('Not keyed', 1)],
    ];
    for (const lists of refusals) {
      await expect(push('service_role', lists), JSON.stringify(lists).slice(0, 80)).rejects.toThrow();
      expect(await rowsOf('vpn_providers')).toEqual(before.vpn);
      expect(await rowsOf('glp1_providers')).toEqual(before.glp1);
    }
  });

  it('never touches click counts or partners, even when a clicked provider leaves its list', async () => {
    await db.exec(`insert into public.partners (id, name) values ('jane-travel', 'Jane Travels') on conflict do nothing`);
    await db.exec(`insert into public.click_counts (day, list_key, provider, rank, partner, surface, clicks)
                   values ('2026-11-20', 'vpn_providers', 'Alpha VPN', 1, 'jane-travel', 'embed', 7)`);
    const snapshot = async () =>
      (await db.query('select * from public.click_counts order by day, list_key, provider')).rows.concat(
        (await db.query('select id, name from public.partners order by id')).rows,
      );
    const before = await snapshot();
    await push('service_role', { vpn_providers: [row('Delta VPN', 1)] });
    expect(await snapshot()).toEqual(before);
    expect(before.length).toBeGreaterThan(1);
  });

  it.each(['anon', 'authenticated'])('refuses %s, who can neither call it nor change a list', async (role) => {
    const before = await rowsOf('vpn_providers');
    const refusal = await attempt(db, role as 'anon', `select public.replace_provider_lists('{"vpn_providers": []}')`);
    expect(refusal?.code).toBe('42501');
    expect(await rowsOf('vpn_providers')).toEqual(before);
  });
});

describe('click_days', () => {
  it('gives every day of the range for both surfaces, zeros included', async () => {
    await db.exec(`insert into public.click_counts (day, list_key, provider, rank, partner, surface, clicks) values
                   ('2026-11-21', 'glp1_providers', 'Ro', 1, 'none', 'site', 4),
                   ('2026-11-21', 'glp1_providers', 'Ro', 2, 'none', 'site', 1),
                   ('2026-11-22', 'glp1_providers', 'Ro', 1, 'unregistered', 'embed', 2)`);
    const days = await queryAs<{ day: string; surface: string; clicks: string }>(
      db,
      'service_role',
      `select day::text, surface, clicks from public.click_days('2026-11-20', '2026-11-22')`,
    );
    expect(days.map((d) => `${d.day} ${d.surface} ${d.clicks}`)).toEqual([
      '2026-11-20 embed 7',
      '2026-11-20 site 0',
      '2026-11-21 embed 0',
      '2026-11-21 site 5',
      '2026-11-22 embed 2',
      '2026-11-22 site 0',
    ]);
  });

  it.each(['anon', 'authenticated'])('is refused to %s', async (role) => {
    expect((await attempt(db, role as 'anon', `select * from public.click_days('2026-11-20', '2026-11-22')`))?.code).toBe(
      '42501',
    );
  });
});
