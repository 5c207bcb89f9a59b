<?php
/**
 * Plugin Name:       Worthy Rankings
 * Plugin URI:        https://worthy.reviews/partners
 * Description:       Worthy's ranked, transparently scored provider lists in your posts: a block and a [worthy_list] shortcode, in the page's HTML for every reader and search engine, kept live by the Worthy embed.
 * Version:           0.2.0
 * Requires at least: 6.3
 * Requires PHP:      7.4
 * Author:            Worthy
 * Author URI:        https://worthy.reviews
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       worthy-rankings
 * Domain Path:       /languages
 *
 * @package WorthyRankings
 */

defined( 'ABSPATH' ) || exit;

define( 'WORTHY_RANKINGS_VERSION', '0.2.0' );
define( 'WORTHY_RANKINGS_DIR', __DIR__ );

require_once __DIR__ . '/includes/lists.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/rows.php';
require_once __DIR__ . '/includes/facts.php';
require_once __DIR__ . '/includes/source.php';
require_once __DIR__ . '/includes/markup.php';
require_once __DIR__ . '/includes/fit.php';
require_once __DIR__ . '/includes/render.php';
require_once __DIR__ . '/includes/assets.php';

add_action( 'init', 'worthy_rankings_register' );

/**
 * The block, the shortcode and the embed script: all three render through worthy_rankings_render().
 * The plugin's translations come first: the block's title and keywords are translated as it registers.
 */
function worthy_rankings_register() {
	// A plugin installed from a zip has no language pack: its own languages/ holds its translations.
	load_plugin_textdomain( 'worthy-rankings', false, dirname( plugin_basename( __FILE__ ) ) . '/languages' );
	worthy_rankings_register_script();
	$block = register_block_type( __DIR__ . '/block' );
	if ( $block ) {
		foreach ( $block->editor_script_handles as $handle ) {
			wp_set_script_translations( $handle, 'worthy-rankings', __DIR__ . '/languages' );
		}
	}
	add_shortcode( 'worthy_list', 'worthy_rankings_shortcode' );
}

/**
 * [worthy_list category="vpn_providers" limit="5" compare="false" theme="auto" partner="your-id" fit="true" weights="privacy:3,price:1"]
 *
 * @param array|string $atts Shortcode attributes ('' when none are given).
 * @return string
 */
function worthy_rankings_shortcode( $atts ) {
	$atts = shortcode_atts(
		array(
			'category' => '',
			'limit'    => '',
			'compare'  => 'true',
			'theme'    => 'light',
			'partner'  => '',
			'fit'      => 'false',
			'weights'  => '',
		),
		is_array( $atts ) ? $atts : array(),
		'worthy_list'
	);
	return worthy_rankings_render( $atts );
}
