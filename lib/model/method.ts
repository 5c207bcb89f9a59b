/** A list's published scoring method (CONTRACT section 9): how its ratings are made. */
import type { Computation, FactDefinition } from './facts';
import type { ListKey } from './lists';

export interface Criterion {
  /** Stable id, the key of a provider's `scores`: 'renewal_price'. */
  id: string;
  /** Row header and breakdown line: 'Price after renewal'. */
  label: string;
  /** Integer percentage; a method's weights sum to 100. */
  weight: number;
  /** One sentence on what earns a 5 and what a 1. */
  rubric: string;
  /** How the score is read off the provider's facts (CONTRACT section 15); absent: an editorial judgment. */
  computed?: Computation;
}

export interface ScoringMethod {
  list: ListKey;
  /** 3 to 6 criteria, in the order they are shown. */
  criteria: readonly Criterion[];
  /** The 6 to 12 facts its providers are compared on, in the order they are shown. */
  facts?: readonly FactDefinition[];
}
