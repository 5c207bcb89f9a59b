<?php
/**
 * Where a list's rows come from, on the server: the partner's own backend when one is set (the
 * read of Worthy's CONTRACT section 7), else the list the Worthy site publishes beside its embed
 * (/embed/data/<key>.json and /embed/methods/<key>.json; in French the list its French embed
 * shows, /embed/lists/fr-CA/<key>.json, with its words in French). Each list is kept for 15 minutes, and
 * its last good copy for a week, shown while the Worthy site cannot be reached. A site that does
 * not answer costs one page at most 3 seconds, once: it is then left alone for 5 minutes.
 *
 * @package WorthyRankings
 */

defined( 'ABSPATH' ) || exit;

const WORTHY_RANKINGS_FRESH_FOR = 900;
const WORTHY_RANKINGS_STALE_FOR = 604800;
const WORTHY_RANKINGS_DOWN_FOR  = 300;
const WORTHY_RANKINGS_TIMEOUT   = 3;
const WORTHY_RANKINGS_MAX_BYTES = 1048576;

/**
 * A list's providers and scoring method, or null when neither the Worthy site nor a copy has it.
 *
 * @param string $key      A list key (already checked).
 * @param string $language 'en' or 'fr-CA'.
 * @return array{providers: array[], method: array|null}|null
 */
function worthy_rankings_load_list( $key, $language = 'en' ) {
	static $loaded = array();
	$site    = worthy_rankings_site_url();
	$backend = worthy_rankings_backend();
	$id      = md5( $site . '|' . ( $backend ? $backend['url'] . '|' . $backend['key'] : '' ) . '|' . $key . ( 'en' !== $language ? '|' . $language : '' ) );
	if ( array_key_exists( $id, $loaded ) ) {
		return $loaded[ $id ];
	}
	$fresh = get_transient( 'worthy_list_' . $id );
	if ( is_array( $fresh ) ) {
		$loaded[ $id ] = $fresh;
		return $fresh;
	}
	$list = worthy_rankings_fetch_list( $site, $backend, $key, $language );
	if ( $list ) {
		set_transient( 'worthy_list_' . $id, $list, WORTHY_RANKINGS_FRESH_FOR );
		set_transient( 'worthy_stale_' . $id, $list, WORTHY_RANKINGS_STALE_FOR );
	} else {
		$stale = get_transient( 'worthy_stale_' . $id );
		$list  = is_array( $stale ) ? $stale : null;
	}
	$loaded[ $id ] = $list;
	return $list;
}

/**
 * Reads one list afresh: the backend's rows when it has some, else the Worthy site's.
 *
 * @param string     $site     The Worthy site.
 * @param array|null $backend  The partner's backend.
 * @param string     $key      A list key.
 * @param string     $language 'en' or 'fr-CA'.
 * @return array{providers: array[], method: array|null}|null
 */
function worthy_rankings_fetch_list( $site, $backend, $key, $language = 'en' ) {
	$french = 'fr-CA' === $language;
	// The French list file carries its method; the backend's rows and the English ones need it read.
	$method = $backend || ! $french ? worthy_rankings_to_method( worthy_rankings_get_json( $site, $site . '/embed/methods/' . rawurlencode( $key ) . '.json' ) ) : null;
	if ( $backend ) {
		$query = '?select=*&order=display_order.asc,rating.desc&limit=' . WORTHY_RANKINGS_READ_LIMIT;
		$rows  = worthy_rankings_get_json(
			$backend['url'],
			$backend['url'] . '/rest/v1/' . rawurlencode( $key ) . $query,
			array(
				'apikey'        => $backend['key'],
				'Authorization' => 'Bearer ' . $backend['key'],
			)
		);
		$providers = worthy_rankings_to_providers( $rows, $method );
		if ( $providers ) {
			return array(
				'providers' => $providers,
				'method'    => $method,
			);
		}
	}
	if ( $french ) {
		$file      = worthy_rankings_get_json( $site, $site . '/embed/lists/fr-CA/' . rawurlencode( $key ) . '.json' );
		$method    = worthy_rankings_to_method( is_array( $file ) ? ( $file['method'] ?? null ) : null );
		$providers = worthy_rankings_to_providers( worthy_rankings_rows_of_list_file( $file ), $method );
	} else {
		$rows      = worthy_rankings_get_json( $site, $site . '/embed/data/' . rawurlencode( $key ) . '.json' );
		$providers = worthy_rankings_to_providers( $rows, $method );
	}
	return $providers ? array(
		'providers' => $providers,
		'method'    => $method,
	) : null;
}

/**
 * The providers of a list file the embed reads (lists/fr-CA/<key>.json: checked at Worthy's
 * build, in the widget's field names) as rows, in the file's order, so the same checks apply.
 *
 * @param mixed $file Decoded JSON.
 * @return array[]|null
 */
function worthy_rankings_rows_of_list_file( $file ) {
	if ( ! is_array( $file ) || ! isset( $file['providers'] ) || ! is_array( $file['providers'] ) ) {
		return null;
	}
	$columns = array(
		'name'            => 'name',
		'displayName'     => 'display_name',
		'logo'            => 'logo',
		'url'             => 'url',
		'review'          => 'review',
		'promo'           => 'promo',
		'promoCode'       => 'promo_code',
		'promoDetail'     => 'promo_detail',
		'rating'          => 'rating',
		'userVotes'       => 'user_votes',
		'features'        => 'features',
		'startingPrice'   => 'starting_price',
		'isWorthyPartner' => 'is_worthy_partner',
		'scores'          => 'scores',
		'facts'           => 'facts',
	);
	$rows    = array();
	foreach ( array_values( $file['providers'] ) as $order => $provider ) {
		$row = array( 'display_order' => $order );
		foreach ( $columns as $field => $column ) {
			if ( is_array( $provider ) && array_key_exists( $field, $provider ) ) {
				$row[ $column ] = $provider[ $field ];
			}
		}
		$rows[] = $row;
	}
	return $rows;
}

/**
 * Decoded JSON from a URL, or null. A host that cannot be reached is not asked again for 5 minutes.
 *
 * @param string $host    The site asked (the key of its "down" mark).
 * @param string $url     The URL.
 * @param array  $headers Request headers.
 * @return mixed
 */
function worthy_rankings_get_json( $host, $url, $headers = array() ) {
	static $down = array();
	$mark = 'worthy_down_' . md5( $host );
	if ( isset( $down[ $mark ] ) || get_transient( $mark ) ) {
		$down[ $mark ] = true;
		return null;
	}
	$response = wp_remote_get(
		$url,
		array(
			'timeout'             => WORTHY_RANKINGS_TIMEOUT,
			'redirection'         => 2,
			'limit_response_size' => WORTHY_RANKINGS_MAX_BYTES,
			'user-agent'          => 'WorthyRankings/' . WORTHY_RANKINGS_VERSION . '; ' . home_url( '/' ),
			'headers'             => array_merge( array( 'Accept' => 'application/json' ), $headers ),
		)
	);
	if ( is_wp_error( $response ) ) {
		$down[ $mark ] = true;
		set_transient( $mark, 1, WORTHY_RANKINGS_DOWN_FOR );
		return null;
	}
	if ( 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
		return null;
	}
	return json_decode( wp_remote_retrieve_body( $response ), true, 32 );
}
