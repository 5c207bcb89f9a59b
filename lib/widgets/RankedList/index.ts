export { RankedList, CARDS_PER_PAGE, LOADING_TEXT, EMPTY_TEXT, type RankedListProps } from './RankedList';
export { PagedList, type PagedListProps } from './PagedList';
