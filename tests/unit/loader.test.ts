// @vitest-environment node
/**
 * The data source and list loader, driven through the real supabase-js client (and the embed's
 * fetch source) against an HTTP server, so the request checked is the one actually sent.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import {
  createListLoader,
  createRestSource,
  createSupabaseSource,
  RETRY_AFTER_FAILURE_MS,
  type ProviderSource,
} from '../../lib/data';
import type { ListKey } from '../../lib/model';
import { aRow } from '../support/provider';
import { PROVIDER_QUERY, startRestServer, type RestServer } from '../support/restServer';

const ANON_KEY = 'test-anon-key';
const BUILTIN = [aRow({ name: 'Built-in One', display_order: 2 }), aRow({ name: 'Built-in Zero', display_order: 1 })];
const builtin = vi.fn(async (_key: ListKey) => BUILTIN);

let server: RestServer;
beforeAll(async () => {
  server = await startRestServer({ kind: 'rows', rows: () => [] });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  builtin.mockClear();
});

function supabaseSource(): ProviderSource {
  const client = createClient(server.url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  return createSupabaseSource(client);
}

const quiet = { warn: vi.fn(), logError: vi.fn() };
const namesOf = (list: { name: string }[]) => list.map((p) => p.name);

describe.each([
  ['supabase-js', () => supabaseSource()],
  ['fetch (embed)', () => createRestSource({ url: server.url, anonKey: ANON_KEY })],
])('the %s source', (_, makeSource) => {
  it('sends GET /rest/v1/<key>?select=*&order=display_order.asc,rating.desc&limit=100 with the anon key', async () => {
    server.behave({ kind: 'rows', rows: () => [aRow({ name: 'Live' })] });
    const loader = createListLoader({ source: makeSource(), builtin, ...quiet });
    expect(namesOf(await loader.load('vpn_providers'))).toEqual(['Live']);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path: '/rest/v1/vpn_providers',
      search: PROVIDER_QUERY,
      apikey: ANON_KEY,
      authorization: `Bearer ${ANON_KEY}`,
    });
    expect(builtin).not.toHaveBeenCalled();
  });

  it('shows built-in data and logs "Error fetching providers for table <key>" when the backend fails', async () => {
    server.behave({ kind: 'status', status: 500 });
    const logError = vi.fn();
    const loader = createListLoader({ source: makeSource(), builtin, warn: vi.fn(), logError });
    expect(namesOf(await loader.load('glp1_providers'))).toEqual(['Built-in Zero', 'Built-in One']);
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError.mock.calls[0]![0]).toBe('Error fetching providers for table glp1_providers');
    expect(logError.mock.calls[0]![1]).toBeTruthy();
  });

  it('shows built-in data when the backend returns an empty list', async () => {
    server.behave({ kind: 'rows', rows: () => [] });
    const logError = vi.fn();
    const loader = createListLoader({ source: makeSource(), builtin, warn: vi.fn(), logError });
    expect(namesOf(await loader.load('vpn_providers'))).toEqual(['Built-in Zero', 'Built-in One']);
    expect(logError).not.toHaveBeenCalled();
  });

  it('shows built-in data when every backend row is invalid', async () => {
    server.behave({ kind: 'rows', rows: () => [aRow({ url: 'javascript:alert(1)' })] });
    const warn = vi.fn();
    const loader = createListLoader({ source: makeSource(), builtin, warn, logError: vi.fn() });
    expect(namesOf(await loader.load('vpn_providers'))).toEqual(['Built-in Zero', 'Built-in One']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('counts a read still pending after the timeout as failed', async () => {
    server.behave({ kind: 'hang' });
    const logError = vi.fn();
    const loader = createListLoader({ source: makeSource(), builtin, timeoutMs: 150, warn: vi.fn(), logError });
    const started = performance.now();
    expect(namesOf(await loader.load('vpn_providers'))).toEqual(['Built-in Zero', 'Built-in One']);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(logError.mock.calls[0]![0]).toBe('Error fetching providers for table vpn_providers');
  });

  it('keeps the good rows of a list with hostile rows', async () => {
    server.behave({
      kind: 'rows',
      rows: () => [
        aRow({ name: 'Good A', display_order: 1 }),
        aRow({ name: 'Evil', url: 'javascript:alert(1)', display_order: 2 }),
        aRow({ name: 'Nine', rating: 9, display_order: 3 }),
        aRow({ name: 'Good B', display_order: 4 }),
      ],
    });
    const warn = vi.fn();
    const loader = createListLoader({ source: makeSource(), builtin, warn, logError: vi.fn() });
    const list = await loader.load('vpn_providers');
    expect(namesOf(list)).toEqual(['Good A', 'Nine', 'Good B']);
    expect(list[1]!.rating).toBe(5);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('the list loader', () => {
  it('makes no request and serves built-in data when no backend is configured', async () => {
    const loader = createListLoader({ source: null, builtin, ...quiet });
    expect(namesOf(await loader.load('vpn_providers'))).toEqual(['Built-in Zero', 'Built-in One']);
    expect(builtin).toHaveBeenCalledWith('vpn_providers');
    expect(server.requests).toHaveLength(0);
  });

  it('shares one in-flight request between concurrent loads of one key', async () => {
    server.behave({ kind: 'rows', rows: () => [aRow({ name: 'Live' })] });
    const loader = createListLoader({ source: supabaseSource(), builtin, ...quiet });
    const [first, second] = await Promise.all([loader.load('vpn_providers'), loader.load('vpn_providers')]);
    expect(first).toBe(second);
    expect(server.requests).toHaveLength(1);
  });

  it('reuses a backend result for five minutes, then reads again', async () => {
    server.behave({ kind: 'rows', rows: () => [aRow({ name: 'Live' })] });
    let now = 1_000_000;
    const loader = createListLoader({ source: supabaseSource(), builtin, now: () => now, ...quiet });
    await loader.load('vpn_providers');
    now += 4 * 60_000 + 59_000;
    await loader.load('vpn_providers');
    expect(server.requests).toHaveLength(1);
    now += 2_000;
    await loader.load('vpn_providers');
    expect(server.requests).toHaveLength(2);
  });

  it('keeps lists of different keys apart', async () => {
    server.behave({ kind: 'rows', rows: (key) => [aRow({ name: `Live ${key}` })] });
    const loader = createListLoader({ source: supabaseSource(), builtin, ...quiet });
    expect(namesOf(await loader.load('vpn_providers'))).toEqual(['Live vpn_providers']);
    expect(namesOf(await loader.load('nad_providers'))).toEqual(['Live nad_providers']);
    expect(server.requests.map((r) => r.key)).toEqual(['vpn_providers', 'nad_providers']);
  });

  it('tries the backend again 30 seconds after a failure instead of caching the fallback', async () => {
    server.behave({ kind: 'status', status: 500 });
    let now = 1_000_000;
    const loader = createListLoader({ source: supabaseSource(), builtin, now: () => now, ...quiet });
    await loader.load('vpn_providers');
    server.behave({ kind: 'rows', rows: () => [aRow({ name: 'Back' })] });
    now += RETRY_AFTER_FAILURE_MS;
    expect(namesOf(await loader.load('vpn_providers'))).toEqual(['Back']);
    expect(server.requests).toHaveLength(2);
  });
});
