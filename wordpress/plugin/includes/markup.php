<?php
/**
 * The ranked list as Worthy's widget renders it once loaded (lib/connected/WorthyRankedList and
 * lib/widgets): the same elements, classes and words, in English or in the French of the embed's
 * lang="fr-CA", so the embed swaps its live list in without moving a pixel or changing a word.
 * tests/e2e/wordpress-reader.spec.ts compares the two, list by list, in Chromium.
 *
 * @package WorthyRankings
 */

defined( 'ABSPATH' ) || exit;

const WORTHY_RANKINGS_OUTBOUND_REL = 'sponsored noopener noreferrer';
const WORTHY_RANKINGS_STAR         = 'M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z';

/**
 * Square brackets as character references: the reader's page is the same, but the_content's
 * do_shortcode, which runs after blocks render, finds no shortcode in a list's words.
 *
 * @param string $html Escaped HTML holding no <script> or <style>.
 * @return string
 */
function worthy_rankings_shortcode_proof( $html ) {
	return str_replace( array( '[', ']' ), array( '&#91;', '&#93;' ), $html );
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
 * @param string $inner HTML inside, already escaped.
 * @return string
 */
function worthy_rankings_outbound( $url, $class, $inner ) {
	return worthy_rankings_outbound_with( esc_url( $url ), $class, $inner );
}

/**
 * The same link in a feed, its query's ampersands written '&amp;' as a post's own links are:
 * the form feed readers and aggregators that match a link's parameters expect.
 *
 * @param string $url   An http(s) URL.
 * @param string $inner HTML inside, already escaped.
 * @return string
 */
function worthy_rankings_feed_outbound( $url, $inner ) {
	return worthy_rankings_outbound_with( esc_attr( esc_url_raw( $url ) ), '', $inner );
}

/**
 * The outbound link's markup.
 *
 * @param string $href  The escaped URL.
 * @param string $class Class names.
 * @param string $inner HTML inside, already escaped.
 * @return string
 */
function worthy_rankings_outbound_with( $href, $class, $inner ) {
	return '<a' . ( '' !== $class ? ' class="' . esc_attr( $class ) . '"' : '' ) . ' href="' . $href . '" target="_blank" rel="' . esc_attr( WORTHY_RANKINGS_OUTBOUND_REL ) . '">' . $inner . '</a>';
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
	$html       = '<span class="wy-stars" role="img" aria-label="' . esc_attr( $label ) . '">';
	for ( $i = 1; $i <= 5; $i++ ) {
		$class = $hundredths >= $i * 100 - 10 ? 'wy-star wy-star--full' : 'wy-star';
		$html .= '<svg viewBox="0 0 20 20" aria-hidden="true" class="' . esc_attr( $class ) . '"><path d="' . esc_attr( WORTHY_RANKINGS_STAR ) . '"></path></svg>';
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
 * What the partner badge tells a reader who hovers it or hears it (CONTRACT section 9).
 *
 * @return string
 */
function worthy_rankings_partner_note() {
	return __( 'Worthy partner: we may earn a commission. It never changes the score.', 'worthy-rankings' );
}

/**
 * One ranked card.
 *
 * @param array $provider Provider.
 * @param int   $rank     From 1.
 * @param bool  $top      Carries 'Top Rated'.
 * @param array $options  compare (bool), partner (string), id (string), method (array|null).
 * @return string
 */
function worthy_rankings_card( $provider, $rank, $top, $options ) {
	$name  = worthy_rankings_shown_name( $provider );
	$visit = worthy_rankings_with_partner( $provider['url'], $options['partner'] );
	// The widget shows two decimals: 4.70, 5.00.
	$score = number_format_i18n( $provider['rating'], 2 );
	$note  = worthy_rankings_partner_note();
	$html  = '<article class="wy-card' . ( $top ? ' wy-card--top' : '' ) . '"><div class="wy-card__marks">'
		. '<span class="wy-card__rank"><span aria-hidden="true">#' . esc_html( $rank ) . '</span><span class="wy-visually-hidden">'
		/* translators: %d: the provider's place in the ranking, from 1. */
		. esc_html( sprintf( __( 'Rank %d', 'worthy-rankings' ), $rank ) ) . '</span></span>'
		. ( $top ? '<span class="wy-badge wy-badge--top">' . esc_html__( 'Top Rated', 'worthy-rankings' ) . '</span>' : '' )
		. ( $provider['is_partner']
			? '<span class="wy-badge wy-badge--partner" title="' . esc_attr( $note ) . '">' . esc_html__( 'Worthy Provider', 'worthy-rankings' )
				. '<span class="wy-visually-hidden">. ' . esc_html( $note ) . '</span></span>'
			: '' )
		. '</div><div class="wy-card__body">'
		. ( $provider['logo']
			/* translators: %s: provider name. */
			? '<span class="wy-logo"><img src="' . esc_url( $provider['logo'] ) . '" alt="' . esc_attr( sprintf( __( '%s logo', 'worthy-rankings' ), $name ) ) . '" loading="lazy" decoding="async"></span>'
			: '<span class="wy-logo wy-logo--monogram" aria-hidden="true">' . esc_html( worthy_rankings_monogram( $name ) ) . '</span>' )
		. '<div class="wy-card__main"><h3 class="wy-card__name">' . worthy_rankings_outbound( $visit, 'wy-card__link', esc_html( $name ) ) . '</h3>'
		/* translators: %s: the provider's rating, such as 4.66. */
		. '<p class="wy-card__rating">' . worthy_rankings_stars( $provider['rating'], sprintf( __( 'Rated %s out of 5', 'worthy-rankings' ), $score ) )
		. '<span class="wy-card__score" aria-hidden="true">' . esc_html( $score ) . '</span>'
		// Always the plural, as the live widget words it.
		/* translators: %s: how many readers rated the provider, such as 44,870. */
		. '<span class="wy-card__votes">' . esc_html( sprintf( __( '%s verified reviews', 'worthy-rankings' ), number_format_i18n( $provider['user_votes'] ) ) ) . '</span></p>'
		. worthy_rankings_headline_facts( $provider, $options['method'] );
	if ( worthy_rankings_has_breakdown( $options['method'], $provider ) ) {
		$panel = $options['id'] . '-breakdown-' . $rank;
		$html .= '<div class="wy-breakdown"><button type="button" class="wy-breakdown__toggle" aria-expanded="false" aria-controls="' . esc_attr( $panel ) . '">'
			. esc_html__( 'How we scored it', 'worthy-rankings' ) . '<span class="wy-visually-hidden">: ' . esc_html( $name ) . '</span></button>'
			. '<div id="' . esc_attr( $panel ) . '" class="wy-breakdown__panel" hidden=""></div></div>';
	}
	if ( $provider['features'] ) {
		$html .= '<ul class="wy-card__features">';
		foreach ( $provider['features'] as $feature ) {
			$html .= '<li>' . esc_html( $feature ) . '</li>';
		}
		$html .= '</ul>';
	}
	$headline = '' !== $provider['starting_price'] ? $provider['starting_price'] : ( '' !== $provider['promo'] ? $provider['promo'] : ( '' !== $provider['promo_detail'] ? $provider['promo_detail'] : __( 'Exclusive Savings Available', 'worthy-rankings' ) ) );
	$html    .= '</div><div class="wy-card__offer"><p class="wy-card__headline">' . esc_html( $headline ) . '</p>'
		/* translators: %s: the provider's promotion, such as "20% off the first year". */
		. ( '' !== $provider['promo'] && $headline !== $provider['promo'] ? '<p class="wy-pill">' . esc_html( sprintf( __( 'Promo: %s', 'worthy-rankings' ), $provider['promo'] ) ) . '</p>' : '' )
		. ( '' !== $provider['promo_detail'] && $headline !== $provider['promo_detail'] ? '<p class="wy-card__detail">' . esc_html( $provider['promo_detail'] ) . '</p>' : '' );
	if ( '' !== $provider['promo_code'] ) {
		$code  = $provider['promo_code'];
		$html .= '<span class="wy-code"><span class="wy-code__label">' . esc_html__( 'Code', 'worthy-rankings' ) . '</span><code class="wy-code__value">' . esc_html( $code ) . '</code>'
			/* translators: %s: a promo code. */
			. '<button type="button" class="wy-code__copy" aria-label="' . esc_attr( sprintf( __( 'Copy code %s', 'worthy-rankings' ), $code ) ) . '">' . esc_html__( 'Copy', 'worthy-rankings' ) . '</button>'
			. '<span class="wy-visually-hidden" role="status"></span></span>';
	}
	$html .= '</div></div><div class="wy-card__actions">'
		. ( $provider['review'] ? worthy_rankings_outbound( $provider['review'], 'wy-button wy-button--ghost', esc_html__( 'Read Review', 'worthy-rankings' ) ) : '' )
		. worthy_rankings_outbound(
			$visit,
			'wy-button wy-button--primary',
			esc_html__( 'Visit Provider', 'worthy-rankings' )
				/* translators: %s: provider name. Heard by screen readers after "Visit Provider". */
				. ' <span class="wy-visually-hidden">' . esc_html( sprintf( __( '%s (opens in a new tab)', 'worthy-rankings' ), $name ) ) . '</span>'
		)
		. ( $options['compare'] ? '<button type="button" class="wy-button wy-button--compare" aria-pressed="false">' . esc_html__( 'Add to Compare', 'worthy-rankings' ) . ' <span class="wy-visually-hidden">' . esc_html( $name ) . '</span></button>' : '' );
	return $html . '</div></article>';
}

/**
 * The name a reader sees: its French trade name on a French list that has one, its name otherwise.
 *
 * @param array $provider A provider.
 * @return string
 */
function worthy_rankings_shown_name( $provider ) {
	return '' !== ( $provider['display_name'] ?? '' ) ? $provider['display_name'] : $provider['name'];
}

/**
 * Which providers carry 'Top Rated', by name: every one with the highest rating, or the first, of
 * the whole list in our order (as the live widget's store decides, whatever is shown of it).
 *
 * @param array[] $providers Providers in our order.
 * @param string  $rule      'highest-rating' or 'first'.
 * @return string[]
 */
function worthy_rankings_top_picks( $providers, $rule ) {
	if ( 'highest-rating' !== $rule ) {
		return array_slice( array_column( $providers, 'name' ), 0, 1 );
	}
	$best = -INF;
	foreach ( $providers as $provider ) {
		$best = max( $best, $provider['rating'] );
	}
	$picks = array();
	foreach ( $providers as $provider ) {
		if ( $provider['rating'] === $best ) {
			$picks[] = $provider['name'];
		}
	}
	return $picks;
}

/**
 * The whole widget: the list's heading and disclosure, the ranked cards and, unless turned off,
 * the compare panel waiting for a first choice.
 *
 * @param array   $list      The list's record (lists.php) in the page's language: title, label, top_pick.
 * @param array[] $providers Providers in rank order, already cut to the limit.
 * @param array   $options   compare (bool), partner (string), id (string), method (array|null), about (string),
 *                           top (names that carry 'Top Rated'), fit (bool: Find your fit's header), changed (bool: "Your ranking").
 * @return string
 */
function worthy_rankings_widget( $list, $providers, $options ) {
	$title = $options['changed'] ? __( 'Your ranking', 'worthy-rankings' ) : $list['title'];
	$html  = '<div class="wy-widget">' . ( $options['fit'] ? worthy_rankings_fit_header( $options['id'] ) : '' )
		. '<section class="wy-list" aria-busy="false"><div class="wy-list__header">'
		. '<h2 class="wy-list__title">' . esc_html( $title ) . '</h2>'
		. '<p class="wy-list__disclosure">' . esc_html__( 'We may earn a commission when you visit a provider. It never decides the ranking.', 'worthy-rankings' ) . ' '
		. worthy_rankings_outbound( $options['about'], '', esc_html__( 'How we score', 'worthy-rankings' ) ) . '</p></div><ol class="wy-list__items">';
	// A long list shows its first page, and a button for the rest, as the live list does (lib/widgets/RankedList/PagedList.tsx).
	foreach ( array_slice( $providers, 0, WORTHY_RANKINGS_CARDS_PER_PAGE ) as $index => $provider ) {
		$html .= '<li class="wy-list__item">' . worthy_rankings_card( $provider, $index + 1, in_array( $provider['name'], $options['top'], true ), $options ) . '</li>';
	}
	$html .= '</ol></section>';
	$all   = count( $providers );
	if ( $all > WORTHY_RANKINGS_CARDS_PER_PAGE ) {
		$more  = min( WORTHY_RANKINGS_CARDS_PER_PAGE, $all - WORTHY_RANKINGS_CARDS_PER_PAGE );
		$html .= '<p class="wy-list__more"><button type="button" class="wy-button wy-button--ghost">'
			/* translators: 1: how many more cards the button shows (at most 20), 2: how many providers the list holds. */
			. esc_html( sprintf( __( 'Show %1$s more (%2$s in all)', 'worthy-rankings' ), number_format_i18n( $more ), number_format_i18n( $all ) ) ) . '</button></p>';
	}
	if ( $options['compare'] ) {
		$id    = $options['id'] . 'compare';
		$html .= '<section class="wy-compare" id="' . esc_attr( $id ) . '" aria-labelledby="' . esc_attr( $id . '-title' ) . '"><div class="wy-compare__box"><div class="wy-compare__header"><div>'
			/* translators: %s: what the list ranks, such as "VPN Services". */
			. '<h2 class="wy-compare__title" id="' . esc_attr( $id . '-title' ) . '">' . esc_html( sprintf( __( 'Compare %s', 'worthy-rankings' ), $list['label'] ) ) . '</h2>'
			. '<p class="wy-compare__description">' . esc_html__( 'Select up to three providers to compare price, promo, rating and features.', 'worthy-rankings' ) . '</p></div>'
			/* translators: 1: how many providers are chosen (0 before the first choice), 2: how many can be (3). */
			. '<div class="wy-compare__status"><span class="wy-compare__count" role="status">' . esc_html( sprintf( __( '%1$s of %2$s selected', 'worthy-rankings' ), number_format_i18n( 0 ), number_format_i18n( 3 ) ) ) . '</span></div></div>'
			. '<p class="wy-compare__empty">' . esc_html__( 'Choose “Add to Compare” on any provider to see it here, side by side.', 'worthy-rankings' ) . '</p></div></section>';
	}
	return $html . '</div>';
}
