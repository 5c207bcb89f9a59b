/**
 * Loads one provider list: the backend's rows when it answers with at least one good row,
 * the built-in list otherwise (no source, an error, an empty list, or no answer in time).
 * Backend results are kept for five minutes; concurrent loads of one key share one request.
 * A failed read (an error, an answer that is not a list, no answer in time) is remembered for
 * 30 seconds: meanwhile loads of every key go straight to the built-in lists, so while the
 * backend is down each new widget or page does not wait out the timeout again. An answer
 * with no good rows is not a failure: the backend is up, that list is just empty.
 */
import type { ListKey, Provider, ScoringMethod } from '../model';
import type { ProviderSource } from './source';
import { sortRows, toProviders, toProvidersInSlices, type Warn } from './toProviders';
import { READ_TIMEOUT_MS } from './timeouts';

export type BuiltinRows = (key: ListKey) => Promise<readonly unknown[]>;

export interface ListLoaderOptions {
  /** null or absent: built-in data only, and no request is made. */
  source?: ProviderSource | null;
  builtin: BuiltinRows;
  /** The list's scoring method (loadBuiltinMethod for the built-in ones), to check rows' scores against. */
  method?: (key: ListKey) => Promise<ScoringMethod | null>;
  /** A read still pending after this long counts as failed. */
  timeoutMs?: number;
  /** How long a backend result is reused. */
  cacheMs?: number;
  /** How long after a failed read the backend is left alone. */
  retryAfterFailureMs?: number;
  now?: () => number;
  warn?: Warn;
  logError?: (message: string, error: unknown) => void;
}

/** Where a loaded list came from: the backend's rows, or the built-in list in their place. */
export type ListSource = 'backend' | 'builtin';

export interface LoadedList {
  providers: Provider[];
  source: ListSource;
}

export interface ListLoader {
  load(key: ListKey): Promise<Provider[]>;
  /** The same load, saying where the providers came from (the embed's worthy:ready reports it). */
  read(key: ListKey): Promise<LoadedList>;
}

export const CACHE_MS = 5 * 60_000;
/** Long enough to spare the widgets and pages opened in the meantime, short enough to notice a backend that is back. */
export const RETRY_AFTER_FAILURE_MS = 30_000;

export function createListLoader(options: ListLoaderOptions): ListLoader {
  const {
    source = null,
    builtin,
    timeoutMs = READ_TIMEOUT_MS,
    cacheMs = CACHE_MS,
    retryAfterFailureMs = RETRY_AFTER_FAILURE_MS,
    now = Date.now,
    warn = console.warn,
    logError = console.error,
    method,
  } = options;
  const cache = new Map<ListKey, { at: number; providers: Provider[] }>();
  const inFlight = new Map<ListKey, Promise<LoadedList>>();
  let failedAt: number | null = null;

  /** The list's scoring method, to check scores against; a list without one still loads. */
  const methodFor = (key: ListKey): Promise<ScoringMethod | null> =>
    method
      ? method(key).catch((error: unknown) => (logError(`Could not load the scoring method of ${key}`, error), null))
      : Promise.resolve(null);

  async function fromBackend(key: ListKey, scoring: Promise<ScoringMethod | null>): Promise<Provider[]> {
    if (!source) return [];
    // Logged when it happened; the lists shown meanwhile are the built-in ones, without a new error each.
    if (failedAt !== null && now() - failedAt < retryAfterFailureMs) return [];
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
      failedAt = null;
      const providers = await toProvidersInSlices(key, rows, warn, await scoring);
      if (providers.length) cache.set(key, { at: now(), providers });
      return providers;
    } catch (error) {
      failedAt = now();
      logError(`Error fetching providers for table ${key}`, error);
      return [];
    } finally {
      clearTimeout(timer);
    }
  }

  async function fresh(key: ListKey): Promise<LoadedList> {
    const scoring = methodFor(key);
    const live = await fromBackend(key, scoring);
    if (live.length) return { providers: live, source: 'backend' };
    return { providers: toProviders(key, sortRows(await builtin(key)), warn, await scoring), source: 'builtin' };
  }

  function read(key: ListKey): Promise<LoadedList> {
    const cached = cache.get(key);
    if (cached && now() - cached.at < cacheMs) return Promise.resolve({ providers: cached.providers, source: 'backend' });
    let pending = inFlight.get(key);
    if (!pending) {
      pending = fresh(key).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return { read, load: (key) => read(key).then((list) => list.providers) };
}
