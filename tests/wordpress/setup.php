<?php
/**
 * Test set-up, run once over HTTP inside the test WordPress (tests/support/wordpressServer.mjs):
 * installs the built plugin from its zip with WordPress's own upgrader (as an upload in wp-admin
 * does), activates it, creates an Author and a Contributor, and has them write the posts the
 * end-to-end tests read. Answers JSON: each post's id by slug.
 */

require __DIR__ . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

header( 'Content-Type: application/json' );
wp_set_current_user( 1 );

$zip = __DIR__ . '/worthy-rankings.zip';
if ( ! is_dir( WP_PLUGIN_DIR . '/worthy-rankings' ) ) {
	$upgrader  = new Plugin_Upgrader( new Automatic_Upgrader_Skin() );
	$installed = $upgrader->install( $zip );
	if ( true !== $installed ) {
		http_response_code( 500 );
		echo wp_json_encode( array( 'error' => 'install failed', 'messages' => $upgrader->skin->get_upgrade_messages() ) );
		exit;
	}
}
$activated = activate_plugin( 'worthy-rankings/worthy-rankings.php' );
if ( is_wp_error( $activated ) ) {
	http_response_code( 500 );
	echo wp_json_encode( array( 'error' => $activated->get_error_message() ) );
	exit;
}
update_option( 'worthy_site_url', isset( $_SERVER['HTTP_X_FLAGSHIP'] ) ? wp_unslash( $_SERVER['HTTP_X_FLAGSHIP'] ) : 'http://127.0.0.1:4180' );

/** A user of a role, with the password "worthy-test", working in WordPress in a language ('' for the site's). */
function worthy_test_user( $login, $role, $locale = '' ) {
	$user = get_user_by( 'login', $login );
	return $user ? $user->ID : wp_insert_user(
		array(
			'user_login' => $login,
			'user_pass'  => 'worthy-test',
			'user_email' => $login . '@example.test',
			'role'       => $role,
			'locale'     => $locale,
		)
	);
}

/** A post saved as that user would save it from the editor: through kses when the role lacks unfiltered_html. */
function worthy_test_post( $user, $slug, $title, $content, $status = 'publish' ) {
	wp_set_current_user( $user );
	kses_init();
	$existing = get_page_by_path( $slug, OBJECT, 'post' );
	$id       = wp_insert_post(
		wp_slash(
			array(
				'ID'           => $existing ? $existing->ID : 0,
				'post_name'    => $slug,
				'post_title'   => $title,
				'post_content' => $content,
				'post_status'  => $status,
				'post_author'  => $user,
			)
		),
		true
	);
	wp_set_current_user( 1 );
	kses_init();
	return is_wp_error( $id ) ? $id->get_error_message() : $id;
}

$author      = worthy_test_user( 'author', 'author' );
$contributor = worthy_test_user( 'contributor', 'contributor' );
// An Author who works in WordPress in French (Canada).
$auteur = worthy_test_user( 'auteur', 'author', 'fr_CA' );
// The editor's welcome guide, seen already: it would cover the editor the tests drive.
global $wpdb;
foreach ( array( $author, $auteur ) as $worthy_test_editor ) {
	update_user_meta(
		$worthy_test_editor,
		$wpdb->get_blog_prefix() . 'persisted_preferences',
		array(
			'core/edit-post' => array( 'welcomeGuide' => false ),
			'_modified'      => gmdate( 'c' ),
		)
	);
}
$intro       = '<!-- wp:paragraph --><p>I tried a dozen VPNs this year. Here is the list I keep coming back to.</p><!-- /wp:paragraph -->';
$after       = '<!-- wp:paragraph --><p id="after-list">Thanks for reading: the text after the list.</p><!-- /wp:paragraph -->';
$snippet     = '<script src="http://127.0.0.1:4180/embed/worthy-embed.js" async></script><worthy-ranked-list category="vpn_providers" limit="5"></worthy-ranked-list>';

