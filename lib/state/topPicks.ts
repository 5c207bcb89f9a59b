/** Which providers carry the 'Top Rated' mark (SPEC section 4). */
import type { Provider, TopPickRule } from '../model';

export function topPicks(providers: readonly Provider[], rule: TopPickRule): Set<string> {
  if (!providers.length) return new Set();
  if (rule === 'first') return new Set([providers[0]!.name]);
  // A loop, not Math.max(...ratings): spreading a long list into arguments overflows the stack.
  let best = -Infinity;
  for (const provider of providers) if (provider.rating > best) best = provider.rating;
  return new Set(providers.filter((p) => p.rating === best).map((p) => p.name));
}
