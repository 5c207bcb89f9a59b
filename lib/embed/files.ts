/**
 * The files the embed fetches from beside its script, each once per page: lists/<key>.json (a
 * list's providers, checked and scored at build time by scripts/embed.mjs, with its title, label,
 * top-pick rule and scoring method), lists/fr-CA/<key>.json (the same for a Canada list, in French)
 * and, for a backend's fallback, data/<key>.json (raw rows).
 */
import type { ListFacts } from '../connected/WorthyRankedList/ListWidget';
import type { ScoringMethod } from '../model/method';
import type { ListKey } from '../model/lists';
import type { Provider } from '../model/provider';
import { READ_TIMEOUT_MS } from '../data/timeouts';
import type { WordTable } from './language';
import { listSize } from './lists';
import { fileUrl } from './scriptUrl';

const files = new Map<string, Promise<unknown>>();

/**
 * A JSON file from beside the script, fetched once per page; a failure is retried next time. A file
 * that has not arrived whole within a backend read's time is a failure too, so a server that never
 * answers leaves "No providers available right now.", not a list loading forever.
 */
export function fileBeside<T>(path: string, fallback: T, accept: (data: unknown) => boolean): Promise<T> {
  let file = files.get(path) as Promise<T> | undefined;
  if (!file) {
    file = fetch(fileUrl(path), { signal: AbortSignal.timeout(READ_TIMEOUT_MS) })
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

/** lists/<key>.json as scripts/embed.mjs writes it. */
type ListFile = Omit<ListFacts, 'size'> & { providers: Provider[]; method: ScoringMethod | null; words?: WordTable };

/** A list whose file did not come: no title to show, no providers, no method. */
const NO_FILE: ListFile = { title: '', label: 'providers', topPick: 'first', providers: [], method: null };

/** The words of each list loaded on this page so far, by file (./sources.ts gives them to the widget). */
const known = new Map<string, ListFacts>();

/** A list's file: lists/<key>.json, or in a language's folder ('fr-CA/', ./french.ts). */
const pathOf = (key: ListKey, folder: string) => `lists/${folder}${key}.json`;

export const factsOf = (key: ListKey, folder = ''): ListFacts | undefined => known.get(pathOf(key, folder));

export function listFile(key: ListKey, folder = ''): Promise<ListFile> {
  const path = pathOf(key, folder);
  return fileBeside(path, NO_FILE, (data) => Array.isArray((data as ListFile | null)?.providers)).then((file) => {
    const { title, label, topPick } = file;
    known.set(path, { title, label, topPick, size: listSize(key) });
    return file;
  });
}

/** The list's published scoring method (it comes with the list): the cards' "How we scored it" and the compare table's rows. */
export const methodOf = (key: ListKey, folder?: string): Promise<ScoringMethod | null> =>
  listFile(key, folder).then((file) => file.method);
