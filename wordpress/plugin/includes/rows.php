<?php
/**
 * Rows are untrusted: the same rules as Worthy's JavaScript row validator (lib/data/toProvider.ts),
 * so a hostile or broken answer renders nothing unsafe and a bad row never hides the good ones.
 * A row without a name, with a url that is not http(s) or with a rating that is not a number is
 * dropped; the rest is repaired (rating clamped to 0-5, texts capped, logo and review links kept
 * only when http(s)). At most 300 providers are kept, from the first 400 rows (lib/data/limits.ts). Pros, cons and the
 * check date are not read: the card shows them only in its breakdown, which the live widget renders.
 *
 * @package WorthyRankings
 */

defined( 'ABSPATH' ) || exit;

const WORTHY_RANKINGS_READ_LIMIT     = 400;
const WORTHY_RANKINGS_MAX_PROVIDERS  = 300;
const WORTHY_RANKINGS_CARDS_PER_PAGE = 20;
const WORTHY_RANKINGS_MAX_FEATURES  = 8;
const WORTHY_RANKINGS_MAX_URL       = 2048;
const WORTHY_RANKINGS_TEXT_CAPS     = array(
	'name'           => 80,
	'promo'          => 120,
	'promo_detail'   => 240,
	'promo_code'     => 40,
	'starting_price' => 60,
	'feature'        => 120,
);

/**
 * The value itself when it is an http(s) URL of at most 2048 characters, else null.
 *
 * @param mixed $value Untrusted value.
 * @return string|null
 */
function worthy_rankings_link( $value ) {
	if ( ! is_string( $value ) || strlen( $value ) > WORTHY_RANKINGS_MAX_URL ) {
		return null;
	}
	return preg_match( '#^https?://[^\s/?\#@]+(?:[/?\#]\S*)?$#i', $value ) ? $value : null;
}

/**
 * Trimmed text cut to $max characters at a word, ending in '…'; '' when the value is not text.
 *
 * @param mixed $value Untrusted value.
 * @param int   $max   Characters kept.
 * @return string
 */
function worthy_rankings_capped_text( $value, $max ) {
	if ( ! is_string( $value ) ) {
		return '';
	}
	$text = trim( wp_check_invalid_utf8( $value, true ) );
	if ( mb_strlen( $text ) <= $max ) {
		return $text;
	}
	$end  = $max - 1;
	$head = mb_substr( $text, 0, $end );
	if ( ! preg_match( '/^\s/u', mb_substr( $text, $end, 1 ) ) ) {
		$space = mb_strrpos( $head, ' ' );
		if ( false !== $space && $space >= $end * 0.6 ) {
			$head = mb_substr( $head, 0, $space );
		}
	}
	$trimmed = preg_replace( '/[\s,;:.\-–—]+$/u', '', $head );
	return ( '' !== $trimmed && null !== $trimmed ? $trimmed : $head ) . '…';
}

/**
 * The first $items non-blank texts of a list, each capped.
 *
 * @param mixed $value  Untrusted value.
 * @param int   $items  Items kept.
 * @param int   $length Characters kept per item.
 * @return string[]
 */
function worthy_rankings_text_list( $value, $items, $length ) {
	$kept = array();
	if ( ! is_array( $value ) ) {
		return $kept;
	}
	foreach ( $value as $item ) {
		if ( count( $kept ) >= $items ) {
			break;
		}
		$text = worthy_rankings_capped_text( $item, $length );
		if ( '' !== $text ) {
			$kept[] = $text;
		}
	}
	return $kept;
}

/**
 * A finite number (not a numeric string, as in JSON), else null.
 *
 * @param mixed $value Untrusted value.
 * @return float|null
 */
function worthy_rankings_number( $value ) {
	return ( is_int( $value ) || is_float( $value ) ) && is_finite( (float) $value ) ? (float) $value : null;
}

/**
 * A list's scoring method: 3-6 criteria each with an id, a label and a weight, and its facts
 * (includes/facts.php), or null.
 *
 * @param mixed $value Untrusted value.
 * @return array{criteria: array<int, array{id: string, label: string, weight: float}>, facts: array[]}|null
 */
function worthy_rankings_to_method( $value ) {
	if ( ! is_array( $value ) || ! isset( $value['criteria'] ) || ! is_array( $value['criteria'] ) ) {
		return null;
	}
	$criteria = array();
	foreach ( array_slice( $value['criteria'], 0, 12 ) as $criterion ) {
		if ( ! is_array( $criterion ) ) {
			return null;
		}
		$id     = isset( $criterion['id'] ) && is_string( $criterion['id'] ) ? $criterion['id'] : '';
		$label  = worthy_rankings_capped_text( $criterion['label'] ?? null, 80 );
		$weight = worthy_rankings_number( $criterion['weight'] ?? null );
		if ( '' === $id || '' === $label || null === $weight || $weight < 0 ) {
			return null;
		}
		$criteria[] = array(
			'id'     => $id,
			'label'  => $label,
			'weight' => $weight,
		);
	}
	return $criteria ? array(
		'criteria' => $criteria,
		'facts'    => worthy_rankings_to_fact_definitions( $value['facts'] ?? null ),
	) : null;
}

