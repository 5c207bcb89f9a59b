// @vitest-environment node
/**
 * The REST stand-in that browser and live-read tests use: it must answer the contract's read
 * exactly as Supabase would for this schema, and nothing else.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltinRows, sortRows } from '../../lib/data';
import { isCanadaListKey, LIST_KEYS } from '../../lib/model';
import { readFrenchFile, withFrench } from '../../scripts/operator/frenchWords.mjs';
import { builtinRowsOnDisk } from '../support/counts';
import { loadSeed } from '../support/database';
import { startPgRestServer, type PgRestServer } from '../support/pgRestServer';

const READ = 'select=*&order=display_order.asc,rating.desc';
const DATA_DIR = new URL('../../lib/data', import.meta.url).pathname;
const HEADERS = { apikey: 'test-anon-key', Authorization: 'Bearer test-anon-key' };

let server: PgRestServer;
let changed = false;
beforeAll(async () => {
  server = await startPgRestServer();
}, 60_000);
afterAll(() => server.close());
afterEach(async () => {
  server.setMode('ok');
  if (changed) await loadSeed(server.db);
  changed = false;
});

/** Changes rows as superuser; the seed is loaded again after the test. */
async function changeRows(sql: string): Promise<void> {
  changed = true;
  await server.db.exec(sql);
}

const read = (key: string, query = READ, init: RequestInit = { headers: HEADERS }) =>
  fetch(`${server.url}/rest/v1/${key}?${query}`, init);

describe('the provider read', () => {
  it('returns every list as PostgREST would: the seeded rows in order, snake_case, numbers as numbers, features as lists, French words beside', async () => {
    for (const key of LIST_KEYS) {
      const response = await read(key);
      expect(response.status, key).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const french = readFrenchFile(DATA_DIR, key);
      expect(Boolean(french), key).toBe(isCanadaListKey(key));
      expect(await response.json(), key).toEqual(
        withFrench(sortRows(await loadBuiltinRows(key)) as Record<string, unknown>[], french),
      );
    }
  });

  it('runs as the anon role, so the database grants decide what it may read', async () => {
    await server.db.exec('revoke select on public.vpn_providers from anon');
    expect((await read('vpn_providers')).status).toBe(500);
    await server.db.exec('grant select on public.vpn_providers to anon');
    expect((await read('vpn_providers')).status).toBe(200);
    const { rows } = await server.db.query<{ user: string }>('select current_user as user');
    expect(rows[0]?.user).toBe('postgres');
  });

  it('shows rows changed in the database on the next read', async () => {
    await changeRows(`update public.providers set rating = 1.5 where list_key = 'vpn_providers' and name = 'NordVPN'`);
    const rows = (await (await read('vpn_providers')).json()) as { name: string; rating: number }[];
    expect(rows.find((row) => row.name === 'NordVPN')?.rating).toBe(1.5);
  });

  it('counts reads per list key, whatever the answer', async () => {
    const before = server.requests.nad_providers ?? 0;
    server.setMode('error500', 'nad_providers');
    await read('nad_providers');
    await read('nad_providers');
    expect(server.requests.nad_providers).toBe(before + 2);
  });
});

describe('test modes', () => {
  it('fails, empties or leaves hanging one list or all of them', async () => {
    server.setMode('error500', 'vpn_providers');
    expect((await read('vpn_providers')).status).toBe(500);
    expect((await read('nad_providers')).status).toBe(200);
    server.setMode('empty');
    expect(await (await read('vpn_providers')).json()).toEqual([]);
    server.setMode('hang');
    await expect(read('nad_providers', READ, { headers: HEADERS, signal: AbortSignal.timeout(300) })).rejects.toThrow();
  });

  it('serves injected raw rows for one list instead of the database', async () => {
    server.setRows('vpn_providers', [{ name: 'Raw', rating: 'abc' }]);
    expect(await (await read('vpn_providers')).json()).toEqual([{ name: 'Raw', rating: 'abc' }]);
    server.setRows('vpn_providers', null);
    expect(((await (await read('vpn_providers')).json()) as unknown[]).length).toBe(builtinRowsOnDisk('vpn_providers').length);
  });
});

describe('anything but the contract read', () => {
  it.each([
    ['another select', 'vpn_providers', 'select=name&order=display_order.asc,rating.desc', {}],
    ['another order', 'vpn_providers', 'select=*&order=rating.desc', {}],
    ['an extra filter', 'vpn_providers', `${READ}&name=eq.NordVPN`, {}],
    ['the table itself', 'providers', READ, {}],
    ['an unknown list', 'casino_providers', READ, {}],
    ['no apikey header', 'vpn_providers', READ, { headers: {} }],
    ['a write', 'vpn_providers', READ, { method: 'POST', body: '{}' }],
  ])('answers 404 to %s', async (_, key, query, init) => {
    const response = await read(key, query, { headers: HEADERS, ...init });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toHaveProperty('message');
  });
});

describe('a page on another origin', () => {
  it('gets its CORS preflight answered for the headers supabase-js sends', async () => {
    const response = await fetch(`${server.url}/rest/v1/vpn_providers?${READ}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4180',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey,authorization,x-client-info,accept-profile',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers')?.split(/,\s*/) ?? [];
    expect(allowed).toEqual(expect.arrayContaining(['apikey', 'authorization', 'x-client-info', 'accept-profile']));
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
  });
});
