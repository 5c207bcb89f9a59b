/**
 * The client-side table store of SPEC section 3: each topic page's rows, keyed by route path,
 * so coming back to a page shows its list at once instead of a loading state.
 */
import type { Provider } from '../../lib/model';

const tables = new Map<string, readonly Provider[]>();

export const tableStore = {
  /** Keeps the first rows known for a path (the prerendered ones); later loads use `set`. */
  initialise(path: string, rows: readonly Provider[]): void {
    if (!tables.has(path)) tables.set(path, rows);
  },
  set(path: string, rows: readonly Provider[]): void {
    tables.set(path, rows);
  },
  get(path: string): readonly Provider[] | undefined {
    return tables.get(path);
  },
};
