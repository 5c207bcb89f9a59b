#!/usr/bin/env bash
# What npm test needs from the system: Debian's Chromium (Playwright cannot download a browser here),
# PHP's command line (php -l for the WordPress plugin) and a Java runtime (the W3C HTML checker, vnu-jar);
# and, to run the browser tests in about half the time, Chromium's headless shell (scripts/chromium.mjs).
# Installs them when running as root on Debian/Ubuntu, else stops with one line saying what to install.
set -euo pipefail
SHELL_PATH=/usr/bin/chromium-headless-shell
required() { [ -x /usr/bin/chromium ] && command -v php >/dev/null 2>&1 && command -v java >/dev/null 2>&1; }
if required && [ -x "$SHELL_PATH" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium and its headless shell, fonts, PHP's command line and a Java runtime for the tests (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-liberation fonts-noto-color-emoji php-cli default-jre-headless >/dev/null
  apt-get install -y -qq chromium-headless-shell >/dev/null ||
    echo "chromium-headless-shell is not available here: the browser tests run in /usr/bin/chromium, about twice as long."
  exit 0
fi
if required; then
  echo "No Chromium headless shell at $SHELL_PATH: the browser tests run in /usr/bin/chromium, about twice as long ('sudo apt-get install -y chromium-headless-shell')."
  exit 0
fi
echo "npm test needs Chromium at /usr/bin/chromium, php and java on the PATH: install them with 'sudo apt-get install -y chromium chromium-headless-shell fonts-liberation fonts-noto-color-emoji php-cli default-jre-headless'." >&2
exit 1
