/**
 * Loads one provider list: the backend's rows when it answers with at least one good row,
 * the built-in list otherwise (no source, an error, an empty list, or no answer in time).
 * Backend results are kept for five minutes; concurrent loads of one key share one request.
 */
import type { ListKey, Provider } from '../model';
import type { ProviderSource } from './source';
import { sortRows, toProviders, type Warn } from './toProviders';

export type BuiltinRows = (key: ListKey) => Promise<readonly unknown[]>;

export interface ListLoaderOptions {
  /** null or absent: built-in data only, and no request is made. */
  source?: ProviderSource | null;
  builtin: BuiltinRows;
  /** A read still pending after this long counts as failed. */
  timeoutMs?: number;
  /** How long a backend result is reused. */
  cacheMs?: number;
  now?: () => number;
  warn?: Warn;
  logError?: (message: string, error: unknown) => void;
}

export interface ListLoader {
  load(key: ListKey): Promise<Provider[]>;
}

export const READ_TIMEOUT_MS = 8_000;
export const CACHE_MS = 5 * 60_000;

export function createListLoader(options: ListLoaderOptions): ListLoader {
  const {
    source = null,
    builtin,
    timeoutMs = READ_TIMEOUT_MS,
    cacheMs = CACHE_MS,
    now = Date.now,
    warn = console.warn,
    logError = console.error,
  } = options;
  const cache = new Map<ListKey, { at: number; providers: Provider[] }>();
  const inFlight = new Map<ListKey, Promise<Provider[]>>();

  async function fromBackend(key: ListKey): Promise<Provider[]> {
    if (!source) return [];
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const rows = await Promise.race([source.readRows(key, controller.signal), timeout]);
      const providers = toProviders(key, rows, warn);
      if (providers.length) cache.set(key, { at: now(), providers });
      return providers;
    } catch (error) {
      logError(`Error fetching providers for table ${key}`, error);
      return [];
    } finally {
      clearTimeout(timer);
    }
  }

  async function fresh(key: ListKey): Promise<Provider[]> {
    const live = await fromBackend(key);
    if (live.length) return live;
    return toProviders(key, sortRows(await builtin(key)), warn);
  }

  return {
    load(key) {
      const cached = cache.get(key);
      if (cached && now() - cached.at < cacheMs) return Promise.resolve(cached.providers);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fresh(key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
