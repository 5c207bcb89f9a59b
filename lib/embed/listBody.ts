/**
 * `#fit` in the embed: the list as it is. The embed does not offer Find your fit yet, so its first
 * load carries none of it (the `fit` and `weights` props are never set here).
 */
export { RankedList as ListBody } from '../widgets/RankedList';
