<?php
/**
 * The Worthy lists a block or shortcode can show: generated at build time from Worthy's registry
 * of lists (generated/lists.php), never kept by hand.
 *
 * @package WorthyRankings
 */

defined( 'ABSPATH' ) || exit;

/**
 * Every list key with its title, short label, vertical, market, topic page path and top-pick rule,
 * and its title, label and topic page in French (a list without French words keeps its English ones).
 *
 * @return array<string, array{title: string, label: string, vertical: string, market: string, path: string, top_pick: string, fr: array{title: string, label: string, path: string}}>
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

/**
 * The language of the plugin's words on this request, as the embed names it ('en' or 'fr-CA'):
 * the one its translation was written for, so the live list goes on in the words of the server's.
 *
 * @return string
 */
function worthy_rankings_language() {
	/* translators: The Worthy embed's language: "fr-CA" in a Canadian French translation; anything else keeps the embed's words in English. */
	return 'fr-CA' === _x( 'en', 'embed language', 'worthy-rankings' ) ? 'fr-CA' : 'en';
}

/**
 * A list's record with its title, label and topic page in a language.
 *
 * @param array  $list     A list's record.
 * @param string $language 'en' or 'fr-CA'.
 * @return array
 */
function worthy_rankings_list_in( $list, $language ) {
	return 'fr-CA' === $language && isset( $list['fr'] ) ? array_merge( $list, $list['fr'] ) : $list;
}
