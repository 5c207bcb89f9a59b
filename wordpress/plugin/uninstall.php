<?php
/**
 * Deleting the plugin removes its options and the lists it kept, on every site of a network: a
 * plugin deleted from the network's Plugins screen was active on any number of its sites, each
 * with options tables of its own.
 *
 * @package WorthyRankings
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/** Removes the plugin's options and cached lists from the current site. */
function worthy_rankings_uninstall_site() {
	global $wpdb;
	foreach ( array( 'worthy_partner_id', 'worthy_site_url', 'worthy_supabase_url', 'worthy_supabase_key' ) as $option ) {
		delete_option( $option );
	}
	// Cached lists and "site down" marks are transients named worthy_list_*, worthy_stale_*, worthy_down_*.
	$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- transients have no delete-by-prefix API.
		"DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_worthy\\_%' OR option_name LIKE '\\_transient\\_timeout\\_worthy\\_%'"
	);
}

if ( ! is_multisite() ) {
	worthy_rankings_uninstall_site();
	return;
}

// A batch of sites at a time, so that a network of thousands is not held in memory at once.
$worthy_rankings_batch = 100;
for ( $worthy_rankings_offset = 0; ; $worthy_rankings_offset += $worthy_rankings_batch ) {
	$worthy_rankings_sites = get_sites(
		array(
			'fields'                 => 'ids',
			'number'                 => $worthy_rankings_batch,
			'offset'                 => $worthy_rankings_offset,
			'orderby'                => 'id',
			'update_site_meta_cache' => false,
		)
	);
	foreach ( $worthy_rankings_sites as $worthy_rankings_site ) {
		switch_to_blog( $worthy_rankings_site );
		worthy_rankings_uninstall_site();
		restore_current_blog();
	}
	if ( count( $worthy_rankings_sites ) < $worthy_rankings_batch ) {
		break;
	}
}
// The plugin keeps no network-wide (site) option or transient: there is none to delete.
