// @vitest-environment node
/**
 * The whole read path against a real database: supabase-js -> the REST stand-in -> PostgreSQL
 * (migrations, seed, anon role) -> createSupabaseSource -> createListLoader -> providers.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import {
  createListLoader,
  createSupabaseSource,
  loadBuiltinRows,
  MAX_PROVIDERS,
  READ_LIMIT,
  sortRows,
  type ListLoaderOptions,
} from '../../lib/data';
import type { ListKey } from '../../lib/model';
import { loadSeed } from '../support/database';
import { startPgRestServer, type PgRestServer } from '../support/pgRestServer';
import { aProvider, aRow } from '../support/provider';

let server: PgRestServer;
let changed = false;
beforeAll(async () => {
  server = await startPgRestServer();
}, 60_000);
afterAll(() => server.close());
afterEach(async () => {
  vi.restoreAllMocks();
  server.setMode('ok');
  server.setRows('vpn_providers', null);
  if (changed) await loadSeed(server.db);
  changed = false;
});

/** Changes rows as superuser; the seed is loaded again after the test. */
async function changeRows(sql: string): Promise<void> {
  changed = true;
  await server.db.exec(sql);
}

function loader(options: Partial<ListLoaderOptions> = {}) {
  const client = createClient(server.url, 'test-anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  return createListLoader({ source: createSupabaseSource(client), builtin: loadBuiltinRows, warn: vi.fn(), ...options });
}

const names = (list: { name: string }[]) => list.map((p) => p.name);
const builtinNames = async (key: ListKey) => names(sortRows((await loadBuiltinRows(key)) as { name: string }[]));
const dbNames = async (key: ListKey) =>
  names((await server.db.query<{ name: string }>(`select name from public."${key}" order by display_order, rating desc`)).rows);

describe('a list read through supabase-js from the database', () => {
  it('arrives in the database order, not the built-in one', async () => {
    await changeRows(`update public.providers set display_order = 100 - display_order where list_key = 'vpn_providers'`);
    const expected = await dbNames('vpn_providers');
    expect(expected).toEqual((await builtinNames('vpn_providers')).reverse());
    expect(names(await loader().load('vpn_providers'))).toEqual(expected);
  });

  it('shows a row changed in the database once the five-minute cache has passed', async () => {
    let now = 1_000_000;
    const lists = loader({ now: () => now });
    const first = (await builtinNames('vpn_providers'))[0]!;
    expect((await lists.load('vpn_providers'))[0]?.name).toBe(first);
    await changeRows(`update public.providers set name = '${first} Plus' where list_key = 'vpn_providers' and name = '${first}'`);
    now += 5 * 60_000 - 1;
    expect((await lists.load('vpn_providers'))[0]?.name).toBe(first);
    now += 1;
    expect((await lists.load('vpn_providers'))[0]?.name).toBe(`${first} Plus`);
    expect(server.requests.vpn_providers).toBeGreaterThanOrEqual(2);
  });
});

describe('a long list in the database', () => {
  it('is read READ_LIMIT rows at most, of which the first MAX_PROVIDERS good ones are kept', async () => {
    await changeRows(`insert into public.providers
        (list_key, name, url, promo, promo_detail, rating, user_votes, features, starting_price, is_worthy_partner, display_order)
      select 'vpn_providers', 'Extra VPN ' || n, 'https://extra' || n || '.example/', 'Deal', 'Detail', 4.2, 3000,
             array['Fast'], '$1/mo', false, 100 + n
        from generate_series(1, ${READ_LIMIT + 100}) as n`);
    const warn = vi.fn();
    const list = await loader({ warn }).load('vpn_providers');
    expect(server.limits.vpn_providers).toBe(READ_LIMIT);
    expect(list).toHaveLength(MAX_PROVIDERS);
    expect(names(list).slice(0, 9)).toEqual([...(await builtinNames('vpn_providers')), 'Extra VPN 1']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(new RegExp(`vpn_providers: ${READ_LIMIT - MAX_PROVIDERS} more rows not read`));
  });
});

describe('when the backend lets the site down, the built-in list shows', () => {
  it('on a 500, logging "Error fetching providers for table <key>"', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.setMode('error500', 'nad_providers');
    expect(names(await loader().load('nad_providers'))).toEqual(await builtinNames('nad_providers'));
    expect(logged).toHaveBeenCalledWith('Error fetching providers for table nad_providers', expect.anything());
  });

  it('on an empty list, without logging an error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.setMode('empty', 'nad_providers');
    expect(names(await loader().load('nad_providers'))).toEqual(await builtinNames('nad_providers'));
    expect(logged).not.toHaveBeenCalled();
  });

  it('when no answer comes before the timeout', async () => {
    const logError = vi.fn();
    server.setMode('hang', 'nad_providers');
    const started = performance.now();
    expect(names(await loader({ timeoutMs: 200, logError }).load('nad_providers'))).toEqual(await builtinNames('nad_providers'));
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(logError).toHaveBeenCalledWith('Error fetching providers for table nad_providers', expect.any(Error));
  });
});

describe('hostile rows, which the database constraints keep out, served raw', () => {
  it('cannot be stored in the database in the first place', async () => {
    await expect(
      server.db.exec(
        `insert into public.providers (list_key, name, url, rating) values ('vpn_providers', 'Evil', 'javascript:alert(1)', 4)`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('are dropped or repaired one by one, with one warning each, while the good rows all survive', async () => {
    const html = '<img src=x onerror="alert(1)">Sneaky VPN';
    server.setRows('vpn_providers', [
      aRow({ name: 'Good A' }),
      aRow({ name: 'Script Link', url: 'javascript:alert(1)' }),
      aRow({ name: html }),
      aRow({ name: 'Rated Nine', rating: 9 }),
      aRow({ name: 'Rated abc', rating: 'abc' }),
      aRow({ name: 'Negative Votes', user_votes: -40 }),
      aRow({ name: 'Features Text', features: 'fast, cheap' }),
      aRow({ name: 'Good B' }),
    ]);
    const warn = vi.fn();
    const list = await loader({ warn }).load('vpn_providers');
    expect(names(list)).toEqual(['Good A', html, 'Rated Nine', 'Negative Votes', 'Features Text', 'Good B']);
    const byName = Object.fromEntries(list.map((p) => [p.name, p]));
    expect(byName['Rated Nine']?.rating).toBe(5);
    expect(byName['Negative Votes']?.userVotes).toBe(0);
    expect(byName['Features Text']?.features).toEqual([]);
    expect(byName['Good A']).toEqual(aProvider({ name: 'Good A', features: ['WireGuard', '100 countries'] }));
    expect(byName['Good B']).toEqual(aProvider({ name: 'Good B', features: ['WireGuard', '100 countries'] }));
    expect(warn).toHaveBeenCalledTimes(5);
  });
});