/**
 * One provider from an untrusted row, or null when the row cannot be shown.
 *
 * @param mixed      $row    Untrusted row (snake_case columns).
 * @param array|null $method The list's scoring method.
 * @return array|null
 */
function worthy_rankings_to_provider( $row, $method ) {
	if ( ! is_array( $row ) ) {
		return null;
	}
	$caps   = WORTHY_RANKINGS_TEXT_CAPS;
	$name   = worthy_rankings_capped_text( $row['name'] ?? null, $caps['name'] );
	$url    = worthy_rankings_link( $row['url'] ?? null );
	$rating = worthy_rankings_number( $row['rating'] ?? null );
	if ( '' === $name || null === $url || null === $rating ) {
		return null;
	}
	$votes = $row['user_votes'] ?? null;
	$scores = array();
	if ( $method && isset( $row['scores'] ) && is_array( $row['scores'] ) ) {
		foreach ( $method['criteria'] as $criterion ) {
			$score = worthy_rankings_number( $row['scores'][ $criterion['id'] ] ?? null );
			if ( null !== $score ) {
				$scores[ $criterion['id'] ] = min( 5.0, max( 0.0, $score ) );
			}
		}
	}
	return array(
		'name'           => $name,
		// The name it trades under in French (Banque Scotia), shown on a French list; `name` stays its identity.
		'display_name'   => worthy_rankings_capped_text( $row['display_name'] ?? null, $caps['name'] ),
		'logo'           => worthy_rankings_link( $row['logo'] ?? null ),
		'url'            => $url,
		'review'         => worthy_rankings_link( $row['review'] ?? null ),
		'promo'          => worthy_rankings_capped_text( $row['promo'] ?? null, $caps['promo'] ),
		'promo_code'     => worthy_rankings_capped_text( $row['promo_code'] ?? null, $caps['promo_code'] ),
		'promo_detail'   => worthy_rankings_capped_text( $row['promo_detail'] ?? null, $caps['promo_detail'] ),
		'rating'         => min( 5.0, max( 0.0, $rating ) ),
		'user_votes'     => is_int( $votes ) && $votes >= 0 ? $votes : 0,
		'features'       => worthy_rankings_text_list( $row['features'] ?? null, WORTHY_RANKINGS_MAX_FEATURES, $caps['feature'] ),
		'starting_price' => worthy_rankings_capped_text( $row['starting_price'] ?? null, $caps['starting_price'] ),
		'is_partner'     => true === ( $row['is_worthy_partner'] ?? null ),
		'scores'         => $scores,
		'facts'          => worthy_rankings_to_facts( $row['facts'] ?? null, $method ),
	);
}

/**
 * A whole list: sorted as the backend sorts (display_order ascending, then rating descending),
 * bad rows dropped, duplicates of a name dropped, at most 300 providers from the first 400 rows.
 *
 * @param mixed      $rows   Untrusted rows.
 * @param array|null $method The list's scoring method.
 * @return array[]
 */
function worthy_rankings_to_providers( $rows, $method ) {
	if ( ! is_array( $rows ) || ! worthy_rankings_is_list( $rows ) ) {
		return array();
	}
	$rank = static function ( $row, $field, $missing ) {
		$value = is_array( $row ) ? worthy_rankings_number( $row[ $field ] ?? null ) : null;
		return null === $value ? $missing : $value;
	};
	usort(
		$rows,
		static function ( $a, $b ) use ( $rank ) {
			return ( $rank( $a, 'display_order', INF ) <=> $rank( $b, 'display_order', INF ) )
				?: ( $rank( $b, 'rating', -INF ) <=> $rank( $a, 'rating', -INF ) );
		}
	);
	$providers = array();
	$seen      = array();
	foreach ( array_slice( $rows, 0, WORTHY_RANKINGS_READ_LIMIT ) as $row ) {
		if ( count( $providers ) >= WORTHY_RANKINGS_MAX_PROVIDERS ) {
			break;
		}
		$provider = worthy_rankings_to_provider( $row, $method );
		if ( null === $provider || isset( $seen[ $provider['name'] ] ) ) {
			continue;
		}
		$seen[ $provider['name'] ] = true;
		$providers[]               = $provider;
	}
	return $providers;
}

/**
 * Whether an array is a JSON list (array_is_list() arrived in PHP 8.1).
 *
 * @param array $value Decoded JSON.
 * @return bool
 */
function worthy_rankings_is_list( array $value ) {
	return array() === $value || array_keys( $value ) === range( 0, count( $value ) - 1 );
}