$posts = array(
	'author-snippet'   => worthy_test_post( $author, 'author-snippet', 'Pasted snippet', $intro . '<!-- wp:html -->' . $snippet . '<!-- /wp:html -->' . $after ),
	'author-block'     => worthy_test_post( $author, 'author-block', 'The VPNs I trust', $intro . '<!-- wp:worthy/ranked-list {"category":"vpn_providers","limit":5,"partner":"blog-42"} /-->' . $after ),
	'author-shortcode' => worthy_test_post( $author, 'author-shortcode', 'Cards I carry', $intro . '<!-- wp:shortcode -->[worthy_list category="credit_card_providers" limit="3" compare="false" theme="auto" partner="blog-42"]<!-- /wp:shortcode -->' . $after ),
	'author-classic'   => worthy_test_post( $author, 'author-classic', 'Classic editor', "<p>A classic post.</p>\n\n[worthy_list category=\"web_hosting_providers\" limit=\"2\"]\n\n<p>After.</p>" ),
	'author-default'   => worthy_test_post( $author, 'author-default', 'No partner named', '<!-- wp:worthy/ranked-list {"category":"glp1_providers","limit":3} /-->' ),
	'author-fit'       => worthy_test_post( $author, 'author-fit', 'VPNs for privacy', $intro . '<!-- wp:worthy/ranked-list {"category":"vpn_providers","fit":true,"weights":"privacy:3,bogus:2,speed:9"} /-->' . $after . '<!-- wp:shortcode -->[worthy_list category="vpn_providers_canada" fit="true" compare="false"]<!-- /wp:shortcode -->' ),
	'author-two-lists' => worthy_test_post( $author, 'author-two-lists', 'Two lists', '<!-- wp:worthy/ranked-list {"category":"savings_account_providers"} /-->' . $after . '<!-- wp:worthy/ranked-list {"category":"vpn_providers_canada","theme":"dark"} /-->' ),
	'author-hostile'   => worthy_test_post(
		$author,
		'author-hostile',
		'Hostile attributes',
		'<!-- wp:worthy/ranked-list {"category":"\u003cscript\u003ealert(1)\u003c/script\u003e"} /-->'
			. '<!-- wp:worthy/ranked-list {"category":"vpn_providers","limit":-7,"theme":"\u003cb\u003e","partner":"x\u0022 onmouseover=\u0022alert(1)"} /-->'
			. '<!-- wp:shortcode -->[worthy_list category="nad_providers" limit="999" compare="nope" theme="javascript:alert(1)" partner="\u00e9t\u00e9 2026"]<!-- /wp:shortcode -->'
			. '<!-- wp:shortcode -->[worthy_list category="no_such_list"]<!-- /wp:shortcode -->'
			. '<!-- wp:shortcode -->[worthy_list limit="abc" category="form_builder_providers"]<!-- /wp:shortcode -->'
			. '<!-- wp:shortcode -->[worthy_list]<!-- /wp:shortcode -->'
			. $after
	),
	'every-list'       => worthy_test_post(
		$author,
		'every-list',
		'Every Worthy list',
		implode(
			'',
			array_map(
				static function ( $key ) {
					return '<!-- wp:worthy/ranked-list {"category":"' . $key . '"} /-->';
				},
				array_keys( worthy_rankings_lists() )
			)
		)
	),
	'contributor-block' => worthy_test_post( $contributor, 'contributor-block', 'From a contributor', '<!-- wp:worthy/ranked-list {"category":"telehealth_service_providers","limit":2} /-->', 'pending' ),
);
// An editor publishes the contributor's post as it was submitted (a pending post gets its slug then).
wp_update_post(
	array(
		'ID'          => $posts['contributor-block'],
		'post_status' => 'publish',
		'post_name'   => 'contributor-block',
	)
);

$snippet_post = get_post( $posts['author-snippet'] );
echo wp_json_encode(
	array(
		'posts'          => $posts,
		'snippetContent' => $snippet_post ? $snippet_post->post_content : null,
		'wordpress'      => get_bloginfo( 'version' ),
		'php'            => PHP_VERSION,
	)
);
