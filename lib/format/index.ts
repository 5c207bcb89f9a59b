export * from './stars';
export * from './rating';
export * from './cells';
export * from './compareButton';
export * from './dates';
export * from './scores';
export * from './breakdown';
