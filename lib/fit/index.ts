export * from './fit';
export * from './rank';
export * from './params';
export * from './presets';
