/** Which providers carry the 'Top Rated' mark (SPEC section 4). */
import type { Provider } from '../model';

/**
 * 'highest-rating' (GLP-1 and NAD+ pages): every provider whose rating equals the list's maximum.
 * 'first' (all other pages): the first-ranked provider.
 */
export type TopPickRule = 'highest-rating' | 'first';

export function topPicks(providers: readonly Provider[], rule: TopPickRule): Set<string> {
  if (!providers.length) return new Set();
  if (rule === 'first') return new Set([providers[0]!.name]);
  // A loop, not Math.max(...ratings): spreading a long list into arguments overflows the stack.
  let best = -Infinity;
  for (const provider of providers) if (provider.rating > best) best = provider.rating;
  return new Set(providers.filter((p) => p.rating === best).map((p) => p.name));
}
