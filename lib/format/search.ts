/** Every search lands on the health hub (SPEC sections 2 and 5). */
export const SEARCH_PATH = '/categories/health';

/** The trimmed term must be non-empty; the result is null when nothing should happen. */
export function searchHref(term: string): string | null {
  const trimmed = term.trim();
  return trimmed ? `${SEARCH_PATH}?q=${encodeURIComponent(trimmed)}` : null;
}
