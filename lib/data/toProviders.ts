/**
 * Validates a whole list: bad rows are dropped or repaired one by one, the rest survive.
 * At most MAX_PROVIDERS are kept, from the first READ_LIMIT rows: rows past either cap are not
 * even looked at, and are reported in one warning for the list, so a backend that sends a
 * hundred thousand rows costs no more than one that sends a hundred.
 */
import type { ListKey, Provider, ScoringMethod } from '../model';
import { nextTask } from '../schedule';
import { Slices } from '../schedule/slices';
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
  const list = validation(key, warn, method);
  let index = 0;
  for (; index < rows.length && index < READ_LIMIT && !list.full(); index++) list.check(rows[index], index);
  return list.done(rows.length - index);
}

/**
 * toProviders for a backend's answer, in slices (lib/schedule): a list of 300 rows, checked at once,
 * was a long task of several hundred milliseconds on a low-end phone; in slices, the page answers
 * its reader in between. The checks start in a task of their own and the list is handed on in
 * another, so neither the answer's parse before nor the list's first render after shares a slice.
 */
export async function toProvidersInSlices(
  key: ListKey | string,
  rows: readonly unknown[],
  warn: Warn = console.warn,
  method?: ScoringMethod | null,
  sliceMs?: number,
): Promise<Provider[]> {
  const list = validation(key, warn, method);
  await nextTask();
  const slices = new Slices(sliceMs);
  let index = 0;
  for (; index < rows.length && index < READ_LIMIT && !list.full(); index++) {
    await slices.next();
    list.check(rows[index], index);
  }
  const providers = list.done(rows.length - index);
  await nextTask();
  return providers;
}

/** One list's checks, row by row: bad rows dropped or repaired, a name kept once, at most MAX_PROVIDERS. */
function validation(key: ListKey | string, warn: Warn, method: ScoringMethod | null | undefined) {
  const seen = new Set<string>();
  const providers: Provider[] = [];
  return {
    full: () => providers.length >= MAX_PROVIDERS,
    check(row: unknown, index: number) {
      const verdict = toProvider(row, method);
      if (!verdict.provider) {
        warn(`${describeRow(key, index, row)} dropped: ${verdict.reason}`);
        return;
      }
      if (seen.has(verdict.provider.name)) {
        warn(`${describeRow(key, index, row)} dropped: the list already has a provider of that name`);
        return;
      }
      seen.add(verdict.provider.name);
      // One warning per row: its repairs, then what is only worth knowing.
      const said = [...(verdict.repairs.length ? [`repaired: ${verdict.repairs.join('; ')}`] : []), ...verdict.notes];
      if (said.length) warn(`${describeRow(key, index, row)} ${said.join('; ')}`);
      providers.push(verdict.provider);
    },
    /** The providers kept, once `unread` rows past the caps have been reported in one warning. */
    done(unread: number): Provider[] {
      if (unread > 0) {
        warn(
          `Worthy: list ${key}: ${unread} more rows not read (a list keeps at most ${MAX_PROVIDERS} providers, from its first ${READ_LIMIT} rows)`,
        );
      }
      return providers;
    },
  };
}

function describeRow(key: string, index: number, row: unknown): string {
  const name = (row as Record<string, unknown> | null)?.name;
  const shown = typeof name === 'string' && name.trim() ? ` "${name.trim().slice(0, 60)}"` : '';
  return `Worthy: list ${key}, row ${index + 1}${shown}`;
}
