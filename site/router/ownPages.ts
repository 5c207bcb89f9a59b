/**
 * The flagship's own pages among the links its data carries: built-in rows' 'Read Review' points at
 * https://worthy.reviews/…, and on this site that is an internal link (no `sponsored`, no click
 * count), whichever origin the site is served from.
 */
import type { OwnPage } from '../../lib/widgets/shared/ownPages';
import { OWN_ORIGINS } from '../config';

export const ownPage: OwnPage = (url) => {
  const origin = OWN_ORIGINS.find((own) => url.startsWith(`${own}/`));
  return origin ? url.slice(origin.length) : null;
};
