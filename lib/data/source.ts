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
      const data = firstRows(await response.text(), READ_LIMIT);
      if (!Array.isArray(data)) throw new Error('the response is not a list of rows');
      return data;
    },
  };
}

/**
 * Answers longer than this are cut at their READ_LIMIT-th row before they are parsed: far more
 * than READ_LIMIT rows of a few kilobytes each (a row with its facts and reasons is about 2 KB), so
 * a legitimate answer is always parsed whole, by the engine's own parser.
 */
export const CUT_FROM_CHARS = 4 * 1024 * 1024;

/**
 * A JSON answer, parsed; a very long array only up to its `count`-th element. A backend that
 * ignores `limit` and sends 130,000 rows then costs a scan of its first rows, not the parse of all
 * of them (only the first READ_LIMIT are ever looked at, lib/data/limits.ts). The scan jumps over
 * each string to its closing quote (most of an answer is strings). It is still several times
 * slower than JSON.parse over the same text: a list of 300 rows scanned before its parse was a
 * long task of 100 ms on a low-end phone, hence a threshold no legitimate answer reaches.
 */
export function firstRows(text: string, count: number): unknown {
  if (text.length > CUT_FROM_CHARS) {
    let depth = 0;
    let rows = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i = closingQuote(text, i);
        if (i < 0) break; // a string never closed: JSON.parse says what is wrong
      } else if (c === 91 || c === 123) depth++;
      else if ((c === 93 || c === 125) && --depth === 1 && ++rows === count) return JSON.parse(`${text.slice(0, i + 1)}]`);
    }
  }
  return JSON.parse(text);
}

/** Where the string opened at `open` ends: the next quote not escaped by an odd run of backslashes; -1 if none. */
function closingQuote(text: string, open: number): number {
  for (let end = text.indexOf('"', open + 1); end >= 0; end = text.indexOf('"', end + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return end;
  }
  return -1;
}
