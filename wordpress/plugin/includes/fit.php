<?php
/**
 * Find your fit in the server's list (CONTRACT section 16): the block's and the shortcode's `fit`
 * and `weights`, the controls' header folded as the embed draws it, and the list ranked and rated
 * under a partner's preset weights by the method's math (lib/fit/rank.ts), so the live widget
 * takes the list over without a change.
 *
 * @package WorthyRankings
 */

defined( 'ABSPATH' ) || exit;

/**
 * Weights as written ("privacy:3,price:1"): a criterion id and 0 to 3 each; anything else is named in $problems.
 *
 * @param string   $text     The attribute as written.
 * @param string[] $problems Problems found so far.
 * @return array<string, int>
 */
function worthy_rankings_read_weights( $text, &$problems ) {
	$weights = array();
	foreach ( explode( ',', $text ) as $part ) {
		$part = trim( $part );
		if ( '' === $part ) {
			continue;
		}
		if ( preg_match( '/^([A-Za-z0-9_-]{1,64})\s*:\s*([0-3])$/', $part, $match ) ) {
			$weights[ $match[1] ] = (int) $match[2];
		} else {
			/* translators: %s: one weight as written, such as "privacy:7". */
			$problems[] = sprintf( __( 'The weight “%s” is not a criterion id with a weight from 0 to 3, so it is ignored.', 'worthy-rankings' ), $part );
		}
	}
	return $weights;
}

/**
 * The weights of criteria the list's method scores; the others are named in $problems.
 *
 * @param array<string, int> $weights  Weights read.
 * @param array|null         $method   The list's scoring method.
 * @param string[]           $problems Problems found so far.
 * @return array<string, int>
 */
function worthy_rankings_known_weights( $weights, $method, &$problems ) {
	$ids = $method ? array_column( $method['criteria'], 'id' ) : array();
	foreach ( array_keys( $weights ) as $id ) {
		if ( ! in_array( $id, $ids, true ) ) {
			unset( $weights[ $id ] );
			/* translators: %s: a criterion id the list does not score. */
			$problems[] = sprintf( __( 'This list scores no criterion “%s”, so its weight is ignored.', 'worthy-rankings' ), $id );
		}
	}
	return $weights;
}

/**
 * The weights as the embed's attribute reads them.
 *
 * @param array<string, int> $weights Known weights.
 * @return string
 */
function worthy_rankings_write_weights( $weights ) {
	$parts = array();
	foreach ( $weights as $id => $weight ) {
		$parts[] = $id . ':' . $weight;
	}
	return implode( ',', $parts );
}

/**
 * A provider's rating under the weights: Σ(ours × theirs × score) ÷ Σ(ours × theirs), to two
 * decimals with halves up; its own rating when it lacks a score or every weight is 0.
 *
 * @param array              $provider A provider.
 * @param array              $method   The list's scoring method.
 * @param array<string, int> $weights  Known weights (1 where none is given).
 * @return float
 */
function worthy_rankings_fit_rating( $provider, $method, $weights ) {
	$sum   = 0.0;
	$total = 0.0;
	foreach ( $method['criteria'] as $criterion ) {
		if ( ! isset( $provider['scores'][ $criterion['id'] ] ) ) {
			return $provider['rating'];
		}
		$counted = $criterion['weight'] * ( $weights[ $criterion['id'] ] ?? 1 );
		$sum    += $counted * $provider['scores'][ $criterion['id'] ];
		$total  += $counted;
	}
	// As the widget rounds (Math.round with the same epsilon): halves up.
	return $total > 0 ? floor( $sum / $total * 100 + 0.5 + 1e-9 ) / 100 : $provider['rating'];
}

/**
 * The providers in the order of a partner's preset weights, rated by them (highest first, equal
 * ratings in our order), and whether that differs from our ranking (the list is then "Your ranking").
 *
 * @param array[]            $providers Providers in our order.
 * @param array|null         $method    The list's scoring method.
 * @param array<string, int> $weights   Known weights.
 * @return array{0: array[], 1: bool}
 */
function worthy_rankings_fit_ranking( $providers, $method, $weights ) {
	$changed = array() !== array_filter(
		$weights,
		static function ( $weight ) {
			return 1 !== $weight;
		}
	);
	if ( ! $changed || ! $method ) {
		return array( $providers, false );
	}
	$weighed = false;
	foreach ( $method['criteria'] as $criterion ) {
		$weighed = $weighed || 0 !== ( $weights[ $criterion['id'] ] ?? 1 );
	}
	if ( ! $weighed ) {
		return array( $providers, true );
	}
	$rows = array();
	foreach ( $providers as $index => $provider ) {
		$provider['rating'] = worthy_rankings_fit_rating( $provider, $method, $weights );
		$rows[]             = array( $provider, $index );
	}
	usort(
		$rows,
		static function ( $a, $b ) {
			return $b[0]['rating'] <=> $a[0]['rating'] ?: $a[1] <=> $b[1];
		}
	);
	return array( array_column( $rows, 0 ), true );
}

/**
 * The controls' header as the embed first draws it, folded (lib/widgets/FitControls, folded).
 *
 * @param string $id The list's id on the page.
 * @return string
 */
function worthy_rankings_fit_header( $id ) {
	$fit = $id . 'fit';
	return '<section class="wy-fit wy-fit--folded" aria-labelledby="' . esc_attr( $fit . '-title' ) . '"><div class="wy-fit__header"><div>'
		. '<h2 class="wy-fit__title" id="' . esc_attr( $fit . '-title' ) . '">' . esc_html__( 'Find your fit', 'worthy-rankings' ) . '</h2>'
		. '<p class="wy-fit__intro">' . esc_html__( 'Our weights are a default, not a verdict. Set what matters to you and the list re-ranks.', 'worthy-rankings' ) . '</p></div>'
		. '<button type="button" class="wy-button wy-button--ghost wy-fit__toggle" aria-expanded="false" aria-controls="' . esc_attr( $fit . '-body' ) . '">' . esc_html__( 'Adjust the ranking', 'worthy-rankings' ) . '</button></div>'
		. '<div class="wy-fit__body" id="' . esc_attr( $fit . '-body' ) . '"></div><p class="wy-visually-hidden" role="status" aria-live="polite"></p></section>';
}
