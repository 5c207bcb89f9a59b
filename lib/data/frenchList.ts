/**
 * A built-in list's French file read against its providers: a module without Vite's file globs, so
 * a Node script (scripts/takes-check.mjs) can use it as the site does.
 */
import type { Provider } from '../model';
import { readFrenchWords } from './frenchWords';
import { inFrench } from './inFrench';

/** A built-in French file: the method's labels and rubrics, and each row's words by provider name. */
export interface FrenchList {
  list: string;
  criteria: Readonly<Record<string, { label: string; rubric: string }>>;
  /** Each fact's French label, and its unit's French where it counts something. */
  facts?: Readonly<Record<string, { label: string; unit?: string }>>;
  rows: Readonly<Record<string, unknown>>;
}

/** A built-in list's providers in French, matched by name. */
export function listInFrench(providers: readonly Provider[], french: FrenchList | null): Provider[] {
  if (!french) return [...providers];
  return providers.map((provider) =>
    inFrench(provider, Object.hasOwn(french.rows, provider.name) ? readFrenchWords(french.rows[provider.name]) : null),
  );
}
