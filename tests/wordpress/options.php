<?php
/** Test only: the plugin's options and how many of its cached lists WordPress holds. */

require __DIR__ . '/wp-load.php';
header( 'Content-Type: application/json' );
global $wpdb;
$options = array();
foreach ( array( 'worthy_partner_id', 'worthy_site_url', 'worthy_supabase_url', 'worthy_supabase_key' ) as $option ) {
	$options[ $option ] = get_option( $option, null );
}
echo wp_json_encode(
	array(
		'options'    => $options,
		'transients' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%worthy\\_%'" ),
	)
);
