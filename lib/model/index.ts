export * from './listKeys';
export type * from './provider';
export type * from './topic';
