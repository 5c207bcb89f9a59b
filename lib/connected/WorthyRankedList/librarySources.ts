/** Where WorthyRankedList's lists come from: the registry, the package's built-in lists and methods, and the host's backend. */
import { loadBuiltinMethod, loadBuiltinRows } from '../../data/builtin';
import { loadersByBackend } from '../../data/backends';
import { recordClick } from '../../data/clicks';
import { isListKey, listRecord } from '../../model/lists';
import type { ListSources } from './ListWidget';

export const LIBRARY_SOURCES: ListSources = {
  list(key) {
    if (!isListKey(key)) return undefined;
    const { title, label, topPick } = listRecord(key);
    return { title, label, topPick };
  },
  loader: loadersByBackend({ builtin: loadBuiltinRows, method: loadBuiltinMethod }),
  method: loadBuiltinMethod,
  recordClick,
};
