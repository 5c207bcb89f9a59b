/**
 * `#list-body` in the embed: the list as it is. A list that needs more (Find your fit, or more
 * providers than a page) is drawn by the part the element loads before it renders it
 * (./listPartChunk.ts, given to the widget as its `body`), so the script carries none of it.
 */
export { RankedList as ListBody } from '../widgets/RankedList';
