<?php
/**
 * Settings → Worthy: the default partner id, the Worthy site the lists come from, and an optional
 * backend of the partner's own. Options are prefixed worthy_ (uninstall.php removes them).
 *
 * @package WorthyRankings
 */

defined( 'ABSPATH' ) || exit;

const WORTHY_RANKINGS_DEFAULT_SITE = 'https://worthy.reviews';
const WORTHY_RANKINGS_PARTNER_PATTERN = '/^[A-Za-z0-9_-]{1,64}$/';

/** The options this plugin keeps, each with its sanitizer. */
function worthy_rankings_options() {
	return array(
		'worthy_partner_id'   => 'worthy_rankings_sanitize_partner',
		'worthy_site_url'     => 'worthy_rankings_sanitize_site_url',
		'worthy_supabase_url' => 'worthy_rankings_sanitize_supabase_url',
		'worthy_supabase_key' => 'worthy_rankings_sanitize_supabase_key',
	);
}

/**
 * An http(s) URL without a trailing slash, or '' for anything else.
 *
 * @param mixed $value Untrusted text.
 * @return string
 */
function worthy_rankings_http_url( $value ) {
	if ( ! is_string( $value ) ) {
		return '';
	}
	$value = trim( $value );
	if ( '' === $value || strlen( $value ) > 2048 || ! preg_match( '#^https?://[^\s/?\#]+#i', $value ) ) {
		return '';
	}
	$parts = wp_parse_url( $value );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || ! in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true ) ) {
		return '';
	}
	return untrailingslashit( $value );
}

/**
 * The Worthy site that serves the embed script and the lists: the WORTHY_SITE_URL constant when
 * defined, else the option, else https://worthy.reviews.
 *
 * @return string
 */
function worthy_rankings_site_url() {
	if ( defined( 'WORTHY_SITE_URL' ) ) {
		$constant = worthy_rankings_http_url( WORTHY_SITE_URL );
		if ( '' !== $constant ) {
			return $constant;
		}
	}
	$option = worthy_rankings_http_url( get_option( 'worthy_site_url', '' ) );
	return '' !== $option ? $option : WORTHY_RANKINGS_DEFAULT_SITE;
}

/** The default partner id, or '' when none is set. */
function worthy_rankings_default_partner() {
	$partner = get_option( 'worthy_partner_id', '' );
	return is_string( $partner ) && preg_match( WORTHY_RANKINGS_PARTNER_PATTERN, $partner ) ? $partner : '';
}

/**
 * The partner's own Supabase backend, when both halves are set.
 *
 * @return array{url: string, key: string}|null
 */
function worthy_rankings_backend() {
	$url = worthy_rankings_http_url( get_option( 'worthy_supabase_url', '' ) );
	$key = get_option( 'worthy_supabase_key', '' );
	return '' !== $url && is_string( $key ) && '' !== $key ? array( 'url' => $url, 'key' => $key ) : null;
}

/**
 * Keeps the last good value and says why when a new one is refused.
 *
 * @param string $option  Option name.
 * @param string $message What is wrong.
 * @return string
 */
function worthy_rankings_refuse( $option, $message ) {
	add_settings_error( $option, $option . '_invalid', $message );
	$previous = get_option( $option, '' );
	return is_string( $previous ) ? $previous : '';
}

/**
 * Sanitizes the default partner id.
 *
 * @param mixed $value Submitted value.
 * @return string
 */
function worthy_rankings_sanitize_partner( $value ) {
	$value = is_string( $value ) ? trim( $value ) : '';
	if ( '' === $value || preg_match( WORTHY_RANKINGS_PARTNER_PATTERN, $value ) ) {
		return $value;
	}
	return worthy_rankings_refuse( 'worthy_partner_id', __( 'The partner id may use only letters, digits, hyphens and underscores, at most 64 of them. The previous value was kept.', 'worthy-rankings' ) );
}

/**
 * Sanitizes the Worthy site's address.
 *
 * @param mixed $value Submitted value.
 * @return string
 */
