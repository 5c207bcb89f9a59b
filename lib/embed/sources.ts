/** Where the embed's lists come from: its build-time table of lists, the files beside the script, a backend. */
import type { ListSources } from '../connected/WorthyRankedList/ListWidget';
import { embedList, isEmbedListKey } from './lists';
import { loaderFor, methodOf } from './loaders';
import { ABOUT_URL } from './scriptUrl';

export const EMBED_SOURCES: ListSources = {
  list(key) {
    if (!isEmbedListKey(key)) return undefined;
    const [title, label, topPick, size] = embedList(key);
    return { title, label, topPick, size };
  },
  loader: loaderFor,
  method: methodOf,
  aboutHref: ABOUT_URL,
};
