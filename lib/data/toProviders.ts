/** Validates a whole list: bad rows are dropped or repaired one by one, the rest survive. */
import type { ListKey, Provider } from '../model';
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

export function toProviders(key: ListKey | string, rows: readonly unknown[], warn: Warn = console.warn): Provider[] {
  const seen = new Set<string>();
  const providers: Provider[] = [];
  rows.forEach((row, index) => {
    const verdict = toProvider(row);
    const label = describeRow(key, index, row);
    if (!verdict.provider) {
      warn(`${label} dropped: ${verdict.reason}`);
      return;
    }
    if (seen.has(verdict.provider.name)) {
      warn(`${label} dropped: the list already has a provider of that name`);
      return;
    }
    seen.add(verdict.provider.name);
    if (verdict.repairs.length) warn(`${label} repaired: ${verdict.repairs.join('; ')}`);
    providers.push(verdict.provider);
  });
  return providers;
}

function describeRow(key: string, index: number, row: unknown): string {
  const name = (row as Record<string, unknown> | null)?.name;
  const shown = typeof name === 'string' && name.trim() ? ` "${name.trim().slice(0, 60)}"` : '';
  return `Worthy: list ${key}, row ${index + 1}${shown}`;
}
