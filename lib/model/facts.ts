/**
 * Facts (CONTRACT section 15): what people compare, as typed values with the page that states
 * them and the day they were checked, so cards, tables, reviews and filters show numbers.
 */

/** How a fact's value is typed, and so shown and compared. */
export type FactType = 'money' | 'percent' | 'number' | 'boolean' | 'text' | 'list';

/** The currencies a list prices in: USD on US lists, CAD on Canada lists. */
export type Currency = 'USD' | 'CAD';

/** One fact a list's providers are compared on, as its method publishes it. */
export interface FactDefinition {
  /** Stable id, the key of a row's `facts`: 'renewal_price'. */
  id: string;
  /** Row header and card label: 'Price at renewal'. */
  label: string;
  type: FactType;
  /** `money` only. */
  currency?: Currency;
  /** `money` only, for a price that recurs: 'month', 'year', 'session' … (FACT_PERIODS). */
  per?: string;
  /** `number` only: what is counted, 'devices'. */
  unit?: string;
  /** One of the three a card shows. */
  headline?: boolean;
}

/** A range where a provider states one: 'from $2.99 to $12.99'. */
export interface FactRange {
  min: number;
  max: number;
}

/** null: the provider does not state it (shown as "Not disclosed"). */
export type FactValue = number | FactRange | boolean | string | readonly string[] | null;

export interface Fact {
  value: FactValue;
  /** The https page where the provider states it. */
  source: string;
  /** yyyy-mm-dd: the day it was checked there. */
  checked: string;
}

/** A criterion's score read off a fact: interpolated through points, or the share of checks passed. */
export type Computation = { fact: string; points: ReadonlyArray<readonly [number, number]> } | { checks: readonly FactCheck[] };

export type FactCheck = { fact: string; is: boolean } | { fact: string; max: number } | { fact: string; min: number };
