<?php
/**
 * Test only, run with PHP's command line by tests/unit/wordpressUninstall.test.ts: the plugin's
 * uninstall.php on a multisite network (or a single site), against stand-ins for the few WordPress
 * functions it calls, each site with an options table of its own. A multisite WordPress cannot be
 * booted offline here (Playground converts a site with WP-CLI, which it downloads). Prints, as
 * JSON, each site's options left, the site current at the end, and the get_sites() calls made.
 *
 * Usage: php uninstall-network.php <sites> [single]
 */

define( 'WP_UNINSTALL_PLUGIN', 'worthy-rankings/worthy-rankings.php' );

$worthy_test_sites   = max( 1, (int) ( $argv[1] ?? 1 ) );
$worthy_test_network = 'single' !== ( $argv[2] ?? '' );

/** Each site's options: the plugin's, its cached lists, and other plugins' that must stay. */
$worthy_test_tables = array();
for ( $id = 1; $id <= $worthy_test_sites; $id++ ) {
	$worthy_test_tables[ $id ] = array(
		'blogname'                                 => "Site $id",
		'worthy_partner_id'                        => "blog-$id",
		'worthy_site_url'                          => 'https://worthy.reviews',
		'worthy_supabase_url'                      => 'https://abcd.supabase.co',
		'worthy_supabase_key'                      => 'key',
		'_transient_worthy_list_abc'               => 'list',
		'_transient_timeout_worthy_list_abc'       => '1',
		'_transient_worthy_stale_abc'              => 'list',
		'_transient_timeout_worthy_stale_abc'      => '1',
		'_transient_worthy_down_def'               => '1',
		'_transient_other_plugin'                  => 'theirs',
		'worthyish_setting'                        => 'theirs',
		'_site_transient_update_plugins'           => 'core',
	);
}
$worthy_test_current = 1;
$worthy_test_stack   = array();
$worthy_test_calls   = array();

/** The network's database, as far as uninstall.php reads it: the current site's options table and a DELETE. */
class Worthy_Test_Db {
	/** @var string The current site's options table. */
	public $options = 'wp_options';

	/**
	 * Runs "DELETE FROM <table> WHERE option_name LIKE '…' OR option_name LIKE '…'".
	 *
	 * @param string $sql The query.
	 * @return int Rows deleted.
	 */
	public function query( $sql ) {
		global $worthy_test_tables;
		if ( ! preg_match( '/^DELETE FROM (wp_(?:(\d+)_)?options) WHERE (.*)$/s', $sql, $parts ) ) {
			throw new Exception( "unexpected query: $sql" );
		}
		$site = '' !== $parts[2] ? (int) $parts[2] : 1;
		preg_match_all( "/option_name LIKE '((?:[^'\\\\]|\\\\.)*)'/", $parts[3], $likes );
		$deleted = 0;
		foreach ( array_keys( $worthy_test_tables[ $site ] ) as $name ) {
			foreach ( $likes[1] as $like ) {
				if ( preg_match( worthy_test_like( $like ), $name ) ) {
					unset( $worthy_test_tables[ $site ][ $name ] );
					++$deleted;
					break;
				}
			}
		}
		return $deleted;
	}
}

/**
 * A LIKE pattern as a regular expression: % any run, _ any one character, \ escapes.
 *
 * @param string $like The pattern.
 * @return string
 */
function worthy_test_like( $like ) {
	$regex = '';
	for ( $i = 0; $i < strlen( $like ); $i++ ) {
		$char = $like[ $i ];
		if ( '\\' === $char ) {
			$regex .= preg_quote( $like[ ++$i ], '/' );
		} else {
			$regex .= '%' === $char ? '.*' : ( '_' === $char ? '.' : preg_quote( $char, '/' ) );
		}
	}
	return '/^' . $regex . '$/s';
}

$wpdb = new Worthy_Test_Db();

function is_multisite() {
	global $worthy_test_network;
	return $worthy_test_network;
}

function get_sites( $args ) {
	global $worthy_test_tables, $worthy_test_calls;
	$worthy_test_calls[] = $args;
	$ids                 = array_keys( $worthy_test_tables );
	$number              = $args['number'] ?? 100;
	return 'ids' === ( $args['fields'] ?? '' ) ? array_slice( $ids, $args['offset'] ?? 0, $number ? $number : null ) : array();
}

function switch_to_blog( $id ) {
	global $worthy_test_current, $worthy_test_stack, $wpdb;
	$worthy_test_stack[] = $worthy_test_current;
	$worthy_test_current = $id;
	$wpdb->options       = 1 === $id ? 'wp_options' : "wp_{$id}_options";
	return true;
}

function restore_current_blog() {
	global $worthy_test_current, $worthy_test_stack, $wpdb;
	$worthy_test_current = array_pop( $worthy_test_stack );
	$wpdb->options       = 1 === $worthy_test_current ? 'wp_options' : "wp_{$worthy_test_current}_options";
	return true;
}

function delete_option( $name ) {
	global $worthy_test_tables, $worthy_test_current;
	unset( $worthy_test_tables[ $worthy_test_current ][ $name ] );
	return true;
}

require __DIR__ . '/../../wordpress/plugin/uninstall.php';

echo json_encode(
	array(
		'tables'  => $worthy_test_tables,
		'current' => $worthy_test_current,
		'stack'   => $worthy_test_stack,
		'calls'   => $worthy_test_calls,
	)
);
