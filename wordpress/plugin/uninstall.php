<?php
/**
 * Deleting the plugin removes its options and the lists it kept.
 *
 * @package WorthyRankings
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

foreach ( array( 'worthy_partner_id', 'worthy_site_url', 'worthy_supabase_url', 'worthy_supabase_key' ) as $worthy_rankings_option ) {
	delete_option( $worthy_rankings_option );
}

global $wpdb;
// Cached lists and "site down" marks are transients named worthy_list_*, worthy_stale_*, worthy_down_*.
$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- transients have no delete-by-prefix API.
	"DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_worthy\\_%' OR option_name LIKE '\\_transient\\_timeout\\_worthy\\_%'"
);