function worthy_rankings_sanitize_site_url( $value ) {
	return worthy_rankings_sanitize_address( 'worthy_site_url', $value, __( 'The Worthy site must be an http(s) address. The previous value was kept.', 'worthy-rankings' ) );
}

/**
 * Sanitizes the backend's address.
 *
 * @param mixed $value Submitted value.
 * @return string
 */
function worthy_rankings_sanitize_supabase_url( $value ) {
	return worthy_rankings_sanitize_address( 'worthy_supabase_url', $value, __( 'The Supabase URL must be an http(s) address, such as https://abcd.supabase.co. The previous value was kept.', 'worthy-rankings' ) );
}

/**
 * An http(s) address option: empty, or a valid address, else refused with the message.
 *
 * @param string $option  Option name.
 * @param mixed  $value   Submitted value.
 * @param string $message Why a value is refused.
 * @return string
 */
function worthy_rankings_sanitize_address( $option, $value, $message ) {
	$value = is_string( $value ) ? trim( $value ) : '';
	if ( '' === $value ) {
		return '';
	}
	$url = worthy_rankings_http_url( $value );
	return '' !== $url ? esc_url_raw( $url, array( 'http', 'https' ) ) : worthy_rankings_refuse( $option, $message );
}

/**
 * Sanitizes the backend's anon key (a JWT or a publishable key: letters, digits, dots, hyphens, underscores).
 *
 * @param mixed $value Submitted value.
 * @return string
 */
function worthy_rankings_sanitize_supabase_key( $value ) {
	$value = is_string( $value ) ? trim( $value ) : '';
	if ( '' === $value || preg_match( '/^[A-Za-z0-9._-]{1,2048}$/', $value ) ) {
		return $value;
	}
	return worthy_rankings_refuse( 'worthy_supabase_key', __( 'The anon key may hold only letters, digits, dots, hyphens and underscores. The previous value was kept.', 'worthy-rankings' ) );
}

add_action( 'admin_init', 'worthy_rankings_register_settings' );
add_action( 'admin_menu', 'worthy_rankings_add_settings_page' );
add_filter( 'plugin_action_links_' . plugin_basename( WORTHY_RANKINGS_DIR . '/worthy-rankings.php' ), 'worthy_rankings_action_links' );

/** The settings, their section and their fields (Settings API: nonces and manage_options come with it). */
function worthy_rankings_register_settings() {
	foreach ( worthy_rankings_options() as $option => $sanitize ) {
		register_setting(
			'worthy_rankings',
			$option,
			array(
				'type'              => 'string',
				'default'           => '',
				'sanitize_callback' => $sanitize,
				'show_in_rest'      => false,
			)
		);
	}
	add_settings_section( 'worthy_rankings_partner', __( 'Your partner id', 'worthy-rankings' ), 'worthy_rankings_partner_intro', 'worthy-rankings' );
	add_settings_field( 'worthy_partner_id', __( 'Default partner id', 'worthy-rankings' ), 'worthy_rankings_field_partner', 'worthy-rankings', 'worthy_rankings_partner', array( 'label_for' => 'worthy_partner_id' ) );
	add_settings_section( 'worthy_rankings_source', __( 'Where the lists come from', 'worthy-rankings' ), 'worthy_rankings_source_intro', 'worthy-rankings' );
	add_settings_field( 'worthy_site_url', __( 'Worthy site', 'worthy-rankings' ), 'worthy_rankings_field_site', 'worthy-rankings', 'worthy_rankings_source', array( 'label_for' => 'worthy_site_url' ) );
	add_settings_field( 'worthy_supabase_url', __( 'Supabase URL (optional)', 'worthy-rankings' ), 'worthy_rankings_field_supabase_url', 'worthy-rankings', 'worthy_rankings_source', array( 'label_for' => 'worthy_supabase_url' ) );
	add_settings_field( 'worthy_supabase_key', __( 'Supabase anon key (optional)', 'worthy-rankings' ), 'worthy_rankings_field_supabase_key', 'worthy-rankings', 'worthy_rankings_source', array( 'label_for' => 'worthy_supabase_key' ) );
}

