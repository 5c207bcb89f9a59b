/**
 * The built-in data's method in figures, counted at build time (vite.config.ts methodStats): what
 * share of each vertical's weight is computed from facts, and how many lists have a paid partner
 * at #1. The About page states them, so the claim and the data cannot drift apart.
 */
import type { Vertical } from '../../lib/model';

export interface MethodStats {
  /** Vertical -> the mean share of its lists' weight computed from facts, in whole percent. */
  computedShare: Readonly<Record<Vertical, number>>;
  /** Lists whose #1 is a Worthy partner (a paid relationship). */
  partnerFirst: number;
  lists: number;
}

declare const __METHOD_STATS__: MethodStats | undefined;

/** null where the build did not count them (Storybook): the About page then leaves the figures out. */
export const METHOD_STATS: MethodStats | null = typeof __METHOD_STATS__ === 'object' ? __METHOD_STATS__ : null;
