/**
 * One list loader per backend for the whole page, so every widget showing the same key shares
 * one request and one five-minute cache (the loader dedupes in-flight loads per key), and a
 * backend that failed is left alone for 30 s: widgets that start meanwhile show built-in data at once.
 */
import { createListLoader, type ListLoader } from '../data/loader';
import { createRestSource } from '../data/source';
import type { ListKey } from '../model/listKeys';
import type { Backend } from './config';
import { builtinListUrl } from './scriptUrl';

const builtinLists = new Map<ListKey, Promise<readonly unknown[]>>();

/** The built-in list, fetched once per page from beside the script; a failure is retried next time. */
function builtinRows(key: ListKey): Promise<readonly unknown[]> {
  let rows = builtinLists.get(key);
  if (!rows) {
    rows = fetch(builtinListUrl(key))
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => (Array.isArray(data) ? data : []))
      .catch((error: unknown) => {
        builtinLists.delete(key);
        console.error(`Worthy: could not load the built-in list ${key}`, error);
        return [];
      });
    builtinLists.set(key, rows);
  }
  return rows;
}

const loaders = new Map<string, ListLoader>();

export function loaderFor(backend: Backend | null): ListLoader {
  const id = backend ? `${backend.url}\n${backend.anonKey}` : '';
  let loader = loaders.get(id);
  if (!loader) {
    loader = createListLoader({
      source: backend ? createRestSource({ url: backend.url, anonKey: backend.anonKey }) : null,
      builtin: builtinRows,
    });
    loaders.set(id, loader);
  }
  return loader;
}
