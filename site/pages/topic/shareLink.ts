/**
 * The compare selection in the page URL (?compare=NordVPN,Proton%20VPN), so a comparison can be
 * shared: unknown names are ignored and at most three are restored.
 */
import type { Provider } from '../../../lib/model';
import { MAX_COMPARED } from '../../../lib/state';

export const COMPARE_PARAM = 'compare';

export function namesFromSearch(search: string): string[] {
  const raw = new URLSearchParams(search).get(COMPARE_PARAM);
  return raw
    ? raw
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : [];
}

/** The providers a shared link names, in the link's order, known ones only, capped at three. */
export function restoreSelection(search: string, providers: readonly Provider[]): Provider[] {
  const byName = new Map(providers.map((p) => [p.name, p]));
  const chosen = namesFromSearch(search).flatMap((name) => byName.get(name) ?? []);
  return [...new Set(chosen)].slice(0, MAX_COMPARED);
}

/** The query string with the selection written in (or removed when empty), other parameters kept. */
export function searchWithSelection(search: string, selected: readonly Provider[]): string {
  const params = new URLSearchParams(search);
  if (selected.length) params.set(COMPARE_PARAM, selected.map((p) => p.name).join(','));
  else params.delete(COMPARE_PARAM);
  // Commas and colons read better as themselves (the fit's parameters use both, FitInUrl.tsx).
  const text = params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');
  return text ? `?${text}` : '';
}
