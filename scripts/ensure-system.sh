#!/usr/bin/env bash
# What npm test needs from the system: Debian's Chromium and its headless shell, which the browser
# tests run in (Playwright cannot download a browser here),
# PHP's command line (php -l for the WordPress plugin) and a Java runtime (the W3C HTML checker, vnu-jar).
# Installs them when running as root on Debian/Ubuntu, else stops with one line saying what to install.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && command -v php >/dev/null 2>&1 && command -v java >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium, fonts, PHP's command line and a Java runtime for the tests (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium chromium-headless-shell fonts-liberation fonts-noto-color-emoji php-cli default-jre-headless >/dev/null
  exit 0
fi
echo "npm test needs Chromium at /usr/bin/chromium and its headless shell at /usr/bin/chromium-headless-shell, php and java on the PATH: install them with 'sudo apt-get install -y chromium chromium-headless-shell fonts-liberation fonts-noto-color-emoji php-cli default-jre-headless'." >&2
exit 1
