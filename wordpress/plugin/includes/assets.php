<?php
/**
 * The embed script: registered once, async, loaded from the Worthy site, printed only on pages
 * that show a list (the render enqueues it), and kept away from performance plugins that would
 * delay, defer or combine it, through each plugin's documented filters.
 *
 * @package WorthyRankings
 */

defined( 'ABSPATH' ) || exit;

const WORTHY_RANKINGS_SCRIPT_FILE = 'worthy-embed.js';

/** Registers worthy-embed (the version is the Worthy site's to give, so none is added). */
function worthy_rankings_register_script() {
	wp_register_script(
		'worthy-embed',
		worthy_rankings_site_url() . '/embed/' . WORTHY_RANKINGS_SCRIPT_FILE,
		array(),
		null, // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the Worthy site caches and versions its own file.
		array(
			'strategy'  => 'async',
			'in_footer' => true,
		)
	);
}

/**
 * Marks our script for optimizers that read attributes (LiteSpeed, Cloudflare's Rocket Loader).
 *
 * @param string $tag    The script tag.
 * @param string $handle Its handle.
 * @return string
 */
function worthy_rankings_script_tag( $tag, $handle ) {
	if ( 'worthy-embed' !== $handle ) {
		return $tag;
	}
	return str_replace( '<script ', '<script data-no-optimize="1" data-no-defer="1" data-cfasync="false" ', $tag );
}
add_filter( 'script_loader_tag', 'worthy_rankings_script_tag', 10, 2 );

/**
 * Adds our script to an optimizer's list of exclusions (an array of URL patterns).
 *
 * @param mixed $excluded The plugin's list.
 * @return array
 */
function worthy_rankings_exclude_script( $excluded ) {
	$excluded   = is_array( $excluded ) ? $excluded : array();
	$excluded[] = '/embed/' . WORTHY_RANKINGS_SCRIPT_FILE;
	return $excluded;
}

// WP Rocket: Delay JavaScript execution, Load JavaScript deferred, Minify/Combine JavaScript.
add_filter( 'rocket_delay_js_exclusions', 'worthy_rankings_exclude_script' );
add_filter( 'rocket_exclude_defer_js', 'worthy_rankings_exclude_script' );
add_filter( 'rocket_exclude_js', 'worthy_rankings_exclude_script' );
// LiteSpeed Cache: JS minify/combine, JS defer and delay, guest mode.
add_filter( 'litespeed_optimize_js_excludes', 'worthy_rankings_exclude_script' );
add_filter( 'litespeed_optm_js_defer_exc', 'worthy_rankings_exclude_script' );
add_filter( 'litespeed_optm_gm_js_exc', 'worthy_rankings_exclude_script' );

/**
 * WP Rocket hosts external scripts locally to minify them: ours stays on the Worthy site.
 *
 * @param mixed $hosts External hosts WP Rocket leaves alone.
 * @return array
 */
function worthy_rankings_exclude_host( $hosts ) {
	$hosts   = is_array( $hosts ) ? $hosts : array();
	$hosts[] = (string) wp_parse_url( worthy_rankings_site_url(), PHP_URL_HOST );
	return $hosts;
}
add_filter( 'rocket_minify_excluded_external_js', 'worthy_rankings_exclude_host' );

/**
 * Autoptimize: its exclusions are one comma-separated string.
 *
 * @param mixed $excluded Autoptimize's list.
 * @return string
 */
function worthy_rankings_autoptimize_exclude( $excluded ) {
	$excluded = is_string( $excluded ) ? trim( $excluded ) : '';
	return ( '' !== $excluded ? $excluded . ', ' : '' ) . WORTHY_RANKINGS_SCRIPT_FILE;
}
add_filter( 'autoptimize_filter_js_exclude', 'worthy_rankings_autoptimize_exclude' );

/**
 * The editor previews a list as readers see it: the embed runs inside the editor's canvas too
 * (enqueue_block_assets reaches the iframed canvas since WordPress 6.3).
 */
function worthy_rankings_editor_assets() {
	if ( is_admin() ) {
		wp_enqueue_script( 'worthy-embed' );
	}
}
add_action( 'enqueue_block_assets', 'worthy_rankings_editor_assets' );
