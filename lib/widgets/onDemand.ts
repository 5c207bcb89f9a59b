/**
 * `#on-demand`: the parts of a widget that show only once a reader acts (the compare table, or a
 * page's one-provider prompt, once a provider is chosen; the inside of "How we scored it" once
 * opened), here as they are. The embed builds with lib/embed/onDemand.ts instead, which loads
 * them on that first act.
 */
export { CompareTable } from './ComparePanel/CompareTable';
export { OneProviderPrompt } from './ComparePanel/OneProviderPrompt';
export { BreakdownDetails } from './ProviderCard/BreakdownDetails';
