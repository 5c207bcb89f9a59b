/**
 * The embed's chunk for pages with a backend: the REST reader and the row checks that make its
 * untrusted rows safe to show, with the raw built-in rows (data/<key>.json) as the fallback, as
 * on the site, and the click counter. One loader per backend for the page (loadersByBackend), so widgets share requests.
 */
import { loadersByBackend } from '../data/backends';
export { recordClick } from '../data/clicks';
import { fileBeside, methodOf } from './files';

export const backendLoader = loadersByBackend({
  builtin: (key) => fileBeside(`data/${key}.json`, [], Array.isArray),
  method: methodOf,
});
