/**
 * Where a provider's review page lives (CONTRACT section 11): under its list's topic page, at its
 * slug. Built-in rows link to it on the flagship, whatever site shows them.
 */
import type { ListRecord } from './lists';

/** The flagship's origin: built-in rows' `review` links and the site's default public origin. */
export const FLAGSHIP_ORIGIN = 'https://worthy.reviews';

export const reviewPath = (list: Pick<ListRecord, 'path'>, slug: string): string => `${list.path}/${slug}`;

export const reviewUrl = (list: Pick<ListRecord, 'path'>, slug: string): string => `${FLAGSHIP_ORIGIN}${reviewPath(list, slug)}`;
