/**
 * What the embed knows of each list before loading it, written in at build time from the registry
 * (vite.config.ts, embedLists): its key, and how many providers the built-in list holds when that
 * is not the typical eight (it holds that many cards' room while it loads). A list's title, label
 * and top-pick rule come with its providers (./loaders.ts): the registry's words for every list
 * would be most of a kilobyte gzipped, for the one a page shows.
 */
import type { ListKey } from '../model/lists';

export const TYPICAL_SIZE = 8;

/**
 * Every list key, written in by the build (vite.config.ts, embedLists) by topic, as the registry
 * names them: '<topic>_providers' and its twin '<topic>_providers_canada'. A topic with only its US
 * list ends in '.', only its Canada one in '!'; ':6' gives the Canada list's size where it is not
 * the typical one (every US list holds eight). Read only here, so written in once.
 */
declare const __WORTHY_EMBED_LISTS__: string;
let sizes: Map<string, number> | undefined;
/** Read when first asked (vite.config.ts imports TYPICAL_SIZE from here, where nothing is written in). */
function table(): Map<string, number> {
  if (!sizes) {
    sizes = new Map();
    for (const entry of __WORTHY_EMBED_LISTS__.split(' ')) {
      const [topic, canada = TYPICAL_SIZE] = entry.split(':');
      const only = topic!.slice(-1);
      const stem = `${/[.!]/.test(only) ? topic!.slice(0, -1) : topic}_providers`;
      if (only !== '!') sizes.set(stem, TYPICAL_SIZE);
      if (only !== '.') sizes.set(`${stem}_canada`, Number(canada));
    }
  }
  return sizes;
}

export const isEmbedListKey = (value: unknown): value is ListKey => table().has(value as string);

export const listSize = (key: ListKey): number => table().get(key)!;
