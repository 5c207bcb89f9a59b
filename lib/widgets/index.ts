export * from './ProviderCard';
export * from './RankedList';
export * from './ComparePanel';
export * from './CategoryGrid';
export { OutboundLinks, OutboundLink, OUTBOUND_REL, type OutboundRewrite } from './shared/outbound';
export type { HeadingLevel } from './shared/headings';
