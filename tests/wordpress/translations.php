<?php
/**
 * Test only: the plugin's French as WordPress reads each of its files — the .mo (WordPress 6.3 and
 * 6.4 read it with POMO's MO), the .l10n.php (6.5 and later read it first) and the block editor's
 * .json (wp_set_script_translations) — and what the plugin says with them, asked in French (the
 * cookie of locale-switch.php).
 */

require __DIR__ . '/wp-load.php';
header( 'Content-Type: application/json' );

$languages = WP_PLUGIN_DIR . '/worthy-rankings/languages';
$mo        = new MO();
$read      = $mo->import_from_file( $languages . '/worthy-rankings-fr_CA.mo' );
$from_mo   = array();
foreach ( $mo->entries as $key => $entry ) {
	$from_mo[ $key ] = $entry->translations;
}
$php      = WP_Translation_File::create( $languages . '/worthy-rankings-fr_CA.l10n.php' );
$from_php = array();
foreach ( $php ? $php->entries() : array() as $key => $translation ) {
	$from_php[ $key ] = explode( "\0", $translation );
}

$editor = '';
foreach ( WP_Block_Type_Registry::get_instance()->get_registered( 'worthy/ranked-list' )->editor_script_handles as $handle ) {
	$editor = (string) load_script_textdomain( $handle, 'worthy-rankings', $languages );
}
$loaded = array(
	'top_rated'     => __( 'Top Rated', 'worthy-rankings' ),
	'block_title'   => _x( 'Worthy ranked list', 'block title', 'worthy-rankings' ),
	'decimal_point' => number_format_i18n( 4.5, 1 ),
);

echo wp_json_encode(
	array(
		'mo'     => $read ? $from_mo : null,
		'php'    => $php ? $from_php : null,
		'editor' => json_decode( $editor, true ),
		'loaded' => $loaded,
	)
);
