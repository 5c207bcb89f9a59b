/**
 * The embed's second file, loaded when a reader first compares or opens "How we scored it": the
 * compare table and the breakdown's inside, with their styles. The list's first paint needs
 * neither (lib/embed/lazyParts.ts stands in for them until this arrives).
 */
export { CompareTable } from '../widgets/ComparePanel/CompareTable';
export { BreakdownDetails } from '../widgets/ProviderCard/BreakdownDetails';
export { EXTRA_CSS } from './extraStyles';
