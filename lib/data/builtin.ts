/** The built-in lists and their scoring methods, one JSON file per key, each loaded only when its list is needed. */
import type { ListKey, Provider, ScoringMethod } from '../model';
import { sortRows, toProviders, type Warn } from './toProviders';

const files = import.meta.glob<readonly unknown[]>('./builtin/*.json', { import: 'default' });
const methods = import.meta.glob<ScoringMethod>('./methods/*.json', { import: 'default' });

export function loadBuiltinRows(key: ListKey): Promise<readonly unknown[]> {
  const file = files[`./builtin/${key}.json`];
  return file ? file() : Promise.resolve([]);
}

/** The published method of a list (CONTRACT section 9); null for a list without one. */
export function loadBuiltinMethod(key: ListKey): Promise<ScoringMethod | null> {
  const file = methods[`./methods/${key}.json`];
  return file ? file() : Promise.resolve(null);
}

export interface BuiltinList {
  providers: Provider[];
  method: ScoringMethod | null;
}

/**
 * A built-in list ready to show, in its ranked order, with its scoring method: what a server
 * renders WorthyRankedList with (`<WorthyRankedList category={key} {...await loadBuiltinList(key)} />`).
 */
export async function loadBuiltinList(key: ListKey, warn?: Warn): Promise<BuiltinList> {
  const [rows, method] = await Promise.all([loadBuiltinRows(key), loadBuiltinMethod(key)]);
  return { providers: toProviders(key, sortRows(rows), warn, method), method };
}
