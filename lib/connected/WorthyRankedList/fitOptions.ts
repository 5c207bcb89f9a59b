/** What a host asks of a list's Find your fit (CONTRACT section 16), set around the list. */
import { createContext } from '#runtime';

export interface FitOptions {
  fit?: boolean;
  /** Criterion id → 0 to 3 (the package), or the embed's attribute as written ('privacy:3,price:1'). */
  weights?: Readonly<Record<string, number>> | string;
  /** The controls start folded at any width (the embed's, on a partner's page). */
  folded?: boolean;
}

/**
 * The host's `fit` and `weights`, set around the list by WorthyRankedList and by the embed's
 * element. A context, not props through ListWidget: a list that does not ask carries none of it.
 */
export const FitOptions = createContext<FitOptions>({});
