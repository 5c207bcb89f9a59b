<?php
/**
 * The Worthy lists a block or shortcode can show: generated at build time from Worthy's registry
 * of lists (generated/lists.php), never kept by hand.
 *
 * @package WorthyRankings
 */

defined( 'ABSPATH' ) || exit;

/**
 * Every list key with its title, short label, vertical, market, topic page path and top-pick rule.
 *
 * @return array<string, array{title: string, label: string, vertical: string, market: string, path: string, top_pick: string}>
 */
function worthy_rankings_lists() {
	static $lists = null;
	if ( null === $lists ) {
		$lists = require WORTHY_RANKINGS_DIR . '/generated/lists.php';
	}
	return $lists;
}

/**
 * The record of a list key, or null for anything that is not one.
 *
 * @param mixed $key A list key such as 'vpn_providers'.
 * @return array|null
 */
function worthy_rankings_list( $key ) {
	$lists = worthy_rankings_lists();
	return is_string( $key ) && isset( $lists[ $key ] ) ? $lists[ $key ] : null;
}
