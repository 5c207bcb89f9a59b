/**
 * Validates a whole list: bad rows are dropped or repaired one by one, the rest survive.
 * At most MAX_PROVIDERS are kept, from the first READ_LIMIT rows: rows past either cap are not
 * even looked at, and are reported in one warning for the list, so a backend that sends a
 * hundred thousand rows costs no more than one that sends a hundred.
 */
import type { ListKey, Provider, ScoringMethod } from '../model';
import { MAX_PROVIDERS, READ_LIMIT } from './limits';
import { toProvider } from './toProvider';

export type Warn = (message: string) => void;

const order = (row: unknown, field: 'display_order' | 'rating'): number => {
  const value = (row as Record<string, unknown> | null)?.[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : field === 'display_order' ? Infinity : -Infinity;
};

/** display_order ascending, then rating descending: the backend's order, applied to built-in rows too. */
export function sortRows<T>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) => order(a, 'display_order') - order(b, 'display_order') || order(b, 'rating') - order(a, 'rating'),
  );
}

export function toProviders(
  key: ListKey | string,
  rows: readonly unknown[],
  warn: Warn = console.warn,
  method?: ScoringMethod | null,
): Provider[] {
  const seen = new Set<string>();
  const providers: Provider[] = [];
  let index = 0;
  for (; index < rows.length && index < READ_LIMIT && providers.length < MAX_PROVIDERS; index++) {
    const row = rows[index];
    const verdict = toProvider(row, method);
    if (!verdict.provider) {
      warn(`${describeRow(key, index, row)} dropped: ${verdict.reason}`);
      continue;
    }
    if (seen.has(verdict.provider.name)) {
      warn(`${describeRow(key, index, row)} dropped: the list already has a provider of that name`);
      continue;
    }
    seen.add(verdict.provider.name);
    // One warning per row: its repairs, then what is only worth knowing.
    const said = [...(verdict.repairs.length ? [`repaired: ${verdict.repairs.join('; ')}`] : []), ...verdict.notes];
    if (said.length) warn(`${describeRow(key, index, row)} ${said.join('; ')}`);
    providers.push(verdict.provider);
  }
  const unread = rows.length - index;
  if (unread > 0) {
    warn(
      `Worthy: list ${key}: ${unread} more rows not read (a list keeps at most ${MAX_PROVIDERS} providers, from its first ${READ_LIMIT} rows)`,
    );
  }
  return providers;
}

function describeRow(key: string, index: number, row: unknown): string {
  const name = (row as Record<string, unknown> | null)?.name;
  const shown = typeof name === 'string' && name.trim() ? ` "${name.trim().slice(0, 60)}"` : '';
  return `Worthy: list ${key}, row ${index + 1}${shown}`;
}
