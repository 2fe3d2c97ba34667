#!/usr/bin/env bash
# Installs what the tests need on a fresh machine, then runs every test (npm test).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's chromium for the end-to-end tests (run in its headless shell, playwright.config.ts;
# the full browser builds, prerenders and measures), Debian's nginx for the deploy check
# (playwright.deploy.config.ts), and the engines suite's WebKit and Gecko (docs/engines.md):
# WebKitGTK's MiniBrowser with WebKitWebDriver in an X server of its own (xvfb), and Firefox ESR.
# Whichever is missing, with one apt-get update for all.
MISSING=()
if [ ! -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then MISSING+=(chromium); fi
if [ ! -x "${CHROME_HEADLESS_SHELL_PATH:-/usr/lib/chromium/chromium-headless-shell}" ]; then
  MISSING+=(chromium-headless-shell)
fi
if [ ! -x "${NGINX_PATH:-/usr/sbin/nginx}" ]; then MISSING+=(nginx); fi
if [ ! -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ]; then MISSING+=(webkit2gtk-driver); fi
if ! command -v Xvfb >/dev/null; then MISSING+=(xvfb); fi
if [ ! -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ]; then MISSING+=(firefox-esr); fi
if [ ${#MISSING[@]} -gt 0 ]; then
  echo "Installing ${MISSING[*]} for the end-to-end tests…"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${MISSING[@]}" >/dev/null
fi

npm ci --no-audit --no-fund
npm test
