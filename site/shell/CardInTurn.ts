/**
 * Stands in for the ranked list's Later (lib/widgets/RankedList/Later.tsx) in the site's build,
 * for the cards past the topic page's first (cardsAtOnce): while the page hydrates, each card
 * hydrates in a turn of its own (./InTurn.tsx), as a French list's eight took over 100 ms in one
 * task on a low-tier phone; a list the router shows later renders whole at once, with no placeholder.
 */
export { InTurn as Later } from './InTurn';
