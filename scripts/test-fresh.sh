#!/usr/bin/env bash
# Installs what the tests need on a fresh machine, then runs every test (npm test).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's chromium for the end-to-end tests and Debian's nginx for the deploy check
# (playwright.deploy.config.ts): whichever is missing, with one apt-get update for both.
MISSING=()
if [ ! -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then MISSING+=(chromium); fi
if [ ! -x "${NGINX_PATH:-/usr/sbin/nginx}" ]; then MISSING+=(nginx); fi
if [ ${#MISSING[@]} -gt 0 ]; then
  echo "Installing ${MISSING[*]} for the end-to-end tests…"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${MISSING[@]}" >/dev/null
fi

npm ci --no-audit --no-fund
npm test
