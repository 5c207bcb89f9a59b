/**
 * Whether a rating can be explained (CONTRACT section 9). Apart from ./scores.ts: a card needs
 * only this, and the embed loads the rest when a reader first opens a breakdown or compares; the
 * weighted mean that explains a rating is ./mean.ts, read where rows are scored.
 */
import type { Provider, ScoringMethod } from '../model';

/** Whether a provider can show a breakdown: a score for every criterion of the method. */
export const hasBreakdown = (method: ScoringMethod | null | undefined, provider: Provider): method is ScoringMethod =>
  Boolean(method && provider.scores && method.criteria.every((c) => provider.scores![c.id] !== undefined));
