#!/usr/bin/env bash
# What npm test needs from the system: Debian's Chromium (Playwright cannot download a browser here).
# Installs it when running as root on Debian/Ubuntu, else stops with one line saying what to install.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium and fonts for the browser tests (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-liberation fonts-noto-color-emoji >/dev/null
  exit 0
fi
echo "npm test needs Chromium at /usr/bin/chromium: install it with 'sudo apt-get install -y chromium fonts-liberation fonts-noto-color-emoji'." >&2
exit 1
