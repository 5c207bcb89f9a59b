export * from './WorthyRankedList';
