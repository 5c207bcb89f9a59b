<?php
/**
 * The ranked list as Worthy's widget renders it once loaded (lib/connected/WorthyRankedList and
 * lib/widgets): the same elements, classes and words, so the embed swaps its live list in without
 * moving a pixel. tests/e2e/wordpress-plugin.spec.ts compares the two, list by list, in Chromium.
 *
 * @package WorthyRankings
 */

defined( 'ABSPATH' ) || exit;

const WORTHY_RANKINGS_OUTBOUND_REL = 'sponsored noopener noreferrer';
const WORTHY_RANKINGS_PARTNER_NOTE = 'Worthy partner: we may earn a commission. It never changes the score.';
const WORTHY_RANKINGS_STAR         = 'M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z';

/**
 * Text for HTML, also inside attributes. Square brackets are written as entities so that text
 * from a list can never be read as a shortcode by the_content filters that run after a block.
 *
 * @param string $text Any text.
 * @return string
 */
function worthy_rankings_html( $text ) {
	return str_replace( array( '[', ']' ), array( '&#91;', '&#93;' ), htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' ) );
}

/**
 * An outbound link's URL with the partner's utm_source and utm_medium=embed, before any #fragment;
 * the link's own query is kept as it is, except an older utm_source or utm_medium.
 *
 * @param string $url     An http(s) URL.
 * @param string $partner A valid partner id, or ''.
 * @return string
 */
function worthy_rankings_with_partner( $url, $partner ) {
	if ( '' === $partner ) {
		return $url;
	}
	$hash     = strpos( $url, '#' );
	$fragment = false === $hash ? '' : substr( $url, $hash );
	$rest     = false === $hash ? $url : substr( $url, 0, $hash );
	$question = strpos( $rest, '?' );
	$base     = false === $question ? $rest : substr( $rest, 0, $question );
	$query    = false === $question ? '' : substr( $rest, $question + 1 );
	if ( ! preg_match( '#^https?://[^/]+/#i', $base ) ) {
		$base .= '/';
	}
	$kept = array();
	foreach ( explode( '&', $query ) as $pair ) {
		$name = rawurldecode( str_replace( '+', ' ', explode( '=', $pair )[0] ) );
		if ( '' !== $pair && 'utm_source' !== $name && 'utm_medium' !== $name ) {
			$kept[] = $pair;
		}
	}
	$kept[] = 'utm_source=' . rawurlencode( $partner );
	$kept[] = 'utm_medium=embed';
	return $base . '?' . implode( '&', $kept ) . $fragment;
}

/**
 * A link that opens in a new tab and passes no ranking signal (CONTRACT section 8).
 *
 * @param string $url   An http(s) URL.
 * @param string $class Class names.
 * @param string $inner HTML inside.
 * @return string
 */
function worthy_rankings_outbound( $url, $class, $inner ) {
	return '<a' . ( '' !== $class ? ' class="' . $class . '"' : '' ) . ' href="' . worthy_rankings_html( $url ) . '" target="_blank" rel="' . WORTHY_RANKINGS_OUTBOUND_REL . '">' . $inner . '</a>';
}

/**
 * Two letters for a provider without a logo, as the widget's Logo makes them.
 *
 * @param string $name Provider name.
 * @return string
 */
function worthy_rankings_monogram( $name ) {
	$words = preg_split( '/\s+/u', trim( (string) preg_replace( '/[^\p{L}\p{N}\s]/u', ' ', $name ) ), -1, PREG_SPLIT_NO_EMPTY );
	if ( ! $words ) {
		return '?';
	}
	$letters = count( $words ) > 1 ? mb_substr( $words[0], 0, 1 ) . mb_substr( $words[1], 0, 1 ) : mb_substr( $words[0], 0, 1 );
	return mb_strtoupper( $letters );
}

/**
 * Five stars; star i is full when the rating is at least i, or within 0.1 below it.
 *
 * @param float  $rating 0-5.
 * @param string $label  What a screen reader hears.
 * @return string
 */
function worthy_rankings_stars( $rating, $label ) {
	$hundredths = (int) round( $rating * 100 );
	$html       = '<span class="wy-stars" role="img" aria-label="' . worthy_rankings_html( $label ) . '">';
	for ( $i = 1; $i <= 5; $i++ ) {
		$class = $hundredths >= $i * 100 - 10 ? 'wy-star wy-star--full' : 'wy-star';
		$html .= '<svg viewBox="0 0 20 20" aria-hidden="true" class="' . $class . '"><path d="' . WORTHY_RANKINGS_STAR . '"></path></svg>';
	}
	return $html . '</span>';
}

/**
 * Whether every criterion of the method has a score: the card then explains its rating.
 *
 * @param array|null $method   Scoring method.
 * @param array      $provider Provider.
 * @return bool
 */
function worthy_rankings_has_breakdown( $method, $provider ) {
	if ( ! $method || ! $provider['scores'] ) {
		return false;
	}
	foreach ( $method['criteria'] as $criterion ) {
		if ( ! isset( $provider['scores'][ $criterion['id'] ] ) ) {
			return false;
		}
	}
	return true;
}

/**
 * One ranked card.
 *
 * @param array      $provider Provider.
 * @param int        $rank     From 1.
 * @param bool       $top      Carries 'Top Rated'.
 * @param array      $options  compare (bool), partner (string), id (string), method (array|null).
 * @return string
 */
function worthy_rankings_card( $provider, $rank, $top, $options ) {
	$name  = worthy_rankings_html( $provider['name'] );
	$visit = worthy_rankings_with_partner( $provider['url'], $options['partner'] );
	$score = number_format( $provider['rating'], 2, '.', '' );
	$html  = '<article class="wy-card' . ( $top ? ' wy-card--top' : '' ) . '"><div class="wy-card__marks">'
		. '<span class="wy-card__rank"><span aria-hidden="true">#' . $rank . '</span><span class="wy-visually-hidden">Rank ' . $rank . '</span></span>'
		. ( $top ? '<span class="wy-badge wy-badge--top">Top Rated</span>' : '' )
		. ( $provider['is_partner'] ? '<span class="wy-badge wy-badge--partner" title="' . WORTHY_RANKINGS_PARTNER_NOTE . '">Worthy Provider<span class="wy-visually-hidden">. ' . WORTHY_RANKINGS_PARTNER_NOTE . '</span></span>' : '' )
		. '</div><div class="wy-card__body">'
		. ( $provider['logo']
			? '<span class="wy-logo"><img src="' . worthy_rankings_html( $provider['logo'] ) . '" alt="' . $name . ' logo" loading="lazy" decoding="async"></span>'
			: '<span class="wy-logo wy-logo--monogram" aria-hidden="true">' . worthy_rankings_html( worthy_rankings_monogram( $provider['name'] ) ) . '</span>' )
		. '<div class="wy-card__main"><h3 class="wy-card__name">' . worthy_rankings_outbound( $visit, 'wy-card__link', $name ) . '</h3>'
		. '<p class="wy-card__rating">' . worthy_rankings_stars( $provider['rating'], 'Rated ' . $score . ' out of 5' )
		. '<span class="wy-card__score" aria-hidden="true">' . $score . '</span>'
		. '<span class="wy-card__votes">' . number_format( $provider['user_votes'] ) . ' verified reviews</span></p>';
	if ( worthy_rankings_has_breakdown( $options['method'], $provider ) ) {
		$panel = $options['id'] . '-breakdown-' . $rank;
		$html .= '<div class="wy-breakdown"><button type="button" class="wy-breakdown__toggle" aria-expanded="false" aria-controls="' . $panel . '">How we scored it<span class="wy-visually-hidden">: ' . $name . '</span></button>'
			. '<div id="' . $panel . '" class="wy-breakdown__panel" hidden=""></div></div>';
	}
	if ( $provider['features'] ) {
		$html .= '<ul class="wy-card__features">';
		foreach ( $provider['features'] as $feature ) {
			$html .= '<li>' . worthy_rankings_html( $feature ) . '</li>';
		}
		$html .= '</ul>';
	}
	$headline = '' !== $provider['starting_price'] ? $provider['starting_price'] : ( '' !== $provider['promo'] ? $provider['promo'] : ( '' !== $provider['promo_detail'] ? $provider['promo_detail'] : 'Exclusive Savings Available' ) );
	$html    .= '</div><div class="wy-card__offer"><p class="wy-card__headline">' . worthy_rankings_html( $headline ) . '</p>'
		. ( '' !== $provider['promo'] && $headline !== $provider['promo'] ? '<p class="wy-pill">Promo: ' . worthy_rankings_html( $provider['promo'] ) . '</p>' : '' )
		. ( '' !== $provider['promo_detail'] && $headline !== $provider['promo_detail'] ? '<p class="wy-card__detail">' . worthy_rankings_html( $provider['promo_detail'] ) . '</p>' : '' );
	if ( '' !== $provider['promo_code'] ) {
		$code  = worthy_rankings_html( $provider['promo_code'] );
		$html .= '<span class="wy-code"><span class="wy-code__label">Code</span><code class="wy-code__value">' . $code . '</code>'
			. '<button type="button" class="wy-code__copy" aria-label="Copy code ' . $code . '">Copy</button><span class="wy-visually-hidden" role="status"></span></span>';
	}
	$html .= '</div></div><div class="wy-card__actions">'
		. ( $provider['review'] ? worthy_rankings_outbound( $provider['review'], 'wy-button wy-button--ghost', 'Read Review' ) : '' )
		. worthy_rankings_outbound( $visit, 'wy-button wy-button--primary', 'Visit Provider <span class="wy-visually-hidden">' . $name . ' (opens in a new tab)</span>' )
		. ( $options['compare'] ? '<button type="button" class="wy-button wy-button--compare" aria-pressed="false">Add to Compare <span class="wy-visually-hidden">' . $name . '</span></button>' : '' );
	return $html . '</div></article>';
}

/**
 * Which providers carry 'Top Rated': every one with the highest rating, or the first.
 *
 * @param array[] $providers Providers in rank order.
 * @param string  $rule      'highest-rating' or 'first'.
 * @return bool[]
 */
function worthy_rankings_top_picks( $providers, $rule ) {
	$best = -INF;
	foreach ( $providers as $provider ) {
		$best = max( $best, $provider['rating'] );
	}
	$picks = array();
	foreach ( $providers as $index => $provider ) {
		$picks[] = 'highest-rating' === $rule ? $provider['rating'] === $best : 0 === $index;
	}
	return $picks;
}

/**
 * The whole widget: the list's heading and disclosure, the ranked cards and, unless turned off,
 * the compare panel waiting for a first choice.
 *
 * @param array   $list      The list's record (lists.php).
 * @param array[] $providers Providers in rank order, already cut to the limit.
 * @param array   $options   compare (bool), partner (string), id (string), method (array|null), about (string).
 * @return string
 */
function worthy_rankings_widget( $list, $providers, $options ) {
	$html = '<div class="wy-widget"><section class="wy-list" aria-busy="false"><div class="wy-list__header">'
		. '<h2 class="wy-list__title">' . worthy_rankings_html( $list['title'] ) . '</h2>'
		. '<p class="wy-list__disclosure">We may earn a commission when you visit a provider. It never decides the ranking. '
		. worthy_rankings_outbound( $options['about'], '', 'How we score' ) . '</p></div><ol class="wy-list__items">';
	$top = worthy_rankings_top_picks( $providers, $list['top_pick'] );
	foreach ( $providers as $index => $provider ) {
		$html .= '<li class="wy-list__item">' . worthy_rankings_card( $provider, $index + 1, $top[ $index ], $options ) . '</li>';
	}
	$html .= '</ol></section>';
	if ( $options['compare'] ) {
		$id    = $options['id'] . 'compare';
		$html .= '<section class="wy-compare" id="' . $id . '" aria-labelledby="' . $id . '-title"><div class="wy-compare__box"><div class="wy-compare__header"><div>'
			. '<h2 class="wy-compare__title" id="' . $id . '-title">Compare ' . worthy_rankings_html( $list['label'] ) . '</h2>'
			. '<p class="wy-compare__description">Select up to three providers to compare price, promo, rating and features.</p></div>'
			. '<div class="wy-compare__status"><span class="wy-compare__count" role="status">0 of 3 selected</span></div></div>'
			. '<p class="wy-compare__empty">Choose “Add to Compare” on any provider to see it here, side by side.</p></div></section>';
	}
	return $html . '</div>';
}
