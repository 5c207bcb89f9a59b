export * from './WorthyRankedList';
export type { Theme, ListOptions } from './ListWidget';
export * from './events';
export { withPartner } from './partnerLinks';
