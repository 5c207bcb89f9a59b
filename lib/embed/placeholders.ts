/** How many placeholder cards hold a list's place while it loads: as many as will arrive. */
import type { ListKey } from '../model/lists';
import { embedList } from './lists';

export function placeholderCount(key: ListKey, limit: number | undefined): number {
  const size = embedList(key)[3];
  return limit ? Math.min(limit, size) : size;
}
