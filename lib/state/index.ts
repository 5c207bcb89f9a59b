export { createCompareSelection, MAX_COMPARED, type CompareSelection } from './compareSelection';
export { topPicks } from './topPicks';
export { createListStore, type ListStore, type ListStoreOptions } from './listStore';
export { useValue } from './useValue';
export { useLaggingSelection } from './laggingSelection';
export { createReaderFit, type ReaderFit } from './readerFit';
