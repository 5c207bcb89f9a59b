/**
 * One list loader per backend for the whole page, so every widget showing the same key shares
 * one request and one five-minute cache (the loader dedupes in-flight loads per key), and a
 * backend that failed is left alone for 30 s: widgets that start meanwhile show built-in data at once.
 */
import { createListLoader, type ListLoader } from '../data/loader';
import { createRestSource } from '../data/source';
import type { ScoringMethod } from '../model/method';
import type { ListKey } from '../model/lists';
import type { Backend } from './config';
import { fileUrl } from './scriptUrl';

const files = new Map<string, Promise<unknown>>();

/** A JSON file from beside the script, fetched once per page; a failure is retried next time. */
function fileBeside<T>(path: string, fallback: T, accept: (data: unknown) => boolean): Promise<T> {
  let file = files.get(path) as Promise<T> | undefined;
  if (!file) {
    file = fetch(fileUrl(path))
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => (accept(data) ? (data as T) : fallback))
      .catch((error: unknown) => {
        files.delete(path);
        console.error(`Worthy: could not load ${path}`, error);
        return fallback;
      });
    files.set(path, file);
  }
  return file;
}

/** The built-in list. */
const builtinRows = (key: ListKey): Promise<readonly unknown[]> => fileBeside(`data/${key}.json`, [], Array.isArray);

/** The list's published scoring method: the cards' "How we scored it" and the compare table's rows. */
export const methodOf = (key: ListKey): Promise<ScoringMethod | null> =>
  fileBeside<ScoringMethod | null>(`methods/${key}.json`, null, (data) =>
    Array.isArray((data as ScoringMethod | null)?.criteria),
  );

const loaders = new Map<string, ListLoader>();

export function loaderFor(backend: Backend | null): ListLoader {
  const id = backend ? `${backend.url}\n${backend.anonKey}` : '';
  let loader = loaders.get(id);
  if (!loader) {
    loader = createListLoader({
      source: backend ? createRestSource({ url: backend.url, anonKey: backend.anonKey }) : null,
      builtin: builtinRows,
      method: methodOf,
    });
    loaders.set(id, loader);
  }
  return loader;
}
