/** A provider on a home page (English or French): one list's ranked rows, without what a home card does not show. */
import type { ListKey, Provider } from '../../lib/model';

/** A provider on the home page, with the list it comes from and its rank there (what a click on it counts). */
export interface HomePick extends Provider {
  listKey: ListKey;
  rank: number;
}

/**
 * A list's providers, in ranked order, as home picks. Home cards show no score breakdown, so the
 * scoring fields stay out of the page (and its hydration state).
 */
export const homePicks = (key: ListKey, ranked: readonly Provider[]): HomePick[] =>
  ranked.map(({ scores: _s, pros: _p, cons: _c, verifiedAt: _v, ...provider }, index) => ({
    ...provider,
    listKey: key,
    rank: index + 1,
  }));
