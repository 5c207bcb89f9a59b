/**
 * Where provider rows come from. A source returns the raw rows of one list and throws on any
 * failure; validation and fallback happen in the loader, so every source behaves the same.
 */
import type { ListKey } from '../model';
import { READ_LIMIT } from './limits';

export interface ProviderSource {
  readRows(key: ListKey, signal: AbortSignal): Promise<unknown[]>;
}

type QueryResult = { data: unknown[] | null; error: unknown };
interface OrderedQuery extends PromiseLike<QueryResult> {
  order(column: string, options: { ascending: boolean }): OrderedQuery;
  /** Optional only so that a host's hand-made stand-in without it still fits. */
  limit?(count: number): OrderedQuery;
  abortSignal?(signal: AbortSignal): PromiseLike<QueryResult>;
}

/** The part of a supabase-js client this package uses; any `SupabaseClient` fits. */
export interface SupabaseLike {
  from(table: string): { select(columns: string): OrderedQuery };
}

/** Reads with the host's Supabase client: `GET /rest/v1/<key>?select=*&order=display_order.asc,rating.desc&limit=100`. */
export function createSupabaseSource(client: SupabaseLike): ProviderSource {
  return {
    async readRows(key, signal) {
      const ordered = client
        .from(key)
        .select('*')
        .order('display_order', { ascending: true })
        .order('rating', { ascending: false });
      const query = ordered.limit ? ordered.limit(READ_LIMIT) : ordered;
      const { data, error } = await (query.abortSignal ? query.abortSignal(signal) : query);
      if (error) throw error;
      if (!Array.isArray(data)) throw new Error('the response is not a list of rows');
      return data;
    },
  };
}

export interface RestSourceOptions {
  url: string;
  anonKey: string;
  fetch?: typeof fetch;
}

/** A PostgREST endpoint of a Supabase project, such as 'rest/v1/vpn_providers'. */
export const restUrl = (url: string, path: string): string => `${url.replace(/\/+$/, '')}/${path}`;

/** The headers supabase-js sends with the anon key. */
export const restHeaders = (anonKey: string): Record<string, string> => ({ apikey: anonKey, Authorization: `Bearer ${anonKey}` });

/**
 * The same request without supabase-js (about 1 KB instead of 56 KB gzipped), for the embed.
 * Sends the headers supabase-js sends for a read with the anon key.
 */
export function createRestSource({ url, anonKey, fetch: doFetch = fetch }: RestSourceOptions): ProviderSource {
  return {
    async readRows(key, signal) {
      const response = await doFetch(
        restUrl(url, `rest/v1/${key}?select=*&order=display_order.asc,rating.desc&limit=${READ_LIMIT}`),
        {
          headers: { ...restHeaders(anonKey), Accept: 'application/json' },
          signal,
        },
      );
      if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
      const data: unknown = await response.json();
      if (!Array.isArray(data)) throw new Error('the response is not a list of rows');
      return data;
    },
  };
}
