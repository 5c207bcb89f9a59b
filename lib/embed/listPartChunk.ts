/**
 * The embed's chunk for a list that needs more than the plain list (./element.ts loads it before it
 * draws such a list): Find your fit, folded above the list as the embed shows it, and pages, with
 * their styles.
 */
import type { ComponentType } from 'react';
import { createElement } from '#runtime';
import type { FitOptions } from '../connected/WorthyRankedList/fitOptions';
import { FullList } from '../connected/WorthyRankedList/listPart';
import type { RankedListProps } from '../widgets/RankedList';

export { LIST_PART_CSS } from './listPartStyles';

/** The list's body for one element's `fit` and `weights`. */
export const bodyWith =
  (options: FitOptions): ComponentType<RankedListProps> =>
  (list) =>
    createElement(FullList, { list, ...options, folded: true, listLater: true });
