<?php
/**
 * One render function for the block and the shortcode (CONTRACT section 12): a
 * <worthy-ranked-list> element carrying the list's attributes and holding the list itself,
 * in a declarative shadow root styled like the live widget, so every reader and search engine
 * sees the ranking before any script runs and the embed takes it over without a layout shift.
 *
 * @package WorthyRankings
 */

defined( 'ABSPATH' ) || exit;

/**
 * Attributes as the block or shortcode gave them, made safe: the list key checked, limit an
 * integer from 1 to 50, compare a boolean, theme one of three, the partner id valid or dropped,
 * fit a boolean and its weights each a criterion id with 0 to 3 (includes/fit.php).
 *
 * @param array $raw Untrusted attributes.
 * @return array{category: string, list: array|null, limit: int|null, compare: bool, theme: string, partner: string, fit: bool, weights: array<string, int>, problems: string[]}
 */
function worthy_rankings_attributes( $raw ) {
	$raw      = is_array( $raw ) ? $raw : array();
	$text     = static function ( $name ) use ( $raw ) {
		return isset( $raw[ $name ] ) && is_scalar( $raw[ $name ] ) ? trim( (string) $raw[ $name ] ) : '';
	};
	$problems = array();
	$category = $text( 'category' );
	$list     = worthy_rankings_list( $category );
	if ( ! $list ) {
		$problems[] = '' === $category
			? __( 'Choose a list in the block’s settings, or give the shortcode a category.', 'worthy-rankings' )
			/* translators: %s: what the author wrote as the list key. */
			: sprintf( __( '“%s” is not a Worthy list. Choose one of the lists in the block’s settings.', 'worthy-rankings' ), $category );
	}
	$limit = null;
	$given = isset( $raw['limit'] ) && ( is_int( $raw['limit'] ) || is_float( $raw['limit'] ) ) ? (string) (int) $raw['limit'] : $text( 'limit' );
	if ( '' !== $given ) {
		$limit = is_numeric( $given ) ? min( 50, max( 1, (int) $given ) ) : null;
		if ( null === $limit ) {
			/* translators: %s: the limit as written. */
			$problems[] = sprintf( __( 'The limit “%s” is not a number, so every provider is shown.', 'worthy-rankings' ), $given );
		}
	}
	$compare = ! ( false === ( $raw['compare'] ?? true ) || in_array( strtolower( $text( 'compare' ) ), array( 'false', '0', 'no', 'off' ), true ) );
	$theme   = in_array( $text( 'theme' ), array( 'light', 'dark', 'auto' ), true ) ? $text( 'theme' ) : 'light';
	$partner = $text( 'partner' );
	if ( '' !== $partner && ! preg_match( WORTHY_RANKINGS_PARTNER_PATTERN, $partner ) ) {
		$problems[] = __( 'The partner id may use only letters, digits, hyphens and underscores, at most 64 of them, so the default partner id is used.', 'worthy-rankings' );
		$partner    = '';
	}
	$fit     = true === ( $raw['fit'] ?? false ) || in_array( strtolower( $text( 'fit' ) ), array( 'true', '1', 'yes', 'on' ), true );
	$weights = $fit ? worthy_rankings_read_weights( $text( 'weights' ), $problems ) : array();
	return array(
		'category' => $category,
		'list'     => $list,
		'limit'    => $limit,
		'compare'  => $compare,
		'theme'    => $theme,
		'partner'  => '' !== $partner ? $partner : worthy_rankings_default_partner(),
		'fit'      => $fit,
		'weights'  => $weights,
		'problems' => $problems,
	);
}

/**
 * The block's and the shortcode's HTML.
 *
 * @param array  $raw     Untrusted attributes.
 * @param string $wrapper Escaped attributes for the element, such as the block's wrapper class.
 * @return string
 */
function worthy_rankings_render( $raw, $wrapper = '' ) {
	$attributes = worthy_rankings_attributes( $raw );
	if ( ! $attributes['list'] ) {
		return worthy_rankings_notice( $attributes['problems'] );
	}
	$site     = worthy_rankings_site_url();
	$language = worthy_rankings_language();
	$list     = worthy_rankings_list_in( $attributes['list'], $language );
	$data     = worthy_rankings_load_list( $attributes['category'], $language );
	$ours     = $data ? $data['providers'] : array();
	// Badges are ours, whatever weights a partner presets; the order and ratings are theirs.
	$top = worthy_rankings_top_picks( $ours, $list['top_pick'] );
	if ( $data && $attributes['fit'] ) {
		$attributes['weights']               = worthy_rankings_known_weights( $attributes['weights'], $data['method'], $attributes['problems'] );
		list( $ours, $attributes['changed'] ) = worthy_rankings_fit_ranking( $ours, $data['method'], $attributes['weights'] );
	}
	$notice    = worthy_rankings_notice( $attributes['problems'] );
	$providers = array_slice( $ours, 0, $attributes['limit'] );
	if ( is_feed() ) {
		return worthy_rankings_feed_list( $list, $providers, $attributes['partner'], $site );
	}
	wp_enqueue_script( 'worthy-embed' );
	$element = worthy_rankings_element( $attributes, $wrapper, $language );
	if ( ! $data ) {
		/* translators: %s: the list's title, such as "Top VPN Services". */
		$link = sprintf( __( 'See %s on Worthy', 'worthy-rankings' ), $list['title'] );
		return $notice . $element . worthy_rankings_shortcode_proof( '<p>' . worthy_rankings_outbound( $site . $list['path'], '', esc_html( $link ) ) . '</p>' ) . '</worthy-ranked-list>';
	}
	static $count = 0;
	++$count;
	$widget = worthy_rankings_widget(
		$list,
		$providers,
		array(
			'compare' => $attributes['compare'],
			'partner' => $attributes['partner'],
			'id'      => 'wys' . $count,
			'method'  => $data['method'],
			'about'   => $site . ( 'fr-CA' === $language ? '/fr' : '' ) . '/about#how-we-review',
			'top'     => $top,
			'fit'     => $attributes['fit'] && $data['method'],
			'changed' => ! empty( $attributes['changed'] ),
		)
	);
	return $notice . $element . '<template shadowrootmode="open"><style>' . worthy_rankings_widget_css() . '</style><div>'
		. worthy_rankings_shortcode_proof( $widget ) . '</div></template></worthy-ranked-list>';
}

