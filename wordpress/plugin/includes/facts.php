<?php
/**
 * Facts on the server's cards (Worthy's CONTRACT section 15): the method's three headline facts,
 * label and value, written exactly as the live widget writes them (lib/format/facts.ts), so the
 * live list takes the served one over without a change: '$9.99/mo', '4.3%', 'Yes', 'Not disclosed';
 * in French '9,99 $ US/mois', '4,3 %', 'Oui', 'Non divulgué'.
 *
 * @package WorthyRankings
 */

defined( 'ABSPATH' ) || exit;

const WORTHY_RANKINGS_FACT_TYPES = array( 'money', 'percent', 'number', 'boolean', 'text', 'list' );

/**
 * A method's fact definitions from untrusted JSON: those with an id, a label and a known type.
 *
 * @param mixed $value The method's `facts`.
 * @return array[]
 */
function worthy_rankings_to_fact_definitions( $value ) {
	if ( ! is_array( $value ) ) {
		return array();
	}
	$facts = array();
	foreach ( array_slice( $value, 0, 12 ) as $fact ) {
		if ( ! is_array( $fact ) || ! isset( $fact['id'], $fact['type'] ) || ! is_string( $fact['id'] ) || ! in_array( $fact['type'], WORTHY_RANKINGS_FACT_TYPES, true ) ) {
			continue;
		}
		$label = worthy_rankings_capped_text( $fact['label'] ?? null, 80 );
		if ( '' === $label ) {
			continue;
		}
		$facts[] = array(
			'id'       => $fact['id'],
			'label'    => $label,
			'type'     => $fact['type'],
			'currency' => 'CAD' === ( $fact['currency'] ?? null ) ? 'CAD' : 'USD',
			'per'      => isset( $fact['per'] ) && is_string( $fact['per'] ) ? $fact['per'] : '',
			'unit'     => 'number' === $fact['type'] ? worthy_rankings_capped_text( $fact['unit'] ?? null, 40 ) : '',
			'headline' => true === ( $fact['headline'] ?? null ),
		);
	}
	return $facts;
}

/**
 * A row's facts for the method's facts, as the widget keeps them: a value of the fact's type (or
 * null, not disclosed) with an https source and a yyyy-mm-dd check date; anything else dropped.
 *
 * @param mixed      $value  The row's `facts`.
 * @param array|null $method The list's method.
 * @return array<string, mixed> fact id => value
 */
function worthy_rankings_to_facts( $value, $method ) {
	if ( ! is_array( $value ) || ! $method || ! $method['facts'] ) {
		return array();
	}
	$facts = array();
	foreach ( $method['facts'] as $definition ) {
		$entry = $value[ $definition['id'] ] ?? null;
		if ( ! is_array( $entry ) || ! array_key_exists( 'value', $entry ) ) {
			continue;
		}
		$source  = $entry['source'] ?? null;
		$checked = $entry['checked'] ?? null;
		if ( ! is_string( $source ) || ! preg_match( '#^https://[^\s/?\#]+\.[^\s/?\#]+(?:[/?\#]\S*)?$#', $source ) || ! is_string( $checked ) || ! preg_match( '/^\d{4}-\d{2}-\d{2}$/', $checked ) ) {
			continue;
		}
		$typed = worthy_rankings_fact_value( $definition['type'], $entry['value'] );
		if ( worthy_rankings_wrong_type() !== $typed ) {
			$facts[ $definition['id'] ] = $typed;
		}
	}
	return $facts;
}

/**
 * What a value of the wrong type reads as: an object no row can hold (false is a boolean fact's value).
 *
 * @return object
 */
function worthy_rankings_wrong_type() {
	static $wrong = null;
	if ( null === $wrong ) {
		$wrong = new stdClass();
	}
	return $wrong;
}

/**
 * A value of a fact's type, null for "not disclosed", or worthy_rankings_wrong_type().
 *
 * @param string $type  The fact's type.
 * @param mixed  $value Untrusted value.
 * @return mixed
 */
function worthy_rankings_fact_value( $type, $value ) {
	if ( null === $value ) {
		return null;
	}
	switch ( $type ) {
		case 'money':
		case 'percent':
		case 'number':
			if ( null !== worthy_rankings_number( $value ) ) {
				return (float) $value;
			}
			if ( is_array( $value ) && null !== worthy_rankings_number( $value['min'] ?? null ) && null !== worthy_rankings_number( $value['max'] ?? null ) && $value['min'] <= $value['max'] ) {
				return array(
					'min' => (float) $value['min'],
					'max' => (float) $value['max'],
				);
			}
			return worthy_rankings_wrong_type();
		case 'boolean':
			return is_bool( $value ) ? $value : worthy_rankings_wrong_type();
		case 'text':
			$text = worthy_rankings_capped_text( $value, 120 );
			return '' !== $text ? $text : worthy_rankings_wrong_type();
		default:
			return is_array( $value ) ? worthy_rankings_text_list( $value, 8, 80 ) : worthy_rankings_wrong_type();
	}
}

