export * from './ProviderCard';
export * from './RankedList';
export * from './ComparePanel';
export * from './CategoryGrid';
export {
  OutboundLinks,
  OutboundFollows,
  OutboundLink,
  OUTBOUND_REL,
  OwnPages,
  type OwnPage,
  type OutboundRewrite,
  type OutboundFollow,
  type OutboundLinkProps,
} from './shared/outbound';
export type { HeadingLevel } from './shared/headings';
