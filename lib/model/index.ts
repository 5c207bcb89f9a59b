export * from './lists';
export * from './verticals';
export type * from './provider';
export { shownName } from './provider';
export type * from './method';
export type * from './facts';
export type * from './topic';
export * from './slugs';
export * from './reviews';
