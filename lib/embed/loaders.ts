/**
 * Where the embed's lists come from. Without a backend: lists/<key>.json beside the script, the
 * built-in list checked and scored at build time (scripts/embed.mjs) with the list's title, label,
 * top-pick rule and scoring method, so the script carries no row validation and no table of every
 * list's words.
 * With a backend: its loader, which checks every row it reads against the list's scoring method,
 * in a chunk of its own (./backendLoader.ts) that only such a page loads, with the words and the
 * method from the same file (./files.ts).
 */
import type { Backend } from '../data/backends';
import type { ListLoader, LoadedList } from '../data/loader';
import type { ListKey } from '../model/lists';
import { listFile } from './files';

/** The backend's chunk, loaded through this script (a chunk cannot load another itself: scripts/classicScript.mjs). */
export const backendChunk = () => import('./backendLoader');

const loader = (read: (key: ListKey) => Promise<LoadedList>): ListLoader => ({
  read,
  load: (key) => read(key).then((list) => list.providers),
});

const builtinLoader = loader((key) => listFile(key).then(({ providers }) => ({ providers, source: 'builtin' })));

/**
 * The page's loader for a backend (null: built-in data only, and no request to any backend). Once
 * a read is done, the list's words are known too (factsOf).
 */
export function loaderFor(backend: Backend | null): ListLoader {
  if (!backend) return builtinLoader;
  return loader((key) =>
    backendChunk().then(
      (chunk) => chunk.read(backend, key),
      (error: unknown) => {
        console.error('Worthy: no backend reader; showing the built-in list', error);
        return builtinLoader.read(key);
      },
    ),
  );
}
