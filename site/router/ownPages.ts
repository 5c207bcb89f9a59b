/**
 * The flagship's own pages among the links its data carries: built-in rows' 'Read Review' points at
 * https://worthy.reviews/…, and on this site that is an internal link (no `sponsored`, no click
 * count), whichever origin the site is served from.
 */
import { FLAGSHIP_ORIGIN } from '../../lib/model';
import type { OwnPage } from '../../lib/widgets/shared/ownPages';
import { SITE_URL } from '../config';

const ORIGINS = [...new Set([SITE_URL, FLAGSHIP_ORIGIN])];

export const ownPage: OwnPage = (url) => {
  const origin = ORIGINS.find((own) => url.startsWith(`${own}/`));
  return origin ? url.slice(origin.length) : null;
};