/** Settings → Worthy, for administrators only. */
function worthy_rankings_add_settings_page() {
	add_options_page( __( 'Worthy Rankings', 'worthy-rankings' ), __( 'Worthy', 'worthy-rankings' ), 'manage_options', 'worthy-rankings', 'worthy_rankings_settings_page' );
}

/**
 * A "Settings" link beside Deactivate on the Plugins screen.
 *
 * @param string[] $links Existing links.
 * @return string[]
 */
function worthy_rankings_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=worthy-rankings' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'worthy-rankings' ) . '</a>' );
	return $links;
}

/** The settings screen. */
function worthy_rankings_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Worthy Rankings', 'worthy-rankings' ); ?></h1>
		<p><?php esc_html_e( 'Show a Worthy list in any post: insert the “Worthy ranked list” block, or write the shortcode [worthy_list category="vpn_providers"].', 'worthy-rankings' ); ?></p>
		<form action="options.php" method="post">
			<?php
			settings_fields( 'worthy_rankings' );
			do_settings_sections( 'worthy-rankings' );
			submit_button();
			?>
		</form>
	</div>
	<?php
}

/** Explains the partner id. */
function worthy_rankings_partner_intro() {
	echo '<p>' . esc_html__( 'Lists that name no partner of their own use this one: their Visit links then carry utm_source=<your id>&utm_medium=embed, so the clicks you send are counted for you.', 'worthy-rankings' ) . '</p>';
}

/** Explains where lists come from. */
function worthy_rankings_source_intro() {
	echo '<p>' . esc_html__( 'Lists are read from the Worthy site and kept for 15 minutes. Set a Supabase project only if Worthy gave you one of your own.', 'worthy-rankings' ) . '</p>';
}

/**
 * One text input.
 *
 * @param string $option      Option name.
 * @param string $description Help text.
 * @param array  $extra       Extra attributes.
 */
function worthy_rankings_text_field( $option, $description, $extra = array() ) {
	$value = get_option( $option, '' );
	printf( '<input type="text" class="regular-text" id="%1$s" name="%1$s" value="%2$s"', esc_attr( $option ), esc_attr( is_string( $value ) ? $value : '' ) );
	foreach ( $extra as $name => $attribute ) {
		printf( ' %s="%s"', esc_attr( $name ), esc_attr( $attribute ) );
	}
	echo ' />';
	printf( '<p class="description">%s</p>', esc_html( $description ) );
}

/** The default partner id field. */
function worthy_rankings_field_partner() {
	worthy_rankings_text_field( 'worthy_partner_id', __( 'Letters, digits, hyphens and underscores, up to 64.', 'worthy-rankings' ), array( 'pattern' => '[A-Za-z0-9_\-]{1,64}', 'autocomplete' => 'off' ) );
}

/** The Worthy site field; read-only when the WORTHY_SITE_URL constant decides. */
function worthy_rankings_field_site() {
	if ( defined( 'WORTHY_SITE_URL' ) ) {
		printf( '<code>%s</code><p class="description">%s</p>', esc_html( worthy_rankings_site_url() ), esc_html__( 'Set by the WORTHY_SITE_URL constant in wp-config.php.', 'worthy-rankings' ) );
		return;
	}
	worthy_rankings_text_field( 'worthy_site_url', __( 'Leave empty for https://worthy.reviews.', 'worthy-rankings' ), array( 'placeholder' => WORTHY_RANKINGS_DEFAULT_SITE, 'inputmode' => 'url' ) );
}

/** The backend URL field. */
function worthy_rankings_field_supabase_url() {
	worthy_rankings_text_field( 'worthy_supabase_url', __( 'Such as https://abcd.supabase.co. Used only with the anon key below.', 'worthy-rankings' ), array( 'inputmode' => 'url' ) );
}

/** The backend key field. */
function worthy_rankings_field_supabase_key() {
	worthy_rankings_text_field( 'worthy_supabase_key', __( 'The public anon key: it can only read the lists.', 'worthy-rankings' ), array( 'autocomplete' => 'off' ) );
}
