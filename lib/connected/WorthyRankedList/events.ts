/**
 * What a ranked list tells its host (CONTRACT sections 5 and 6): the React component calls
 * these back, the embed dispatches them as worthy:ready, worthy:compare and worthy:outbound.
 */
import type { ListSource } from '../../data/loader';

/** The list first shows providers. */
export interface ReadyDetail {
  category: string;
  /** How many providers it shows (after any limit). */
  count: number;
  source: ListSource;
}

/** The compare selection changed. */
export interface CompareDetail {
  category: string;
  /** The compared providers' names, in the order they were added. */
  selected: string[];
}

/** A reader followed an outbound link: Visit Provider, Read Review, or the card itself. */
export interface OutboundDetail {
  category: string;
  provider: string;
  /** The provider's place in the list, from 1. */
  rank: number;
  /** The URL as followed, partner UTM parameters included. */
  url: string;
  partner: string | null;
}

export interface ListCallbacks {
  onReady?: (detail: ReadyDetail) => void;
  onCompare?: (detail: CompareDetail) => void;
  onOutbound?: (detail: OutboundDetail) => void;
}

/** The embed's event names for each callback. */
export const EVENT_NAMES = {
  onReady: 'worthy:ready',
  onCompare: 'worthy:compare',
  onOutbound: 'worthy:outbound',
} as const satisfies Record<keyof ListCallbacks, string>;
