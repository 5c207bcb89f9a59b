<?php
/**
 * Test only (a must-use plugin of the test WordPress): a request may name the Worthy site the
 * plugin reads, through the cookie worthy_test_site, so that tests of an unreachable or hostile
 * site run beside the others on one WordPress.
 */

add_filter(
	'pre_option_worthy_site_url',
	static function ( $value ) {
		return isset( $_COOKIE['worthy_test_site'] ) ? wp_unslash( $_COOKIE['worthy_test_site'] ) : $value;
	}
);