/**
 * The opening tag: the embed's attributes (CONTRACT section 6) and the wrapper's.
 *
 * @param array  $attributes Checked attributes.
 * @param string $wrapper    Escaped attributes.
 * @param string $language   The language of the list inside: 'en' or 'fr-CA'.
 * @return string
 */
function worthy_rankings_element( $attributes, $wrapper, $language ) {
	$tag = array( 'category' => $attributes['category'] );
	if ( $attributes['limit'] ) {
		$tag['limit'] = (string) $attributes['limit'];
	}
	if ( ! $attributes['compare'] ) {
		$tag['compare'] = 'false';
	}
	$tag['theme'] = $attributes['theme'];
	if ( '' !== $attributes['partner'] ) {
		$tag['partner'] = $attributes['partner'];
	}
	if ( $attributes['fit'] ) {
		$tag['fit'] = 'true';
		if ( $attributes['weights'] ) {
			$tag['weights'] = worthy_rankings_write_weights( $attributes['weights'] );
		}
	}
	$backend = worthy_rankings_backend();
	if ( $backend ) {
		$tag['supabase-url'] = $backend['url'];
		$tag['supabase-key'] = $backend['key'];
	}
	// The live list then speaks the language the server's list was written in.
	if ( 'en' !== $language ) {
		$tag['lang'] = $language;
	}
	$tag['data-wy-theme'] = $attributes['theme'];
	$html                 = '<worthy-ranked-list' . ( '' !== $wrapper ? ' ' . $wrapper : '' );
	foreach ( $tag as $name => $value ) {
		$html .= ' ' . $name . '="' . ( 'supabase-url' === $name ? esc_url( $value ) : esc_attr( $value ) ) . '"';
	}
	return $html . '>';
}

/**
 * What is wrong with a block or shortcode, for the people who can fix it; nothing for readers.
 *
 * @param string[] $problems Problems found.
 * @return string
 */
function worthy_rankings_notice( $problems ) {
	$post = get_the_ID();
	$can  = $post ? current_user_can( 'edit_post', $post ) : current_user_can( 'edit_posts' );
	if ( ! $problems || ! $can ) {
		return '';
	}
	$items = '';
	foreach ( $problems as $problem ) {
		$items .= '<li>' . esc_html( $problem ) . '</li>';
	}
	return worthy_rankings_shortcode_proof( '<div class="worthy-rankings-notice" role="note" style="border:1px solid #d63638;border-left-width:4px;padding:8px 12px;margin:1em 0;background:#fcf0f1;color:#1d2327;font:14px/1.5 system-ui,sans-serif">'
		. '<strong>' . esc_html__( 'Worthy list (only editors see this):', 'worthy-rankings' ) . '</strong><ul style="margin:4px 0 0 1.2em;padding:0">' . $items . '</ul></div>' );
}

/**
 * Feed readers run no script and show no shadow root: a plain ranked list with its links.
 *
 * @param array   $list      The list's record, in the page's language.
 * @param array[] $providers The providers shown (none when the list could not be read).
 * @param string  $partner   A valid partner id, or ''.
 * @param string  $site      The Worthy site.
 * @return string
 */
function worthy_rankings_feed_list( $list, $providers, $partner, $site ) {
	$html = '<p><strong>' . esc_html( $list['title'] ) . '</strong></p>';
	if ( $providers ) {
		$html .= '<ol>';
		foreach ( $providers as $provider ) {
			$html .= '<li>' . worthy_rankings_feed_outbound( worthy_rankings_with_partner( $provider['url'], $partner ), esc_html( worthy_rankings_shown_name( $provider ) ) )
				/* translators: %s: the provider's rating, such as 4.66. */
				. ' ' . esc_html( sprintf( __( '(%s / 5)', 'worthy-rankings' ), number_format_i18n( $provider['rating'], 2 ) ) ) . '</li>';
		}
		$html .= '</ol>';
	}
	$html .= '<p>' . worthy_rankings_feed_outbound( $site . $list['path'], esc_html__( 'How Worthy ranks them', 'worthy-rankings' ) ) . '</p>';
	return worthy_rankings_shortcode_proof( $html );
}

/**
 * The widget's stylesheet, generated at build time from the embed's own, plus one rule for the
 * time before the embed runs (or for a reader without scripts): the buttons and the compare panel,
 * which do nothing without it, are invisible, their room kept so nothing moves when they appear.
 *
 * @return string
 */
function worthy_rankings_widget_css() {
	static $css = null;
	if ( null === $css ) {
		$file = WORTHY_RANKINGS_DIR . '/generated/widget.css';
		$css  = ( is_readable( $file ) ? (string) file_get_contents( $file ) : '' ) // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of this plugin.
			. ':host(:not(:defined)) :is(.wy-button--compare,.wy-breakdown__toggle,.wy-code__copy,.wy-compare){visibility:hidden}';
	}
	return $css;
}
