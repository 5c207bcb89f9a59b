export * from './WorthyRankedList';
export type { Theme } from './ListWidget';
export * from './events';
export { withPartner } from './partnerLinks';
