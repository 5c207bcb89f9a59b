<?php
/**
 * Test only (a must-use plugin of the test WordPress): a request may set the site's language
 * through the cookie worthy_test_locale, so that a French site's pages are read beside the
 * English ones on one WordPress. WordPress's own French for numbers (its fr_CA.mo, which a French
 * site installs with its language) is written by tests/support/wordpressServer.mjs.
 */

add_filter(
	'locale',
	static function ( $locale ) {
		return isset( $_COOKIE['worthy_test_locale'] ) && 'fr_CA' === $_COOKIE['worthy_test_locale'] ? 'fr_CA' : $locale;
	}
);
