/** A long list of providers for tests (scripts/bench/longList.mjs makes its rows, for the bench too). */
import { loadBuiltinMethod, loadBuiltinRows, toProviders } from '../../lib/data';
import type { ListKey, Provider, ScoringMethod } from '../../lib/model';
import { longListRows } from '../../scripts/bench/longList.mjs';

export async function longList(key: ListKey, count: number): Promise<{ providers: Provider[]; method: ScoringMethod }> {
  const method = (await loadBuiltinMethod(key))!;
  const rows = longListRows((await loadBuiltinRows(key)) as Array<Record<string, unknown>>, count);
  return { providers: toProviders(key, rows, () => {}, method), method };
}
