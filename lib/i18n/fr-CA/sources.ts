/**
 * A list's sources in Canadian French (WorthyRankedList with locale="fr-CA"): the list's French
 * name and heading (./lists.ts), each row's French words (a backend row's own `fr`, else the
 * built-in French file, lib/data/fr/) and the method's French labels and rubrics. Ranks, ratings,
 * scores and links are the same data as in English; a word without French stays English.
 */
import type { ListSources } from '../../connected/WorthyRankedList/ListWidget';
import type { ListLoader } from '../../data/loader';
import { loadBuiltinFrench, loadedListInFrench, methodInFrench } from '../../data/french';
import { isCanadaListKey, isListKey, type ListKey } from '../../model/lists';
import { FR_LISTS } from './lists';
import { typeset } from './typography';

export function frenchSources(sources: ListSources): ListSources {
  const french = (key: ListKey) => (isCanadaListKey(key) ? loadBuiltinFrench(key) : Promise.resolve(null));
  const loader = (backend: Parameters<ListSources['loader']>[0]): ListLoader => {
    const english = sources.loader(backend);
    const read: ListLoader['read'] = (key) =>
      english.read(key).then(async (list) => ({ ...list, providers: await loadedListInFrench(key, list) }));
    return { read, load: (key) => read(key).then((list) => list.providers) };
  };
  return {
    ...sources,
    list(key) {
      const facts = sources.list(key);
      if (!facts || !isListKey(key) || !isCanadaListKey(key)) return facts;
      return { ...facts, title: typeset(FR_LISTS[key].title), label: typeset(FR_LISTS[key].label) };
    },
    loader,
    method: (key) =>
      Promise.all([sources.method(key), french(key)]).then(([method, words]) => method && methodInFrench(method, words)),
  };
}