/**
 * Digits after the point as the widget shows a figure: none for a whole number; for money two,
 * else as many as it has, at most two (4.3 → 1, 4.25 → 2).
 *
 * @param float  $amount The figure.
 * @param string $type   The fact's type.
 * @return int
 */
function worthy_rankings_fact_decimals( $amount, $type ) {
	if ( floor( $amount ) === $amount ) {
		return 0;
	}
	if ( 'money' === $type ) {
		return 2;
	}
	$digits = strlen( rtrim( substr( strrchr( sprintf( '%.2f', $amount ), '.' ), 1 ), '0' ) );
	return max( 1, $digits );
}

/**
 * One figure with its currency or percent sign.
 *
 * @param float $amount     The figure.
 * @param array $definition The fact.
 * @return string
 */
function worthy_rankings_fact_figure( $amount, $definition ) {
	$number = number_format_i18n( $amount, worthy_rankings_fact_decimals( $amount, $definition['type'] ) );
	if ( 'money' === $definition['type'] ) {
		/* translators: %s: an amount of US dollars, such as 9.99 (a Canadian site shows "9,99 $ US"). */
		$usd = __( '$%s', 'worthy-rankings' );
		/* translators: %s: an amount of Canadian dollars, such as 9.99. */
		$cad = __( 'CA$%s', 'worthy-rankings' );
		return sprintf( 'CAD' === $definition['currency'] ? $cad : $usd, $number );
	}
	/* translators: %s: a percentage figure, such as 4.3. */
	return 'percent' === $definition['type'] ? sprintf( __( '%s%%', 'worthy-rankings' ), $number ) : $number;
}

/**
 * How a price's period is written after it, as the widget writes it.
 *
 * @param string $per The fact's period.
 * @return string
 */
function worthy_rankings_fact_period( $per ) {
	$periods = array(
		'month'   => __( '/mo', 'worthy-rankings' ),
		'year'    => __( '/yr', 'worthy-rankings' ),
		'session' => __( ' per session', 'worthy-rankings' ),
		'serving' => __( ' per serving', 'worthy-rankings' ),
		'box'     => __( ' per box', 'worthy-rankings' ),
		'visit'   => __( ' per visit', 'worthy-rankings' ),
		'trade'   => __( ' per trade', 'worthy-rankings' ),
	);
	return $periods[ $per ] ?? '';
}

/**
 * A fact's value in words (lib/format/facts.ts factText).
 *
 * @param array $definition The fact.
 * @param mixed $value      Its value; null or absent: not disclosed.
 * @return string
 */
function worthy_rankings_fact_text( $definition, $value ) {
	if ( null === $value ) {
		return __( 'Not disclosed', 'worthy-rankings' );
	}
	if ( is_bool( $value ) ) {
		return $value ? __( 'Yes', 'worthy-rankings' ) : __( 'No', 'worthy-rankings' );
	}
	if ( is_string( $value ) ) {
		return $value;
	}
	if ( 'list' === $definition['type'] ) {
		return implode( ', ', $value );
	}
	$figures = is_array( $value )
		/* translators: 1: the low end of a range, 2: its high end, such as "$50–$300". */
		? sprintf( __( '%1$s–%2$s', 'worthy-rankings' ), worthy_rankings_fact_figure( $value['min'], $definition ), worthy_rankings_fact_figure( $value['max'], $definition ) )
		: worthy_rankings_fact_figure( $value, $definition );
	$period = 'money' === $definition['type'] ? worthy_rankings_fact_period( $definition['per'] ) : '';
	if ( '' !== $period ) {
		return $figures . $period;
	}
	if ( '' === $definition['unit'] ) {
		return $figures;
	}
	// One of a unit is said with its first word in the singular, as the widget says it: 'cities' → 'city',
	// 'points or % per $1' → 'point or % per $1'; 'pays' and 'mois' stay.
	$unit = 1 === $value || 1.0 === $value
		? preg_replace_callback(
			'/^(?!pays|mois)(\S*?)(ie)?s\b/',
			static function ( $word ) {
				return $word[1] . ( empty( $word[2] ) ? '' : 'y' );
			},
			$definition['unit']
		)
		: $definition['unit'];
	return $figures . ' ' . $unit;
}

/**
 * The card's headline facts (HeadlineFacts.tsx): nothing for a provider without facts.
 *
 * @param array      $provider Provider.
 * @param array|null $method   The list's method.
 * @return string
 */
function worthy_rankings_headline_facts( $provider, $method ) {
	if ( ! $method || ! $method['facts'] || ! $provider['facts'] ) {
		return '';
	}
	$html = '';
	foreach ( $method['facts'] as $definition ) {
		if ( ! $definition['headline'] ) {
			continue;
		}
		$value = $provider['facts'][ $definition['id'] ] ?? null;
		$html .= '<div><dt>' . esc_html( $definition['label'] ) . '</dt><dd' . ( null === $value ? ' class="wy-fact--none"' : '' ) . '>'
			. esc_html( worthy_rankings_fact_text( $definition, $value ) ) . '</dd></div>';
	}
	return '' === $html ? '' : '<dl class="wy-card__facts">' . $html . '</dl>';
}
