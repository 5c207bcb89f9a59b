/** The part of a list that only a host asking for Find your fit loads (./ListBody.tsx). */
import { OUR_FIT, readWeights, writeWeights } from '../../fit';
import type { ScoringMethod } from '../../model';
import { createReaderFit, type ListStore, type ReaderFit } from '../../state';

export { FitControls, FitRankedList } from '../../widgets/FitControls';

/** The reader's fit for a list, starting from the host's weights (ids of the method's criteria, 0 to 3; the rest ignored with one warning). */
export function readerFitOf(
  store: ListStore,
  method: ScoringMethod,
  weights: Readonly<Record<string, number>> | undefined,
): ReaderFit {
  const ignored: string[] = [];
  const preset = weights ? readWeights(writeWeights(weights as Record<string, never>), method, ignored) : {};
  if (ignored.length)
    console.warn(`Worthy: weights for what ${method.list} does not score, or not 0 to 3, ignored: ${ignored.join(', ')}`);
  return createReaderFit(store, method, { ...OUR_FIT, weights: preset });
}
