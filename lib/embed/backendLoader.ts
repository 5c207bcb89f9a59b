/**
 * The embed's chunk for pages with a backend: the REST reader and the row checks that make its
 * untrusted rows safe to show, with the raw built-in rows (data/<key>.json) as the fallback, as
 * on the site, and the click counter. One loader per backend for the page (loadersByBackend), so widgets share requests.
 */
import { loadersByBackend } from '../data/backends';
export { recordClick } from '../data/clicks';
import type { LoadedList } from '../data/loader';
import { readFrenchWords } from '../data/frenchWords';
import { inFrench } from '../data/inFrench';
import type { Backend } from '../data/backends';
import type { ListKey } from '../model/lists';
import { fileBeside, listFile, methodOf } from './files';

export const backendLoader = loadersByBackend({
  builtin: (key) => fileBeside(`data/${key}.json`, [], Array.isArray),
  // Rows are checked and scored against the method's numbers, the same in every language.
  method: (key) => methodOf(key),
});

/** A list from the backend, with its file beside the script for its words and method (../embed/loaders.ts). */
export const read = (backend: Backend, key: ListKey): Promise<LoadedList> =>
  Promise.all([backendLoader(backend).read(key), listFile(key)]).then(([list]) => list);

/**
 * A French list's rows with their own French words, checked as the rest of the row is and typeset;
 * English where a row has none (./loaders.ts). Here rather than in a file of its own: the embed's
 * chunks can share only what its script holds (scripts/classicScript.mjs).
 */
export const frenchRows = (list: LoadedList): LoadedList => ({
  ...list,
  providers: list.providers.map((provider) => inFrench(provider, readFrenchWords(provider.fr))),
});
