// @vitest-environment node
/**
 * A backend can't freeze a page: the read asks for a bounded list, a backend that sends far
 * more costs no more than one that sends 100 rows, and a backend that is down costs the
 * timeout once, not once per list.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import {
  createListLoader,
  createRestSource,
  createSupabaseSource,
  MAX_PROVIDERS,
  READ_LIMIT,
  RETRY_AFTER_FAILURE_MS,
  type ProviderSource,
} from '../../lib/data';
import type { ListKey } from '../../lib/model';
import { createListStore, topPicks } from '../../lib/state';
import { aProvider, aRow } from '../support/provider';
import { startRestServer, type RestServer } from '../support/restServer';

const ANON_KEY = 'test-anon-key';
const BUILTIN = [aRow({ name: 'Built-in One' })];
const builtin = async (_key: ListKey) => BUILTIN;
const quiet = { warn: vi.fn(), logError: vi.fn() };

/** `count` good rows, one object repeated with its own name and rank: cheap to build. */
const manyRows = (count: number) => {
  const row = aRow();
  return Array.from({ length: count }, (_, i) => ({ ...row, name: `Provider ${i + 1}`, display_order: i + 1 }));
};
const TEN_THOUSAND = manyRows(10_000);
const HUGE = manyRows(130_000);

let server: RestServer;
beforeAll(async () => {
  server = await startRestServer({ kind: 'rows', rows: () => [] });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe.each([
  [
    'supabase-js',
    () =>
      createSupabaseSource(
        createClient(server.url, ANON_KEY, {
          auth: { persistSession: false, autoRefreshToken: false },
          realtime: { transport: WebSocket as never },
        }),
      ),
  ],
  ['fetch (embed)', () => createRestSource({ url: server.url, anonKey: ANON_KEY })],
])('the %s source', (_, makeSource) => {
  it('asks for READ_LIMIT rows: at least the 100 CONTRACT section 7 allows, room for the 300 a list may hold', async () => {
    server.behave({ kind: 'rows', rows: () => [aRow()] });
    await createListLoader({ source: makeSource(), builtin, ...quiet }).load('vpn_providers');
    expect(server.requests).toHaveLength(1);
    expect(new URLSearchParams(server.requests[0]!.search).get('limit')).toBe(String(READ_LIMIT));
    expect(READ_LIMIT).toBeGreaterThanOrEqual(100);
    expect(READ_LIMIT).toBeGreaterThan(MAX_PROVIDERS);
    expect(MAX_PROVIDERS).toBeGreaterThanOrEqual(300);
  });

  it('keeps MAX_PROVIDERS providers of a backend that ignores the limit and sends 10,000 rows, with one warning', async () => {
    server.behave({ kind: 'rows', rows: () => TEN_THOUSAND });
    const warn = vi.fn();
    const list = await createListLoader({ source: makeSource(), builtin, warn, logError: vi.fn() }).load('vpn_providers');
    expect(list).toHaveLength(MAX_PROVIDERS);
    expect(list.map((p) => p.name)).toEqual(TEN_THOUSAND.slice(0, MAX_PROVIDERS).map((row) => row.name));
    expect(warn).toHaveBeenCalledTimes(1);
    // supabase-js parses the whole answer; the embed's source only its first READ_LIMIT rows
    // (lib/data/source.ts firstRows), so it counts the rows it did not read among those.
    expect(warn.mock.calls[0]![0]).toMatch(
      new RegExp(`vpn_providers: (${10_000 - MAX_PROVIDERS}|${READ_LIMIT - MAX_PROVIDERS}) more rows not read`),
    );
  });
});

describe('130,000 rows from the backend', () => {
  const hugeSource: ProviderSource = { readRows: async () => HUGE };

  it('reach the screen as MAX_PROVIDERS providers: the list store leaves its loading state', async () => {
    const loader = createListLoader({ source: hugeSource, builtin, ...quiet });
    const store = createListStore({ load: () => loader.load('glp1_providers'), topPick: 'highest-rating' });
    expect(store.isLoading.value).toBe(true);
    await store.refresh();
    expect(store.isLoading.value).toBe(false);
    expect(store.providers.value).toHaveLength(MAX_PROVIDERS);
    expect(store.topPickNames.value.size).toBe(MAX_PROVIDERS);
  });

  it('in a list of their own do not overflow the stack when the top picks are found', () => {
    const providers = HUGE.map((row, i) => aProvider({ name: row.name, rating: i === 70_000 ? 4.9 : 4.1 }));
    expect(topPicks(providers, 'highest-rating')).toEqual(new Set(['Provider 70001']));
  });

  it('of which none is good give one warning per row looked at and one for the rest', async () => {
    const source: ProviderSource = { readRows: async () => HUGE.map((row) => ({ ...row, url: 'javascript:alert(1)' })) };
    const warn = vi.fn();
    const list = await createListLoader({ source, builtin, warn, logError: vi.fn() }).load('vpn_providers');
    expect(list.map((p) => p.name)).toEqual(['Built-in One']);
    expect(warn).toHaveBeenCalledTimes(READ_LIMIT + 1);
    expect(warn.mock.calls[READ_LIMIT]![0]).toMatch(new RegExp(`${HUGE.length - READ_LIMIT} more rows not read`));
  });
});

describe('a backend that is down', () => {
  /** Answers nothing until the loader gives up and aborts. */
  const hangingSource = () => {
    const source = {
      calls: 0,
      readRows: (_key: ListKey, signal: AbortSignal) => {
        source.calls++;
        return new Promise<unknown[]>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
    };
    return source;
  };
  const TIMEOUT_MS = 150;

  it('costs the timeout once: other lists within 30 s show built-in data at once, later the backend is asked again', async () => {
    const source = hangingSource();
    let now = 1_000_000;
    const logError = vi.fn();
    const loader = createListLoader({ source, builtin, timeoutMs: TIMEOUT_MS, now: () => now, warn: vi.fn(), logError });

    let started = performance.now();
    expect((await loader.load('vpn_providers')).map((p) => p.name)).toEqual(['Built-in One']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    expect(source.calls).toBe(1);
    expect(logError).toHaveBeenCalledTimes(1);

    now += RETRY_AFTER_FAILURE_MS - 1;
    started = performance.now();
    expect((await loader.load('nad_providers')).map((p) => p.name)).toEqual(['Built-in One']);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS / 2);
    expect(source.calls).toBe(1);
    expect(logError).toHaveBeenCalledTimes(1);

    now += 1;
    await loader.load('credit_card_providers');
    expect(source.calls).toBe(2);
    expect(RETRY_AFTER_FAILURE_MS).toBe(30_000);
  });

  it('still shares one request between concurrent loads of one key', async () => {
    const source = hangingSource();
    const loader = createListLoader({ source, builtin, timeoutMs: TIMEOUT_MS, ...quiet });
    await Promise.all([loader.load('vpn_providers'), loader.load('vpn_providers')]);
    expect(source.calls).toBe(1);
  });

  it('is not assumed after an answer with no rows: the backend is up, the list is just empty', async () => {
    const source = { calls: 0, readRows: async () => (source.calls++, []) };
    const loader = createListLoader({ source, builtin, ...quiet });
    await loader.load('vpn_providers');
    await loader.load('nad_providers');
    expect(source.calls).toBe(2);
  });
});
