/** How many placeholder cards hold a list's place while it loads: as many as will arrive. */
import type { ListKey } from '../model/listKeys';

/** Provider counts of the built-in lists, written in at build time (see vite.config.ts). */
declare const __WORTHY_LIST_SIZES__: Partial<Record<ListKey, number>>;

/** The size of most built-in lists, for a key the build did not count. */
const TYPICAL_LIST_SIZE = 8;

export function placeholderCount(key: ListKey, limit: number | undefined): number {
  const size = __WORTHY_LIST_SIZES__[key] ?? TYPICAL_LIST_SIZE;
  return limit ? Math.min(limit, size) : size;
}
