/**
 * Where the embed's lists come from: the backend, else the built-in list and scoring method that
 * the embed build puts beside the script (data/<key>.json, methods/<key>.json), each fetched once per page.
 */
import { loadersByBackend } from '../data/backends';
import type { ScoringMethod } from '../model/method';
import type { ListKey } from '../model/lists';
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

/** The list's published scoring method: the cards' "How we scored it" and the compare table's rows. */
export const methodOf = (key: ListKey): Promise<ScoringMethod | null> =>
  fileBeside<ScoringMethod | null>(`methods/${key}.json`, null, (data) =>
    Array.isArray((data as ScoringMethod | null)?.criteria),
  );

export const loaderFor = loadersByBackend({
  builtin: (key) => fileBeside(`data/${key}.json`, [], Array.isArray),
  method: methodOf,
});
