/**
 * A long list for tests and the bench, never shipped: `count` providers of one list (a backend list
 * may hold 300, CONTRACT section 16), made of its built-in rows over and over, each with a name of
 * its own and every score, fact and rating as that row has them, ranked by rating as ours are.
 */
import { loadBuiltinMethod, loadBuiltinRows, toProviders } from '../../lib/data';
import type { ListKey, Provider, ScoringMethod } from '../../lib/model';

export async function longListRows(key: ListKey, count: number): Promise<Array<Record<string, unknown>>> {
  const rows = (await loadBuiltinRows(key)) as Array<Record<string, unknown>>;
  return Array.from({ length: count }, (_, i): Record<string, unknown> => {
    const row = rows[i % rows.length]!;
    return { ...row, name: `${String(row.name)} ${Math.floor(i / rows.length) + 1}` };
  })
    .sort((a, b) => (b.rating as number) - (a.rating as number))
    .map((row, i) => ({ ...row, display_order: i + 1 }));
}

export async function longList(key: ListKey, count: number): Promise<{ providers: Provider[]; method: ScoringMethod }> {
  const method = (await loadBuiltinMethod(key))!;
  return { providers: toProviders(key, await longListRows(key, count), () => {}, method), method };
}
