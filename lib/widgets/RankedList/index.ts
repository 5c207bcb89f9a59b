export { RankedList, LOADING_TEXT, EMPTY_TEXT, type RankedListProps } from './RankedList';
