<?php
/**
 * The block's HTML on the page: the shortcode's, on an element carrying the block's wrapper attributes.
 *
 * @package WorthyRankings
 *
 * @var array $attributes The block's attributes.
 */

defined( 'ABSPATH' ) || exit;

echo worthy_rankings_render( $attributes, get_block_wrapper_attributes() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built with esc_html, esc_attr and esc_url at each value (includes/markup.php, render.php).
