/** The built-in lists and their scoring methods, one JSON file per key, each loaded only when its list is needed. */
import type { ListKey, ScoringMethod } from '../model';

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
