/**
 * What the embed knows of each list, written in at build time from the registry (vite.config.ts,
 * embedLists): its title, its short label, its top-pick rule and its built-in size. The registry
 * itself also carries paths, verticals and slugs the embed never shows (about 1 KB gzipped more).
 */
import type { ListKey, TopPickRule } from '../model/lists';

export type EmbedList = [title: string, label: string, topPick: TopPickRule, size: number];

declare const __WORTHY_EMBED_LISTS__: Record<string, EmbedList>;
/** Read once: the build writes the table in wherever the name appears. */
const LISTS = __WORTHY_EMBED_LISTS__;

export function isEmbedListKey(value: unknown): value is ListKey {
  return typeof value === 'string' && Object.hasOwn(LISTS, value);
}

export const embedList = (key: ListKey): EmbedList => LISTS[key]!;
