/** Where the embed's lists come from: the files beside the script, or a backend (./loaders.ts). */
import type { ListSources } from '../connected/WorthyRankedList/ListWidget';
import { isEmbedListKey } from './lists';
import { factsOf, methodOf } from './files';
import { backendChunk, loaderFor } from './loaders';
import { ABOUT_URL } from './scriptUrl';

export const EMBED_SOURCES: ListSources = {
  // A list's words arrive with its providers; the element renders the widget only then.
  list: (key) => (isEmbedListKey(key) ? factsOf(key) : undefined),
  loader: loaderFor,
  method: methodOf,
  // Only a page with a backend counts clicks, and its list came through that chunk: it is loaded by now.
  recordClick: (backend, click) =>
    void backendChunk().then(
      (chunk) => chunk.recordClick(backend, click),
      () => {},
    ),
  aboutHref: ABOUT_URL,
};
