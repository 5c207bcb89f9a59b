/** The built-in lists, one JSON file per key, each loaded only when its list is needed. */
import type { ListKey } from '../model';

const files = import.meta.glob<readonly unknown[]>('./builtin/*.json', { import: 'default' });

export function loadBuiltinRows(key: ListKey): Promise<readonly unknown[]> {
  const file = files[`./builtin/${key}.json`];
  return file ? file() : Promise.resolve([]);
}
