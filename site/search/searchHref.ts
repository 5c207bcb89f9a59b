/** Where a search goes: every search lands on the health hub (SPEC sections 2 and 5), the French one from a French page. */
import { hubPath, pathIn, type SiteLang } from '../routes';

export const SEARCH_PATH = hubPath('health');

/** The trimmed term must be non-empty; the result is null when nothing should happen. */
export function searchHref(term: string, lang?: SiteLang): string | null {
  const trimmed = term.trim();
  return trimmed ? `${pathIn(lang, SEARCH_PATH)}?q=${encodeURIComponent(trimmed)}` : null;
}
