/**
 * The embed's second file, loaded when a reader first compares or opens "How we scored it": the
 * parts shown on demand (`#on-demand`), with their styles. The list's first paint needs none of
 * them (./onDemand.ts stands in for them until this arrives).
 */
export { CompareTable } from '../widgets/ComparePanel/CompareTable';
export { OneProviderPrompt } from '../widgets/ComparePanel/OneProviderPrompt';
export { BreakdownDetails } from '../widgets/ProviderCard/BreakdownDetails';
export { EXTRA_CSS } from './extraStyles';
