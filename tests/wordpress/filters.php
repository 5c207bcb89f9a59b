<?php
/** Test only: what the plugin adds to each performance plugin's exclusion filters, and how it tags its script. */

require __DIR__ . '/wp-load.php';
header( 'Content-Type: application/json' );
$filters = array();
foreach ( array( 'rocket_delay_js_exclusions', 'rocket_exclude_defer_js', 'rocket_exclude_js', 'rocket_minify_excluded_external_js', 'litespeed_optimize_js_excludes', 'litespeed_optm_js_defer_exc', 'litespeed_optm_gm_js_exc' ) as $filter ) {
	$filters[ $filter ] = apply_filters( $filter, array( 'theirs' ) );
}
$filters['autoptimize_filter_js_exclude'] = apply_filters( 'autoptimize_filter_js_exclude', 'theirs.js' );
echo wp_json_encode( $filters );
