export * from './ProviderCard';
export * from './RankedList';
export * from './ComparePanel';
export * from './CategoryGrid';
export * from './FitControls';
export {
  OutboundLinks,
  OutboundFollows,
  OutboundLink,
  OUTBOUND_REL,
  type OutboundRewrite,
  type OutboundFollow,
  type OutboundLinkProps,
} from './shared/outbound';
export { OwnPages, type OwnPage } from './shared/ownPages';
export type { HeadingLevel } from './shared/headings';
