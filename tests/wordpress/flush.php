<?php
/** Test only: forgets every list the plugin cached, so the next page reads the Worthy site cold. */

require __DIR__ . '/wp-load.php';
global $wpdb;
$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%worthy\\_%'" );
wp_cache_flush();
echo 'flushed';
